import ArchlintTestSupport
import Foundation
import XCTest

/// `--changed-since REV` (through the real git) and `--file-list FILE`: the whole tree is analysed,
/// only what concerns the changed files is reported, and git's work tree and index are left alone.
final class ChangedFilesTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = try ArchlintProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// ProfileLoader already holds its store; the change gives the store a strong `profile`, closing
    /// a cycle that is reported at ProfileLoader.store, in the file the change did not touch.
    static let loader = "final class ProfileLoader {\n    var store: SessionStore?\n}\n"
    static let storeBefore = "final class SessionStore {\n    var name = \"\"\n}\n"
    /// The store now keeps a loader it hands itself: a cycle through `ProfileLoader.store`.
    static let storeAfter = """
        final class SessionStore {
            var name = ""
            var profile: ProfileLoader?
            func load() {
                let loader = ProfileLoader()
                loader.store = self
                profile = loader
            }
        }
        """
    /// The default presets, with the opt-in cycle rule on.
    static let configuration = "extends: [clean-swift, coordinator, di-container]\nrules:\n  ownership_cycle: error\n"
    /// An old violation in a file nobody changes.
    static let legacy = """
        protocol OrdersDisplayLogic: AnyObject {}
        final class OrdersViewController: UIViewController, OrdersDisplayLogic {}
        final class OrdersPresenter {
            var viewController: OrdersDisplayLogic?
        }
        """

    @discardableResult
    func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "-c", "user.name=archlint", "-c", "user.email=archlint@example.invalid",
                             "-c", "commit.gpgsign=false"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }

    func makeRepository() throws {
        try git(["init", "-q"])
        try ArchlintProcess.write(["App/ProfileLoader.swift": Self.loader, "App/SessionStore.swift": Self.storeBefore,
                                   "Legacy/Orders.swift": Self.legacy, ".archlint.yml": Self.configuration], under: root)
        try git(["add", "."])
        try git(["commit", "-q", "-m", "start"])
    }

    func report(_ arguments: [String]) throws -> (JSONReport, ArchlintProcess.Outcome) {
        let outcome = try ArchlintProcess.run(["check", "."] + arguments + ["--reporter", "json"], in: root)
        XCTAssertTrue(outcome.standardError.isEmpty, outcome.standardError)
        return (try JSONReport.decode(outcome.standardOutput), outcome)
    }

    func testChangedSinceReportsTheCycleAChangeClosesAndNothingElse() throws {
        try makeRepository()
        // Nothing changed yet: nothing to report, although the legacy file has a violation.
        XCTAssertEqual(try report([]).0.violations.map(\.rule), ["weak_back_reference"])
        XCTAssertEqual(try report(["--changed-since", "HEAD"]).0.violations, [])

        try ArchlintProcess.write(["App/SessionStore.swift": Self.storeAfter], under: root)
        // The test's own `git status` must not refresh the index either (it would, racily, within the
        // index's second), or the index check below would blame archlint for it.
        let statusBefore = try git(["--no-optional-locks", "status", "--porcelain"])
        let index = root.appendingPathComponent(".git/index").path
        let indexBefore = try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date
        let (changed, outcome) = try report(["--changed-since", "HEAD"])
        let indexAfter = try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date
        XCTAssertEqual(changed.violations.map(\.rule), ["ownership_cycle"])
        XCTAssertEqual(changed.violations.map(\.file), ["App/ProfileLoader.swift"])
        XCTAssertEqual(outcome.exitCode, 1)
        // The whole tree was still read.
        XCTAssertEqual(changed.summary.files, 3)
        XCTAssertEqual(indexAfter, indexBefore)
        XCTAssertEqual(try git(["--no-optional-locks", "status", "--porcelain"]), statusBefore)

        // Staged and committed changes count too, and so does a new untracked file.
        try git(["commit", "-q", "-am", "close the cycle"])
        XCTAssertEqual(try report(["--changed-since", "HEAD"]).0.violations, [])
        XCTAssertEqual(try report(["--changed-since", "HEAD~1"]).0.violations.map(\.rule), ["ownership_cycle"])
        try ArchlintProcess.write(["Legacy/More.swift": "final class MorePresenter {\n    var viewController: OrdersDisplayLogic?\n}\n"],
                                  under: root)
        XCTAssertEqual(try report(["--changed-since", "HEAD"]).0.violations.map(\.file), ["Legacy/More.swift"])
    }

    func testChangedSinceNamesGitsProblemAndExitsTwo() throws {
        try ArchlintProcess.write(["A.swift": "final class A {}\n"], under: root)
        var outcome = try ArchlintProcess.run(["check", ".", "--changed-since", "HEAD"], in: root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.standardError.contains("not a git repository"), outcome.standardError)
        try makeRepository()
        for revision in ["no-such-branch", "--output=x"] {
            outcome = try ArchlintProcess.run(["check", ".", "--changed-since=\(revision)"], in: root)
            XCTAssertEqual(outcome.exitCode, 2, revision)
            XCTAssertTrue(outcome.standardError.contains(revision), outcome.standardError)
        }
        outcome = try ArchlintProcess.run(["check", ".", "--changed-since", "HEAD", "--write-baseline", "b.json"], in: root)
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("b.json").path))
    }

    func testFileListReportsOnlyTheListedFiles() throws {
        try ArchlintProcess.write(["App/ProfileLoader.swift": Self.loader, "App/SessionStore.swift": Self.storeAfter,
                                   "Legacy/Orders.swift": Self.legacy, ".archlint.yml": Self.configuration], under: root)
        // Relative to the current directory, absolute, blank lines and spaces around names: all read.
        try Data("\n  App/SessionStore.swift \n\n".utf8).write(to: root.appendingPathComponent("changed.txt"))
        XCTAssertEqual(try report(["--file-list", "changed.txt"]).0.violations.map(\.rule), ["ownership_cycle"])
        try Data((root.appendingPathComponent("Legacy/Orders.swift").path + "\n").utf8)
            .write(to: root.appendingPathComponent("changed.txt"))
        XCTAssertEqual(try report(["--file-list", "changed.txt"]).0.violations.map(\.rule), ["weak_back_reference"])
        try Data().write(to: root.appendingPathComponent("changed.txt"))
        XCTAssertEqual(try report(["--file-list", "changed.txt"]).0.violations, [])
        let missing = try ArchlintProcess.run(["check", ".", "--file-list", "missing.txt"], in: root)
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.standardError.contains("--file-list: cannot read missing.txt"), missing.standardError)
    }
}
