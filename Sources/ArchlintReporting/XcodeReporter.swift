import ArchlintFindings

/// `path:line:col: error: message (rule_id)`: Xcode and editors jump to it.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init() {}

    public func render(_ report: Report) -> String {
        report.violations.map { violation in
            let location = violation.location
            let message = violation.message.replacingOccurrences(of: "\n", with: " ")
            return "\(report.displayPath(location.file)):\(location.line):\(location.column): "
                + "\(violation.severity.rawValue): \(message) (\(violation.ruleID))\n"
        }.joined()
    }
}
