import ArchlintConfiguration
import ArchlintFindings
import ArchlintRules

/// Findings that come from the pipeline's own stages rather than from a rule over the model. They are
/// in the catalog like any rule: documented, configurable (`unreadable_file: off`) and suppressible.
public enum PipelineRules {
    public static let unreadableFile = RuleDocumentation(
        identifier: "unreadable_file", name: "Unreadable File",
        summary: "A file that could not be read or decoded; the rest of the tree was still checked.",
        rationale: """
            A linter that skips a file in silence gives a green build for code it never read. archlint \
            reports every file it could not read (permissions, invalid UTF-8, binary content, a parser \
            failure) and checks everything else.
            """,
        howToFix: "Fix the file's encoding or permissions, or exclude it in `.archlint.yml` (`excluded:`).",
        defaultSeverity: .warning, isPipelineRule: true)

    public static let suppression = RuleDocumentation(
        identifier: "suppression", name: "Suppression Comment",
        summary: "A suppression comment names an unknown rule, names no rule, or (with --report-unused-suppressions) suppresses nothing.",
        rationale: """
            A misspelt rule id in `// archlint:disable:next` suppresses nothing, and a disable that no \
            longer matches a finding hides the next real one that appears on that line.
            """,
        howToFix: "Correct the rule id (`archlint rules` lists them) or delete the comment.",
        defaultSeverity: .warning, isPipelineRule: true)

    public static let staleBaseline = RuleDocumentation(
        identifier: "stale_baseline", name: "Stale Baseline Entry",
        summary: "A baseline entry that matches no finding any more.",
        rationale: """
            An entry whose finding was fixed would silently accept the same finding if it came back. \
            Reporting stale entries keeps the baseline shrinking.
            """,
        howToFix: "Write the baseline again (`archlint check --write-baseline FILE`), or remove the entry.",
        defaultSeverity: .warning, isPipelineRule: true)

    public static let all = [unreadableFile, suppression, staleBaseline]
}

/// Every rule archlint knows: the model rules, then the pipeline's own, as configuration, reporters
/// and documentation see them.
public enum Catalog {
    public static var documentation: [RuleDocumentation] { RuleCatalog.documentation + PipelineRules.all }
}

extension Configuration {
    /// Loads a configuration file against archlint's whole catalog.
    public static func load(path: String) throws -> Configuration {
        try load(path: path, rules: Catalog.documentation)
    }

    /// The default presets against archlint's whole catalog.
    public static func defaultConfiguration() throws -> Configuration {
        try defaultConfiguration(rules: Catalog.documentation)
    }
}
