import ArchlintTestSupport
import Foundation
import XCTest

/// Nothing may be lost in silence (issue 11): what archlint cannot read is a warning, and what it
/// reaches twice is checked once.
final class SilentLossTests: XCTestCase {
    static let strongDelegate = "protocol LoginDelegate: AnyObject {}\nfinal class LoginView {\n    var delegate: LoginDelegate?\n}\n"

    func check(_ root: URL, _ paths: [String] = ["App"]) throws -> JSONReport {
        let run = try BoundedRun.run(["check"] + paths + ["--reporter", "json"], in: root, seconds: 60)
        XCTAssertTrue(run.endedCleanly, run.summary)
        return try JSONReport.decode(run.standardOutput)
    }

    func testLoneCarriageReturnEndsALineComment() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(["App/CROnly.swift": "protocol LoginDelegate: AnyObject {}\r// a comment\r"
                                   + "final class LoginView {\r    var delegate: LoginDelegate?\r}\r",
                                   ".archlint.yml": ArchlintProcess.optInRulesConfiguration], under: root)
        let report = try check(root)
        XCTAssertEqual(report.violations.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" },
                       ["App/CROnly.swift:4:9 weak_delegate"])
    }

    func testNameThatIsNotUTF8IsAWarning() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(["App/Login.swift": Self.strongDelegate, ".archlint.yml": ArchlintProcess.optInRulesConfiguration],
                                  under: root)
        // "Caf\xE9.swift": Latin-1, not UTF-8.
        let name = Array(root.appendingPathComponent("App/Caf").path.utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        guard descriptor >= 0 else { throw XCTSkip("this file system refuses names that are not UTF-8") }
        close(descriptor)
        let report = try check(root)
        XCTAssertEqual(report.violations.map { "\($0.rule): \($0.message)" }.sorted(),
                       ["unreadable_file: name is not valid UTF-8; not checked", "weak_delegate: " + report.violations
                           .first { $0.rule == "weak_delegate" }!.message].sorted())
    }

    func testUnreadableFolderIsAWarning() throws {
        guard geteuid() != 0 else { throw XCTSkip("root reads every folder") }
        let root = try ArchlintProcess.temporaryDirectory()
        defer {
            chmod(root.appendingPathComponent("App/Locked").path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        try ArchlintProcess.write(["App/Login.swift": Self.strongDelegate, "App/Locked/Hidden.swift": "final class Hidden {}\n",
                                   ".archlint.yml": ArchlintProcess.optInRulesConfiguration], under: root)
        chmod(root.appendingPathComponent("App/Locked").path, 0)
        let report = try check(root)
        XCTAssertEqual(report.violations.filter { $0.rule == "unreadable_file" }.map { "\($0.file): \($0.message)" },
                       ["App/Locked: cannot read folder (permission denied); its files are not checked"])
        XCTAssertTrue(report.violations.contains { $0.rule == "weak_delegate" })
    }

    func testFileReachedThroughALinkOrASecondRootIsCheckedOnce() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(["App/Login.swift": Self.strongDelegate, ".archlint.yml": ArchlintProcess.optInRulesConfiguration],
                                  under: root)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/Alias.swift").path,
                                                   withDestinationPath: "Login.swift")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("AppLink").path,
                                                   withDestinationPath: "App")
        for paths in [["App"], ["App", "AppLink"], ["AppLink", "App"]] {
            let report = try check(root, paths)
            XCTAssertEqual(report.summary.files, 1, "\(paths)")
            XCTAssertEqual(report.violations.map { "\($0.file) \($0.rule)" }, ["App/Login.swift weak_delegate"], "\(paths)")
        }
    }
}
