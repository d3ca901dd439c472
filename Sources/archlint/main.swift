import ArchlintConfiguration
import ArchlintFindings
import ArchlintPipeline
import Foundation
import ArchlintReporting
import ObjCFrontend

/// The archlint command line: a thin layer over the pipeline and the reporters.
let version = ToolIdentity.version

let usage = """
    archlint \(version): an architecture linter for layered Swift code (Clean Swift VIP, Coordinators, manual DI).

    USAGE: archlint <command> [options]

    COMMANDS:
      check [PATH…]      check the code and report violations (default command)
      graph [PATH…]      print the dependency graph (DOT, Mermaid, JSON or SVG)
      diff BASE [HEAD]   what a change does to the architecture, between git revisions
      report [PATH…]     one self-contained HTML page: findings, pictures, rule docs
      roles [PATH…]      list each type's role, scene and the evidence for the role
      rules [ID]         list the rules, or explain one (--markdown: the rule reference)
      init [PATH]        write a commented .archlint.yml with presets that fit the code
      schema             print the JSON schema of .archlint.yml (docs/archlint.schema.json)
      version            print the version
      completion SHELL   print a shell completion script (bash, zsh or fish)

    Run `archlint <command> --help` for a command's options.

    """

func main() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    let command = arguments.first ?? "check"
    if !arguments.isEmpty { arguments.removeFirst() }
    do {
        switch command {
        case "check":
            return try CheckCommand.run(arguments)
        case "rules":
            return try RulesCommand.run(arguments)
        case "roles":
            return try RolesCommand.run(arguments)
        case "init":
            return try InitCommand.run(arguments)
        case "graph":
            return try GraphCommand.run(arguments)
        case "completion":
            return try CompletionCommand.run(arguments)
        case "diff":
            return try DiffCommand.run(arguments)
        case "report":
            return try ReportCommand.run(arguments)
        case "schema":
            if try parseArguments(arguments, spec: Commands.schema).flags.contains("--help") {
                writeOutput("USAGE: archlint schema\n\nPrints the JSON schema (draft-07) of .archlint.yml, generated from the rule "
                            + "catalog; docs/archlint.schema.json holds the same text.\n")
            } else if let extra = arguments.first {
                throw UsageError(description: "schema takes no arguments, not '\(extra)'")
            } else {
                writeOutput(ConfigurationSchema.text(rules: Catalog.documentation))
            }
            return 0
        case "version", "--version":
            if try parseArguments(arguments, spec: Commands.version).flags.contains("--help") {
                writeOutput("USAGE: archlint version\n\nPrints archlint's version.\n")
            } else {
                writeOutput(version + "\n")
            }
            return 0
        case ObjCWorker.subcommand:
            // Hidden: the Objective-C worker process this binary starts for itself (`ObjCWorker`).
            return ObjCWorker.serve()
        case "help", "--help", "-h":
            writeOutput(usage)
            return 0
        default:
            if command.hasPrefix("-") || FileManager.default.fileExists(atPath: command) {
                // `archlint Sources/` and `archlint --reporter json` mean `archlint check …`.
                return try CheckCommand.run([command] + arguments)
            }
            let commands = Commands.all.map(\.name) + ["help"]
            throw UsageError(description: "unknown command '\(command)'"
                             + NameSuggestion.phrase(for: command, in: commands) + "\n\n" + usage)
        }
    } catch let error as UsageError {
        printError(error.description)
        return 2
    } catch {
        printError("\(error)")
        return 2
    }
}

exit(main())
