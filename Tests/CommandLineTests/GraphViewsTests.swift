import ArchlintTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SyntheticApp
import XCTest

/// The views that keep a big app's picture readable (`--focus`, `--depth`, `--reaches`, `--path`,
/// `--violations-only`, `--collapse`, `--exclude`, Mermaid's limits), through the real binary, on
/// the sample and on a generated 300-scene app, every DOT output through the real Graphviz.
final class GraphViewsTests: XCTestCase {
    static let sample = "Samples/Catalog"
    nonisolated(unsafe) static var generated: URL?

    /// A generated app of 300 scenes, written once for the class.
    static func generatedApp() throws -> URL {
        if let generated { return generated }
        let root = try ArchlintProcess.temporaryDirectory()
        try SyntheticApp.write(scenes: 300, under: root.path)
        generated = root
        return root
    }

    override class func tearDown() {
        if let generated { try? FileManager.default.removeItem(at: generated) }
        super.tearDown()
    }

    struct Picture {
        var nodes: Set<String>
        var links: [(from: String, to: String, violations: [String])]
        var standardError: String
    }

    /// The JSON graph of a view, with the node names and links it holds; DOT of the same view rendered by Graphviz.
    func picture(_ arguments: [String], in directory: URL = ArchlintProcess.repositoryRoot, path: String = sample,
                 file: StaticString = #filePath, line: UInt = #line) throws -> Picture {
        let json = try ArchlintProcess.run(["graph", path, "--format", "json"] + arguments, in: directory)
        XCTAssertEqual(json.exitCode, 0, json.standardError, file: file, line: line)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let nodes = (object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let ids = Dictionary(uniqueKeysWithValues: (object["nodes"] as? [[String: Any]] ?? []).compactMap { node -> (String, String)? in
            guard let id = node["id"] as? String, let name = node["name"] as? String else { return nil }
            return (id, name)
        })
        for edge in object["edges"] as? [[String: Any]] ?? [] {
            for end in ["from", "to"] where ids[edge[end] as? String ?? ""] == nil {
                XCTFail("\(arguments): a link to no node: \(edge)", file: file, line: line)
            }
        }
        let links = (object["edges"] as? [[String: Any]] ?? []).map { edge in
            (from: ids[edge["from"] as? String ?? ""] ?? "", to: ids[edge["to"] as? String ?? ""] ?? "",
             violations: edge["violations"] as? [String] ?? [])
        }
        let dot = try ArchlintProcess.run(["graph", path] + arguments, in: directory)
        XCTAssertEqual(dot.exitCode, 0, dot.standardError, file: file, line: line)
        let rendered = try Graphviz.render(dot.standardOutput)
        XCTAssertEqual(rendered.status, 0, "dot \(arguments): \(rendered.errors)", file: file, line: line)
        return Picture(nodes: Set(nodes), links: links, standardError: json.standardError)
    }

    func testFocusKeepsTheNodeAndItsNeighboursToTheDepthAsked() throws {
        let alone = try picture(["--focus", "LoginInteractor", "--depth", "0"])
        XCTAssertEqual(alone.nodes, ["LoginInteractor"])
        let near = try picture(["--focus", "LoginInteractor"])
        XCTAssertTrue(near.nodes.isSuperset(of: ["LoginInteractor", "LoginPresenter", "LoginViewController"]), "\(near.nodes)")
        // Every node is at most one link from the focus.
        for node in near.nodes where node != "LoginInteractor" {
            XCTAssertTrue(near.links.contains { ($0.from == node && $0.to == "LoginInteractor") || ($0.to == node && $0.from == "LoginInteractor") },
                          "\(node) is not a neighbour of LoginInteractor")
        }
        let farther = try picture(["--focus", "LoginInteractor", "--depth", "2"])
        XCTAssertTrue(farther.nodes.isStrictSuperset(of: near.nodes))
        // Globs and lists.
        let scenes = try picture(["--focus", "Login*,Cart*", "--depth", "0"])
        XCTAssertTrue(scenes.nodes.allSatisfy { $0.hasPrefix("Login") || $0.hasPrefix("Cart") }, "\(scenes.nodes)")
        XCTAssertTrue(scenes.nodes.contains("CartInteractor") && scenes.nodes.contains("LoginPresenter"))
    }

    func testReachesIsEverythingThatDependsOnTheNode() throws {
        let view = try picture(["--level", "scene", "--reaches", "Login"])
        XCTAssertTrue(view.nodes.contains("Login"))
        XCTAssertGreaterThan(view.nodes.count, 1)
        // Every node but the target reaches it through the picture's own links.
        var reaching: Set<String> = ["Login"]
        var grew = true
        while grew {
            grew = false
            for link in view.links where reaching.contains(link.to) && !reaching.contains(link.from) {
                reaching.insert(link.from)
                grew = true
            }
        }
        XCTAssertEqual(reaching, view.nodes)
    }

    func testPathListsTheShortestPathsFirstAndDrawsOnlyThem() throws {
        let view = try picture(["--path", "LoginViewController", "LoginWorker"])
        XCTAssertEqual(view.nodes, ["LoginViewController", "LoginInteractor", "LoginWorker"])
        let notes = view.standardError.split(separator: "\n").filter { $0.contains("note: path ") }
        XCTAssertEqual(notes.first, "archlint: note: path 1 (2 links): LoginViewController -> LoginInteractor -> LoginWorker")
        XCTAssertEqual(Set(notes).count, notes.count, "a path is listed once")
        // From a node nothing leaves, there is no path anywhere.
        let full = try picture([])
        let sink = try XCTUnwrap(full.nodes.sorted().first { node in !full.links.contains { $0.from == node } })
        let target = try XCTUnwrap(full.nodes.sorted().first { $0 != sink })
        let none = try ArchlintProcess.run(["graph", Self.sample, "--path", sink, target])
        XCTAssertEqual(none.exitCode, 2)
        XCTAssertTrue(none.standardError.contains("no dependency path from '\(sink)' to '\(target)'"), none.standardError)
    }

    func testViolationsOnlyKeepsEveryFindingsLinkAndNothingElse() throws {
        let full = try picture([])
        let violations = try picture(["--violations-only"])
        XCTAssertLessThan(violations.nodes.count, full.nodes.count)
        let flagged = full.links.filter { !$0.violations.isEmpty }
        XCTAssertFalse(flagged.isEmpty)
        for link in flagged {
            XCTAssertTrue(violations.links.contains { $0.from == link.from && $0.to == link.to }, "\(link.from) -> \(link.to) lost")
        }
        XCTAssertLessThanOrEqual(violations.links.count, full.links.count)
    }

    func testCollapseAndExclude() throws {
        let folders = try picture(["--collapse", "folder"])
        XCTAssertTrue(folders.nodes.contains("Samples/Catalog/Scenes/Login"), "\(folders.nodes)")
        XCTAssertTrue(folders.nodes.allSatisfy { $0.hasPrefix("Samples/Catalog") })
        let scenes = try picture(["--collapse", "scene"])
        XCTAssertEqual(scenes.nodes, try picture(["--level", "scene"]).nodes)
        let excluded = try picture(["--exclude", "*Presenter,**/Coordinators/**"])
        XCTAssertFalse(excluded.nodes.contains { $0.hasSuffix("Presenter") || $0.hasSuffix("Coordinator") }, "\(excluded.nodes)")
        XCTAssertTrue(excluded.nodes.contains("LoginInteractor"))
    }

    func testBadViewArgumentsAreUsageErrors() throws {
        for arguments in [["--focus", "NoSuchType"], ["--depth", "2"], ["--focus", "Login*", "--depth", "-1"],
                          ["--collapse", "galaxy"], ["--path", "LoginWorker"], ["--reaches", ","]] {
            let outcome = try ArchlintProcess.run(["graph", Self.sample] + arguments)
            XCTAssertEqual(outcome.exitCode, 2, "\(arguments)")
            XCTAssertTrue(outcome.standardOutput.isEmpty, "\(arguments)")
            XCTAssertTrue(outcome.standardError.hasPrefix("archlint: "), "\(arguments): \(outcome.standardError)")
        }
    }

    /// On a 300-scene app the default Mermaid picture stays within Mermaid's limits and says what it
    /// left out; `--no-limit` draws everything; the views lay out with Graphviz.
    func testMermaidStaysWithinItsLimitsOnAGeneratedApp() throws {
        let root = try Self.generatedApp()
        for level in ["type", "scene"] {
            let fitted = try ArchlintProcess.run(["graph", ".", "--format", "mermaid", "--level", level], in: root)
            XCTAssertEqual(fitted.exitCode, 0, fitted.standardError)
            let text = fitted.standardOutput
            XCTAssertTrue(text.hasPrefix("flowchart LR\n"))
            XCTAssertLessThanOrEqual(text.count, 50_000, level)
            let links = text.split(separator: "\n").filter { $0.contains("-->") || $0.contains("-.->") || $0.contains("==>") || $0.contains(".->") }
            XCTAssertLessThanOrEqual(links.count, 500, level)
            let full = try ArchlintProcess.run(["graph", ".", "--format", "mermaid", "--level", level, "--no-limit"], in: root)
            if full.standardOutput.count > 50_000 {
                XCTAssertTrue(fitted.standardError.contains("to stay within Mermaid's limits"), fitted.standardError)
                XCTAssertTrue(text.contains("%% archlint: left out "), level)
            } else {
                XCTAssertEqual(full.standardOutput, text)
            }
        }
        let focused = try picture(["--level", "scene", "--focus", "Scene7", "--depth", "1"], in: root, path: ".")
        XCTAssertTrue(focused.nodes.contains("Scene7"))
        XCTAssertLessThan(focused.nodes.count, 20)
        let violations = try picture(["--violations-only"], in: root, path: ".")
        XCTAssertFalse(violations.links.isEmpty)
        XCTAssertTrue(violations.nodes.allSatisfy { !$0.isEmpty })
    }

    /// The links and nodes of a DOT picture, outside its legend.
    static func dotPicture(_ text: String) -> (nodes: Set<String>, links: Set<String>, findingLinks: Set<String>) {
        var nodes = Set<String>(), links = Set<String>(), findingLinks = Set<String>()
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
        where line.hasPrefix("\"") && !line.hasPrefix("\"legend_") {
            let ends = line.components(separatedBy: "\" -> \"")
            if ends.count == 2 {
                let from = String(ends[0].dropFirst())
                let to = String(ends[1].prefix { $0 != "\"" })
                links.insert(from + " -> " + to)
                if line.contains("color=\"#d00000\"") { findingLinks.insert(from + " -> " + to) }
            } else {
                nodes.insert(String(line.dropFirst().prefix { $0 != "\"" }))
            }
        }
        return (nodes, links, findingLinks)
    }

    /// A default DOT picture past 500 links keeps every finding's link and the most connected nodes
    /// with all their links between them, says what it left out in the picture and on stderr, and
    /// lays out with Graphviz; `--no-limit` and JSON draw everything.
    func testDefaultDOTStaysWithinItsBudgetKeepingFindingsAndWholeNodes() throws {
        let root = try Self.generatedApp()
        let full = try ArchlintProcess.run(["graph", ".", "--no-limit"], in: root)
        XCTAssertEqual(full.exitCode, 0, full.standardError)
        XCTAssertFalse(full.standardError.contains("left out"), full.standardError)
        let whole = Self.dotPicture(full.standardOutput)
        XCTAssertGreaterThan(whole.links.count, 500, "the generated app must be past the budget for this test to mean anything")
        let json = try ArchlintProcess.run(["graph", ".", "--format", "json"], in: root)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        XCTAssertGreaterThan((object["edges"] as? [Any] ?? []).count, 500, "JSON is never cut")

        let fitted = try ArchlintProcess.run(["graph", "."], in: root)
        XCTAssertEqual(fitted.exitCode, 0, fitted.standardError)
        let kept = Self.dotPicture(fitted.standardOutput)
        XCTAssertLessThanOrEqual(kept.links.count, 500)
        XCTAssertGreaterThan(kept.links.count, 250, "the budget is used, not wasted")
        XCTAssertTrue(fitted.standardOutput.split(separator: "\n")[1].hasPrefix("// archlint: left out "))
        XCTAssertTrue(fitted.standardError.contains("archlint: note: left out "), fitted.standardError)
        XCTAssertTrue(fitted.standardError.contains("--no-limit"), fitted.standardError)
        XCTAssertFalse(whole.findingLinks.isEmpty)
        XCTAssertTrue(whole.findingLinks.isSubset(of: kept.links), "every finding's link stays")
        XCTAssertTrue(kept.links.isSubset(of: whole.links))
        for link in whole.links {
            let ends = link.components(separatedBy: " -> ")
            if kept.nodes.contains(ends[0]) && kept.nodes.contains(ends[1]) {
                XCTAssertTrue(kept.links.contains(link), "a kept node keeps its links to kept nodes: \(link)")
            }
        }
        let rendered = try Graphviz.render(fitted.standardOutput)
        XCTAssertEqual(rendered.status, 0, rendered.errors)
        let svg = try ArchlintProcess.run(["graph", ".", "--format", "svg"], in: root)
        XCTAssertEqual(svg.exitCode, 0, svg.standardError)
        XCTAssertTrue(svg.standardError.contains("archlint: note: left out "), svg.standardError)
    }

    /// The legend names the roles and link styles the picture uses, and nothing else.
    func testTheLegendShowsOnlyWhatThePictureUses() throws {
        func legend(_ arguments: [String]) throws -> [String] {
            let outcome = try ArchlintProcess.run(["graph", Self.sample] + arguments)
            XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
            return outcome.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains("\"legend_") }
        }
        let alone = try legend(["--focus", "LoginInteractor", "--depth", "0"])
        XCTAssertEqual(alone, ["    \"legend_interactor\" [label=\"interactor\", shape=box, fillcolor=\"#d1e7dd\"];"])
        let scene = try legend(["--focus", "LoginInteractor", "--depth", "1"])
        XCTAssertTrue(scene.contains { $0.contains("label=\"presenter\"") }, "\(scene)")
        XCTAssertFalse(scene.contains { $0.contains("label=\"coordinator\"") }, "\(scene)")
        XCTAssertTrue(scene.contains { $0.contains("[label=\"strong\"]") }, "\(scene)")
        let whole = try legend([])
        XCTAssertGreaterThan(whole.count, scene.count)
        XCTAssertTrue(whole.contains { $0.contains("label=\"violation / cycle\"") })
    }

    /// Value types outside scenes are out of the scene picture unless `--include-values`; the ones in a
    /// scene are part of it either way.
    func testIncludeValuesBringsValueTypesBackAtSceneLevel() throws {
        let without = try picture(["--level", "scene"])
        let with = try picture(["--level", "scene", "--include-values"])
        let values = with.nodes.subtracting(without.nodes)
        XCTAssertTrue(values.contains("Product"), "\(values)")
        XCTAssertTrue(without.nodes.isSubset(of: with.nodes))
        XCTAssertFalse(values.contains { $0.hasPrefix("Login") }, "scene models collapse into their scene: \(values)")
    }

    /// A layout that takes longer than its time limit is stopped with a clear error, never waited on.
    func testGraphvizPastItsTimeLimitIsStoppedWithAClearError() throws {
        let root = try Self.generatedApp()
        let process = Process()
        process.executableURL = ArchlintProcess.binary
        process.arguments = ["graph", ".", "--format", "svg", "--no-limit"]
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHLINT_GRAPHVIZ_TIME_LIMIT"] = "0.05"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        let started = Date()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2, message)
        XCTAssertTrue(message.contains("Graphviz did not finish laying out the graph within 1 s"), message)
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
    }
}

/// `graph --format svg`: DOT laid out by the real Graphviz, or a clear error without it.
final class GraphSVGTests: XCTestCase {
    func testSVGIsGraphvizOutputOfTheView() throws {
        let svg = try ArchlintProcess.run(["graph", "Samples/Catalog", "--format", "svg", "--focus", "LoginInteractor"])
        XCTAssertEqual(svg.exitCode, 0, svg.standardError)
        XCTAssertTrue(svg.standardOutput.contains("<svg"), String(svg.standardOutput.prefix(200)))
        XCTAssertTrue(svg.standardOutput.contains(">LoginInteractor</text>"))
        XCTAssertNoThrow(try XMLDocument(data: Data(svg.standardOutput.utf8)))
    }

    func testSVGWithoutGraphvizIsAClearError() throws {
        let process = Process()
        process.executableURL = ArchlintProcess.binary
        process.arguments = ["graph", "Samples/Catalog", "--format", "svg"]
        process.currentDirectoryURL = ArchlintProcess.repositoryRoot
        process.environment = ["PATH": "/nonexistent"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(message.contains("needs Graphviz's `dot` on the PATH"), message)
    }
}
