import ArchlintFindings

/// JUnit XML: one test case per violation, failing for errors, so CI test views list them.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    public init() {}

    public func render(_ report: Report) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"archlint\" tests=\"\(report.violations.count)\" failures=\"\(report.errorCount)\">",
                     "  <testsuite name=\"archlint\" tests=\"\(report.violations.count)\" failures=\"\(report.errorCount)\">"]
        for violation in report.violations {
            let file = report.displayPath(violation.location.file)
            let name = XMLEscaping.escape("\(file):\(violation.location.line):\(violation.location.column) \(violation.ruleID)")
            lines.append("    <testcase classname=\"\(XMLEscaping.escape(violation.ruleID))\" name=\"\(name)\" "
                         + "file=\"\(XMLEscaping.escape(file))\" line=\"\(violation.location.line)\">")
            let tag = violation.severity == .error ? "failure" : "skipped"
            lines.append("      <\(tag) message=\"\(XMLEscaping.escape(violation.message))\"/>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
