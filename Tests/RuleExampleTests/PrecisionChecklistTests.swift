import ArchlintFindings
import ArchlintPipeline
import ArchlintRules
import Foundation
import XCTest

/// SPEC §5's precision checklist, one fixture per pattern under `Tests/Fixtures/Precision`: every
/// rule runs on each and none may report anything. A fixture is a Swift file, or a folder of files
/// for patterns that span files or modules.
final class PrecisionChecklistTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Precision")

    /// The fixture's sources under neutral paths (the real ones are below `Tests/`, which would make
    /// every type a test double).
    static func sources(of fixture: URL) throws -> [(path: String, code: String)] {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: fixture.path, isDirectory: &isDirectory)
        guard isDirectory.boolValue else {
            return [("App/" + fixture.lastPathComponent, try String(contentsOf: fixture, encoding: .utf8))]
        }
        let enumerator = FileManager.default.enumerator(at: fixture, includingPropertiesForKeys: nil)
        var sources: [(path: String, code: String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.path.dropFirst(fixture.path.count + 1))
            sources.append(("App/\(fixture.lastPathComponent)/" + relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return sources.sorted { $0.path < $1.path }
    }

    func testNoRuleReportsAnyChecklistPattern() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(fixtures.count, 10)
        for fixture in fixtures {
            let sources = try Self.sources(of: fixture)
            XCTAssertFalse(sources.isEmpty, fixture.lastPathComponent)
            let violations = Linter(jobs: 1).lint(sources: sources).findings
            XCTAssertTrue(violations.isEmpty, "\(fixture.lastPathComponent): "
                          + violations.map { "\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }
                              .joined(separator: "; "))
        }
    }
}
