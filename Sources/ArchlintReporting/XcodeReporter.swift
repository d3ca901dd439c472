import ArchlintFindings

/// `path:line:col: error: message (rule_id)`: Xcode and editors jump to it.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    /// ANSI colours by severity, for a terminal (the command line decides; `NO_COLOR` turns them off).
    public var colours: Bool

    public init(colours: Bool = false) {
        self.colours = colours
    }

    public func render(_ report: Report) -> String {
        report.violations.map { violation in
            let location = violation.location
            // One violation, one line: a line break in a path or a message would split it.
            let message = oneLine(violation.message)
            return "\(oneLine(report.displayPath(location.file))):\(location.line):\(location.column): "
                + "\(paint(violation.severity)): \(message) (\(violation.ruleID))\n"
        }.joined()
    }

    /// Red for errors, yellow for warnings: the word Xcode and editors parse is kept as it is.
    private func paint(_ severity: Severity) -> String {
        guard colours else { return severity.rawValue }
        let code = severity == .error ? "1;31" : "33"
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }

    private func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }
}
