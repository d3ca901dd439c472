import ArchlintFacts

/// The Swift front end's entry point: source bytes in, `FileFacts` out. Pure and thread-safe.
public enum SwiftFileScanner {
    public static func scan(path: String, bytes: UnsafeBufferPointer<UInt8>) -> FileFacts {
        var facts = DeclarationScanner(source: SourceText(path: path, bytes: bytes)).run()
        sortInSourceOrder(&facts)
        return facts
    }

    public static func scan(path: String, source: String) -> FileFacts {
        var copy = source
        return copy.withUTF8 { scan(path: path, bytes: $0) }
    }

    /// `FileFacts.sorted()`, done in place on facts nothing else holds: the scanner appends most
    /// facts in source order already, so most arrays are only checked, and none is copied (a file of a
    /// million assignments would otherwise hold them twice).
    static func sortInSourceOrder(_ facts: inout FileFacts) {
        sortIfNeeded(&facts.imports) { $0.location < $1.location }
        sortIfNeeded(&facts.types) { ($0.location, $0.name) < ($1.location, $1.name) }
        for index in facts.types.indices {
            sortIfNeeded(&facts.types[index].properties) { ($0.location, $0.name) < ($1.location, $1.name) }
            sortIfNeeded(&facts.types[index].functions) { $0.location < $1.location }
        }
        sortIfNeeded(&facts.constructions) { $0.location < $1.location }
        sortIfNeeded(&facts.calls) { $0.location < $1.location }
        sortIfNeeded(&facts.assignments) { $0.location < $1.location }
        sortIfNeeded(&facts.closures) { $0.location < $1.location }
        sortIfNeeded(&facts.directives) { $0.location < $1.location }
    }

    /// The standard library's sort is stable, so an array already in order stays exactly as it is.
    /// Arrays keep their growth room: copying each to its size saved 16 MB of the 1M-line tree's
    /// 435 MB peak, and cost a retain and a release of every string of every fact (48 M of the scan's
    /// 1,494 M instructions on the 250k tree).
    private static func sortIfNeeded<Element>(_ array: inout [Element], by areInIncreasingOrder: (Element, Element) -> Bool) {
        var index = 1
        while index < array.count, !areInIncreasingOrder(array[index], array[index - 1]) { index += 1 }
        if index < array.count { array.sort(by: areInIncreasingOrder) }

    }
}
