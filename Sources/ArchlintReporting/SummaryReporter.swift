import Foundation
import ArchlintFindings

/// Counts per rule: a quick picture of where a code base stands.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"

    public init() {}

    public func render(_ report: Report) -> String {
        let byRule = Dictionary(grouping: report.violations, by: \.ruleID)
        var lines: [String] = []
        let width = max(4, byRule.keys.map(\.count).max() ?? 0)
        lines.append("RULE".padding(toLength: width, withPad: " ", startingAt: 0) + "  ERRORS  WARNINGS")
        for rule in byRule.keys.sorted() {
            let violations = byRule[rule] ?? []
            let errors = violations.filter { $0.severity == .error }.count
            lines.append(rule.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                         + String(errors).padding(toLength: 6, withPad: " ", startingAt: 0) + "  "
                         + String(violations.count - errors))
        }
        lines.append("\(report.errorCount) errors, \(report.warningCount) warnings in \(report.fileCount) files")
        return lines.joined(separator: "\n") + "\n"
    }
}
