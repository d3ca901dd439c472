import ArchlintFacts
import ArchlintFindings
import ArchlintReporting

/// `archlint diff`'s output: text for a terminal, JSON for tools, Markdown for a pull-request comment.
public enum DiffReport {
    public static let formats = ["text", "json", "markdown"]

    public static func render(_ diff: ArchitectureDiff, format: String) -> String? {
        switch format {
        case "text": return text(diff)
        case "json": return StableJSON.text(diff)
        case "markdown": return markdown(diff)
        default: return nil
        }
    }

    static func summary(_ diff: ArchitectureDiff) -> String {
        let errors = diff.findings.added.filter { $0.severity == .error }.count
        return "\(diff.findings.added.count) new finding\(diff.findings.added.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")), "
            + "\(diff.findings.removed.count) fixed; scene links +\(diff.sceneLinks.added.count) -\(diff.sceneLinks.removed.count); "
            + "module links +\(diff.moduleLinks.added.count) -\(diff.moduleLinks.removed.count)"
    }

    static func line(_ finding: Finding) -> String {
        "\(finding.location.file):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): "
            + "\(finding.message.replacingOccurrences(of: "\n", with: " ")) (\(finding.ruleID))"
    }

    static func text(_ diff: ArchitectureDiff) -> String {
        var lines = ["archlint diff \(diff.base) -> \(diff.head): " + summary(diff)]
        func section(_ title: String, _ entries: [String]) {
            guard !entries.isEmpty else { return }
            lines.append("")
            lines.append(title + ":")
            lines += entries.map { "  " + $0 }
        }
        section("new findings", diff.findings.added.map(line))
        section("fixed findings", diff.findings.removed.map(line))
        section("new cycles", diff.newCycles.map { $0.symbol })
        section("layers crossed", diff.layersCrossed.map(line))
        section("new scene links", diff.sceneLinks.added.map { "+ \($0.from) -> \($0.to) (\($0.kinds.joined(separator: ", ")))" })
        section("removed scene links", diff.sceneLinks.removed.map { "- \($0.from) -> \($0.to)" })
        section("new module links", diff.moduleLinks.added.map { "+ \($0.from) -> \($0.to) (\($0.kinds.joined(separator: ", ")))" })
        section("removed module links", diff.moduleLinks.removed.map { "- \($0.from) -> \($0.to)" })
        return lines.joined(separator: "\n") + "\n"
    }

    static func markdown(_ diff: ArchitectureDiff) -> String {
        var text = "## archlint: architecture diff\n\n`\(MarkdownReporter.escape(diff.base))` → `\(MarkdownReporter.escape(diff.head))`: \(MarkdownReporter.escape(summary(diff))).\n"
        func table(_ title: String, _ findings: [Finding]) {
            guard !findings.isEmpty else { return }
            text += "\n### \(title)\n\n| severity | rule | location | message |\n|---|---|---|---|\n"
            for finding in findings {
                text += "| \(finding.severity.rawValue) | `\(finding.ruleID)` | "
                    + "\(MarkdownReporter.escape("\(finding.location.file):\(finding.location.line)")) | \(MarkdownReporter.escape(finding.message)) |\n"
            }
        }
        func links(_ title: String, _ links: [ArchitectureDiff.Link]) {
            guard !links.isEmpty else { return }
            text += "\n### \(title)\n\n"
            for link in links { text += "- \(MarkdownReporter.escape(link.from)) → \(MarkdownReporter.escape(link.to)) (\(MarkdownReporter.escape(link.kinds.joined(separator: ", "))))\n" }
        }
        table("New findings", diff.findings.added)
        table("Fixed findings", diff.findings.removed)
        if !diff.newCycles.isEmpty {
            text += "\n### New cycles\n\n" + diff.newCycles.map { "- \(MarkdownReporter.escape($0.symbol))\n" }.joined()
        }
        links("New scene links", diff.sceneLinks.added)
        links("Removed scene links", diff.sceneLinks.removed)
        links("New module links", diff.moduleLinks.added)
        links("Removed module links", diff.moduleLinks.removed)
        return text
    }
}
