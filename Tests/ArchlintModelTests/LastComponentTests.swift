@testable import ArchlintModel
import ArchlintTestSupport
import XCTest

/// `ProjectModel.lastComponent(of:separator:)` must answer what `split(separator:).last` does: it
/// finds the component from the end, over the bytes, and falls back to splitting outside ASCII.
final class LastComponentTests: XCTestCase {
    /// Pieces around the separator: repeats, leading and trailing ones, a combining mark right after
    /// a period (no character of its own there), and other non-ASCII names.
    static let pieces = ["", ".", "..", "a", "self", "presenter", "View", "\u{301}", "é", "e\u{301}", "日本", "😀", "_", "0"]

    func testAgreesWithSplittingOverRandomTexts() {
        var generator = SplitMix(seed: 11)
        for round in 0..<5_000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 6) {
                text += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }
            let expected = text.split(separator: ".").last
            XCTAssertEqual(ProjectModel.lastComponent(of: text, separator: UInt8(ascii: ".")), expected,
                           "round \(round), text \(text.debugDescription)")
        }
    }

    func testPlainCases() {
        let dot = UInt8(ascii: ".")
        XCTAssertEqual(ProjectModel.lastComponent(of: "self.presenter", separator: dot), "presenter")
        XCTAssertEqual(ProjectModel.lastComponent(of: "presenter", separator: dot), "presenter")
        XCTAssertEqual(ProjectModel.lastComponent(of: "a.b..", separator: dot), "b")
        XCTAssertNil(ProjectModel.lastComponent(of: "...", separator: dot))
        XCTAssertNil(ProjectModel.lastComponent(of: "", separator: dot))
    }
}
