/// What a written type refers to: the named types inside it, and whether it holds them through a
/// collection. `[String: Foo]?` names `String` and `Foo` through a collection;
/// `(NSObjectProtocol & XRoutingLogic)?` names both directly; a function type names nothing (a
/// stored closure is not a reference to a type).
public struct TypeReference: Equatable, Sendable {
    public var names: [String]
    public var isCollection: Bool
    /// The outermost type is a generic other than a collection or `Optional` (`Observers<Listener>`,
    /// `CurrentValueSubject<Provider, Never>`): the names inside are its generic arguments, which say
    /// what it may hold, not what it holds.
    public var isGenericWrapper: Bool

    /// Asked of every name of every written type: a `StringSet`, which hashes a name in a few
    /// instructions where `Set<String>` ran SipHash.
    static let collectionNames = StringSet(["Array", "Set", "Dictionary", "ContiguousArray", "OrderedSet",
                                            "OrderedDictionary", "NSArray", "NSSet", "NSDictionary",
                                            "NSHashTable", "NSMapTable"])
    /// Wrappers and keywords that do not change what is referenced.
    static let transparentNames = StringSet(["Optional", "ImplicitlyUnwrappedOptional", "Swift", "any", "some",
                                             "inout", "borrowing", "consuming", "sending"])

    public init(parsing text: String) {
        // Read over the text's bytes in place (a native string's are contiguous): copying them into
        // an array first was an allocation and a release for each of the model's type texts.
        if let parsed = text.utf8.withContiguousStorageIfAvailable({ TypeReference(parsingBytes: $0) }) {
            self = parsed
        } else {
            self = Array(text.utf8).withUnsafeBufferPointer { TypeReference(parsingBytes: $0) }
        }
    }

    private init(parsingBytes bytes: UnsafeBufferPointer<UInt8>) {
        var names: [String] = []
        var isCollection = bytes.first == UInt8(ascii: "[")
        var isFunction = false
        // The names so far, as a set only once there are many: most texts name one or two types,
        // and a set per text was a hash and an allocation more for each.
        var seen: Set<String>?
        var start = -1
        var outermost: String?
        var isGenericWrapper = false
        for index in 0...bytes.count {
            let byte: UInt8 = index < bytes.count ? bytes[index] : 0
            if index > 0, bytes[index - 1] == UInt8(ascii: "-"), byte == UInt8(ascii: ">") {
                isFunction = true  // a function type: a stored closure references no type
                break
            }
            if TypeReference.isNamePart(byte) {
                if start < 0 { start = index }
                continue
            }
            guard start >= 0 else { continue }
            let first = bytes[start]
            if !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) && first != UInt8(ascii: ".") {
                var name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                // Each set asked once per name (they were asked up to twice each).
                let isTransparent = TypeReference.transparentNames.contains(name)
                let isCollectionName = TypeReference.collectionNames.contains(name)
                if outermost == nil, !isTransparent {
                    outermost = name
                    isGenericWrapper = byte == UInt8(ascii: "<") && !isCollectionName
                }
                if isCollectionName {
                    isCollection = true
                } else if !isTransparent {
                    if name.hasPrefix("Swift.") { name.removeFirst(6) }
                    let isNew: Bool
                    if names.count < 16 {
                        isNew = !names.contains(name)
                    } else {
                        if seen == nil { seen = Set(names) }
                        isNew = seen!.insert(name).inserted
                    }
                    if isNew { names.append(name) }
                }
            }
            start = -1
        }
        self.names = isFunction ? [] : names
        self.isCollection = isFunction ? false : isCollection
        self.isGenericWrapper = isFunction ? false : isGenericWrapper
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}

extension TypeReference {
    /// Every dotted name a type text writes, function types included, in order and once each:
    /// `@MainActor (UIImpactFeedbackGenerator.FeedbackStyle) -> Void` gives `MainActor`,
    /// `UIImpactFeedbackGenerator.FeedbackStyle` and `Void`. What a stored closure takes and returns
    /// says which frameworks its API is typed with, though it references no object of those types.
    public static func writtenNames(in text: String) -> [String] {
        var names: [String] = []
        for part in text.utf8.split(whereSeparator: { !isNamePart($0) }) {
            guard let lead = part.first, lead != UInt8(ascii: "."), !(lead >= UInt8(ascii: "0") && lead <= UInt8(ascii: "9"))
            else { continue }
            let name = String(Substring(part))
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The generic arguments written for `name` in a type text (`Box<Wrapper?>?` gives `["Wrapper?"]`),
    /// split at the top level; nil when the text does not specialise `name`.
    public static func genericArguments(of name: String, in text: String) -> [String]? {
        let characters = Array(text)
        func isNamePart(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        func trimmed(_ text: String) -> String { String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        var index = 0
        while index < characters.count {
            guard isNamePart(characters[index]) else { index += 1; continue }
            var end = index
            while end < characters.count, isNamePart(characters[end]) { end += 1 }
            let word = String(characters[index..<end])
            index = end
            guard word == name, end < characters.count, characters[end] == "<" else { continue }
            var depth = 0
            var arguments: [String] = []
            var current = ""
            var previous: Character = " "
            for character in characters[(end + 1)...] {
                defer { previous = character }
                if character == ">", previous == "-" {  // a function type's arrow, not a closing bracket
                    current.append(character)
                    continue
                }
                switch character {
                case ">" where depth == 0:
                    return arguments + [trimmed(current)]
                case "," where depth == 0:
                    arguments.append(trimmed(current))
                    current = ""
                case "<", "[", "(":
                    depth += 1
                    current.append(character)
                case ">", "]", ")":
                    depth -= 1
                    current.append(character)
                default:
                    current.append(character)
                }
            }
            return nil
        }
        return nil
    }
}
