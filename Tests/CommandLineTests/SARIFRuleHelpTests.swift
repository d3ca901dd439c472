import ArchlintTestSupport
import Foundation
import XCTest

/// SARIF names archlint's version and, per rule, a `helpUri` at the rule's section of docs/rules.md,
/// which code scanning links from each alert.
final class SARIFRuleHelpTests: XCTestCase {
    func testTheDriverCarriesTheVersionAndEachRuleItsReferenceSection() throws {
        let run = try ArchlintProcess.run(["check", "Samples/Catalog", "--reporter", "sarif"])
        XCTAssertEqual(run.exitCode, 1, run.standardError)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let driver = try XCTUnwrap((((log["runs"] as? [[String: Any]])?.first)?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let version = try ArchlintProcess.run(["version"]).standardOutput.trimmingCharacters(in: .newlines)
        XCTAssertEqual(driver["version"] as? String, version)
        XCTAssertEqual(driver["semanticVersion"] as? String, version)
        let reference = try String(contentsOf: ArchlintProcess.repositoryRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let headings = Set(reference.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let listed = try ArchlintProcess.run(["rules"]).standardOutput.split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, listed.sorted())
        for rule in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            XCTAssertEqual(rule["helpUri"] as? String, "https://github.com/archlint/archlint/blob/main/docs/rules.md#\(id)")
            // GitHub's anchor for a heading `## rule_id` is the id itself.
            XCTAssertTrue(headings.contains(id), "docs/rules.md has no section for \(id)")
        }
    }
}
