/// `archlint completion bash|zsh|fish`: prints a completion script generated from the commands'
/// declared options (`Commands.all`).
enum CompletionCommand {
    static let help = """
        USAGE: archlint completion bash|zsh|fish

        Prints a completion script for the shell: commands, options, option values (reporters, graph
        formats and levels, rule ids) and paths.
          bash: source <(archlint completion bash)     (or save it in bash-completion's completions folder)
          zsh:  archlint completion zsh > "${fpath[1]}/_archlint"   (then restart zsh)
          fish: archlint completion fish > ~/.config/fish/completions/archlint.fish

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try parseArguments(arguments, spec: Commands.completion)
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        let names = ShellCompletion.Shell.allCases.map(\.rawValue).joined(separator: ", ")
        guard parsed.positional.count == 1 else {
            throw UsageError(description: "completion needs one shell: \(names)")
        }
        guard let shell = ShellCompletion.Shell(rawValue: parsed.positional[0]) else {
            throw UsageError(description: "unknown shell '\(parsed.positional[0])' (expected one of: \(names))")
        }
        writeOutput(ShellCompletion.script(for: shell))
        return 0
    }
}
