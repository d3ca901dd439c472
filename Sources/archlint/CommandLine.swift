import ArchlintFindings
import Foundation

/// A parsed command line: the subcommand, its options and positional arguments.
struct ParsedArguments {
    var positional: [String] = []
    /// Each option's last value.
    var options: [String: String] = [:]
    /// Every value of each option, in order (`--reporter xcode --reporter sarif:out.sarif`).
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
}

struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// Parses `--name value`, `--name=value` and `--flag`, against the options and flags a command knows.
func parseArguments(_ arguments: [String], options knownOptions: Set<String>, flags knownFlags: Set<String>) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if argument == "--" {
            parsed.positional += arguments[index...]
            break
        }
        guard argument.hasPrefix("-"), argument != "-" else {
            parsed.positional.append(argument)
            continue
        }
        var name = argument
        var value: String?
        if let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            value = String(argument[argument.index(after: equals)...])
        }
        if name == "-h" { name = "--help" }
        if knownFlags.contains(name) {
            guard value == nil else { throw UsageError(description: "\(name) takes no value") }
            parsed.flags.insert(name)
        } else if knownOptions.contains(name) {
            let given: String
            if let value {
                given = value
            } else {
                guard index < arguments.count else { throw UsageError(description: "\(name) needs a value") }
                given = arguments[index]
                index += 1
            }
            parsed.options[name] = given
            parsed.values[name, default: []].append(given)
        } else {
            let known = knownOptions.union(knownFlags)
            throw UsageError(description: "unknown option \(argument)"
                             + (NameSuggestion.closest(to: name, in: known).map { "; did you mean \($0)?" } ?? ""))
        }
    }
    return parsed
}

/// Standard error, for diagnostics that must not mix with report output.
func printError(_ message: String) {
    FileHandle.standardError.write(Data(("archlint: " + message + "\n").utf8))
}

func writeOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
