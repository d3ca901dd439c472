import ArchlintTestSupport
import Foundation
import XCTest

/// `archlint completion bash|zsh|fish`, loaded into the real shells: bash calls the completion
/// function as readline would, fish answers `complete -C`, and zsh runs its completion system in a
/// pseudo-terminal (Tests/Fixtures/Completion/zsh-capture.zsh).
final class ShellCompletionTests: XCTestCase {
    private var root: URL!
    /// The folder the shells complete in; the scripts are beside it, in `scripts`.
    private var directory: URL!

    override func setUpWithError() throws {
        root = try ArchlintProcess.temporaryDirectory()
        directory = root.appendingPathComponent("project")
        try ArchlintProcess.write(["Sources/App/AppContainer.swift": "final class AppContainer {}\n",
                                   "Samples/One.swift": "struct One {}\n",
                                   "Sources/My Scenes/Two.swift": "struct Two {}\n"], under: directory)
        for shell in ["bash", "zsh", "fish"] {
            let run = try ArchlintProcess.run(["completion", shell])
            XCTAssertEqual(run.exitCode, 0, run.standardError)
            let name = shell == "zsh" ? "zsh/_archlint" : "archlint.\(shell)"
            try ArchlintProcess.write([name: run.standardOutput], under: root.appendingPathComponent("scripts"))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// What bash completes for the last word of `words` (an empty last word: after a space).
    private func bash(_ words: [String]) throws -> [String] {
        let script = """
            source ../scripts/archlint.bash || exit 3
            complete -p archlint | grep -q -- '-F _archlint' || exit 4
            COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
            _archlint
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try ExternalTool.run(try ExternalTool.require("bash"), ["-c", script, "bash"] + words, in: directory)
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        return run.standardOutput.split(separator: "\n").map(String.init).sorted()
    }

    private func fish(_ line: String) throws -> [String] {
        let run = try ExternalTool.run(try ExternalTool.require("fish"),
                                       ["--no-config", "-c", "source ../scripts/archlint.fish; complete -C \"$argv[1]\"", line],
                                       in: directory)
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        return run.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
    }

    private func zsh(_ line: String) throws -> [String] {
        let capture = ArchlintProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/Completion/zsh-capture.zsh")
        let run = try ExternalTool.run(try ExternalTool.require("zsh"), ["-f", capture.path, "../scripts/zsh", line],
                                       in: directory)
        XCTAssertEqual(run.exitCode, 0, "zsh did not finish completing '\(line)': \(run.standardError)")
        return run.standardOutput.split(separator: "\n").map(String.init).sorted()
    }

    private let reporters = ["checkstyle", "github", "json", "junit", "markdown", "sarif", "summary", "xcode"]
    private let commands = ["check", "completion", "diff", "graph", "help", "init", "report", "roles", "rules", "schema", "version"]

    func testBashCompletesCommandsOptionValuesRuleIdsAndPaths() throws {
        XCTAssertEqual(try bash(["archlint", ""]), (commands + ["Samples", "Sources"]).sorted())
        XCTAssertEqual(try bash(["archlint", "gr"]), ["graph"])
        XCTAssertEqual(try bash(["archlint", "check", "--rep"]), ["--report-unused-suppressions", "--reporter"])
        XCTAssertEqual(try bash(["archlint", "check", "--reporter", ""]), reporters)
        XCTAssertEqual(try bash(["archlint", "check", "--reporter", "=", "s"]), ["sarif", "summary"])
        XCTAssertEqual(try bash(["archlint", "Sources", "--reporter", "j"]), ["json", "junit"])
        XCTAssertEqual(try bash(["archlint", "check", "Sou"]), ["Sources"])
        XCTAssertEqual(try bash(["archlint", "check", "Sources/My"]), ["Sources/My Scenes"])
        XCTAssertEqual(try bash(["archlint", "graph", "--level", ""]), ["module", "scene", "type"])
        XCTAssertEqual(try bash(["archlint", "graph", "--format", ""]), ["dot", "json", "mermaid", "svg"])
        XCTAssertEqual(try bash(["archlint", "rules", "weak_"]), ["weak_back_reference", "weak_delegate"])
        XCTAssertEqual(try bash(["archlint", "completion", ""]), ["bash", "fish", "zsh"])
        XCTAssertEqual(try bash(["archlint", "check", "--jobs", ""]), [])
    }

    func testFishCompletesCommandsOptionValuesRuleIdsAndPaths() throws {
        XCTAssertEqual(try fish("archlint "), commands)
        XCTAssertEqual(try fish("archlint check --rep"), ["--report-unused-suppressions", "--reporter"])
        XCTAssertEqual(try fish("archlint check --reporter "), reporters)
        XCTAssertEqual(try fish("archlint --reporter s"), ["sarif", "summary"])
        XCTAssertEqual(try fish("archlint rules weak_"), ["weak_back_reference", "weak_delegate"])
        XCTAssertEqual(try fish("archlint graph --level "), ["module", "scene", "type"])
        XCTAssertEqual(try fish("archlint check Sou"), ["Sources/"])
    }

    func testZshCompletesCommandsOptionValuesRuleIdsAndPaths() throws {
        XCTAssertEqual(try zsh("archlint "), (commands + ["Samples", "Sources"]).sorted())
        XCTAssertEqual(try zsh("archlint check --rep"), ["--report-unused-suppressions", "--reporter"])
        XCTAssertEqual(try zsh("archlint check --reporter "), reporters)
        XCTAssertEqual(try zsh("archlint check --reporter=s"), ["sarif", "summary"])
        XCTAssertEqual(try zsh("archlint Sources --reporter j"), ["json", "junit"])
        XCTAssertEqual(try zsh("archlint rules weak_"), ["weak_back_reference", "weak_delegate"])
        XCTAssertEqual(try zsh("archlint graph --level "), ["module", "scene", "type"])
    }

    /// The scripts are generated from the options the parser accepts; this holds them to the help
    /// texts too: every shell offers, for every command `archlint --help` lists, exactly the options
    /// that command's `--help` names.
    func testEveryShellOffersExactlyTheOptionsOfEachCommandsHelp() throws {
        let usage = try ArchlintProcess.run(["--help"]).standardOutput
        let listed = usage.components(separatedBy: "COMMANDS:")[1].split(separator: "\n")
            .compactMap { $0.hasPrefix("  ") ? $0.split(separator: " ").first.map(String.init) : nil }
        XCTAssertEqual(listed.sorted(), commands.filter { $0 != "help" })
        let optionPattern = try NSRegularExpression(pattern: "--[a-z][a-z-]*")
        for command in listed {
            let help = try ArchlintProcess.run([command, "--help"]).standardOutput
            let range = NSRange(help.startIndex..., in: help)
            let documented = Set(optionPattern.matches(in: help, range: range).map { String(help[Range($0.range, in: help)!]) })
                .union(["--help"])
            XCTAssertEqual(Set(try bash(["archlint", command, "--"])), documented, "bash, \(command)")
            XCTAssertEqual(Set(try fish("archlint \(command) --")), documented, "fish, \(command)")
            XCTAssertEqual(Set(try zsh("archlint \(command) --")), documented, "zsh, \(command)")
        }
    }

    func testAnUnknownShellIsAUsageError() throws {
        let run = try ArchlintProcess.run(["completion", "tcsh"])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertEqual(run.standardError, "archlint: unknown shell 'tcsh' (expected one of: bash, zsh, fish)\n")
        XCTAssertEqual(try ArchlintProcess.run(["completion"]).exitCode, 2)
    }
}
