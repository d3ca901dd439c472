import ArchlintRules

enum RulesCommand {
    static let help = """
        USAGE: archlint rules [ID] [--markdown]

        Lists every rule with its default severity and summary, or explains one rule: why it exists,
        how to fix a violation, its options and examples. --markdown prints the rule reference
        (docs/rules.md).

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try parseArguments(arguments, options: [], flags: ["--help", "--markdown"])
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        if parsed.flags.contains("--markdown") {
            writeOutput(RuleReference.markdown())
            return 0
        }
        if let id = parsed.positional.first {
            guard let rule = RuleCatalog.rule(withID: id) else {
                throw UsageError(description: "unknown rule '\(id)'; `archlint rules` lists them")
            }
            writeOutput(explain(rule.description))
            return 0
        }
        let descriptions = RuleCatalog.rules.map { $0.description }.sorted { $0.identifier < $1.identifier }
        let idWidth = max(4, descriptions.map(\.identifier.count).max() ?? 0)
        var lines = ["RULE".padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  SEVERITY  SUMMARY"]
        for description in descriptions {
            lines.append(description.identifier.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                         + description.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                         + description.summary)
        }
        writeOutput(lines.joined(separator: "\n") + "\n")
        return 0
    }

    static func explain(_ description: RuleDescription) -> String {
        var text = "\(description.name) (\(description.identifier)), default severity \(description.defaultSeverity.rawValue)\n\n"
        text += description.summary + "\n\nWhy: " + description.rationale + "\n\nHow to fix: " + description.howToFix + "\n"
        if !description.options.isEmpty {
            text += "\nOptions:\n" + description.options.map { "  \($0.name) (default \($0.defaultValue)): \($0.summary)" }
                .joined(separator: "\n") + "\n"
        }
        for (title, examples) in [("Triggering", description.triggeringExamples), ("Non-triggering", description.nonTriggeringExamples)] {
            text += "\n\(title) examples:\n"
            for example in examples {
                for file in example.files { text += "\n" + file.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n" }
            }
        }
        return text
    }
}
