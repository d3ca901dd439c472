import ArchlintTestSupport
import Foundation
import XCTest

/// Inputs that recursed once per nesting level in archlint's own code, or recomputed a chain per
/// link (issue 11). Each runs the real binary within a time budget and must exit 0, 1 or 2.
final class DeepRecursionTests: XCTestCase {
    func run(_ files: [String: String], _ arguments: [String] = ["check", ".", "--reporter", "json"],
             seconds: Double = 60) throws -> BoundedRun {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(files, under: root)
        return try BoundedRun.run(arguments, in: root, seconds: seconds)
    }

    static let strongDelegate = "protocol LoginDelegate: AnyObject {}\nfinal class LoginView {\n    var delegate: LoginDelegate?\n}\n"

    func testHundredThousandNestedCaptureListsDoNotOverflowTheScanner() throws {
        let depth = 100_000
        let nested = "final class A { func f() { let x = " + String(repeating: "{ [weak self, a = ", count: depth) + "1"
            + String(repeating: "] in }", count: depth) + " } }\n"
        let result = try run(["Nested.swift": nested, "Login.swift": Self.strongDelegate, ".archlint.yml": ArchlintProcess.optInRulesConfiguration])
        XCTAssertTrue(result.endedCleanly, result.summary)
        XCTAssertEqual(try JSONReport.decode(result.standardOutput).violations.map(\.rule), ["weak_delegate"])
    }

    func testDeeplyNestedConfigurationIsALocatedErrorNotARecursion() throws {
        let depth = 100_000
        let result = try run([".archlint.yml": "roles: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n",
                              "A.swift": "final class A {}\n"], seconds: 20)
        XCTAssertTrue(result.endedCleanly, result.summary)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.standardError.contains(".archlint.yml:1:71: error: the YAML nests deeper than 64 levels"),
                      result.standardError)
    }

    func testTwoDocumentConfigurationIsALocatedError() throws {
        let result = try run([".archlint.yml": "excluded: [A.swift]\n---\nexcluded: [B.swift]\n", "A.swift": "final class A {}\n"])
        XCTAssertEqual(result.exitCode, 2, result.summary)
        XCTAssertTrue(result.standardError.contains(".archlint.yml:2:1: error: a configuration file holds one YAML document"),
                      result.standardError)
    }

    /// Ten references per level, seven levels: ten million loads before the total was bounded.
    func testExtendsFanOutIsBoundedInTotal() throws {
        var files = ["A.swift": "final class A {}\n"]
        for level in 0..<7 {
            let next = (0..<10).map { _ in "\"level\(level + 1).yml\"" }.joined(separator: ", ")
            files[level == 0 ? ".archlint.yml" : "level\(level).yml"] = "extends: [\(next)]\n"
        }
        files["level7.yml"] = "excluded: [Nothing.swift]\n"
        let result = try run(files, seconds: 20)
        XCTAssertEqual(result.exitCode, 2, result.summary)
        XCTAssertTrue(result.standardError.contains("error: extends: more than 64 configuration files and presets in all"),
                      result.standardError)
    }

    /// Thirty declarations of `builder` in one member, each from `builder` itself, and a setter-like
    /// call on each: inferring one call's receiver asked about every declaration at every depth,
    /// 30^4 questions a call. Over two minutes before answers were remembered per question; a
    /// 10,900-file app spent 95 s there.
    func testLocalDeclaredAgainFromItselfIsInferredOnce() throws {
        var screen = "final class Screen {\n    func build(flags: [Bool]) {\n        let builder = Builder()\n"
        for index in 0..<30 {
            screen += "        if flags[\(index)] { let builder = builder.with(title: \"\(index)\"); builder.attach(delegate: self) }\n"
        }
        screen += "    }\n}\n"
        let builder = "final class Builder {\n    var title = \"\"\n"
            + "    func with(title: String) -> Builder { self.title = title; return self }\n"
            + "    func attach(delegate: AnyObject) {}\n}\n"
        let result = try run(["Screen.swift": screen, "Builder.swift": builder, "Login.swift": Self.strongDelegate, ".archlint.yml": ArchlintProcess.optInRulesConfiguration], seconds: 30)
        XCTAssertTrue(result.endedCleanly, result.summary)
        XCTAssertEqual(try JSONReport.decode(result.standardOutput).violations.map(\.rule), ["weak_delegate"])
    }

    func testExcludedGlobOfManyStarsDoesNotOverflowTheMatcher() throws {
        let result = try run([".archlint.yml": "excluded: [\"" + String(repeating: "*", count: 180_000) + "Nothing.swift\"]\n"
                                + "rules:\n  weak_delegate:\n    untraced: true\n",
                              "Login.swift": Self.strongDelegate], seconds: 30)
        XCTAssertTrue(result.endedCleanly, result.summary)
        XCTAssertEqual(try JSONReport.decode(result.standardOutput).violations.map(\.rule), ["weak_delegate"])
    }

    /// The superclass chain was recomputed per link during role inference: cubic, past 60 s.
    func testThousandClassInheritanceChainFinishes() throws {
        let chain = "class C1 {}\n" + (2...1_000).map { "class C\($0): C\($0 - 1) {}\n" }.joined()
            + "class LoginViewController: C1000 {}\n"
        let result = try run(["Chain.swift": chain, "Login.swift": Self.strongDelegate, ".archlint.yml": ArchlintProcess.optInRulesConfiguration], seconds: 30)
        XCTAssertTrue(result.endedCleanly, result.summary)
        XCTAssertEqual(try JSONReport.decode(result.standardOutput).violations.map(\.rule), ["weak_delegate"])
    }
}
