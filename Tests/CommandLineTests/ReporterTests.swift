import ArchlintTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Every reporter on the sample, and on a file whose path and names need escaping.
final class ReporterTests: XCTestCase {
    static let sample = "Samples/Catalog"

    func output(_ reporter: String, in directory: URL = ArchlintProcess.repositoryRoot, path: String = sample) throws -> String {
        let outcome = try ArchlintProcess.run(["check", path, "--reporter", reporter], in: directory)
        XCTAssertEqual(outcome.exitCode, 1, "\(reporter): \(outcome.standardError)")
        return outcome.standardOutput
    }

    func violationCount(in directory: URL = ArchlintProcess.repositoryRoot, path: String = sample) throws -> Int {
        try JSONReport.decode(try output("json", in: directory, path: path)).violations.count
    }

    func testSARIF() throws {
        let text = try output("sarif")
        XCTAssertEqual(try SARIFSchema.problems(in: text), "", "the sample's SARIF against the OASIS 2.1.0 schema")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, try violationCount())
        for result in results {
            let id = try XCTUnwrap(result["ruleId"] as? String)
            XCTAssertEqual(ruleIDs[try XCTUnwrap(result["ruleIndex"] as? Int)], id)
            XCTAssertTrue(["error", "warning"].contains(result["level"] as? String))
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertTrue(uri.hasPrefix("Samples/Catalog/"), uri)
            XCTAssertGreaterThanOrEqual(((location["region"] as? [String: Any])?["startLine"] as? Int) ?? 0, 1)
        }
    }

    /// The validator can fail: a log with a level SARIF does not have is rejected.
    func testSARIFValidatorRejectsAnInvalidLog() throws {
        let invalid = try output("sarif").replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\"")
            .replacingOccurrences(of: "\"level\":\"error\"", with: "\"level\":\"fatal\"")
        XCTAssertTrue(try SARIFSchema.problems(in: invalid).contains("'fatal' is not one of"))
    }

    func testXMLReportersAreWellFormed() throws {
        for reporter in ["junit", "checkstyle"] {
            let text = try output(reporter)
            XCTAssertNoThrow(try XMLDocument(data: Data(text.utf8)), reporter)
        }
        let junit = try XMLDocument(data: Data(try output("junit").utf8))
        XCTAssertEqual(try junit.nodes(forXPath: "//testcase").count, try violationCount())
        let checkstyle = try XMLDocument(data: Data(try output("checkstyle").utf8))
        XCTAssertEqual(try checkstyle.nodes(forXPath: "//error").count, try violationCount())
    }

    func testGitHubMarkdownAndSummary() throws {
        let count = try violationCount()
        let github = try output("github").split(separator: "\n")
        XCTAssertEqual(github.count, count)
        XCTAssertTrue(github.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") })
        let markdown = try output("markdown")
        XCTAssertTrue(markdown.hasPrefix("## archlint\n"))
        XCTAssertEqual(markdown.split(separator: "\n").filter { $0.hasPrefix("| error") || $0.hasPrefix("| warning") }.count, count)
        let summary = try output("summary")
        XCTAssertTrue(summary.contains("errors, ") && summary.contains("warnings in"), summary)
    }

    func testEscapingOfHostilePaths() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(["a<b>&\"c' d|e`/Presenter.swift": """
            protocol OrdersDisplayLogic: AnyObject {}
            final class OrdersViewController: UIViewController, OrdersDisplayLogic {}
            final class OrdersPresenter {
                var viewController: OrdersDisplayLogic?
            }
            """], under: root)
        for reporter in ["junit", "checkstyle"] {
            XCTAssertNoThrow(try XMLDocument(data: Data(try output(reporter, in: root, path: ".").utf8)), reporter)
        }
        let sarif = try output("sarif", in: root, path: ".")
        XCTAssertTrue(sarif.contains("a%3Cb%3E%26%22c%27%20d%7Ce%60/Presenter.swift"), sarif)
        let github = try output("github", in: root, path: ".")
        XCTAssertTrue(github.hasPrefix("::error file=a<b>&\"c' d|e`/Presenter.swift,line=4"), github)
        let markdown = try output("markdown", in: root, path: ".")
        XCTAssertTrue(markdown.contains("a&lt;b&gt;&amp;\"c' d\\|e\\`/Presenter.swift:4:9"), markdown)
    }
}
