import Foundation

/// The one JSON encoding archlint writes (reports, graphs, baselines): pretty, keys sorted and
/// slashes unescaped, so the same input always gives the same bytes and diffs stay readable.
public enum StableJSON {
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// The encoded text with a final line break, for printing. The values archlint prints hold only
    /// strings, integers and booleans, which always encode; `{}` stands in should that ever change.
    public static func text<Value: Encodable>(_ value: Value) -> String {
        String(decoding: (try? encode(value)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}
