import XCTest
@testable import SwiftScanner

final class LexerTests: XCTestCase {
    func tokens(_ source: String) -> [(TokenKind, String)] {
        var copy = source
        return copy.withUTF8 { bytes in
            Lexer.tokenize(bytes).dropLast().map { token in
                (token.kind, String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.textStart)..<Int(token.textEnd)]), as: UTF8.self))
            }
        }
    }

    func kinds(_ source: String) -> [TokenKind] { tokens(source).map(\.0) }

    func testStringsDoNotLeakBracesOrQuotes() {
        XCTAssertEqual(kinds(#"let a = "x { \" y""#), [.identifier, .identifier, .operator, .string])
        XCTAssertEqual(kinds(##"let a = #"raw "quoted" \(not) { "#"##), [.identifier, .identifier, .operator, .string])
        XCTAssertEqual(kinds("let a = \"\"\"\n  multi \"\" { \n  \"\"\""), [.identifier, .identifier, .operator, .string])
    }

    func testInterpolationsAreLexedAsCode() {
        XCTAssertEqual(tokens(#""a \(b.c) d""#).map(\.0),
                       [.stringBegin, .interpolationBegin, .identifier, .period, .identifier, .interpolationEnd, .stringEnd])
        // Nested: a string inside an interpolation inside a string.
        let nested = tokens(#""x \(f("y \(z)")) w""#).map(\.0)
        XCTAssertEqual(nested, [.stringBegin, .interpolationBegin, .identifier, .leftParen, .stringBegin,
                                .interpolationBegin, .identifier, .interpolationEnd, .stringEnd, .rightParen,
                                .interpolationEnd, .stringEnd])
        // Raw strings interpolate only with their own number of pounds.
        XCTAssertEqual(kinds(##"#"\(a) \#(b)"#"##), [.stringBegin, .interpolationBegin, .identifier, .interpolationEnd, .stringEnd])
    }

    func testNestedBlockCommentsAndLineComments() {
        XCTAssertEqual(kinds("a /* x /* y */ { */ b // c {\nd"), [.identifier, .identifier, .identifier])
    }

    func testRegexLiteralsVersusDivision() {
        XCTAssertEqual(kinds("let r = /[a-z]+/"), [.identifier, .identifier, .operator, .regex])
        XCTAssertEqual(kinds("let q = a / b / c"), [.identifier, .identifier, .operator, .identifier, .operator,
                                                    .identifier, .operator, .identifier])
        XCTAssertEqual(kinds("let r = #/ x { /#"), [.identifier, .identifier, .operator, .regex])
    }

    func testPostfixOptionalChainingAndOperators() {
        XCTAssertEqual(kinds("a?.b!.c"), [.identifier, .postfixQuestion, .period, .identifier, .postfixExclaim, .period, .identifier])
        XCTAssertEqual(tokens("a ?? b").map(\.1), ["a", "??", "b"])
        XCTAssertEqual(tokens("x != y").map(\.1), ["x", "!=", "y"])
    }

    func testBackticksNumbersAndPound() {
        XCTAssertEqual(tokens("`default` 0x1F_FF 1.5e-3 #if #selector").map(\.1), ["default", "0x1F_FF", "1.5e-3", "#if", "#selector"])
    }

    func testUnterminatedLiteralsEndWithoutSwallowingTheFile() {
        // An unterminated single-line string ends at its line; the next line is still code.
        XCTAssertEqual(kinds("let a = \"oops\nlet b = 1"), [.identifier, .identifier, .operator, .string,
                                                           .identifier, .identifier, .operator, .number])
        XCTAssertEqual(kinds("a /* never closed { {"), [.identifier])
        XCTAssertEqual(kinds("let s = \"\"\"\n never closed"), [.identifier, .identifier, .operator, .string])
    }

    /// The eight-bytes-at-a-time name test marks exactly the bytes `isIdentifierByte` rejects, every
    /// byte value at every position of a word, and a 0xC2 anywhere sends the word to the byte loop.
    func testNameBytesOfAWordAgreeWithTheByteTest() {
        for value in 0...255 {
            let byte = UInt8(value)
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                let expected: UInt64 = isIdentifierByte(byte) ? 0 : 0x80 << UInt64(8 * position)
                XCTAssertEqual(NameBytes.nonNameMarks(word), expected, "byte \(value) at \(position)")
                XCTAssertEqual(NameBytes.hasC2(word), byte == 0xC2, "byte \(value) at \(position)")
            }
        }
        // A name that runs past a word, one that a non-breaking space ends, and one with other non-ASCII.
        XCTAssertEqual(tokens("someVeryLongIdentifierName_42+x").map(\.1), ["someVeryLongIdentifierName_42", "+", "x"])
        XCTAssertEqual(tokens("abcdefgh\u{00A0}ijk").map(\.1), ["abcdefgh", "ijk"])
        XCTAssertEqual(tokens("caf\u{00E9}Cr\u{00E8}meBr\u{00FB}l\u{00E9}e.x").map(\.1), ["caf\u{00E9}Cr\u{00E8}meBr\u{00FB}l\u{00E9}e", ".", "x"])
    }
}
