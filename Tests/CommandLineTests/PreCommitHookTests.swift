import ArchlintTestSupport
import Foundation
import XCTest

/// `.pre-commit-hooks.yaml`, run by the real `pre-commit` (PyPI; Scripts/setup.sh installs it) on a
/// fixture git repository: `try-repo` on this repository's working tree, and a hooks repository
/// holding the same file, installed as a git hook that must stop a commit with an error violation.
final class PreCommitHookTests: XCTestCase {
    private var root: URL!
    private var repository: URL!

    private let violating = """
        protocol OrdersDisplayLogic: AnyObject {}
        protocol OrdersPresentationLogic {}
        final class OrdersPresenter: OrdersPresentationLogic {
            var viewController: OrdersDisplayLogic?
        }
        final class OrdersViewController: OrdersDisplayLogic {}

        """

    private var violationLine: String {
        "Sources/App/OrdersScene.swift:4:9: error: OrdersPresenter.viewController is a strong back reference to "
            + "OrdersViewController: a presenter's view is its owner in the VIP cycle; make it weak (weak_back_reference)"
    }

    private var environment: [String: String] {
        ["PATH": ArchlintProcess.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
         "PRE_COMMIT_HOME": root.appendingPathComponent("pre-commit-home").path,
         "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
         "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
         "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"]
    }

    override func setUpWithError() throws {
        root = try ArchlintProcess.temporaryDirectory()
        repository = root.appendingPathComponent("app")
        try ArchlintProcess.write(["Sources/App/OrdersScene.swift": violating, "README.md": "# App\n"], under: repository)
        try git(["init", "-q", "-b", "main"], in: repository)
        try git(["add", "-A"], in: repository)
        try git(["commit", "-q", "-m", "Orders scene", "--no-verify"], in: repository)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    @discardableResult
    private func git(_ arguments: [String], in directory: URL) throws -> ArchlintProcess.Outcome {
        let run = try ExternalTool.run(try ExternalTool.require("git"), arguments, in: directory, environment: environment)
        return run
    }

    private func preCommit(_ arguments: [String]) throws -> ArchlintProcess.Outcome {
        try ExternalTool.run(try ExternalTool.require("pre-commit"), arguments, in: repository, environment: environment)
    }

    func testTheHookChecksTheTreeWhenSwiftFilesChangeAndFailsOnErrors() throws {
        let hooks = ArchlintProcess.repositoryRoot.path
        let failing = try preCommit(["try-repo", hooks, "archlint-system", "--all-files"])
        XCTAssertEqual(failing.exitCode, 1, failing.standardOutput + failing.standardError)
        XCTAssertTrue(failing.standardOutput.contains("archlint"), failing.standardOutput)
        XCTAssertTrue(failing.standardOutput.contains("Failed"), failing.standardOutput)
        XCTAssertTrue(failing.standardOutput.split(separator: "\n").contains { $0 == violationLine }, failing.standardOutput)

        // No Swift or Objective-C file among the files: the hook does not run.
        let skipped = try preCommit(["try-repo", hooks, "archlint-system", "--files", "README.md"])
        XCTAssertEqual(skipped.exitCode, 0, skipped.standardOutput)
        XCTAssertTrue(skipped.standardOutput.contains("Skipped"), skipped.standardOutput)

        try ArchlintProcess.write(["Sources/App/OrdersScene.swift": violating.replacingOccurrences(of: "    var viewController", with: "    weak var viewController")],
                                  under: repository)
        let passing = try preCommit(["try-repo", hooks, "archlint-system", "--all-files"])
        XCTAssertEqual(passing.exitCode, 0, passing.standardOutput)
        XCTAssertTrue(passing.standardOutput.contains("Passed"), passing.standardOutput)
    }

    /// The `archlint` hook (language: swift): pre-commit builds this repository in release, about 5
    /// CPU-minutes, so the suite runs it only with ARCHLINT_TEST_PRE_COMMIT_SWIFT=1.
    func testTheSwiftHookBuildsArchlintAndChecksTheTree() throws {
        guard ProcessInfo.processInfo.environment["ARCHLINT_TEST_PRE_COMMIT_SWIFT"] == "1" else {
            throw XCTSkip("set ARCHLINT_TEST_PRE_COMMIT_SWIFT=1 to build archlint through pre-commit (minutes)")
        }
        let run = try preCommit(["try-repo", ArchlintProcess.repositoryRoot.path, "archlint", "--all-files"])
        XCTAssertEqual(run.exitCode, 1, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardOutput.split(separator: "\n").contains { $0 == violationLine }, run.standardOutput)
    }

    func testTheInstalledHookStopsACommitWithAnErrorViolation() throws {
        // A hooks repository as pre-commit clones one: this repository's .pre-commit-hooks.yaml, committed.
        let hooks = root.appendingPathComponent("hooks")
        try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ArchlintProcess.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml"),
                                         to: hooks.appendingPathComponent(".pre-commit-hooks.yaml"))
        try git(["init", "-q", "-b", "main"], in: hooks)
        try git(["add", "-A"], in: hooks)
        try git(["commit", "-q", "-m", "hooks"], in: hooks)
        let revision = try git(["rev-parse", "HEAD"], in: hooks).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        try ArchlintProcess.write([".pre-commit-config.yaml": """
            repos:
              - repo: \(hooks.path)
                rev: \(revision)
                hooks:
                  - id: archlint-system
                    args: [Sources]

            """], under: repository)
        let install = try preCommit(["install"])
        XCTAssertEqual(install.exitCode, 0, install.standardOutput + install.standardError)

        try ArchlintProcess.write(["Sources/App/CartScene.swift": "struct CartItem {}\n"], under: repository)
        try git(["add", "-A"], in: repository)
        let refused = try git(["commit", "-m", "Cart"], in: repository)
        XCTAssertNotEqual(refused.exitCode, 0)
        XCTAssertTrue((refused.standardOutput + refused.standardError).contains(violationLine), refused.standardOutput + refused.standardError)
        XCTAssertEqual(try git(["rev-list", "--count", "HEAD"], in: repository).standardOutput, "1\n")

        try ArchlintProcess.write(["Sources/App/OrdersScene.swift": violating.replacingOccurrences(of: "    var viewController", with: "    weak var viewController")],
                                  under: repository)
        try git(["add", "-A"], in: repository)
        let accepted = try git(["commit", "-m", "Cart, and a weak view"], in: repository)
        XCTAssertEqual(accepted.exitCode, 0, accepted.standardOutput + accepted.standardError)
        XCTAssertEqual(try git(["rev-list", "--count", "HEAD"], in: repository).standardOutput, "2\n")
    }
}
