import Foundation

/// A baseline file that cannot be used, located like a configuration error (`file:line:col`), so a
/// hand-edited or merge-conflicted baseline points at its own mistake.
public struct BaselineFileError: Error, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): error: \(message)" }

    /// The first place where `data` stops being JSON, or where the value a decoding error names
    /// starts, as a line and column; the whole file's start when nothing narrower is known.
    static func locate(_ error: Error, in data: Data, file: String) -> BaselineFileError {
        let bytes = [UInt8](data)
        if let (offset, problem) = JSONSyntax.firstError(in: bytes) {
            let (line, column) = position(of: offset, in: bytes)
            return BaselineFileError(file: file, line: line, column: column, message: "not valid JSON: \(problem)")
        }
        guard let decoding = error as? DecodingError else {
            return BaselineFileError(file: file, line: 1, column: 1, message: error.localizedDescription)
        }
        let (path, problem): ([CodingKey], String) = {
            switch decoding {
            case .keyNotFound(let key, let context): return (context.codingPath, "missing \"\(key.stringValue)\"")
            case .typeMismatch(let type, let context): return (context.codingPath, "expected \(type) (\(context.debugDescription))")
            case .valueNotFound(let type, let context): return (context.codingPath, "expected \(type), found null")
            case .dataCorrupted(let context): return (context.codingPath, context.debugDescription)
            @unknown default: return ([], "\(decoding)")
            }
        }()
        let where_ = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let offset = JSONSyntax.offset(ofValueAt: path, in: bytes) ?? 0
        let (line, column) = position(of: offset, in: bytes)
        return BaselineFileError(file: file, line: line, column: column,
                                 message: "not a baseline: \(where_.isEmpty ? "" : "at \(where_.drop { $0 == "." }), ")\(problem)")
    }

    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

/// Just enough of JSON to say where a file stops being JSON and where a value starts: one pass with an
/// explicit stack, so no nesting depth can overflow it.
enum JSONSyntax {
    /// The offset and nature of the first syntax error, or nil for valid JSON.
    static func firstError(in bytes: [UInt8]) -> (Int, String)? {
        var walker = Walker(bytes: bytes)
        return walker.validate()
    }

    /// Where the value at a coding path (`entries[3].rule`) starts.
    static func offset(ofValueAt path: [CodingKey], in bytes: [UInt8]) -> Int? {
        var walker = Walker(bytes: bytes)
        return walker.find(path.map { $0.intValue.map(Step.index) ?? .key($0.stringValue) })
    }

    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    struct Walker {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        /// Skips one string; false if it does not end.
        mutating func skipString() -> Bool {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""): index += 1; return true
                case 0..<0x20: return false
                default: index += 1
                }
            }
            return false
        }

        mutating func string() -> String? {
            let start = index + 1
            guard skipString() else { return nil }
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }

        /// Skips one scalar (number, true, false, null); false if there is none.
        mutating func skipScalar() -> Bool {
            let start = index
            while index < bytes.count, !",]} \n\r\t:".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            return ["true", "false", "null"].contains(text) || Double(text) != nil
        }

        mutating func validate() -> (Int, String)? {
            enum Container { case array, object }
            var stack: [Container] = []
            var expectValue = true
            skipSpace()
            guard index < bytes.count else { return (0, "the file is empty") }
            while true {
                skipSpace()
                if expectValue {
                    guard index < bytes.count else { return (index, "the file ends inside a value") }
                    switch bytes[index] {
                    case UInt8(ascii: "{"):
                        index += 1; skipSpace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; expectValue = false; break }
                        stack.append(.object)
                        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return (index, "expected a key in quotes") }
                        guard skipString() else { return (index, "a string does not end") }
                        skipSpace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return (index, "expected ':'") }
                        index += 1
                        continue
                    case UInt8(ascii: "["):
                        index += 1; skipSpace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; expectValue = false; break }
                        stack.append(.array)
                        continue
                    case UInt8(ascii: "\""):
                        let start = index
                        guard skipString() else { return (start, "a string does not end") }
                    default:
                        let start = index
                        guard skipScalar() else { return (start, "expected a value") }
                    }
                    expectValue = false
                    continue
                }
                guard let top = stack.last else {
                    return index < bytes.count ? (index, "unexpected text after the end") : nil
                }
                guard index < bytes.count else { return (index, "the file ends before its \(top == .array ? "]" : "}")") }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1; skipSpace()
                    if top == .object {
                        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return (index, "expected a key in quotes") }
                        guard skipString() else { return (index, "a string does not end") }
                        skipSpace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return (index, "expected ':'") }
                        index += 1
                    }
                    expectValue = true
                } else if byte == UInt8(ascii: top == .array ? "]" : "}") {
                    index += 1
                    stack.removeLast()
                } else {
                    return (index, "expected ',' or '\(top == .array ? "]" : "}")'")
                }
            }
        }

        /// The start of the value at `path`, in valid JSON.
        mutating func find(_ path: [Step]) -> Int? {
            skipSpace()
            for step in path {
                guard index < bytes.count else { return nil }
                switch step {
                case .key(let wanted):
                    guard bytes[index] == UInt8(ascii: "{") else { return nil }
                    index += 1
                    var found = false
                    while !found {
                        skipSpace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                        skipSpace(); index += 1; skipSpace()  // the colon
                        if key == wanted { found = true } else { guard skipValue() else { return nil }; skipSpace(); index += 1 }
                    }
                case .index(let wanted):
                    guard bytes[index] == UInt8(ascii: "[") else { return nil }
                    index += 1
                    for _ in 0..<wanted {
                        skipSpace()
                        guard skipValue() else { return nil }
                        skipSpace(); index += 1  // the comma
                    }
                    skipSpace()
                }
            }
            return index
        }

        /// Skips one value of valid JSON, nested ones included, with a depth counter rather than recursion.
        mutating func skipValue() -> Bool {
            var depth = 0
            repeat {
                skipSpace()
                guard index < bytes.count else { return false }
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1; index += 1
                case UInt8(ascii: "\""): guard skipString() else { return false }
                case UInt8(ascii: ","), UInt8(ascii: ":"): index += 1
                default: guard skipScalar() else { return false }
                }
            } while depth > 0
            return true
        }
    }
}
