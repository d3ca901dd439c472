import ArchlintTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Escaping proven, not hoped (issue 11): generated hostile folder names and identifiers go through
/// every reporter and graph format, and each output is read back by a real consumer (a JSON parser,
/// an XML parser, Graphviz) or checked for its format's structure.
final class HostileNamesPropertyTests: XCTestCase {
    /// Deterministic, so a failure names a reproducible seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static let hostileCharacters: [String] = ["\"", "'", "\\", "{", "}", "<", ">", "&", "|", "%", "#", ";", "[", "]",
                                              "\t", "\u{1}", "\u{7f}", "é", "😀", "\u{202E}", " ", "`", "$", "*", "\n"]
    static let identifierParts = ["Ünïcödé", "日本", "Δelta", "Café", "Naïve", "Ørder", "_x"]

    func hostileFolder(_ generator: inout Generator) -> String {
        var name = "d"
        for _ in 0..<6 { name += generator.pick(Self.hostileCharacters) }
        return name + "x"
    }

    func testEveryFormatSurvivesGeneratedHostileNames() throws {
        var generator = Generator(state: 0x5EED)
        let root = try ArchlintProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        var files: [String: String] = [:]
        for index in 0..<8 {
            let folder = hostileFolder(&generator)
            let stem = generator.pick(Self.identifierParts) + "\(index)"
            files["App/\(folder)/\(stem).swift"] = """
                protocol \(stem)DisplayLogic: AnyObject {}
                final class \(stem)ViewController: UIViewController, \(stem)DisplayLogic {}
                final class \(stem)Presenter {
                    var viewController: \(stem)DisplayLogic?
                }
                final class \(stem)Interactor {
                    var worker: \(stem)Worker?
                    func load() { worker = \(stem)Worker() }
                }
                final class \(stem)Worker {}
                """
        }
        // The seed covers the characters each format must escape, so the test can fail.
        let used = Set(files.keys.joined())
        for character in ["\"", "\\", "|", "<", "&", "\n"] {
            XCTAssertTrue(used.contains(Character(character)), "the generated names lack \(character.debugDescription)")
        }
        // container_only_construction, one finding per file, is opt-in.
        try ArchlintProcess.write(files.merging(["App/.archlint.yml": ArchlintProcess.optInRulesConfiguration]) { $1 }, under: root)
        let json = try ArchlintProcess.run(["check", "App", "--reporter", "json"], in: root)
        XCTAssertEqual(json.exitCode, 1, json.standardError)
        let report = try JSONReport.decode(json.standardOutput)
        let count = report.violations.count
        XCTAssertGreaterThanOrEqual(count, 16)
        // Every reported path is one of the files, spelt exactly.
        for violation in report.violations {
            XCTAssertTrue(files.keys.contains(violation.file), "unknown path \(violation.file.debugDescription)")
        }
        for reporter in ["sarif", "junit", "checkstyle", "markdown", "github", "xcode", "summary"] {
            let outcome = try ArchlintProcess.run(["check", "App", "--reporter", reporter], in: root)
            XCTAssertEqual(outcome.exitCode, 1, "\(reporter): \(outcome.standardError)")
            let text = outcome.standardOutput
            switch reporter {
            case "sarif":
                XCTAssertEqual(try SARIFSchema.problems(in: text), "", "hostile names' SARIF against the OASIS 2.1.0 schema")
                let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                let results = ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [Any]) ?? []
                XCTAssertEqual(results.count, count, "sarif results")
            case "junit", "checkstyle":
                let parser = XMLParser(data: Data(text.utf8))
                XCTAssertTrue(parser.parse(), "\(reporter) is not well-formed XML: \(String(describing: parser.parserError))")
            case "markdown":
                let rows = text.split(separator: "\n").filter { $0.hasPrefix("|") }
                let columns = Set(rows.map { row in Self.unescapedPipes(in: String(row)) })
                XCTAssertEqual(columns.count, 1, "markdown rows with different column counts: \(columns)")
            case "github", "xcode":
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
                XCTAssertEqual(lines.count, count, "\(reporter): one line per finding")
                if reporter == "github" { XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("::") }, text) }
            default:
                XCTAssertFalse(text.isEmpty)
            }
        }
        for level in ["type", "scene", "module"] {
            for format in ["dot", "mermaid", "json"] {
                let outcome = try ArchlintProcess.run(["graph", "App", "--format", format, "--level", level], in: root)
                XCTAssertEqual(outcome.exitCode, 0, "\(format) \(level): \(outcome.standardError)")
                switch format {
                case "dot":
                    let rendered = try Graphviz.render(outcome.standardOutput)
                    XCTAssertEqual(rendered.status, 0, "dot \(level): \(rendered.errors)")
                case "json":
                    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)), level)
                default:
                    XCTAssertTrue(outcome.standardOutput.hasPrefix("flowchart"), level)
                }
            }
        }
    }

    /// `|` that separate cells, not escaped ones (`\|`).
    static func unescapedPipes(in row: String) -> Int {
        var count = 0
        var previous: Character = " "
        for character in row {
            if character == "|", previous != "\\" { count += 1 }
            previous = character
        }
        return count
    }
}
