import ArchlintTestSupport
import Foundation
import XCTest

/// `archlint graph` through the real binary, its DOT through the real Graphviz.
final class GraphTests: XCTestCase {
    static let sample = "Samples/Catalog"
    static let golden = ArchlintProcess.repositoryRoot.appendingPathComponent("Tests/Golden")

    /// Runs Graphviz's `dot` on DOT text and returns its exit code and the SVG size.
    func renderWithGraphviz(_ dot: String) throws -> (status: Int32, bytes: Int, errors: String) {
        let rendered = try Graphviz.render(dot)
        return (rendered.status, rendered.output.utf8.count, rendered.errors)
    }

    func testEveryFormatAndLevelIsValidAndMatchesItsGoldenFile() throws {
        let update = ProcessInfo.processInfo.environment["ARCHLINT_UPDATE_GOLDEN"] != nil
        for level in ["type", "scene", "module"] {
            for format in ["dot", "mermaid", "json"] {
                let outcome = try ArchlintProcess.run(["graph", Self.sample, "--format", format, "--level", level])
                XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
                let text = outcome.standardOutput
                switch format {
                case "dot":
                    let rendered = try renderWithGraphviz(text)
                    XCTAssertEqual(rendered.status, 0, "\(level): \(rendered.errors)")
                    XCTAssertGreaterThan(rendered.bytes, 1000)
                case "json":
                    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                    XCTAssertFalse((object?["nodes"] as? [Any] ?? []).isEmpty, level)
                    XCTAssertFalse((object?["edges"] as? [Any] ?? []).isEmpty, level)
                default:
                    XCTAssertTrue(text.hasPrefix("flowchart LR\n"), level)
                }
                let extensions = ["dot": "dot", "mermaid": "mmd", "json": "json"]
                let goldenFile = Self.golden.appendingPathComponent("Catalog.\(level).\(extensions[format]!)")
                if update {
                    try Data(text.utf8).write(to: goldenFile)
                } else {
                    let expected = try String(contentsOf: goldenFile, encoding: .utf8)
                    XCTAssertEqual(text, expected, "\(goldenFile.lastPathComponent) differs; rerun with ARCHLINT_UPDATE_GOLDEN=1 if intended")
                }
            }
        }
    }

    func testTypeGraphShowsScenesRolesOwnershipAndViolations() throws {
        let dot = try ArchlintProcess.run(["graph", Self.sample]).standardOutput
        XCTAssertTrue(dot.contains("label=\"scene ListProducts\""))
        XCTAssertTrue(dot.contains("label=\"composition roots\""))
        // presenter → view is weak (dashed); the strong presenter of Login is red with its rule.
        XCTAssertTrue(dot.contains("\"ListProductsPresenter\" -> \"ListProductsViewController\" [label=\"viewController\", style=dashed"), dot)
        XCTAssertTrue(dot.contains("\"LoginPresenter\" -> \"LoginViewController\" [label=\"viewController [weak_back_reference]\", color=\"#d00000\""), dot)
        // Strong cycles are bold red.
        XCTAssertTrue(dot.contains("\"ImageCache\" -> \"ImageLoader\" [label=\"loader [ownership_cycle]\", color=\"#d00000\", fontcolor=\"#d00000\", penwidth=2.5"), dot)
        // Value types only on request.
        XCTAssertFalse(dot.contains("\"Product\" ["))
        let withValues = try ArchlintProcess.run(["graph", Self.sample, "--include-values"]).standardOutput
        XCTAssertTrue(withValues.contains("\"Product\" ["))
    }

    func testOneSceneAndItsNeighbours() throws {
        let json = try ArchlintProcess.run(["graph", Self.sample, "--scene", "Login", "--format", "json"]).standardOutput
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let names = Set((object?["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        XCTAssertTrue(names.isSuperset(of: ["LoginViewController", "LoginInteractor", "LoginPresenter", "LoginRouter", "LoginWorker"]))
        XCTAssertTrue(names.contains("AppContainer"), "a neighbour: it builds the login screen")
        XCTAssertFalse(names.contains("CartInteractor"))
        XCTAssertEqual(try ArchlintProcess.run(["graph", Self.sample, "--scene", "Nowhere"]).exitCode, 2)
    }

    func testDeterministicAcrossRunsAndJobs() throws {
        let first = try ArchlintProcess.run(["graph", Self.sample, "--jobs", "1"]).standardOutput
        for jobs in ["1", "2", "5"] {
            XCTAssertEqual(try ArchlintProcess.run(["graph", Self.sample, "--jobs", jobs]).standardOutput, first)
        }
    }

    func testOutputFileAndUsageErrors() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("graph.dot").path
        XCTAssertEqual(try ArchlintProcess.run(["graph", Self.sample, "--output", target]).exitCode, 0)
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("digraph archlint {"))
        XCTAssertEqual(try ArchlintProcess.run(["graph", Self.sample, "--format", "png"]).exitCode, 2)
        XCTAssertEqual(try ArchlintProcess.run(["graph", Self.sample, "--level", "galaxy"]).exitCode, 2)
    }

    func testHostileNamesAndPathsAreEscaped() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let hostile = "we\"ird \\ <dir> & #1\nnew line"
        try ArchlintProcess.write([
            "\(hostile)/Über.swift": """
                protocol ÜberDisplayLogic: AnyObject {}
                final class ÜberViewController: UIViewController, ÜberDisplayLogic {
                    var interactor: `Default`?
                }
                final class `Default` {
                    var presenter: ÜberPresenter?
                }
                final class ÜberPresenter {
                    var viewController: ÜberDisplayLogic?
                }
                """,
        ], under: root)
        for level in ["type", "scene", "module"] {
            let dot = try ArchlintProcess.run(["graph", ".", "--level", level], in: root)
            XCTAssertEqual(dot.exitCode, 0, dot.standardError)
            let rendered = try renderWithGraphviz(dot.standardOutput)
            XCTAssertEqual(rendered.status, 0, "\(level): \(rendered.errors)\n\(dot.standardOutput)")
            let json = try ArchlintProcess.run(["graph", ".", "--level", level, "--format", "json"], in: root)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)), level)
            let mermaid = try ArchlintProcess.run(["graph", ".", "--level", level, "--format", "mermaid"], in: root)
            for line in mermaid.standardOutput.split(separator: "\n") {
                // Inside a label only the delimiting quotes remain; markup characters are entities.
                XCTAssertLessThanOrEqual(line.filter { $0 == "\"" }.count, 4, String(line))
                XCTAssertFalse(line.contains("<"), String(line))
            }
        }
        let json = try ArchlintProcess.run(["graph", ".", "--format", "json"], in: root).standardOutput
        XCTAssertTrue(json.contains("we\\\"ird \\\\ <dir> & #1\\nnew line/Über.swift"), json)
    }
}
