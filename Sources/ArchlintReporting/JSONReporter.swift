import ArchlintFacts
import ArchlintFindings
import Foundation

/// `{"violations":[{"rule","severity","file","line","column","message"}],"summary":{…}}`, keys sorted.
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    public init() {}

    struct Output: Encodable {
        struct Entry: Encodable {
            var rule: String
            var severity: String
            var file: String
            var line: Int
            var column: Int
            var message: String
        }

        struct Summary: Encodable {
            var files: Int
            var violations: Int
            var errors: Int
            var warnings: Int
        }

        var violations: [Entry]
        var summary: Summary
    }

    public func render(_ report: Report) -> String {
        let output = Output(
            violations: report.violations.map {
                Output.Entry(rule: $0.ruleID, severity: $0.severity.rawValue, file: report.displayPath($0.location.file),
                             line: $0.location.line, column: $0.location.column, message: $0.message)
            },
            summary: Output.Summary(files: report.fileCount, violations: report.violations.count,
                                    errors: report.errorCount, warnings: report.warningCount))
        return StableJSON.text(output)
    }
}
