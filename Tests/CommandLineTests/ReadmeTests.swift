import ArchlintTestSupport
import Foundation
import XCTest

/// README.md tells the truth: its sample output is what the binary prints today, its links stay
/// inside the repository, and its usage lines name exactly the options each command's `--help` does.
/// `ARCHLINT_UPDATE_README=1 swift test --filter ReadmeTests` rewrites the generated blocks.
final class ReadmeTests: XCTestCase {
    static let readmeURL = ArchlintProcess.repositoryRoot.appendingPathComponent("README.md")

    func readme() throws -> String {
        try String(contentsOf: Self.readmeURL, encoding: .utf8)
    }

    /// The fenced block after the line holding `marker`: its range and its text.
    func block(after marker: String, in text: String) throws -> (range: Range<String.Index>, text: String) {
        let at = try XCTUnwrap(text.range(of: marker), "README lacks \(marker)")
        // The opening fence, with or without a language (```sh).
        let fence = try XCTUnwrap(text.range(of: "```", range: at.upperBound..<text.endIndex))
        let open = try XCTUnwrap(text.range(of: "\n", range: fence.upperBound..<text.endIndex))
        let close = try XCTUnwrap(text.range(of: "\n```\n", range: open.upperBound..<text.endIndex))
        return (open.upperBound..<close.lowerBound, String(text[open.upperBound..<close.lowerBound]))
    }

    /// Compares a generated block with the README, or rewrites it when asked to.
    func checkGenerated(marker: String, expected: String) throws {
        var text = try readme()
        let (range, current) = try block(after: marker, in: text)
        if ProcessInfo.processInfo.environment["ARCHLINT_UPDATE_README"] == "1" {
            text.replaceSubrange(range, with: expected)
            try Data(text.utf8).write(to: Self.readmeURL)
            return
        }
        XCTAssertEqual(current, expected, "README block after \(marker) is stale; ARCHLINT_UPDATE_README=1 swift test --filter ReadmeTests")
    }

    func testSampleOutputIsCurrent() throws {
        let outcome = try ArchlintProcess.run(["check", "Samples/Catalog"])
        XCTAssertEqual(outcome.exitCode, 1)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertGreaterThan(lines.count, 9)
        try checkGenerated(marker: "<!-- sample-output: archlint check Samples/Catalog",
                           expected: lines.prefix(8).joined(separator: "\n") + "\n…")
        let roles = try ArchlintProcess.run(["roles", "Samples/Catalog", "--type", "Cart*r"])
        try checkGenerated(marker: "`archlint roles Samples/Catalog --type 'Cart*r'` prints:",
                           expected: String(roles.standardOutput.dropLast()))
    }

    func testLinksStayInsideTheRepository() throws {
        let text = try readme()
        let root = ArchlintProcess.repositoryRoot.standardizedFileURL.path
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let targets = link.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
        XCTAssertFalse(targets.isEmpty)
        for target in targets {
            XCTAssertFalse(target.contains("://") || target.hasPrefix("mailto:"), "README links outside the repository: \(target)")
            let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            guard !path.isEmpty else { continue }  // a heading in the README itself
            let resolved = ArchlintProcess.repositoryRoot.appendingPathComponent(path).standardizedFileURL.path
            XCTAssertTrue(resolved.hasPrefix(root + "/"), "README links outside the repository: \(target)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: resolved), "README links to a missing file: \(target)")
        }
        // Nor names a file outside it.
        XCTAssertFalse(text.contains("`../"), "README names a path outside the repository")
        XCTAssertFalse(text.contains("](../"), "README links outside the repository")
    }

    /// The `--option` names of a usage text.
    func options(_ text: Substring) -> Set<String> {
        let pattern = try? NSRegularExpression(pattern: #"--[a-z][a-z-]*"#)
        let string = String(text)
        return Set(pattern?.matches(in: string, range: NSRange(string.startIndex..., in: string)).compactMap {
            Range($0.range, in: string).map { String(string[$0]) }
        } ?? [])
    }

    func testUsageLinesAgreeWithEachCommandsHelp() throws {
        let text = try readme()
        let (_, usage) = try block(after: "## Usage\n", in: text)
        // Each command's lines: its `archlint NAME` line and the indented lines after it.
        var byCommand: [String: Substring] = [:]
        var current: String?
        for line in usage.split(separator: "\n") {
            if line.hasPrefix("archlint ") {
                current = line.split(separator: " ")[1].description
                byCommand[current!, default: ""] += line
            } else if let current {
                byCommand[current, default: ""] += " " + line
            }
        }
        let general = try ArchlintProcess.run(["--help"]).standardOutput
        let commands = general.components(separatedBy: "COMMANDS:\n").last?.split(separator: "\n")
            .prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        XCTAssertEqual(Set(commands).union(["<command>"]), Set(byCommand.keys), "README usage lists other commands than --help")
        for command in commands {
            let help = try ArchlintProcess.run([command, "--help"]).standardOutput
            let synopsis = help.components(separatedBy: "\n\n").first ?? ""
            XCTAssertTrue(synopsis.hasPrefix("USAGE: archlint \(command)"), synopsis)
            XCTAssertEqual(options(byCommand[command] ?? ""), options(Substring(synopsis)).subtracting(["--help"]),
                           "README and `archlint \(command) --help` name different options")
            // Every option the synopsis lists is explained below it.
            let explained = help.dropFirst(synopsis.count)
            for option in options(Substring(synopsis)) {
                XCTAssertTrue(explained.contains(option), "`archlint \(command) --help` does not explain \(option)")
            }
        }
        // Where the configuration comes from, said the same way in both.
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let check = words(try ArchlintProcess.run(["check", "--help"]).standardOutput)
        XCTAssertTrue(check.contains("the nearest .archlint.yml from the first PATH upward, then from the current directory upward"), check)
        XCTAssertTrue(words(text).contains("the file nearest to the checked code (from the first path upward, then from the current directory)"))
    }
}
