import ArchlintFindings
import ArchlintGraph
import ArchlintReporting
import Foundation

/// `archlint report`: one self-contained HTML file (no network: the script and styles are inline)
/// with the findings table (filter by rule, severity and file; each location links to its line), the
/// scene and module pictures laid out by Graphviz at report time (click a node to focus it and its
/// neighbours; a table of links where Graphviz is missing), and the documentation of the rules
/// that fired. The markup is well-formed XML, so a test can parse it, and every name is escaped.
public struct HTMLReport {
    /// One picture of the app: its Graphviz SVG, or nil with the view for the table fallback.
    public struct Picture {
        public var title: String
        public var view: GraphView
        public var svg: String?
        /// What the picture left out to stay within its budget, shown above it.
        public var leftOut: String?

        public init(title: String, view: GraphView, svg: String?, leftOut: String? = nil) {
            self.title = title
            self.view = view
            self.svg = svg
            self.leftOut = leftOut
        }
    }

    public var report: Report
    public var pictures: [Picture]
    /// Why pictures are tables (Graphviz missing or failed), shown above them.
    public var pictureNote: String?
    /// Links to files are relative to the folder the report is written to.
    public var reportDirectory: String
    public var version: String

    public init(report: Report, pictures: [Picture], pictureNote: String?, reportDirectory: String, version: String) {
        self.report = report
        self.pictures = pictures
        self.pictureNote = pictureNote
        self.reportDirectory = reportDirectory
        self.version = version
    }

    public func render() -> String {
        var html = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>archlint report</title>
            <style>
            \(HTMLReportAssets.style)
            </style>
            </head>
            <body>
            <header><h1>archlint report</h1>
            <p class="summary" id="summary">\(report.errorCount) errors, \(report.warningCount) warnings in \(report.fileCount) files · archlint \(escape(version))</p>
            </header>

            """
        html += picturesSection()
        html += findingsSection()
        html += rulesSection()
        html += """
            <script>
            //<![CDATA[
            \(HTMLReportAssets.script)
            //]]>
            </script>
            </body>
            </html>

            """
        return html
    }

    private func picturesSection() -> String {
        var html = "<section id=\"pictures\"><h2>Architecture</h2>\n"
        if let pictureNote { html += "<p class=\"note\" id=\"picture-note\">\(escape(pictureNote))</p>\n" }
        html += "<nav class=\"tabs\">"
        for (index, picture) in pictures.enumerated() {
            html += "<button type=\"button\" data-picture=\"picture-\(index)\"\(index == 0 ? " class=\"active\"" : "")>\(escape(picture.title))</button>"
        }
        html += "<button type=\"button\" id=\"clear-focus\">show all</button></nav>\n"
        for (index, picture) in pictures.enumerated() {
            html += "<div class=\"picture\" id=\"picture-\(index)\"\(index == 0 ? "" : " hidden=\"hidden\"")>\n"
            if let leftOut = picture.leftOut { html += "<p class=\"note\">\(escape(leftOut))</p>\n" }
            if let svg = picture.svg {
                html += Self.embeddable(svg) + "\n"
            } else {
                html += linkTable(picture.view)
            }
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    /// The links of a view as a table, where there is no picture.
    private func linkTable(_ view: GraphView) -> String {
        let names = Dictionary(view.nodes.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var html = "<table class=\"links\"><thead><tr><th>from</th><th>to</th><th>kinds</th><th>findings</th></tr></thead><tbody>\n"
        for link in view.links {
            html += "<tr><td>\(escape(names[link.from] ?? link.from))</td><td>\(escape(names[link.to] ?? link.to))</td>"
                + "<td>\(escape(link.labels.joined(separator: ", ")))</td><td>\(escape(link.violations.joined(separator: ", ")))</td></tr>\n"
        }
        return html + "</tbody></table>\n"
    }

    private func findingsSection() -> String {
        let rules = Array(Set(report.violations.map(\.ruleID))).sorted()
        var html = """
            <section id="findings"><h2>Findings</h2>
            <form class="filters" onsubmit="return false">
            <label>rule <select id="filter-rule"><option value="">all</option>
            """
        for rule in rules { html += "<option value=\"\(escape(rule))\">\(escape(rule))</option>" }
        html += """
            </select></label>
            <label>severity <select id="filter-severity"><option value="">all</option><option value="error">error</option><option value="warning">warning</option></select></label>
            <label>file <input id="filter-file" type="search" placeholder="part of a path"/></label>
            <span id="shown-count">\(report.violations.count) of \(report.violations.count)</span>
            </form>
            <table id="findings-table"><thead><tr><th>severity</th><th>rule</th><th>location</th><th>message</th></tr></thead><tbody>

            """
        for finding in report.violations {
            let shown = report.displayPath(finding.location.file)
            let location = "\(shown):\(finding.location.line):\(finding.location.column)"
            html += "<tr class=\"finding \(finding.severity.rawValue)\" data-rule=\"\(escape(finding.ruleID))\" "
                + "data-severity=\"\(finding.severity.rawValue)\" data-file=\"\(escape(shown))\">"
                + "<td class=\"severity\">\(finding.severity.rawValue)</td>"
                + "<td><a href=\"#rule-\(escape(finding.ruleID))\">\(escape(finding.ruleID))</a></td>"
                + "<td><a href=\"\(escape(link(to: finding.location.file, line: finding.location.line)))\">\(escape(location))</a></td>"
                + "<td>\(escape(finding.message))</td></tr>\n"
        }
        return html + "</tbody></table></section>\n"
    }

    private func rulesSection() -> String {
        let fired = Set(report.violations.map(\.ruleID))
        var html = "<section id=\"rules\"><h2>Rules that fired</h2>\n"
        for rule in report.rules.sorted(by: { $0.identifier < $1.identifier }) where fired.contains(rule.identifier) {
            html += """
                <article class="rule" id="rule-\(escape(rule.identifier))"><h3>\(escape(rule.identifier)) <small>\(escape(rule.name)) · \(rule.defaultSeverity.rawValue) by default</small></h3>
                <p>\(escape(rule.summary))</p>
                <p><strong>Why:</strong> \(escape(rule.rationale))</p>
                <p><strong>How to fix:</strong> \(escape(rule.howToFix))</p>
                </article>

                """
        }
        return html + "</section>\n"
    }

    /// A link to a file's line, relative to the report's folder when the file lies below it.
    func link(to file: String, line: Int) -> String {
        let absolute = file.hasPrefix("/") ? file : report.workingDirectory + "/" + file
        let standard = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let base = URL(fileURLWithPath: reportDirectory).standardizedFileURL.path
        let target: String
        if standard.hasPrefix(base + "/") {
            target = String(standard.dropFirst(base.count + 1))
        } else {
            target = "file://" + standard
        }
        let encoded = target.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? target
        return encoded + "#L\(line)"
    }

    private static let pathCharacters: CharacterSet = {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "/-._~:")
        return allowed
    }()

    /// Graphviz's SVG without its XML declaration and doctype, so it can sit inside the page.
    static func embeddable(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Text and attribute values: markup characters, quotes and control characters as references.
    func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\n", "\t": escaped += " "
            default:
                // XML 1.0 has no other control characters, even as references.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0xFFFE...0xFFFF).contains(scalar.value) {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
