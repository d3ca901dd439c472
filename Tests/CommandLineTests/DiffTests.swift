import ArchlintTestSupport
import Foundation
import XCTest

/// `archlint diff` through the real binary and the real git, on a repository holding a copy of the
/// sample: what a change adds and fixes, links between scenes, code that only moved, every format,
/// revision to revision, and the user's work tree, index and branches left exactly as they were.
final class DiffTests: XCTestCase {
    var repository: URL!

    override func setUpWithError() throws {
        repository = try ArchlintProcess.temporaryDirectory()
        let sample = ArchlintProcess.repositoryRoot.appendingPathComponent("Samples/Catalog")
        for item in try FileManager.default.contentsOfDirectory(atPath: sample.path) {
            try FileManager.default.copyItem(at: sample.appendingPathComponent(item), to: repository.appendingPathComponent(item))
        }
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: repository)
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let outcome = try ArchlintProcess.run(["git", "-c", "user.email=test@example.com", "-c", "user.name=test"] + arguments,
                                              in: repository, executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(outcome.exitCode, 0, "git \(arguments): \(outcome.standardError)")
        return outcome.standardOutput
    }

    func edit(_ file: String, _ change: (String) -> String) throws {
        let url = repository.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit of \(file) changed nothing")
        try Data(changed.utf8).write(to: url)
    }

    func diff(_ arguments: [String]) throws -> ArchlintProcess.Outcome {
        try ArchlintProcess.run(["diff"] + arguments, in: repository)
    }

    func json(_ arguments: [String]) throws -> (exitCode: Int32, object: [String: Any]) {
        // The reporter goes before any `--` and its paths.
        var arguments = arguments
        arguments.insert(contentsOf: ["--reporter", "json"], at: arguments.firstIndex(of: "--") ?? arguments.endIndex)
        let outcome = try diff(arguments)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any],
                                   outcome.standardError)
        return (outcome.exitCode, object)
    }

    static func findings(_ object: [String: Any], _ side: String) -> [(rule: String, file: String)] {
        entries(object, side).map { ($0["ruleID"] as? String ?? "", ($0["location"] as? [String: Any])?["file"] as? String ?? "") }
    }

    static func entries(_ object: [String: Any], _ side: String) -> [[String: Any]] {
        (object["findings"] as? [String: Any])?[side] as? [[String: Any]] ?? []
    }

    static func links(_ object: [String: Any], _ level: String, _ side: String) -> [String] {
        ((object[level] as? [String: Any])?[side] as? [[String: Any]] ?? []).map {
            "\($0["from"] as? String ?? "") -> \($0["to"] as? String ?? "")"
        }
    }

    func testAFixAMoveAndANewSceneLink() throws {
        // Fixes the sample's strong Login presenter.
        try edit("Scenes/Login/LoginPresenter.swift") {
            $0.replacingOccurrences(of: "    var viewController: LoginDisplayLogic?", with: "    weak var viewController: LoginDisplayLogic?")
        }
        // Moves the Cart interactor's code down (its findings stay the same) and has it keep Login's
        // interactor (a worker is shared between scenes; an interactor is its scene's own).
        try edit("Scenes/Cart/CartInteractor.swift") {
            "\n\n\n" + $0.replacingOccurrences(of: "    var worker: CartWorker?\n",
                                              with: "    var worker: CartWorker?\n    var loginInteractor: LoginInteractor?\n")
        }
        let statusBefore = try git("status", "--porcelain")
        let branchesBefore = try git("branch", "-a")
        let result = try json(["HEAD"])
        let added = Self.findings(result.object, "added")
        let removed = Self.findings(result.object, "removed")
        XCTAssertTrue(removed.contains { $0 == ("weak_back_reference", "Scenes/Login/LoginPresenter.swift") }, "\(removed)")
        // The interactor's old finding moved three lines down: neither new nor fixed. Its new property is new.
        let changed = (Self.entries(result.object, "added") + Self.entries(result.object, "removed")).compactMap { $0["message"] as? String }
        XCTAssertFalse(changed.contains { $0.contains("CartInteractor.viewController") }, "code that moved is no change: \(changed)")
        XCTAssertTrue(added.contains { $0 == ("vip_direction", "Scenes/Cart/CartInteractor.swift") }, "\(added)")
        XCTAssertTrue(Self.links(result.object, "sceneLinks", "added").contains("Cart -> Login"),
                      "\(Self.links(result.object, "sceneLinks", "added"))")
        let addedErrors = ((result.object["findings"] as? [String: Any])?["added"] as? [[String: Any]] ?? [])
            .filter { $0["severity"] as? String == "error" }
        XCTAssertEqual(result.exitCode, addedErrors.isEmpty ? 0 : 1)
        // The user's repository is as it was: nothing staged, stashed, checked out or left behind.
        XCTAssertEqual(try git("status", "--porcelain"), statusBefore)
        XCTAssertEqual(try git("branch", "-a"), branchesBefore)
        XCTAssertEqual(try git("worktree", "list").split(separator: "\n").count, 1)
        XCTAssertEqual(try git("stash", "list"), "")

        let text = try diff(["HEAD"])
        XCTAssertTrue(text.standardOutput.hasPrefix("archlint diff HEAD ("), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("\nfixed findings:\n  Scenes/Login/LoginPresenter.swift:"), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("\nnew scene links:\n  + Cart -> Login ("), text.standardOutput)
        let markdown = try diff(["HEAD", "--reporter", "markdown"])
        XCTAssertTrue(markdown.standardOutput.hasPrefix("## archlint: architecture diff\n"))
        XCTAssertTrue(markdown.standardOutput.contains("### Fixed findings\n\n| severity | rule | location | message |"), markdown.standardOutput)
        // Deterministic.
        XCTAssertEqual(try diff(["HEAD"]).standardOutput, text.standardOutput)
    }

    func testAnAddedErrorFailsAndRevisionsCompareWithoutTheWorkTree() throws {
        try edit("Scenes/ProductDetail/ProductDetailPresenter.swift") {
            $0.replacingOccurrences(of: "    weak var viewController: ProductDetailDisplayLogic?", with: "    var viewController: ProductDetailDisplayLogic?")
        }
        let workTree = try json(["HEAD"])
        XCTAssertEqual(workTree.exitCode, 1)
        XCTAssertTrue(Self.findings(workTree.object, "added").contains { $0 == ("weak_back_reference", "Scenes/ProductDetail/ProductDetailPresenter.swift") })
        try git("commit", "-q", "-am", "strong presenter")
        // An unrelated edit in the work tree does not enter a revision-to-revision diff.
        try edit("Scenes/Login/LoginPresenter.swift") {
            $0.replacingOccurrences(of: "    var viewController: LoginDisplayLogic?", with: "    weak var viewController: LoginDisplayLogic?")
        }
        let revisions = try json(["HEAD~1", "HEAD"])
        XCTAssertEqual(revisions.exitCode, 1)
        XCTAssertEqual(Self.findings(revisions.object, "added").map(\.file), ["Scenes/ProductDetail/ProductDetailPresenter.swift"])
        XCTAssertEqual(Self.findings(revisions.object, "removed").count, 0)
        // Nothing changed: exit 0, nothing new.
        let same = try json(["HEAD", "HEAD"])
        XCTAssertEqual(same.exitCode, 0)
        XCTAssertTrue(Self.findings(same.object, "added").isEmpty && Self.findings(same.object, "removed").isEmpty)
        // Paths narrow both sides alike.
        let narrowed = try json(["HEAD~1", "HEAD", "--", "Scenes/Login"])
        XCTAssertEqual(narrowed.exitCode, 0)
        XCTAssertTrue(Self.findings(narrowed.object, "added").isEmpty)
    }

    func testBadRevisionsAndPlacesAreClearErrors() throws {
        let unknown = try diff(["no-such-branch"])
        XCTAssertEqual(unknown.exitCode, 2)
        XCTAssertTrue(unknown.standardError.contains("unknown revision 'no-such-branch'"), unknown.standardError)
        let option = try diff(["--upload-pack=touch x"])
        XCTAssertEqual(option.exitCode, 2)
        XCTAssertEqual(try diff([]).exitCode, 2)
        XCTAssertEqual(try diff(["HEAD", "--reporter", "sarif"]).exitCode, 2)
        let outside = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        let notRepository = try ArchlintProcess.run(["diff", "HEAD"], in: outside)
        XCTAssertEqual(notRepository.exitCode, 2)
        XCTAssertTrue(notRepository.standardError.contains("needs a git repository"), notRepository.standardError)
    }
}
