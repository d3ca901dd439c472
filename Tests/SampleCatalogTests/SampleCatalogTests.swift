import ArchlintTestSupport
import Foundation
import XCTest

/// Runs the real binary on `Samples/Catalog` and holds it to the sample's `// expect: rule_id`
/// annotations: the reported (file, line, rule) entries must equal the annotated ones exactly.
final class SampleCatalogTests: XCTestCase {
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String

        static func < (lhs: Finding, rhs: Finding) -> Bool { (lhs.file, lhs.line, lhs.rule) < (rhs.file, rhs.line, rhs.rule) }
        var description: String { "\(file):\(line) \(rule)" }
    }

    static let sample = "Samples/Catalog"

    /// `// expect: rule_a, rule_b` on a line annotates the violations expected there.
    static func annotations() throws -> [Finding] {
        let root = ArchlintProcess.repositoryRoot
        let folder = root.appendingPathComponent(sample)
        var findings: [Finding] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard ["swift", "h", "m", "mm"].contains(url.pathExtension) else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect:") else { continue }
                for rule in line[range.upperBound...].split(separator: ",") {
                    findings.append(Finding(file: relative, line: index + 1,
                                            rule: rule.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
        return findings.sorted()
    }

    func testReportedViolationsEqualTheAnnotations() throws {
        let expected = try Self.annotations()
        let outcome = try ArchlintProcess.run(["check", Self.sample, "--reporter", "json"])
        XCTAssertEqual(outcome.exitCode, 1, "error violations must fail the run: \(outcome.standardError)")
        let report = try JSONReport.decode(outcome.standardOutput)
        let actual = report.violations.map { Finding(file: $0.file, line: $0.line, rule: $0.rule) }.sorted()
        let missing = expected.filter { finding in actual.filter { $0 == finding }.count < expected.filter { $0 == finding }.count }
        let unexpected = actual.filter { finding in expected.filter { $0 == finding }.count < actual.filter { $0 == finding }.count }
        XCTAssertEqual(actual, expected, "missing: \(Set(missing).sorted()), unexpected: \(Set(unexpected).sorted())")
    }

    func testEveryRuleFiresAtLeastTwiceInTheSample() throws {
        let counts = Dictionary(grouping: try Self.annotations(), by: \.rule).mapValues(\.count)
        // Every rule over the code; the pipeline's own (unreadable files, suppressions, baselines) have their tests.
        let rules = try ArchlintProcess.run(["rules"]).standardOutput.split(separator: "\n").dropFirst()
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
            .filter { $0.count > 2 && $0[2] != "pipeline" }.map { $0[0] }
        XCTAssertFalse(rules.isEmpty)
        for rule in rules {
            XCTAssertGreaterThanOrEqual(counts[rule] ?? 0, 2, "\(rule) should fire at least twice in the sample")
        }
    }

    func testOutputIsIdenticalForEveryJobCount() throws {
        let one = try ArchlintProcess.run(["check", Self.sample, "--jobs", "1"])
        for jobs in ["2", "7"] {
            let many = try ArchlintProcess.run(["check", Self.sample, "--jobs", jobs])
            XCTAssertEqual(one.standardOutput, many.standardOutput, "--jobs \(jobs) changed the output")
            XCTAssertEqual(one.exitCode, many.exitCode)
        }
        XCTAssertFalse(one.standardOutput.isEmpty)
    }
}
