import ArchlintTestSupport
import Foundation
import XCTest

/// Names that broke an output format (issue 11), each checked with the real consumer.
final class EscapingRegressionTests: XCTestCase {
    func testTypeNameLongerThanGraphvizTakesStillRenders() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let long = String(repeating: "A", count: 16_384)
        try ArchlintProcess.write(["App/Long.swift": """
            final class \(long)Coordinator { var child: \(long)BCoordinator? }
            final class \(long)BCoordinator { var parent: \(long)Coordinator? }
            """], under: root)
        let graph = try BoundedRun.run(["graph", "App", "--output", "graph.dot"], in: root, seconds: 60)
        XCTAssertEqual(graph.exitCode, 0, graph.summary)
        let text = try String(contentsOf: root.appendingPathComponent("graph.dot"), encoding: .utf8)
        let rendered = try Graphviz.render(text)
        XCTAssertEqual(rendered.status, 0, rendered.errors)
        // A cut name keeps a hash of the whole name: the two node statements name two nodes.
        let nodes = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("\"AAAA") && !$0.contains("->") }
            .map { $0.prefix { $0 != " " } }
        XCTAssertEqual(Set(nodes).count, 2, "two long names stay two nodes: \(nodes.map { $0.suffix(30) })")
    }

    func testLineBreakInAPathStaysOnOneXcodeLine() throws {
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try ArchlintProcess.write(["App/Two\nLines/Login.swift": "protocol LoginDelegate: AnyObject {}\nfinal class LoginView {\n"
                                   + "    var delegate: LoginDelegate?\n}\n",
                                   ".archlint.yml": ArchlintProcess.optInRulesConfiguration], under: root)
        let run = try BoundedRun.run(["check", "App"], in: root, seconds: 60)
        XCTAssertEqual(run.exitCode, 1, run.summary)
        XCTAssertEqual(run.standardOutput.split(separator: "\n").count, 1, run.standardOutput)
        XCTAssertTrue(run.standardOutput.hasPrefix("App/Two Lines/Login.swift:3:9: error: "), run.standardOutput)
    }
}
