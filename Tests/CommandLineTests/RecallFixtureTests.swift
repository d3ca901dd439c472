import ArchlintTestSupport
import Foundation
import XCTest

/// Real defects an independent review wrote to prove that a reading meant to spare right code also
/// hid real leaks (`Tests/Fixtures/Recall`, one folder per case: Swift files, and where the case
/// needs them Info.plist files and storyboards). Each is one leak or one delegate that cannot be
/// weak, and archlint must report exactly that, through the real binary, from neutral paths (below
/// `Tests/` every type would be a test double).
final class RecallFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Recall")

    /// The rule each case is reported by, when not `strong_self_capture`.
    static let rules = ["PropertyOnlyDelegateCapturedByAClosure": "class_bound_protocol"]

    func testEveryReviewedDefectIsReportedOnce() throws {
        let cases = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(cases.count, 14)
        for fixture in cases {
            var files: [String: String] = [:]
            let enumerator = FileManager.default.enumerator(at: fixture, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = enumerator?.nextObject() as? URL {
                guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
                files[String(url.path.dropFirst(fixture.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
            }
            let root = try ArchlintProcess.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            try ArchlintProcess.write(files, under: root)
            let outcome = try ArchlintProcess.run(["check", ".", "--no-cache", "--reporter", "json"], in: root)
            let report = try JSONReport.decode(outcome.standardOutput)
            let name = fixture.lastPathComponent
            XCTAssertEqual(report.violations.map(\.rule), [Self.rules[name] ?? "strong_self_capture"], name)
        }
    }
}
