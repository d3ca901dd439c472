import ArchlintTestSupport
import Foundation
import XCTest

/// An Xcode Run Script build phase: the documented script (docs/xcode-run-script.sh) run by a real
/// shell with the environment Xcode gives a phase (SRCROOT, SCRIPT_INPUT_FILE_*, XCODE_VERSION_ACTUAL),
/// and `--use-script-input-files` / `--absolute-paths` on their own.
final class XcodeBuildPhaseTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = try ArchlintProcess.temporaryDirectory().appendingPathComponent("My App")
        try ArchlintProcess.write([
            "MyApp/Orders/OrdersPresenter.swift": """
                protocol OrdersPresentationLogic {}
                final class OrdersPresenter: OrdersPresentationLogic {
                    var viewController: OrdersDisplayLogic?
                }

                """,
            "MyApp/Orders/OrdersViewController.swift": "protocol OrdersDisplayLogic: AnyObject {}\nfinal class OrdersViewController: OrdersDisplayLogic {}\n",
            // Not among the phase's inputs: its violation must not be reported.
            "MyApp/Cart/CartPresenter.swift": """
                protocol CartDisplayLogic: AnyObject {}
                protocol CartPresentationLogic {}
                final class CartPresenter: CartPresentationLogic {
                    var viewController: CartDisplayLogic?
                }
                final class CartViewController: CartDisplayLogic {}

                """,
            "MyApp/Assets.xcassets/Contents.json": "{}\n",
            ".archlint.yml": "extends: [clean-swift]\n",
        ], under: project)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project.deletingLastPathComponent())
    }

    private func path(_ relative: String) -> String { project.appendingPathComponent(relative).path }

    private var inputs: [String: String] {
        ["SCRIPT_INPUT_FILE_COUNT": "4",
         "SCRIPT_INPUT_FILE_0": path("MyApp/Orders/OrdersPresenter.swift"),
         "SCRIPT_INPUT_FILE_1": path("MyApp/Orders/OrdersViewController.swift"),
         "SCRIPT_INPUT_FILE_2": path("MyApp/Assets.xcassets"),
         "SCRIPT_INPUT_FILE_3": path(".archlint.yml")]
    }

    private var expectedLine: String {
        path("MyApp/Orders/OrdersPresenter.swift") + ":3:9: error: OrdersPresenter.viewController is a strong back "
            + "reference to OrdersViewController: a presenter's view is its owner in the VIP cycle; make it weak (weak_back_reference)\n"
    }

    /// The line and column Xcode opens are those of the reported property.
    private func assertPointsAtProperty(_ output: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let fields = output.split(separator: ":", maxSplits: 3).map(String.init)
        XCTAssertTrue(fields[0].hasPrefix("/"), "Xcode needs an absolute path: \(output)", file: file, line: line)
        let source = try String(contentsOfFile: fields[0], encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let reportedLine = source[try XCTUnwrap(Int(fields[1])) - 1]
        XCTAssertTrue(reportedLine.dropFirst(try XCTUnwrap(Int(fields[2])) - 1).hasPrefix("viewController"), file: file, line: line)
    }

    func testTheDocumentedRunScriptPhaseChecksItsInputFilesWithPathsXcodeOpens() throws {
        let script = ArchlintProcess.repositoryRoot.appendingPathComponent("docs/xcode-run-script.sh")
        // Xcode runs a phase with /bin/sh, from anywhere, with archlint on the PATH.
        let environment = inputs.merging([
            "SRCROOT": project.path,
            "XCODE_VERSION_ACTUAL": "1620",
            "PATH": ArchlintProcess.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        ]) { $1 }
        let run = try ExternalTool.run(URL(fileURLWithPath: "/bin/sh"), [script.path], in: URL(fileURLWithPath: "/"),
                                       environment: environment)
        XCTAssertEqual(run.exitCode, 1, run.standardError)
        XCTAssertEqual(run.standardOutput, expectedLine)
        try assertPointsAtProperty(run.standardOutput)
    }

    func testInputFileListsAreReadToo() throws {
        let list = project.appendingPathComponent("archlint-resolved.xcfilelist")
        try Data("# the phase's inputs\n\(path("MyApp/Orders/OrdersPresenter.swift"))\n\n\(path("MyApp/Orders/OrdersViewController.swift"))\n".utf8)
            .write(to: list)
        let run = try ExternalTool.archlint(["check", "--use-script-input-files"], in: project,
                                            environment: ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list.path,
                                                          "SCRIPT_INPUT_FILE_COUNT": "0", "XCODE_VERSION_ACTUAL": "1620"])
        XCTAssertEqual(run.exitCode, 1, run.standardError)
        XCTAssertEqual(run.standardOutput, expectedLine)
    }

    func testPathsAreRelativeOutsideXcodeUnlessAbsolutePathsIsGiven() throws {
        let relative = try ExternalTool.archlint(["check", "--use-script-input-files"], in: project, environment: inputs,
                                                 removing: ["XCODE_VERSION_ACTUAL"])
        XCTAssertEqual(relative.standardOutput, expectedLine.replacingOccurrences(of: project.path + "/", with: ""))
        let absolute = try ExternalTool.archlint(["check", "MyApp/Orders", "--absolute-paths"], in: project,
                                                 removing: ["XCODE_VERSION_ACTUAL"])
        XCTAssertEqual(absolute.standardOutput, expectedLine)
        try assertPointsAtProperty(absolute.standardOutput)
    }

    func testMissingOrContradictoryInputsAreClearErrors() throws {
        let unset = try ExternalTool.archlint(["check", "--use-script-input-files"], in: project,
                                              removing: ["SCRIPT_INPUT_FILE_COUNT", "SCRIPT_INPUT_FILE_LIST_COUNT"])
        XCTAssertEqual(unset.exitCode, 2)
        XCTAssertEqual(unset.standardError, "archlint: --use-script-input-files reads SCRIPT_INPUT_FILE_COUNT and "
                       + "SCRIPT_INPUT_FILE_0…, which Xcode sets in a Run Script build phase; neither is set\n")
        let withPaths = try ExternalTool.archlint(["check", "MyApp", "--use-script-input-files"], in: project, environment: inputs)
        XCTAssertEqual(withPaths.exitCode, 2)
        XCTAssertEqual(withPaths.standardError,
                       "archlint: --use-script-input-files checks the build phase's input files; give no paths with it\n")
        let gap = try ExternalTool.archlint(["check", "--use-script-input-files"], in: project,
                                            environment: ["SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": path("MyApp/Orders/OrdersPresenter.swift")],
                                            removing: ["SCRIPT_INPUT_FILE_1"])
        XCTAssertEqual(gap.exitCode, 2)
        XCTAssertEqual(gap.standardError, "archlint: SCRIPT_INPUT_FILE_1 is not set, although the count says it should be\n")
        let none = try ExternalTool.archlint(["check", "--use-script-input-files"], in: project,
                                             environment: ["SCRIPT_INPUT_FILE_COUNT": "0"], removing: ["SCRIPT_INPUT_FILE_LIST_COUNT"])
        XCTAssertEqual(none.exitCode, 0)
        XCTAssertEqual(none.standardOutput, "")
        XCTAssertEqual(none.standardError,
                       "archlint: warning: the Run Script phase lists no Swift or Objective-C input files; nothing to check\n")
    }
}
