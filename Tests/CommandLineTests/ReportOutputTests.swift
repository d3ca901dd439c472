import ArchlintTestSupport
import Foundation
import XCTest

/// `--output FILE` and repeatable `--reporter FORMAT[:FILE]`: each file holds exactly what that
/// reporter prints on standard output, written atomically; conflicting requests are usage errors.
final class ReportOutputTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = try ArchlintProcess.temporaryDirectory()
        try ArchlintProcess.write(["App/Login.swift": "protocol LoginDelegate: AnyObject {}\nfinal class LoginView {\n"
                                   + "    var delegate: LoginDelegate?\n}\n",
                                   "App/.archlint.yml": ArchlintProcess.optInRulesConfiguration], under: root)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func run(_ arguments: [String]) throws -> ArchlintProcess.Outcome {
        try ArchlintProcess.run(arguments, in: root)
    }

    func contents(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    func testSeveralReportersInOneRunEachMatchTheirOwnRun() throws {
        let single = try ["xcode", "json", "sarif", "junit"].map { try run(["check", "App", "--reporter", $0]).standardOutput }
        XCTAssertTrue(single[0].contains("(weak_delegate)"), single[0])
        let outcome = try run(["check", "App", "--reporter", "xcode", "--reporter", "json:report.json",
                               "--reporter", "sarif:archlint.sarif", "--reporter=junit:junit.xml"])
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(outcome.standardOutput, single[0])
        XCTAssertEqual(try contents("report.json"), single[1])
        XCTAssertEqual(try contents("archlint.sarif"), single[2])
        XCTAssertEqual(try contents("junit.xml"), single[3])
    }

    func testOutputReplacesTheFileAtomicallyAndLeavesStandardOutputEmpty() throws {
        let expected = try run(["check", "App", "--reporter", "json"]).standardOutput
        try Data("old, longer contents that must not survive the rewrite\n".utf8).write(to: root.appendingPathComponent("r.json"))
        let outcome = try run(["check", "App", "--reporter", "json", "--output", "r.json"])
        XCTAssertEqual(outcome.exitCode, 1)
        XCTAssertEqual(outcome.standardOutput, "")
        XCTAssertEqual(try contents("r.json"), expected)
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["App", "r.json"])
        // --output is where reporters without their own file go; --quiet does not skip a file.
        let quiet = try run(["check", "App", "--reporter", "xcode", "--reporter", "summary:s.txt", "--output", "x.txt", "--quiet"])
        XCTAssertEqual(quiet.standardOutput, "")
        XCTAssertTrue(try contents("x.txt").contains("(weak_delegate)"))
        XCTAssertTrue(try contents("s.txt").contains("1 errors, 0 warnings in 1 files"))
    }

    func testConflictingAndBrokenDestinationsAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--reporter", "xcode", "--reporter", "json"], "only one reporter can write to standard output"),
            (["--reporter", "json:a.json", "--reporter", "sarif:./a.json"], "two reporters would write to the same file"),
            (["--reporter", "json:"], "a file name must follow the colon"),
            (["--reporter", "jsn:a.json"], "unknown reporter 'jsn'"),
            (["--output", ""], "--output needs a file name"),
        ]
        for (arguments, message) in cases {
            let outcome = try run(["check", "App"] + arguments)
            XCTAssertEqual(outcome.exitCode, 2, "\(arguments)")
            XCTAssertTrue(outcome.standardError.contains(message), "\(arguments) → \(outcome.standardError)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("a.json").path))
        // A file that cannot be written is exit 2, and the other reports are still written.
        let outcome = try run(["check", "App", "--reporter", "json:App", "--reporter", "sarif:ok.sarif"])
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains("cannot write App: it is a folder"), outcome.standardError)
        XCTAssertTrue(try contents("ok.sarif").contains("\"version\" : \"2.1.0\""))
    }
}
