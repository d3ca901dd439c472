import ArchlintFindings

/// `path:line:col: error: message (rule_id)`: Xcode and editors jump to it.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init() {}

    public func render(_ report: Report) -> String {
        report.violations.map { violation in
            let location = violation.location
            // One violation, one line: a line break in a path or a message would split it.
            let message = oneLine(violation.message)
            return "\(oneLine(report.displayPath(location.file))):\(location.line):\(location.column): "
                + "\(violation.severity.rawValue): \(message) (\(violation.ruleID))\n"
        }.joined()
    }

    private func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }
}
