import Foundation
import ArchlintReporting
import ObjCFrontend

/// The archlint command line: a thin layer over the pipeline and the reporters.
let version = ToolIdentity.version

let usage = """
    archlint \(version): an architecture linter for layered Swift code (Clean Swift VIP, Coordinators, manual DI).

    USAGE: archlint <command> [options]

    COMMANDS:
      check [PATH…]   check the code and report violations (default command)
      graph [PATH…]   print the dependency graph (DOT, Mermaid or JSON)
      roles [PATH…]   list each type's role, scene and the evidence for the role
      rules [ID]      list the rules, or explain one (--markdown: the rule reference)
      init [PATH]     write a commented .archlint.yml with presets that fit the code
      version         print the version
      completion      print a shell completion script (bash, zsh or fish)

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
            throw UsageError(description: "unknown command '\(command)'\n\n" + usage)
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
