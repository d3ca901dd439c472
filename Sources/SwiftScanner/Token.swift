public enum TokenKind: UInt8, Sendable {
    case identifier        // identifiers and keywords; backticks are not part of the text
    case number
    case string            // a string literal without interpolation, or between interpolations
    case stringBegin       // opens a string literal that has interpolations
    case stringEnd
    case interpolationBegin  // `\(` inside a string literal; closed by `interpolationEnd`
    case interpolationEnd
    case regex
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period, at
    case pound             // `#if`, `#selector`, `#available`…: the text includes the name
    case postfixQuestion   // `?` bound to the expression before it (`a?.b`, `as?`)
    case postfixExclaim    // `!` bound to the expression before it
    case `operator`
    case backslash         // key path `\`
    case endOfFile

    /// Kinds the bracket matcher pairs: their partner's index is kept instead of their length.
    var isBracketLike: Bool {
        switch self {
        case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace,
             .stringBegin, .stringEnd, .interpolationBegin, .interpolationEnd:
            return true
        default:
            return false
        }
    }
}

/// One token, as `Lexer.tokenize` hands it out. Offsets are byte offsets into the file's UTF-8
/// bytes; `textStart..<textEnd` is the token's text (backticks excluded).
public struct Token: Sendable {
    public var kind: TokenKind
    public var start: Int32
    public var textStart: Int32
    public var textEnd: Int32
    /// A line break (or a comment spanning one) sits between this token and the previous one.
    public var followsNewline: Bool
    /// Whitespace or a comment sits between this token and the previous one.
    public var followsSpace: Bool
}

/// A file's tokens as the scanner keeps them: nine bytes a token in three buffers, so a 50 MB
/// file of short tokens fits in a few hundred megabytes. Per token: where it starts; its kind and
/// spacing flags; and one more number: for a bracket-like token the index of its partner, for an
/// identifier its length and the keyword it spells, for any other token its length. The buffers
/// are sized for the most tokens the bytes can hold (every token but the end of file covers at least
/// one byte); what is never written is never touched, so it costs address space, not memory.
final class TokenTable {
    private(set) var count = 0
    let starts: UnsafeMutablePointer<UInt32>
    let info: UnsafeMutablePointer<UInt8>
    /// The partner's index, the text length (identifiers: low 24 bits, keyword above), as above.
    let extra: UnsafeMutablePointer<UInt32>
    private let capacity: Int
    /// Text ends where `extra` cannot hold them: `stringBegin`, `stringEnd` and `interpolationBegin`
    /// tokens, and identifiers of 16 MB or more.
    private var longTextEnds: [Int32: UInt32] = [:]
    /// How many `=` operators and opening parentheses and braces there are: upper bounds for the
    /// assignments and calls a file can hold.
    private(set) var equalsCount = 0
    private(set) var openingCount = 0

    static let newlineFlag: UInt8 = 0x20
    static let spaceFlag: UInt8 = 0x40
    static let backtickFlag: UInt8 = 0x80
    static let identifierLengthMask: UInt32 = 0xFF_FFFF

    init(byteCount: Int) {
        capacity = byteCount + 2
        starts = .allocate(capacity: capacity)
        info = .allocate(capacity: capacity)
        extra = .allocate(capacity: capacity)
    }

    deinit {
        starts.deallocate()
        info.deallocate()
        extra.deallocate()
    }

    @inline(__always) func kind(_ index: Int) -> TokenKind {
        precondition(index >= 0 && index < count, "token index out of range")
        return unsafeBitCast(info[index] & 0x1F, to: TokenKind.self)
    }

    @inline(__always) func keyword(_ index: Int) -> Keyword {
        guard kind(index) == .identifier else { return .none }
        return unsafeBitCast(UInt8(truncatingIfNeeded: extra[index] >> 24), to: Keyword.self)
    }

    @inline(__always) func textStart(_ index: Int) -> Int {
        Int(starts[index]) + (info[index] & TokenTable.backtickFlag != 0 ? 1 : 0)
    }

    @inline(__always) func textEnd(_ index: Int) -> Int {
        switch kind(index) {
        case .identifier:
            let length = extra[index] & TokenTable.identifierLengthMask
            if length == TokenTable.identifierLengthMask { return Int(longTextEnds[Int32(index)]!) }
            return Int(starts[index]) + Int(length)
        case .stringBegin, .stringEnd, .interpolationBegin:
            return Int(longTextEnds[Int32(index)]!)
        case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace, .interpolationEnd:
            return Int(starts[index]) + 1
        default:
            return Int(starts[index]) + Int(extra[index])
        }
    }

    /// The partner index of a bracket-like token.
    @inline(__always) func partner(_ index: Int) -> Int { Int(extra[index]) }

    func setPartner(_ index: Int, _ partner: Int) { extra[index] = UInt32(partner) }

    func append(_ kind: TokenKind, start: Int, textStart: Int, textEnd: Int, followsNewline: Bool,
                followsSpace: Bool, keyword: Keyword) {
        precondition(count < capacity, "more tokens than bytes")
        var flags = kind.rawValue
        if followsNewline { flags |= TokenTable.newlineFlag }
        if followsSpace { flags |= TokenTable.spaceFlag }
        if textStart > start { flags |= TokenTable.backtickFlag }
        var value = UInt32(textEnd - start)
        switch kind {
        case .identifier:
            if value >= TokenTable.identifierLengthMask {
                longTextEnds[Int32(count)] = UInt32(textEnd)
                value = TokenTable.identifierLengthMask
            }
            value |= UInt32(keyword.rawValue) << 24
        case .stringBegin, .stringEnd, .interpolationBegin:
            longTextEnds[Int32(count)] = UInt32(textEnd)
        case .leftParen, .leftBrace:
            openingCount += 1
        default:
            break
        }
        starts[count] = UInt32(start)
        info[count] = flags
        extra[count] = value
        count += 1
    }

    /// Counts an `=` operator (the lexer knows its bytes).
    func countEquals() { equalsCount += 1 }

    /// The public view of one token.
    func token(_ index: Int) -> Token {
        Token(kind: kind(index), start: Int32(starts[index]), textStart: Int32(textStart(index)),
              textEnd: Int32(textEnd(index)), followsNewline: info[index] & TokenTable.newlineFlag != 0,
              followsSpace: info[index] & TokenTable.spaceFlag != 0)
    }
}
