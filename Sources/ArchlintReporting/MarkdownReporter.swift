import ArchlintFindings

/// A Markdown table, for pull-request comments and job summaries.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"

    public init() {}

    public func render(_ report: Report) -> String {
        var text = "## archlint\n\n"
        text += "\(report.errorCount) errors, \(report.warningCount) warnings in \(report.fileCount) files.\n"
        guard !report.violations.isEmpty else { return text }
        text += "\n| severity | rule | location | message |\n|---|---|---|---|\n"
        for violation in report.violations {
            let location = "\(report.displayPath(violation.location.file)):\(violation.location.line):\(violation.location.column)"
            text += "| \(violation.severity.rawValue) | `\(violation.ruleID)` | \(Self.escape(location)) | \(Self.escape(violation.message)) |\n"
        }
        return text
    }

    /// Table cells: pipes, backticks, markup and line breaks would break the table or render as HTML.
    /// Every Markdown archlint writes (the diff's PR comment too) escapes through this.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "|": escaped += "\\|"
            case "`": escaped += "\\`"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "*", "_", "[", "]": escaped += "\\" + String(character)
            case "\n", "\r": escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
