import ArchlintGraph
import ArchlintPipeline
import ArchlintReporting

/// What a command accepts, declared once: the argument parser reads it, and so do the generated
/// shell completions (`archlint completion SHELL`), so the two cannot drift apart.
struct CommandSpec {
    /// What an option's value or a positional argument is, for completion.
    enum Value: Equatable {
        case path, file, directory, text
        case choice([String])
    }

    struct Option {
        var name: String
        var summary: String
        /// nil for a flag.
        var value: Value?
    }

    var name: String
    var summary: String
    var options: [Option]
    /// What the positional arguments are; nil when the command takes none.
    var positional: Value?

    var valueOptions: Set<String> { Set(options.filter { $0.value != nil }.map(\.name)) }
    /// Flags, `--help` included (every command has it).
    var flags: Set<String> { Set(options.filter { $0.value == nil }.map(\.name)).union(["--help"]) }

}

extension CommandSpec.Option {
    static func flag(_ name: String, _ summary: String) -> Self { Self(name: name, summary: summary, value: nil) }
    static func option(_ name: String, _ value: CommandSpec.Value, _ summary: String) -> Self {
        Self(name: name, summary: summary, value: value)
    }
}

/// Parses against a command's declared options.
func parseArguments(_ arguments: [String], spec: CommandSpec) throws -> ParsedArguments {
    try parseArguments(arguments, options: spec.valueOptions, flags: spec.flags)
}

/// Every public command, in the order `archlint --help` lists them.
enum Commands {
    static let configOption = CommandSpec.Option.option("--config", .file, "the configuration file")
    static let jobsOption = CommandSpec.Option.option("--jobs", .text, "files scanned in parallel")
    static let cacheOptions: [CommandSpec.Option] = [
        .option("--cache-path", .directory, "keep the facts cache in a folder"),
        .flag("--no-cache", "neither read nor write the facts cache"),
    ]

    static let check = CommandSpec(name: "check", summary: "check the code and report violations", options: [
        configOption,
        .option("--reporter", .choice(Reporters.all.map { $0.identifier }), "the report format, optionally FORMAT:FILE"),
        .option("--output", .file, "write the report to a file instead of standard output"),
        .option("--changed-since", .text, "report only what concerns files changed since a git revision"),
        .option("--file-list", .file, "report only what concerns the files listed in a file"),
        jobsOption,
        .flag("--strict", "warnings fail the run too"),
        .option("--baseline", .file, "hide the violations recorded in a baseline"),
        .option("--write-baseline", .file, "record the current violations in a baseline"),
        .flag("--strict-baseline", "stale baseline entries fail the run"),
        .flag("--report-unused-suppressions", "report disable comments that suppress nothing"),
        .flag("--use-script-input-files", "check the files of an Xcode Run Script phase"),
        .flag("--absolute-paths", "print absolute paths"),
        .flag("--quiet", "print nothing when there are no violations"),
    ] + cacheOptions, positional: .path)

    static let graph = CommandSpec(name: "graph", summary: "print the dependency graph", options: [
        .option("--format", .choice(GraphExporters.formats + ["svg"]), "the graph format"),
        .option("--level", .choice(GraphLevel.allCases.map(\.rawValue)), "one node per type, scene or module"),
        .option("--scene", .text, "only this scene and its neighbours"),
        .option("--output", .file, "write to a file instead of standard output"),
        .flag("--include-values", "also draw value types"),
        .option("--focus", .text, "only these nodes and their neighbours"),
        .option("--depth", .text, "how many links away --focus reaches"),
        .option("--reaches", .text, "only these nodes and everything that depends on them"),
        .option("--path", .text, "only the dependency paths from one node to another (FROM TO)"),
        .flag("--violations-only", "only the findings' links and cycles"),
        .option("--collapse", .choice(["folder", "scene", "module"]), "one node per folder, scene or module"),
        .option("--exclude", .text, "leave these nodes out"),
        .flag("--no-limit", "draw everything, past the picture's default budget"),
        configOption,
        jobsOption,
    ] + cacheOptions, positional: .path)

    static let diff = CommandSpec(name: "diff", summary: "what a change does to the architecture", options: [
        .option("--reporter", .choice(["text", "json", "markdown"]), "the report format"),
        .option("--output", .file, "write the report to a file instead of standard output"),
        configOption,
        jobsOption,
    ], positional: .text)

    static let report = CommandSpec(name: "report", summary: "one self-contained HTML page", options: [
        .option("--output", .file, "write the page to a file instead of standard output"),
        configOption,
        jobsOption,
    ], positional: .path)

    static let schema = CommandSpec(name: "schema", summary: "print the JSON schema of .archlint.yml", options: [],
                                    positional: nil)

    static let roles = CommandSpec(name: "roles", summary: "list each type's role, scene and evidence", options: [
        .option("--type", .text, "only types matching a name or glob"),
        .option("--format", .choice(["text", "json"]), "the output format"),
        configOption,
        jobsOption,
    ] + cacheOptions, positional: .path)

    static let rules = CommandSpec(name: "rules", summary: "list the rules, or explain one", options: [
        .flag("--markdown", "print the rule reference in Markdown"),
    ], positional: .choice(Catalog.documentation.map(\.identifier).sorted()))

    static let initialize = CommandSpec(name: "init", summary: "write a commented .archlint.yml", options: [
        .flag("--force", "replace an existing file"),
    ], positional: .directory)

    static let version = CommandSpec(name: "version", summary: "print the version", options: [], positional: nil)

    static let completion = CommandSpec(name: "completion", summary: "print a shell completion script", options: [],
                                        positional: .choice(ShellCompletion.Shell.allCases.map(\.rawValue)))

    static let all = [check, graph, diff, report, roles, rules, initialize, schema, version, completion]
}
