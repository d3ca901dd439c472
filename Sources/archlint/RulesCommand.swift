import ArchlintConfiguration
import ArchlintFindings
import ArchlintPipeline
import ArchlintRules

enum RulesCommand {
    static let help = """
        USAGE: archlint rules [ID] [--markdown]

        Lists every rule with its default severity and summary, or explains one rule: why it exists,
        how to fix a violation, its options and examples. --markdown prints the rule reference
        (docs/rules.md).

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try parseArguments(arguments, spec: Commands.rules)
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        if parsed.flags.contains("--markdown") {
            writeOutput(RuleReference.markdown())
            return 0
        }
        if let id = parsed.positional.first {
            guard let documentation = Catalog.documentation.first(where: { $0.identifier == id }) else {
                throw UsageError(description: "unknown rule '\(id)'"
                                 + "\(NameSuggestion.phrase(for: id, in: Catalog.documentation.map(\.identifier))) (`archlint rules` lists them)")
            }
            writeOutput(explain(documentation, examples: RuleCatalog.rule(withID: id)?.description))
            return 0
        }
        let descriptions = Catalog.documentation.sorted { $0.identifier < $1.identifier }
        let defaults = try Configuration.defaultConfiguration()
        let idWidth = max(4, descriptions.map(\.identifier.count).max() ?? 0)
        var lines = ["RULE".padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  SEVERITY  DEFAULT   SUMMARY"]
        for description in descriptions {
            lines.append(description.identifier.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                         + description.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                         + status(description, defaults: defaults).padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                         + description.summary)
        }
        writeOutput(lines.joined(separator: "\n") + "\n")
        return 0
    }

    /// `on` in the default presets, `opt-in` where they switch it off (SPEC §5's precision contract),
    /// `pipeline` for findings of archlint's own stages.
    static func status(_ description: RuleDocumentation, defaults: Configuration) -> String {
        if description.isPipelineRule { return "pipeline" }
        return defaults.severity(of: description.identifier) == .off ? "opt-in" : "on"
    }

    static func explain(_ description: RuleDocumentation, examples: RuleDescription?) -> String {
        var text = "\(description.name) (\(description.identifier)), default severity \(description.defaultSeverity.rawValue)\n\n"
        text += description.summary + "\n\nWhy: " + description.rationale + "\n\nHow to fix: " + description.howToFix + "\n"
        if description.isPipelineRule {
            text += "\nReported by archlint's pipeline, not by a rule over the code; configurable and suppressible like any rule.\n"
        }
        if !description.options.isEmpty {
            text += "\nOptions:\n" + description.options.map { "  \($0.name) (\($0.kind.rawValue), default \($0.defaultText)): \($0.summary)" }
                .joined(separator: "\n") + "\n"
        }
        guard let examples else { return text }
        for (title, examples) in [("Triggering", examples.triggeringExamples), ("Non-triggering", examples.nonTriggeringExamples)] {
            text += "\n\(title) examples:\n"
            for example in examples {
                for file in example.files { text += "\n" + file.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n" }
            }
        }
        return text
    }
}
