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

/// A file's tokens as the scanner keeps them: six bytes a token in three buffers, plus eight bytes
/// for each bracket-like token (its partner, and the call the declaration scanner found it opening),
/// so a 50 MB file of short tokens fits in well under 200 MB.
/// Per token: where it starts; its kind and spacing flags; and one more byte: for an identifier the
/// keyword it spells (high bit set) or its length, for any other token its length. Lengths that do
/// not fit in the byte, and the ends of `stringBegin`, `stringEnd` and `interpolationBegin` tokens,
/// are kept aside. The partners and call records of bracket-like tokens sit in buffers of their own,
/// in token order, found by rank: one bit a token says which tokens are bracket-like, and a count per
/// 64 tokens says how many came before. The buffers are sized for the most tokens the bytes can hold
/// (every token but the end of file covers at least one byte); what is never written is never
/// touched, so it costs address space, not memory.
final class TokenTable {
    private(set) var count = 0
    let starts: UnsafeMutablePointer<UInt32>
    let info: UnsafeMutablePointer<UInt8>
    /// An identifier's keyword (`keywordFlag` set) or its length; any other token's length;
    /// `longLength` when the end is kept in `longTextEnds`.
    let lengths: UnsafeMutablePointer<UInt8>
    /// Partners of bracket-like tokens, by their rank among bracket-like tokens.
    private let partners: UnsafeMutablePointer<UInt32>
    /// The declaration scanner's record of the call each bracket-like token opens (`callRecord`), by
    /// rank likewise; zero for none.
    private let callRecords: UnsafeMutablePointer<UInt32>
    /// One bit per token: bracket-like. And, per 64 tokens, how many bracket-like tokens came before.
    private let bracketBits: UnsafeMutablePointer<UInt64>
    private let bracketsBefore: UnsafeMutablePointer<UInt32>
    private var bracketCount = 0
    private let capacity: Int
    /// The one block the buffers above are carved from, and its size.
    private let block: UnsafeMutableRawPointer
    private let blockSize: Int
    /// The text length of each keyword, by raw value.
    private let keywordLengths: [UInt8] = TokenTable.keywordLengthTable
    /// Text ends the length byte cannot hold: `stringBegin`, `stringEnd` and `interpolationBegin`
    /// tokens, and tokens of `longLength` bytes or more.
    /// Each `index << 32 | end`, in token order, so a lookup is a binary search: a `Dictionary` ran the
    /// standard hasher for every store and lookup and grew by rehashing, and the scanner asks for the
    /// ends of string tokens often (2 % of a gen-1m scan). One thread writes it, as the lexer runs, and
    /// reads it after: no runtime exclusivity check.
    @exclusivity(unchecked) private var longTextEnds: [UInt64] = []
    /// How many `=` operators and opening parentheses and braces there are: upper bounds for the
    /// assignments and calls a file can hold.
    private(set) var equalsCount = 0
    private(set) var openingCount = 0

    static let newlineFlag: UInt8 = 0x20
    static let spaceFlag: UInt8 = 0x40
    static let backtickFlag: UInt8 = 0x80
    static let keywordFlag: UInt8 = 0x80
    private static let longLength: UInt8 = 0x7F

    private static let keywordLengthTable: [UInt8] = {
        var lengths = [UInt8](repeating: 0, count: 128)
        for keyword in Keyword.allCases where keyword != .none {
            precondition(keyword.rawValue < 128, "keyword raw values must fit in seven bits")
            lengths[Int(keyword.rawValue)] = UInt8(String(describing: keyword).utf8.count)
        }
        return lengths
    }()

    init(byteCount: Int) {
        // Offsets are kept in 32 bits: a file of 4 GB or more stops here rather than at its first
        // token past the mark (the linter reads no file over 512 MB).
        precondition(byteCount < Int(UInt32.max) - 2, "a file of 4 GB or more")
        capacity = byteCount + 2
        // One block for all seven buffers, widest elements first so each piece stays aligned, and the
        // thread's spare block when it is big enough (`SpareTokenBlock`): seven allocations of their
        // own cost about a thousand instructions each, and as many frees.
        let words = capacity / 64 + 1
        let size = words * 8 + capacity * 4 + capacity * 4 + capacity * 4 + words * 4 + capacity + capacity
        let (base, blockSize) = SpareTokenBlock.take(atLeast: size)
        block = base
        self.blockSize = blockSize
        var offset = 0
        func take<T>(_ count: Int, as type: T.Type) -> UnsafeMutablePointer<T> {
            let piece = (base + offset).bindMemory(to: T.self, capacity: count)
            offset += count * MemoryLayout<T>.stride
            return piece
        }
        bracketBits = take(words, as: UInt64.self)
        starts = take(capacity, as: UInt32.self)
        partners = take(capacity, as: UInt32.self)
        callRecords = take(capacity, as: UInt32.self)
        bracketsBefore = take(words, as: UInt32.self)
        info = take(capacity, as: UInt8.self)
        lengths = take(capacity, as: UInt8.self)
    }

    deinit {
        SpareTokenBlock.putBack(block, size: blockSize)
    }

    @inline(__always) func kind(_ index: Int) -> TokenKind {
        precondition(index >= 0 && index < count, "token index out of range")
        return unsafeBitCast(info[index] & 0x1F, to: TokenKind.self)
    }

    @inline(__always) func keyword(_ index: Int) -> Keyword {
        guard kind(index) == .identifier else { return .none }
        let value = lengths[index]
        guard value & TokenTable.keywordFlag != 0 else { return .none }
        return unsafeBitCast(value & 0x7F, to: Keyword.self)
    }

    @inline(__always) func textStart(_ index: Int) -> Int {
        Int(starts[index]) + (info[index] & TokenTable.backtickFlag != 0 ? 1 : 0)
    }

    @inline(__always) func textEnd(_ index: Int) -> Int {
        switch kind(index) {
        case .identifier:
            let value = lengths[index]
            if value & TokenTable.keywordFlag != 0 { return Int(starts[index]) + Int(keywordLengths[Int(value & 0x7F)]) }
            if value == TokenTable.longLength { return longTextEnd(index) }
            return Int(starts[index]) + Int(value)
        case .stringBegin, .stringEnd, .interpolationBegin:
            return longTextEnd(index)
        case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace, .interpolationEnd:
            return Int(starts[index]) + 1
        default:
            let value = lengths[index]
            if value == UInt8.max { return longTextEnd(index) }
            return Int(starts[index]) + Int(value)
        }
    }

    /// Keeps the end of the token about to be stored (tokens are stored in order, so the array stays
    /// sorted).
    @inline(__always)
    private func storeLongTextEnd(_ end: Int) {
        longTextEnds.append(UInt64(count) << 32 | UInt64(UInt32(end)))
    }

    private func longTextEnd(_ index: Int) -> Int {
        let key = UInt64(index) << 32
        var low = 0
        var high = longTextEnds.count
        while low < high {
            let middle = (low + high) / 2
            if longTextEnds[middle] < key { low = middle + 1 } else { high = middle }
        }
        precondition(low < longTextEnds.count && longTextEnds[low] >> 32 == UInt64(index), "no text end kept for the token")
        return Int(longTextEnds[low] & 0xFFFF_FFFF)
    }

    /// The rank of a bracket-like token among the bracket-like tokens.
    @inline(__always) private func bracketRank(_ index: Int) -> Int {
        let word = index >> 6
        let below = bracketBits[word] & ((1 << UInt64(index & 63)) &- 1)
        return Int(bracketsBefore[word]) + below.nonzeroBitCount
    }

    /// The partner index of a bracket-like token.
    @inline(__always) func partner(_ index: Int) -> Int { Int(partners[bracketRank(index)]) }

    func setPartner(_ index: Int, _ partner: Int) { partners[bracketRank(index)] = UInt32(partner) }

    /// The declaration scanner's record of the call a bracket-like token opens; zero when it has none.
    @inline(__always) func callRecord(_ index: Int) -> UInt32 { callRecords[bracketRank(index)] }

    @inline(__always) func setCallRecord(_ index: Int, _ record: UInt32) { callRecords[bracketRank(index)] = record }

    /// The partner of the bracket-like token of rank `rank`, for a walk that knows the rank.
    @inline(__always) func setPartner(rank: Int, _ partner: Int) { partners[rank] = UInt32(partner) }

    /// Which of tokens `64 * word ..< 64 * word + 64` are bracket-like, one bit each.
    @inline(__always) func bracketWord(_ word: Int) -> UInt64 {
        precondition(word >= 0 && word <= (count - 1) >> 6, "bracket word out of range")
        return bracketBits[word]
    }

    func append(_ kind: TokenKind, start: Int, textStart: Int, textEnd: Int, spacing: UInt8, keyword: Keyword) {
        precondition(count < capacity, "more tokens than bytes")
        var flags = kind.rawValue | spacing
        if textStart > start { flags |= TokenTable.backtickFlag }
        let length = textEnd - start
        var value: UInt8 = 0
        switch kind {
        case .identifier:
            value = identifierValue(length: length, textEnd: textEnd, keyword: keyword)
        case .stringBegin, .stringEnd, .interpolationBegin:
            storeLongTextEnd(textEnd)
        case .leftParen, .leftBrace, .rightParen, .leftBracket, .rightBracket, .rightBrace, .interpolationEnd:
            break
        default:
            if length >= Int(UInt8.max) {
                storeLongTextEnd(textEnd)
                value = UInt8.max
            } else {
                value = UInt8(length)
            }
        }
        if kind == .leftParen || kind == .leftBrace { openingCount += 1 }
        let word = startBracketWordIfNeeded()
        if kind.isBracketLike {
            bracketBits[word] |= 1 << UInt64(count & 63)
            partners[bracketCount] = 0
            callRecords[bracketCount] = 0
            bracketCount += 1
        }
        store(start: start, flags: flags, value: value)
    }

    /// `append` for a one-byte bracket or punctuation token (`(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`,
    /// `;`, `@`, `\`, `.`), which are a third of all tokens: the same entry without the general case's
    /// switches over kinds and long texts.
    @inline(__always)
    func appendSingle(_ kind: TokenKind, start: Int, spacing: UInt8) {
        precondition(count < capacity, "more tokens than bytes")
        let flags = kind.rawValue | spacing
        let word = startBracketWordIfNeeded()
        var value: UInt8 = 1
        if kind.rawValue >= TokenKind.leftParen.rawValue && kind.rawValue <= TokenKind.rightBrace.rawValue {
            if kind == .leftParen || kind == .leftBrace { openingCount += 1 }
            bracketBits[word] |= 1 << UInt64(count & 63)
            partners[bracketCount] = 0
            callRecords[bracketCount] = 0
            bracketCount += 1
            value = 0
        }
        store(start: start, flags: flags, value: value)
    }

    /// `append` for an identifier written without backticks, which is most tokens.
    @inline(__always)
    func appendIdentifier(start: Int, end: Int, keyword: Keyword, spacing: UInt8) {
        precondition(count < capacity, "more tokens than bytes")
        let flags = TokenKind.identifier.rawValue | spacing
        let value = identifierValue(length: end - start, textEnd: end, keyword: keyword)
        _ = startBracketWordIfNeeded()
        store(start: start, flags: flags, value: value)
    }

    // The parts every `append` shares, inlined into each so the fast paths stay fast.

    /// An identifier's length byte: its keyword, its length, or the mark of a long text whose end is
    /// kept aside.
    @inline(__always)
    private func identifierValue(length: Int, textEnd: Int, keyword: Keyword) -> UInt8 {
        if keyword != .none { return TokenTable.keywordFlag | keyword.rawValue }
        guard length >= Int(TokenTable.longLength) else { return UInt8(length) }
        storeLongTextEnd(textEnd)
        return TokenTable.longLength
    }

    /// The bracket-bit word of the token about to be stored, cleared and given its running bracket
    /// count when the token is the word's first.
    @inline(__always)
    private func startBracketWordIfNeeded() -> Int {
        let word = count >> 6
        if count & 63 == 0 {
            bracketBits[word] = 0
            bracketsBefore[word] = UInt32(bracketCount)
        }
        return word
    }

    @inline(__always)
    private func store(start: Int, flags: UInt8, value: UInt8) {
        // Every start is below `capacity`, which fits in 32 bits (`init`), and `count` below
        // `capacity` (the appends' precondition): neither needs its check again at each token.
        starts[count] = UInt32(truncatingIfNeeded: start)
        info[count] = flags
        lengths[count] = value
        count &+= 1
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
