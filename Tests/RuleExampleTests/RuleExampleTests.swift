import ArchlintFindings
import ArchlintFacts
import ArchlintPipeline
import ArchlintRules
import XCTest

/// Runs every rule's own examples: each triggering example must produce exactly the violations its
/// `↓` markers show, and each non-triggering example none of that rule's.
final class RuleExampleTests: XCTestCase {
    static let marker = "↓"

    /// Removes the markers and returns the code with the marked (line, column) positions, in UTF-8 columns.
    static func stripMarkers(_ code: String, path: String) -> (String, [SourceLocation]) {
        var locations: [SourceLocation] = []
        var lines: [String] = []
        for (lineIndex, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var cleaned = ""
            for character in line {
                if String(character) == marker {
                    locations.append(SourceLocation(file: path, line: lineIndex + 1, column: cleaned.utf8.count + 1))
                } else {
                    cleaned.append(character)
                }
            }
            lines.append(cleaned)
        }
        return (lines.joined(separator: "\n"), locations)
    }

    func run(_ example: Example) -> (violations: [Finding], expected: [SourceLocation]) {
        var sources: [(path: String, code: String)] = []
        var expected: [SourceLocation] = []
        for file in example.files {
            let (code, locations) = Self.stripMarkers(file.code, path: file.path)
            sources.append((file.path, code))
            expected += locations
        }
        return (Linter(jobs: 1, options: example.options).lint(sources: sources).findings, expected.sorted())
    }

    func testEveryRuleHasDocumentationAndExamples() {
        XCTAssertFalse(RuleCatalog.rules.isEmpty)
        var identifiers = Set<String>()
        for rule in RuleCatalog.rules {
            let description = rule.description
            XCTAssertTrue(identifiers.insert(description.identifier).inserted, "duplicate id \(description.identifier)")
            XCTAssertTrue(description.identifier.allSatisfy { $0.isLowercase || $0 == "_" }, description.identifier)
            for text in [description.name, description.summary, description.rationale, description.howToFix] {
                XCTAssertFalse(text.isEmpty, "\(description.identifier) lacks documentation")
            }
            XCTAssertGreaterThanOrEqual(description.triggeringExamples.count, 2, description.identifier)
            XCTAssertGreaterThanOrEqual(description.nonTriggeringExamples.count, 2, description.identifier)
        }
    }

    func testTriggeringExamplesReportExactlyTheMarkedPositions() {
        for rule in RuleCatalog.rules {
            let id = rule.description.identifier
            for example in rule.description.triggeringExamples {
                let (violations, expected) = run(example)
                XCTAssertFalse(expected.isEmpty, "\(id): triggering example without a ↓ marker at \(example.sourceLine)")
                let actual = violations.filter { $0.ruleID == id }.map(\.location).sorted()
                XCTAssertEqual(actual, expected,
                               "\(id): triggering example at \(example.sourceFile):\(example.sourceLine) reported "
                               + violations.map { "\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }
                                   .joined(separator: "; "))
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for rule in RuleCatalog.rules {
            let id = rule.description.identifier
            for example in rule.description.nonTriggeringExamples {
                let (violations, _) = run(example)
                let own = violations.filter { $0.ruleID == id }
                XCTAssertTrue(own.isEmpty, "\(id): non-triggering example at \(example.sourceFile):\(example.sourceLine) reported "
                              + own.map { "\($0.location.line):\($0.location.column) \($0.message)" }.joined(separator: "; "))
            }
        }
    }
}
