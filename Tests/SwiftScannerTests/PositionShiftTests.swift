import ArchlintFacts
import SwiftScanner
import XCTest

/// `PositionShift` on real scans of two versions of a file: which edits only move facts (and where
/// they move them), and which edits a rule or a suppression could tell apart from no edit.
final class PositionShiftTests: XCTestCase {
    static let comment = (1...40).map { "    // Line \($0) of a long comment." }.joined(separator: "\n")
    static let original = """
        import UIKit

        final class FooPresenter {
            weak var viewController: UIViewController?
        \(comment)
            var title = "Foo"
            func present() { viewController?.title = title }
        }
        """

    func shift(to edited: String, from original: String = original) -> PositionShift? {
        let shape = { (source: String) in FactsCodec.shape(of: SwiftFileScanner.scan(path: "Foo.swift", source: source)) }
        return PositionShift(from: shape(original), to: shape(edited))
    }

    /// Where the original's two properties sit: `viewController` above the long comment, `title` below.
    var properties: (above: SourceLocation, below: SourceLocation) {
        let facts = SwiftFileScanner.scan(path: "Foo.swift", source: PositionShiftTests.original)
        let properties = facts.types.flatMap(\.properties)
        XCTAssertEqual(properties.map(\.name), ["viewController", "title"])
        return (properties[0].location, properties[1].location)
    }

    func moved(_ location: SourceLocation, lines: Int = 0, columns: Int = 0) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line + lines, column: location.column + columns)
    }

    func testTheSameFactsAreTheIdentity() throws {
        let same = try XCTUnwrap(shift(to: PositionShiftTests.original))
        XCTAssertTrue(same.isIdentity)
        let words = try XCTUnwrap(shift(to: PositionShiftTests.original.replacingOccurrences(of: "Line 7 of a long", with: "Line 7 of a longer")))
        XCTAssertTrue(words.isIdentity, "a comment's words")
        XCTAssertEqual(words.moved(properties.below), properties.below)
    }

    func testALineAddedFarFromAnyFactMovesTheFactsBelowIt() throws {
        let edited = PositionShiftTests.original.replacingOccurrences(of: "    // Line 20 of", with: "    // Line 19½.\n    // Line 20 of")
        let shift = try XCTUnwrap(shift(to: edited))
        XCTAssertFalse(shift.isIdentity)
        let (above, below) = properties
        XCTAssertEqual(below.line - above.line, 41)
        XCTAssertEqual(shift.moved(above), above, "above the edit")
        XCTAssertEqual(shift.moved(below), moved(below, lines: 1), "below the edit")
        XCTAssertNil(shift.moved(moved(above, lines: 20)), "a line of the comment: not a position of the facts")
        XCTAssertNil(shift.moved(moved(below, columns: 1)), "not a position of the facts")
    }

    func testAnEditThatARuleCouldTellApartIsNoShift() {
        let original = PositionShiftTests.original
        let edits = [
            "a line between nearby facts": original.replacingOccurrences(of: "    func present()", with: "\n    func present()"),
            "a line removed between nearby facts": original.replacingOccurrences(of: "import UIKit\n\n", with: "import UIKit\n"),
            "a fact's column": original.replacingOccurrences(of: "    var title", with: "     var title"),
            "a code edit": original.replacingOccurrences(of: "title = title", with: "title = nil"),
            "a fact added": original.replacingOccurrences(of: "    // Line 20 of", with: "    var subtitle = \"\"\n    // Line 20 of"),
            // 41 lines apart, then 31: the distance comes within the rules' reach.
            "a far distance made near": original.components(separatedBy: "\n").filter { line in
                !(1...10).contains { line.hasSuffix("// Line \($0) of a long comment.") }
            }.joined(separator: "\n"),
        ]
        for (label, edited) in edits.sorted(by: { $0.key < $1.key }) {
            XCTAssertNotEqual(edited, original, label)
            XCTAssertNil(shift(to: edited), label)
        }
    }

    /// Every distance between two lines that the model, the rules or the suppressions read is within
    /// `SourceLocation.nearbyLines`: a `line - 16`, `line + 1` or `isWithin(16, linesAbove:)` in
    /// their sources with a larger number would let `PositionShift` hide an edit that changes a
    /// finding. And the model and the rules compare lines only of one file: a raw comparison of two
    /// locations' lines must name their files on the same line of source (or go through
    /// `isOnSameLine(as:)` and `isWithin(_:linesAbove:)`, which do), since `PositionShift` moves each
    /// file on its own. A sort that orders by file first is the one exception (`Edge.graphOrder`).
    func testNoStageReadsALineDistanceBeyondTheWindowOrAcrossFiles() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let distance = try NSRegularExpression(pattern: "[Ll]ine\\s*[-+]\\s*([0-9]+)|isWithin\\(([0-9]+), linesAbove")
        let comparison = try NSRegularExpression(pattern: "\\.line\\b\\s*(==|!=|<=|>=|<|>)|(==|!=|<=|>=|<|>)\\s*[\\w.]*\\.line\\b")
        var distances: [String] = []
        var acrossFiles: [String] = []
        for folder in ["ArchlintModel", "ArchlintRules", "ArchlintPipeline"] {
            let root = repository.appendingPathComponent("Sources/\(folder)")
            for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
            where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                for match in distance.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let group = match.range(at: 1).location != NSNotFound ? 1 : 2
                    let number = Int((text as NSString).substring(with: match.range(at: group)))!
                    distances.append("\(url.lastPathComponent): \(number)")
                    XCTAssertLessThanOrEqual(number, SourceLocation.nearbyLines, "\(url.lastPathComponent)")
                }
                // The suppressions compare a finding with its own file's comments.
                guard folder != "ArchlintPipeline", url.lastPathComponent != "Edge.swift" else { continue }
                for line in text.split(separator: "\n") where !line.contains(".file") {
                    let source = String(line)
                    if comparison.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)) != nil {
                        acrossFiles.append("\(url.lastPathComponent): \(source.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        XCTAssertTrue(distances.contains("StrongSelfCaptureRule.swift: 16"), "the test finds the distances: \(distances)")
        XCTAssertTrue(distances.contains("Suppressions.swift: 1"), "\(distances)")
        XCTAssertEqual(acrossFiles, [], "lines compared without their files")
    }
}
