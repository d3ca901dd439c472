import ArchlintFacts

/// The bytes and tokens of one file, with the per-token lookups the scanner needs: keyword, text,
/// matching bracket and source location.
struct SourceText {
    let path: String
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    let directiveComments: [Range<Int>]
    let keywords: [Keyword]
    /// For every opening bracket-like token the index of its closing partner, and vice versa;
    /// unmatched ones point at the end-of-file token.
    let partner: [Int32]
    private let lineStarts: [Int]

    init(path: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.path = path
        self.bytes = bytes
        let (tokens, directiveComments) = Lexer.tokenizeWithComments(bytes)
        self.tokens = tokens
        self.directiveComments = directiveComments
        var keywords = [Keyword](repeating: .none, count: tokens.count)
        for index in tokens.indices where tokens[index].kind == .identifier {
            keywords[index] = KeywordTable.lookup(bytes, tokens[index])
        }
        self.keywords = keywords
        self.partner = SourceText.matchBrackets(tokens)
        var lineStarts = [0]
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        self.lineStarts = lineStarts
    }

    var endIndex: Int { tokens.count - 1 }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.textStart)..<Int(token.textEnd)]), as: UTF8.self)
    }

    func firstByte(_ index: Int) -> UInt8 {
        let token = tokens[index]
        return token.textEnd > token.textStart ? bytes[Int(token.textStart)] : 0
    }

    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        let token = tokens[index]
        guard token.kind == .operator, Int(token.textEnd - token.textStart) == text.utf8CodeUnitCount else { return false }
        let start = Int(token.textStart)
        for offset in 0..<text.utf8CodeUnitCount where bytes[start + offset] != text.utf8Start[offset] { return false }
        return true
    }

    /// Identifiers that start with a lowercase letter or `_` followed by more (value names, not types).
    func isLowercaseName(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .identifier, token.textEnd > token.textStart else { return false }
        let first = bytes[Int(token.textStart)]
        if first == UInt8(ascii: "_") { return token.textEnd - token.textStart > 1 }
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    func isUppercaseName(_ index: Int) -> Bool {
        let first = firstByte(index)
        return tokens[index].kind == .identifier && first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    func location(_ index: Int) -> SourceLocation {
        location(ofOffset: Int(tokens[index].start))
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private static func matchBrackets(_ tokens: [Token]) -> [Int32] {
        let end = Int32(tokens.count - 1)
        var partner = [Int32](repeating: end, count: tokens.count)
        var stack: [Int] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace, .stringBegin, .interpolationBegin:
                stack.append(index)
            case .rightParen, .rightBracket, .rightBrace, .stringEnd, .interpolationEnd:
                let opening = closing(for: tokens[index].kind)
                // Recover from stray closers: pop only if a matching opener is on the stack.
                if let position = stack.lastIndex(where: { tokens[$0].kind == opening }) {
                    for unmatched in stack[(position + 1)...] { partner[unmatched] = Int32(index) }
                    partner[stack[position]] = Int32(index)
                    partner[index] = Int32(stack[position])
                    stack.removeSubrange(position...)
                }
            default:
                break
            }
        }
        return partner
    }

    private static func closing(for kind: TokenKind) -> TokenKind {
        switch kind {
        case .rightParen: return .leftParen
        case .rightBracket: return .leftBracket
        case .rightBrace: return .leftBrace
        case .stringEnd: return .stringBegin
        default: return .interpolationBegin
        }
    }
}

/// Keyword lookup without allocating a String or running the standard hasher per identifier: an
/// open-addressing table keyed by FNV-1a of the bytes, checked byte by byte.
enum KeywordTable {
    private static let size = 512
    private static let table: [(bytes: [UInt8], keyword: Keyword)?] = {
        var table = [(bytes: [UInt8], keyword: Keyword)?](repeating: nil, count: size)
        for (name, keyword) in Keyword.table {
            let bytes = Array(name.utf8)
            var slot = Int(bytes.withUnsafeBufferPointer { hash($0) } % UInt64(size))
            while table[slot] != nil { slot = (slot + 1) % size }
            table[slot] = (bytes, keyword)
        }
        return table
    }()

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Keyword {
        let length = Int(token.textEnd - token.textStart)
        guard length >= 2, length <= 20, token.textStart == token.start else { return .none }  // backticked names are not keywords
        let first = bytes[Int(token.textStart)]
        // Every keyword starts with a lowercase letter, `_` or `S` (`Self`).
        guard (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
            || first == UInt8(ascii: "S") else { return .none }
        let slice = UnsafeBufferPointer(rebasing: bytes[Int(token.textStart)..<Int(token.textEnd)])
        var slot = Int(hash(slice) % UInt64(size))
        while let entry = table[slot] {
            if entry.bytes.count == length, entry.bytes.elementsEqual(slice) { return entry.keyword }
            slot = (slot + 1) % size
        }
        return .none
    }
}
