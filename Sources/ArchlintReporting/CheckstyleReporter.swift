import ArchlintFindings

/// Checkstyle XML, which Jenkins, Danger and many code-review tools read.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"

    public init() {}

    public func render(_ report: Report) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        let byFile = Dictionary(grouping: report.violations) { report.displayPath($0.location.file) }
        for file in byFile.keys.sorted() {
            lines.append("  <file name=\"\(XMLEscaping.escape(file))\">")
            for violation in byFile[file] ?? [] {
                lines.append("    <error line=\"\(violation.location.line)\" column=\"\(violation.location.column)\" "
                             + "severity=\"\(violation.severity.rawValue)\" message=\"\(XMLEscaping.escape(violation.message))\" "
                             + "source=\"archlint.\(XMLEscaping.escape(violation.ruleID))\"/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
