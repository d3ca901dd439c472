/// What a written type refers to: the named types inside it, and whether it holds them through a
/// collection. `[String: Foo]?` names `String` and `Foo` through a collection;
/// `(NSObjectProtocol & XRoutingLogic)?` names both directly; a function type names nothing (a
/// stored closure is not a reference to a type).
public struct TypeReference: Equatable, Sendable {
    public var names: [String]
    public var isCollection: Bool

    static let collectionNames: Set<String> = ["Array", "Set", "Dictionary", "ContiguousArray", "OrderedSet",
                                               "OrderedDictionary", "NSArray", "NSSet", "NSDictionary",
                                               "NSHashTable", "NSMapTable"]
    /// Wrappers that do not change what is referenced.
    static let transparentNames: Set<String> = ["Optional", "ImplicitlyUnwrappedOptional", "Swift", "any", "some"]

    public init(parsing text: String) {
        names = []
        isCollection = false
        guard !text.contains("->") else { return }
        if text.hasPrefix("[") { isCollection = true }
        var current = ""
        var seen = Set<String>()
        func flush() {
            defer { current = "" }
            guard let first = current.first, first.isLetter || first == "_" else { return }
            if TypeReference.collectionNames.contains(current) {
                isCollection = true
                return
            }
            if TypeReference.transparentNames.contains(current) || current == "inout" { return }
            if seen.insert(current).inserted { names.append(current) }
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        names = names.map { $0.hasPrefix("Swift.") ? String($0.dropFirst(6)) : $0 }
    }
}
