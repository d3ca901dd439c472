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
}

/// One token. Offsets are byte offsets into the file's UTF-8 bytes; `textStart..<textEnd` is the
/// token's text (backticks excluded).
public struct Token: Sendable {
    public var kind: TokenKind
    public var start: Int32
    public var end: Int32
    public var textStart: Int32
    public var textEnd: Int32
    /// A line break (or a comment spanning one) sits between this token and the previous one.
    public var followsNewline: Bool
    /// Whitespace or a comment sits between this token and the previous one.
    public var followsSpace: Bool
}
