/// A value's whole contents as text that is the same in every process: what a run's settings
/// (configuration, nested configurations, rule options, the modules the manifests declare) are
/// fingerprinted by (`FindingsCache`). Reflection reaches every stored property, so a setting added
/// later is covered without anyone remembering to list it. `String(describing:)` is not enough:
/// dictionaries and sets print in an order that changes from process to process (hash seeding), so
/// here their elements are sorted by their own text. A value whose contents reflection cannot show
/// (a closure, an object without stored properties such as a Foundation class) has no canonical
/// text: nil, and the caller must treat it as different from everything.
enum CanonicalText {
    static func of(_ value: Any) -> String? {
        var text = ""
        var opaque = false
        append(value, to: &text, opaque: &opaque, depth: 0)
        return opaque ? nil : text
    }

    /// Deeper than any setting nests: a reference cycle ends here instead of recursing without end.
    private static let depthLimit = 64

    private static func append(_ value: Any, to text: inout String, opaque: inout Bool, depth: Int) {
        guard depth < depthLimit, !opaque else {
            opaque = true
            return
        }
        // The common leaves and the large string tables first: reflection costs far more per element.
        switch value {
        case let string as String:
            quoted(string, to: &text)
            return
        case let table as [String: String]:
            text += "["
            for (key, element) in table.sorted(by: { $0.key < $1.key }) {
                quoted(key, to: &text)
                text += ":"
                quoted(element, to: &text)
                text += ","
            }
            text += "]"
            return
        case let strings as Set<String>:
            text += "{"
            for string in strings.sorted() {
                quoted(string, to: &text)
                text += ","
            }
            text += "}"
            return
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?, .set?:
            // Each element's text, sorted.
            let elements = mirror.children.map { child -> String in
                var element = ""
                append(child.value, to: &element, opaque: &opaque, depth: depth + 1)
                return element
            }.sorted()
            text += "{" + elements.joined(separator: ",") + "}"
        case .optional?:
            if let wrapped = mirror.children.first {
                append(wrapped.value, to: &text, opaque: &opaque, depth: depth + 1)
            } else {
                text += "nil"
            }
        case .enum?:
            // A case without a payload has no children: its name is its description.
            guard let payload = mirror.children.first else {
                text += "\(value)"
                return
            }
            text += (payload.label ?? "") + "("
            append(payload.value, to: &text, opaque: &opaque, depth: depth + 1)
            text += ")"
        case nil:
            // A leaf: numbers, booleans, characters. A closure is one too, and its text is the same
            // for every closure.
            let leaf = String(reflecting: value)
            if leaf == "(Function)" { opaque = true }
            text += leaf
        default:
            // Structs, classes, tuples, arrays: the type, then each child in declaration order.
            text += "\(type(of: value))("
            var current: Mirror? = mirror
            var hasChildren = false
            while let level = current {
                hasChildren = hasChildren || !level.children.isEmpty
                for child in level.children {
                    text += (child.label ?? "") + ":"
                    append(child.value, to: &text, opaque: &opaque, depth: depth + 1)
                    text += ","
                }
                current = level.superclassMirror
            }
            // An object that shows no stored property keeps its contents where reflection does not reach.
            if mirror.displayStyle == .class, !hasChildren { opaque = true }
            text += ")"
        }
    }

    /// A string with its length first, so no string can end early and read as two.
    private static func quoted(_ string: String, to text: inout String) {
        text += "\(string.utf8.count)\""
        text += string
    }
}
