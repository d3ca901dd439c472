/// A lexer for the whole Swift token grammar. It never fails: malformed input (unterminated
/// literals or comments, stray bytes, invalid UTF-8) becomes tokens that end at the end of the file
/// or of the line, so the declaration scanner can always make progress.
public struct Lexer {
    private(set) var table: TokenTable
    /// Byte ranges of line comments that may be directives (`// archlint:…`, `// swiftlint:…`).
    public private(set) var directiveComments: [Range<Int>] = []
    /// The text of each name that begins with two capital letters (`FileFacts.prefixedNames`), taken
    /// here, where the name's first bytes are at hand.
    public private(set) var prefixedNames: [Range<Int>] = []
    private let bytes: UnsafeBufferPointer<UInt8>
    private let keywords = KeywordTable.shared
    private let nameBytes = NameBytes.table
    private var position = 0
    /// The trivia since the last token, as the token's spacing flags (`TokenTable.newlineFlag`,
    /// `spaceFlag`; a line break sets both, as it counts as space): one byte the token's flags take
    /// as they are, where two Bools were tested and merged at every token.
    private var spacing: UInt8 = 0

    /// Lexes `bytes` completely.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        let table = lex(bytes).table
        return (0..<table.count).map { table.token($0) }
    }

    /// Tokens, and the line comments that may carry suppression directives.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>)
        -> (table: TokenTable, directiveComments: [Range<Int>], prefixedNames: [Range<Int>]) {
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        return (lexer.table, lexer.directiveComments, lexer.prefixedNames)
    }

    @inline(__always)
    private static func isCapital(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }

    /// The spacing after a line break: a newline, and space.
    private static let newline = TokenTable.newlineFlag | TokenTable.spaceFlag

    /// Keeps the name's text when it begins with two capital letters.
    @inline(__always)
    private mutating func notePrefixedName(_ start: Int, _ end: Int) {
        // The length first: an unclosed backtick at the end of the file leaves no byte after it.
        if end - start > 1, Lexer.isCapital(bytes[start]), Lexer.isCapital(bytes[start + 1]) {
            prefixedNames.append(start..<end)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Every token but the end of file covers at least one byte.
        self.table = TokenTable(byteCount: bytes.count)
    }

    /// The kind of the last token so far.
    private var lastKind: TokenKind? {
        table.count == 0 ? nil : table.kind(table.count - 1)
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < bytes.count ? bytes[index] : 0
    }

    private mutating func emit(_ kind: TokenKind, from start: Int, textStart: Int? = nil, textEnd: Int? = nil) {
        // No token reaches past the last byte, whatever a malformed literal made of the position.
        let end = min(position, bytes.count)
        let clampedStart = min(start, end)
        let clampedTextStart = min(textStart ?? start, end)
        let clampedTextEnd = min(textEnd ?? end, end)
        let keyword = kind == .identifier
            ? keywords.lookup(bytes, start: clampedStart, textStart: clampedTextStart, textEnd: clampedTextEnd) : .none
        table.append(kind, start: clampedStart, textStart: clampedTextStart, textEnd: clampedTextEnd,
                     spacing: spacing, keyword: keyword)
        spacing = 0
    }

    /// A one-byte bracket or punctuation token at `start`.
    @inline(__always)
    private mutating func emitSingle(_ kind: TokenKind, at start: Int) {
        position = start + 1
        table.appendSingle(kind, start: start, spacing: spacing)
        spacing = 0
    }

    private mutating func run() {
        // Each entry is an open interpolation: the paren depth inside it and the literal it belongs to.
        var interpolations: [(parenDepth: Int, delimiter: StringDelimiter)] = []
        let leads = LeadByte.table
        while position < bytes.count {
            var byte = bytes[position]
            var lead = leads[Int(byte)]
            // Most tokens follow a space or another token directly: only a byte that can start
            // trivia (whitespace, a control byte, `/`, a `#!` line, a non-breaking space) calls for
            // the trivia loop. One space before a byte that starts no more trivia, the commonest
            // trivia of all, is taken here (a call of the loop cost about sixty instructions).
            if lead & LeadByte.mayStartTrivia != 0 {
                if byte == UInt8(ascii: " "), position + 1 < bytes.count, Lexer.endsTrivia(bytes[position + 1]) {
                    spacing |= TokenTable.spaceFlag
                    position += 1
                } else if byte <= UInt8(ascii: " ") || byte == UInt8(ascii: "/") || (byte == UInt8(ascii: "#") && position == 0)
                    || (byte == 0xC2 && peek(1) == 0xA0) {
                    skipTrivia()
                    guard position < bytes.count else { break }
                }
                byte = bytes[position]
                lead = leads[Int(byte)]
            }
            let start = position
            // One jump on the byte's class, where the switch over bytes compared a dozen ranges first.
            switch lead & LeadByte.kindMask {
            case LeadByte.name:
                // Names are most tokens. The name is stored here, not by a call: the compiler kept
                // `emitIdentifier` a function of its own despite `@inline(__always)`, and its call cost
                // a sixth of a name's instructions.
                let end = identifierEnd(from: start + 1)
                position = end
                notePrefixedName(start, end)
                let keyword = keywords.lookup(bytes, start: start, textStart: start, textEnd: end)
                table.appendIdentifier(start: start, end: end, keyword: keyword, spacing: spacing)
                spacing = 0
            case LeadByte.leftParen:
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
                emitSingle(.leftParen, at: start)
            case LeadByte.rightParen:
                if !interpolations.isEmpty {
                    if interpolations[interpolations.count - 1].parenDepth == 0 {
                        position += 1
                        emit(.interpolationEnd, from: start)
                        let delimiter = interpolations.removeLast().delimiter
                        if lexStringContinuation(delimiter) { interpolations.append((0, delimiter)) }
                        continue
                    }
                    interpolations[interpolations.count - 1].parenDepth -= 1
                }
                emitSingle(.rightParen, at: start)
            case LeadByte.quote:
                if let delimiter = lexStringStart() {
                    interpolations.append((0, delimiter))
                }
            case LeadByte.pound:
                if isRawStringStart() {
                    if let delimiter = lexStringStart() {
                        interpolations.append((0, delimiter))
                    }
                } else if peek(1) == UInt8(ascii: "/"), let _ = lexRegex(pounds: true) {
                    break
                } else {
                    position += 1
                    position = identifierEnd(from: position)
                    emit(.pound, from: start)
                }
            case LeadByte.slash:
                if !regexCanStartHere() || lexRegex(pounds: false) == nil { lexOperator() }
            case LeadByte.backtick:
                position += 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "`"),
                      !Lexer.isLineBreak(bytes[position]) { position += 1 }
                let textEnd = position
                if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
                notePrefixedName(start + 1, textEnd)
                emit(.identifier, from: start, textStart: start + 1, textEnd: textEnd)
            case LeadByte.digit:
                lexNumber()
            case LeadByte.leftBracket: emitSingle(.leftBracket, at: start)
            case LeadByte.rightBracket: emitSingle(.rightBracket, at: start)
            case LeadByte.leftBrace: emitSingle(.leftBrace, at: start)
            case LeadByte.rightBrace: emitSingle(.rightBrace, at: start)
            case LeadByte.comma: emitSingle(.comma, at: start)
            case LeadByte.colon: emitSingle(.colon, at: start)
            case LeadByte.semicolon: emitSingle(.semicolon, at: start)
            case LeadByte.at: emitSingle(.at, at: start)
            case LeadByte.backslash: emitSingle(.backslash, at: start)
            case LeadByte.period:
                if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") || peek(2) == UInt8(ascii: "<") {
                    lexOperator()
                } else {
                    emitSingle(.period, at: start)
                }
            case LeadByte.questionOrExclaim:
                let leftBound = spacing == 0 && lastKind.map(tokenEndsOperand) == true
                let next = peek(1)
                // A left-bound `?` is always postfix (`Foo<Bar?>`, `a?.b`); a left-bound `!` is postfix
                // unless an operator follows (`a!=b`).
                if leftBound && (byte == UInt8(ascii: "?") || next == UInt8(ascii: ".") || !isOperatorByte(next)) {
                    position += 1
                    emit(byte == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclaim, from: start)
                } else {
                    lexOperator()
                }
            case LeadByte.dollar:
                position += 1
                position = identifierEnd(from: position)
                emit(.identifier, from: start)
            case LeadByte.operatorByte:
                lexOperator()
            default:
                // A byte no Swift token starts with (a control character, a stray quote): skip it.
                position += 1
                spacing |= TokenTable.spaceFlag
            }
        }
        emit(.endOfFile, from: position)
    }

    // MARK: Trivia

    /// A lone CR ends a line as LF and CRLF do (Swift's own rule): a `//` comment in a CR-only file
    /// must not swallow the rest of it.
    @inline(__always)
    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Whether `byte`, after at least one byte of trivia, surely starts a token: above a space and
    /// none of `/` (a comment), 0xC2 (a non-breaking space) or `#` (`#!` at the file's start).
    @inline(__always)
    static func endsTrivia(_ byte: UInt8) -> Bool {
        byte > UInt8(ascii: " ") && byte != UInt8(ascii: "/") && byte != 0xC2 && byte != UInt8(ascii: "#")
    }

    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            // The token after the trivia, told apart at once from the trivia cases below.
            if Lexer.endsTrivia(byte) { return }
            if byte == UInt8(ascii: " ") {  // the most common trivia byte first, in runs (indentation)
                spacing |= TokenTable.spaceFlag
                var index = position + 1
                // Eight bytes at a time (indentation runs): the first byte that is not a space is the
                // lowest nonzero byte of the word XOR eight spaces.
                if let base = bytes.baseAddress {
                    while index + 8 <= bytes.count {
                        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                            ^ 0x2020_2020_2020_2020
                        if word != 0 {
                            index += word.trailingZeroBitCount >> 3
                            break
                        }
                        index += 8
                    }
                }
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                position = index
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                spacing = Lexer.newline
                position += 1
            } else if byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C || byte == 0 {
                spacing |= TokenTable.spaceFlag
                position += 1
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                spacing |= TokenTable.spaceFlag
                let start = position
                while position < bytes.count, !Lexer.isLineBreak(bytes[position]) { position += 1 }
                if mayBeDirective(from: start + 2, to: position) { directiveComments.append(start..<position) }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                spacing |= TokenTable.spaceFlag
                skipBlockComment()
            } else if byte == 0xC2, peek(1) == 0xA0 {
                // A non-breaking space: the compiler warns and reads it as a space (`: AnyObject {`
                // typed with U+00A0 before the brace still declares `AnyObject`).
                spacing |= TokenTable.spaceFlag
                position += 2
            } else if byte == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!"), position == 0 {
                while position < bytes.count, !Lexer.isLineBreak(bytes[position]) { position += 1 }
            } else {
                return
            }
        }
    }

    /// The end of the run of identifier bytes from `index`: eight bytes at a time while a whole word
    /// is there (`NameBytes.nonNameMarks`), then by one table load a byte (`nameBytes`). The byte loop
    /// cost about ten instructions a byte of every name, a fifth of the lexer.
    @inline(__always)
    private func identifierEnd(from index: Int) -> Int {
        var end = index
        let count = bytes.count
        if let base = bytes.baseAddress {
            // Sixteen bytes at a time while they are there: most names end within the first sixteen.
            while end + 16 <= count {
                let loaded = UnsafeRawPointer(base + end).loadUnaligned(as: SIMD2<UInt64>.self)
                let stops = NameBytes.stops(SIMD2(UInt64(littleEndian: loaded[0]), UInt64(littleEndian: loaded[1])))
                let low = stops[0]
                let high = stops[1]
                if low | high == 0 {
                    end += 16
                    continue
                }
                end += low != 0 ? low.trailingZeroBitCount >> 3 : 8 + high.trailingZeroBitCount >> 3
                // A 0xC2 may start a non-breaking space or a name's next scalar: the byte loop decides.
                if base[end] != 0xC2 { return end }
                break
            }
            while end + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
                // A 0xC2 may start a non-breaking space, which ends a name: the byte loop decides.
                if NameBytes.hasC2(word) { break }
                let marks = NameBytes.nonNameMarks(word)
                if marks != 0 { return end + marks.trailingZeroBitCount >> 3 }
                end += 8
            }
        }
        while end < count {
            let byteClass = nameBytes[Int(bytes[end])]
            if byteClass == NameBytes.name {
                end += 1
            } else if byteClass == NameBytes.leadC2, !(end + 1 < count && bytes[end + 1] == 0xA0) {
                end += 1  // any non-ASCII scalar is part of a name, except a non-breaking space
            } else {
                break
            }
        }
        return end
    }

    /// Whether a line comment's body starts with `archlint:` or `swiftlint:` (after spaces).
    private func mayBeDirective(from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < end else { return false }
        let first = bytes[index]
        guard first == UInt8(ascii: "a") || first == UInt8(ascii: "s") else { return false }
        for prefix in ["archlint:", "swiftlint:"] {
            let utf8 = Array(prefix.utf8)
            if index + utf8.count <= end, (0..<utf8.count).allSatisfy({ bytes[index + $0] == utf8[$0] }) { return true }
        }
        return false
    }

    /// Block comments nest in Swift; an unterminated one runs to the end of the file.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if Lexer.isLineBreak(byte) { spacing = Lexer.newline }
                position += 1
            }
        }
    }

    // MARK: Strings

    struct StringDelimiter {
        var pounds: Int
        var multiline: Bool
    }

    private func isRawStringStart() -> Bool {
        if bytes[position] == UInt8(ascii: "\"") { return true }
        var index = position
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    /// Lexes from the opening delimiter to the end of the literal or its first interpolation.
    /// Returns the delimiter when an interpolation was opened.
    private mutating func lexStringStart() -> StringDelimiter? {
        let start = position
        var pounds = 0
        while peek() == UInt8(ascii: "#") { pounds += 1; position += 1 }
        let multiline = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        let delimiter = StringDelimiter(pounds: pounds, multiline: multiline)
        let opened = scanStringBody(delimiter)
        emit(opened ? .stringBegin : .string, from: start)
        if opened {
            let interpolationStart = position - 2 - pounds
            table.append(.interpolationBegin, start: interpolationStart, textStart: interpolationStart, textEnd: position,
                         spacing: 0, keyword: .none)
            return delimiter
        }
        return nil
    }

    /// After an interpolation's `)`: lexes the next segment. Returns true when another interpolation opens.
    private mutating func lexStringContinuation(_ delimiter: StringDelimiter) -> Bool {
        let start = position
        let opened = scanStringBody(delimiter)
        if opened {
            let interpolationStart = position - 2 - delimiter.pounds
            table.append(.interpolationBegin, start: interpolationStart, textStart: interpolationStart, textEnd: position,
                         spacing: 0, keyword: .none)
        } else {
            table.append(.stringEnd, start: start, textStart: start, textEnd: position,
                         spacing: 0, keyword: .none)
        }
        return opened
    }

    /// Advances over string content. Stops after the closing delimiter (returns false) or after an
    /// interpolation's `\(` (returns true). A single-line literal also ends at a line break.
    private mutating func scanStringBody(_ delimiter: StringDelimiter) -> Bool {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                var index = position + 1
                var pounds = 0
                while pounds < delimiter.pounds, index < bytes.count, bytes[index] == UInt8(ascii: "#") {
                    pounds += 1
                    index += 1
                }
                if pounds == delimiter.pounds {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                        position = index + 1
                        return true
                    }
                    // The escaped character; a backslash that ends the file escapes nothing (a token
                    // must never reach past the last byte).
                    position = min(index + 1, bytes.count)
                    continue
                }
                position += 1
                continue
            }
            if Lexer.isLineBreak(byte), !delimiter.multiline {
                return false  // unterminated single-line literal: ends at the line break
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = delimiter.multiline ? 3 : 1
                var matches = true
                for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { matches = false }
                if matches {
                    for offset in 0..<delimiter.pounds where peek(quotes + offset) != UInt8(ascii: "#") { matches = false }
                }
                if matches {
                    position += quotes + delimiter.pounds
                    return false
                }
            }
            position += 1
        }
        return false
    }

    // MARK: Regex literals

    /// `/` starts a regex literal only where an operand is expected and it does not open with a space.
    private func regexCanStartHere() -> Bool {
        let next = peek(1)
        if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || Lexer.isLineBreak(next) || next == UInt8(ascii: "=") { return false }
        guard let previous = lastKind else { return true }
        switch previous {
        case .identifier:
            let last = table.count - 1
            let text = tokenText(from: table.textStart(last), to: table.textEnd(last))
            return ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw"].contains(text)
        case .number, .string, .stringEnd, .regex, .rightParen, .rightBracket, .rightBrace,
             .postfixQuestion, .postfixExclaim:
            return false
        case .operator:
            return true
        default:
            return true
        }
    }

    /// Lexes `/…/` or `#/…/#` when a closing delimiter exists on the same line (multi-line for `#/`).
    private mutating func lexRegex(pounds hasPounds: Bool) -> Int? {
        let start = position
        var pounds = 0
        if hasPounds {
            while peek() == UInt8(ascii: "#") { pounds += 1; position += 1 }
        }
        guard peek() == UInt8(ascii: "/") else { position = start; return nil }
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") { position = min(position + 2, bytes.count); continue }
            if Lexer.isLineBreak(byte), pounds == 0 { break }
            if byte == UInt8(ascii: "/") {
                var matches = true
                for offset in 0..<pounds where peek(1 + offset) != UInt8(ascii: "#") { matches = false }
                if matches {
                    position += 1 + pounds
                    emit(.regex, from: start)
                    return position
                }
            }
            position += 1
        }
        position = start
        return nil
    }

    // MARK: Numbers, operators

    private mutating func lexNumber() {
        let start = position
        // A tuple index after a member period is a whole number, so `pair.1.0` is two indices, not `1.0`.
        let isTupleIndex = lastKind == .period
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if isIdentifierByte(byte) {
                position += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")),
                      let previous = Optional(bytes[position - 1]),
                      previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") || previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P"),
                      !(bytes[start] == UInt8(ascii: "0") && position - start >= 2 && (bytes[start + 1] == UInt8(ascii: "x")) && (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E"))) {
                position += 1
            } else if byte == UInt8(ascii: "."), !isTupleIndex,
                      isDigit(peek(1)) || (isHexDigit(peek(1)) && isHexLiteral(from: start)) {
                position += 1
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    private func isHexLiteral(from start: Int) -> Bool {
        start + 1 < bytes.count && bytes[start] == UInt8(ascii: "0") && bytes[start + 1] == UInt8(ascii: "x")
    }

    private mutating func lexOperator() {
        let start = position
        let startsWithDot = bytes[position] == UInt8(ascii: ".")
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            // A slash that starts a comment ends the operator.
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
            if isOperatorByte(byte) || (startsWithDot && byte == UInt8(ascii: ".")) {
                position += 1
            } else {
                break
            }
        }
        if position == start + 1, bytes[start] == UInt8(ascii: "=") { table.countEquals() }
        emit(.operator, from: start)
    }

    private func tokenText(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

func tokenEndsOperand(_ kind: TokenKind) -> Bool {
    switch kind {
    case .identifier, .number, .string, .stringEnd, .regex, .rightParen, .rightBracket, .rightBrace,
         .postfixQuestion, .postfixExclaim:
        return true
    default:
        return false
    }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

@inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
}

@inline(__always) func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || byte >= 0x80
}

/// What a token's first byte starts, by byte value: the lexer's dispatch, one table load a token.
/// Plain memory, never reference counted (see `KeywordTable`).
enum LeadByte {
    static let other: UInt8 = 0
    /// Letters, `_` and every byte from 0x80: a name (a 0xC2 that starts a non-breaking space is
    /// trivia, taken before the dispatch).
    static let name: UInt8 = 1
    static let quote: UInt8 = 2
    static let pound: UInt8 = 3
    static let slash: UInt8 = 4
    static let backtick: UInt8 = 5
    static let digit: UInt8 = 6
    static let leftParen: UInt8 = 7
    static let rightParen: UInt8 = 8
    static let leftBracket: UInt8 = 9
    static let rightBracket: UInt8 = 10
    static let leftBrace: UInt8 = 11
    static let rightBrace: UInt8 = 12
    static let comma: UInt8 = 13
    static let colon: UInt8 = 14
    static let semicolon: UInt8 = 15
    static let at: UInt8 = 16
    static let backslash: UInt8 = 17
    static let period: UInt8 = 18
    static let questionOrExclaim: UInt8 = 19
    static let dollar: UInt8 = 20
    /// The other operator bytes (`isOperatorByte`).
    static let operatorByte: UInt8 = 21
    static let kindMask: UInt8 = 0x3F
    /// Set for the bytes that may start trivia: a space or a control byte, `/`, `#`, 0xC2.
    static let mayStartTrivia: UInt8 = 0x80

    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0...255 {
            let byte = UInt8(value)
            var lead = other
            switch byte {
            case _ where isIdentifierHead(byte): lead = name
            case UInt8(ascii: "\""): lead = quote
            case UInt8(ascii: "#"): lead = pound
            case UInt8(ascii: "/"): lead = slash
            case UInt8(ascii: "`"): lead = backtick
            case UInt8(ascii: "0")...UInt8(ascii: "9"): lead = digit
            case UInt8(ascii: "("): lead = leftParen
            case UInt8(ascii: ")"): lead = rightParen
            case UInt8(ascii: "["): lead = leftBracket
            case UInt8(ascii: "]"): lead = rightBracket
            case UInt8(ascii: "{"): lead = leftBrace
            case UInt8(ascii: "}"): lead = rightBrace
            case UInt8(ascii: ","): lead = comma
            case UInt8(ascii: ":"): lead = colon
            case UInt8(ascii: ";"): lead = semicolon
            case UInt8(ascii: "@"): lead = at
            case UInt8(ascii: "\\"): lead = backslash
            case UInt8(ascii: "."): lead = period
            case UInt8(ascii: "?"), UInt8(ascii: "!"): lead = questionOrExclaim
            case UInt8(ascii: "$"): lead = dollar
            case _ where isOperatorByte(byte): lead = operatorByte
            default: break
            }
            if byte <= UInt8(ascii: " ") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") || byte == 0xC2 {
                lead |= mayStartTrivia
            }
            table[value] = lead
        }
        return UnsafePointer(table)
    }()
}

/// The identifier-byte classes by byte value, as a table the lexer loads once: plain memory, never
/// reference counted (see `KeywordTable`).
enum NameBytes {
    static let other: UInt8 = 0
    /// Letters, digits, `_`, and every non-ASCII byte but 0xC2.
    static let name: UInt8 = 1
    /// 0xC2: part of a name unless it starts a non-breaking space (0xC2 0xA0).
    static let leadC2: UInt8 = 2

    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0...255 {
            table[byte] = byte == 0xC2 ? leadC2 : isIdentifierByte(UInt8(byte)) ? name : other
        }
        return UnsafePointer(table)
    }()
}

extension NameBytes {
    /// `nonNameMarks` and `hasC2` for sixteen bytes at once, as two words in the vector unit: the
    /// high bit of each byte that ends a name or is 0xC2.
    @inline(__always)
    static func stops(_ words: SIMD2<UInt64>) -> SIMD2<UInt64> {
        let ones = SIMD2<UInt64>(repeating: 0x0101_0101_0101_0101)
        let highBits = SIMD2<UInt64>(repeating: 0x8080_8080_8080_8080)
        @inline(__always) func within(_ bytes: SIMD2<UInt64>, _ low: UInt8, _ high: UInt8) -> SIMD2<UInt64> {
            let atLeastLow = bytes &+ SIMD2<UInt64>(repeating: 0x0101_0101_0101_0101 &* UInt64(0x80 - low))
            let aboveHigh = bytes &+ SIMD2<UInt64>(repeating: 0x0101_0101_0101_0101 &* UInt64(0x7F - high))
            return atLeastLow & ~aboveHigh & highBits
        }
        let low = words & ~highBits
        let letters = within(low | SIMD2<UInt64>(repeating: 0x2020_2020_2020_2020), UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digits = within(low, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let underscores = within(low, UInt8(ascii: "_"), UInt8(ascii: "_"))
        let flipped = words ^ SIMD2<UInt64>(repeating: 0xC2C2_C2C2_C2C2_C2C2)
        // Exact about the first 0xC2: a borrow marks only bytes above a zero byte.
        let c2 = (flipped &- ones) & ~flipped & highBits
        return (~(letters | digits | underscores | (words & highBits)) & highBits) | c2
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` (little-endian: the first byte lowest) that is not a name
    /// byte by `isIdentifierByte`: letters, digits, `_`, and every byte from 0x80 (0xC2 aside: see
    /// `hasC2`). Each range is tested on the low seven bits of every byte at once; no sum carries
    /// into the next byte, since each byte and each addend stay below 0x80.
    @inline(__always)
    static func nonNameMarks(_ word: UInt64) -> UInt64 {
        let low = word & ~highBits
        let letters = within(low | (ones &* 0x20), UInt8(ascii: "a"), UInt8(ascii: "z"))  // 0x20 folds A-Z onto a-z
        let digits = within(low, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let underscores = within(low, UInt8(ascii: "_"), UInt8(ascii: "_"))
        return ~(letters | digits | underscores | (word & highBits)) & highBits
    }

    /// The high bit of each byte of `bytes` (each below 0x80) from `low` through `high`.
    @inline(__always)
    private static func within(_ bytes: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        let atLeastLow = bytes &+ ones &* UInt64(0x80 - low)
        let aboveHigh = bytes &+ ones &* UInt64(0x7F - high)
        return atLeastLow & ~aboveHigh & highBits
    }

    /// Whether a byte of `word` is 0xC2 (a zero byte of `word ^ 0xC2C2…`, by the borrow trick: exact
    /// about whether there is one).
    @inline(__always)
    static func hasC2(_ word: UInt64) -> Bool {
        let flipped = word ^ (ones &* 0xC2)
        return (flipped &- ones) & ~flipped & highBits != 0
    }
}

/// Letters, digits, `_` and every byte of a non-ASCII scalar; ASCII by one bit of two masks (digits in the
/// low one; letters and `_` in the high one), as the lexer asks it for every byte of every name.
@inline(__always) func isIdentifierByte(_ byte: UInt8) -> Bool {
    if byte >= 0x80 { return true }
    let mask: UInt64 = byte < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return (mask >> UInt64(byte & 63)) & 1 != 0
}

@inline(__always) func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
         UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
         UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
        return true
    default:
        return false
    }
}
