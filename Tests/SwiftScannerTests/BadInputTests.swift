import ArchlintFacts
import XCTest
@testable import SwiftScanner

/// The scanner must never crash or hang, whatever it is given (SPEC §9).
final class BadInputTests: XCTestCase {
    func scan(_ source: String) -> FileFacts { SwiftFileScanner.scan(path: "Bad.swift", source: source) }

    func testUnterminatedStringsAndCommentsKeepEarlierFacts() {
        XCTAssertEqual(scan("final class A { var b: B? }\nlet s = \"never closed").types.map(\.name), ["A"])
        XCTAssertEqual(scan("final class A { var b: B? }\n/* never closed { class X {}").types.map(\.name), ["A"])
        XCTAssertEqual(scan("final class A { var b = \"\"\"\n unterminated").types.map(\.name), ["A"])
    }

    /// Found by the libFuzzer scanner target: a backslash that ends the file inside a string literal
    /// made the literal's token reach past the last byte (an out-of-bounds read, a trap in debug builds).
    func testBackslashEndingTheFileInsideAStringStaysInBounds() {
        XCTAssertEqual(scan("final class A {\n  func f() {\n    let a: X \"b \\").types.map(\.name), ["A"])
        _ = scan("let r = #/a\\")
        _ = scan("let s = #\"a\\#")
    }

    /// Inputs the fuzz targets found crashing, kept as they were found (`Tests/Crashers/*.bin`, named
    /// for the failure): each must scan.
    func testFuzzCrashersScan() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Crashers")
        let crashers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".bin") }.sorted()
        XCTAssertFalse(crashers.isEmpty)
        for name in crashers {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            bytes.withUnsafeBufferPointer { _ = SwiftFileScanner.scan(path: name, bytes: $0) }
        }
    }

    /// Every prefix of a real file (truncation is the commonest hostile input): scanning never reads
    /// past the last byte, so no prefix traps.
    func testEveryPrefixOfAFixtureScans() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Scanner/Literals.swift")
        let bytes = Array(try Data(contentsOf: url))
        for length in 0...bytes.count {
            bytes.prefix(length).withContiguousStorageIfAvailable { _ = SwiftFileScanner.scan(path: "Prefix.swift", bytes: $0) }
        }
    }

    func testStrayAndMissingBraces() {
        _ = scan("}}}} class A { func f() { { { ( [ ")
        _ = scan("class A { func f() ) ] } } } } class B {}")
        XCTAssertEqual(scan("} class C { var d: D }").types.map(\.name), ["C"])
    }

    func testBinaryBytesDoNotCrash() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes.withUnsafeBufferPointer { _ = SwiftFileScanner.scan(path: "Random.bin", bytes: $0) }
        }
    }

    func testMalformedParameterListsTerminate() {
        XCTAssertEqual(scan("final class A { func f(a, b) {} func g(,) {} init(_ x) {} }").types.first?.functions.count, 3)
    }

    /// Random token soup from a fixed seed, so a failure reproduces; each case must finish.
    func testRandomSwiftFragmentsDoNotCrashOrHang() {
        let fragments = ["class", "A", "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#\"", "\\(", "/*", "*/", "//\n",
                         "var", "let", "=", "self", ".", "?", "!", "in", "[weak self]", "func", "f", ":", ",", "<", ">",
                         "#if", "#endif", "@objc", "->", "/", "weak", "init", "return", "\n", " ", "get", "set",
                         "didSet", "case", "enum", "extension", "protocol", "_", "inout", "{ x in", "$0", "if", "else",
                         "guard", "for", "switch", "repeat", "while", "do", "catch", "try", "lazy", "static", "`",
                         "#selector", "@escaping", "...", "0x1F", "1.5", "&", "as?", "is"]
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<3000 {
            let count = Int.random(in: 1...300, using: &generator)
            let source = (0..<count).map { _ in fragments.randomElement(using: &generator)! }.joined(separator: " ")
            _ = scan(source)
        }
    }

    /// Random bytes without NUL (the pipeline rejects those before the scanner sees them).
    func testRandomBytesFromAFixedSeed() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let bytes = (0..<2048).map { _ in UInt8.random(in: 1...255, using: &generator) }
            bytes.withUnsafeBufferPointer { _ = SwiftFileScanner.scan(path: "Random.bin", bytes: $0) }
        }
    }

    func testTenThousandDeepNestingTerminates() {
        let depth = 10_000
        let braces = "func f() {" + String(repeating: "a { ", count: depth) + String(repeating: "}", count: depth) + "}"
        _ = scan(braces)
        let types = String(repeating: "class A {", count: depth) + String(repeating: "}", count: depth)
        XCTAssertFalse(scan(types).types.isEmpty)
        let parens = "let x = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        _ = scan(parens)
    }

    func testTenMegabyteSingleLineFile() {
        let line = String(repeating: "let value = compute(a, b) + other.call { self.x } ; ", count: 200_000)
        XCTAssertGreaterThan(line.utf8.count, 10_000_000)
        let facts = scan("final class Big { func f() { " + line + " } }")
        XCTAssertEqual(facts.types.map(\.name), ["Big"])
        XCTAssertEqual(facts.closures.count, 200_000)
    }
}

/// SplitMix64: a tiny deterministic generator, so random tests reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
