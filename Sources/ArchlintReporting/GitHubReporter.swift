import ArchlintFindings

/// GitHub Actions workflow commands: each violation becomes an annotation on the pull request.
public struct GitHubReporter: Reporter {
    public static let identifier = "github"

    public init() {}

    public func render(_ report: Report) -> String {
        report.violations.map { violation in
            let command = violation.severity == .error ? "error" : "warning"
            let file = escapeProperty(report.displayPath(violation.location.file))
            return "::\(command) file=\(file),line=\(violation.location.line),col=\(violation.location.column),"
                + "title=\(escapeProperty(violation.ruleID))::\(escapeData(violation.message))\n"
        }.joined()
    }

    /// The workflow-command escapes: `%`, line breaks, and in properties also `:` and `,`.
    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
