import ArchlintTestSupport
import Foundation
import XCTest

/// The terminal behaviour, on a real pseudo-terminal through util-linux `script`: colours by
/// severity, the progress line on standard error, the closing summary line; none of it through a
/// pipe, with `--quiet` or with `NO_COLOR`. A folder with nothing to check is a warning.
final class TerminalTests: XCTestCase {
    var root: URL!

    static let escape = "\u{1B}["
    static let red = "\u{1B}[1;31merror\u{1B}[0m"
    static let eraseLine = "\r\u{1B}[2K"

    override func setUpWithError() throws {
        root = try ArchlintProcess.temporaryDirectory()
        try ArchlintProcess.write(["App/Login.swift": "protocol LoginDelegate: AnyObject {}\nfinal class LoginView {\n"
                                   + "    var delegate: LoginDelegate?\n}\n",
                                   ".archlint.yml": ArchlintProcess.optInRulesConfiguration], under: root)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs archlint with standard output and error on one pseudo-terminal; returns what it showed.
    func onTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> (output: String, exitCode: Int32) {
        #if os(Linux)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("util-linux script is not installed (Scripts/setup.sh installs it)")
        }
        let quoted = ([ArchlintProcess.binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        // -e: script exits with archlint's code; the typescript file is not needed.
        process.arguments = ["-q", "-e", "-c", quoted.joined(separator: " "), "/dev/null"]
        process.currentDirectoryURL = root
        var base = ProcessInfo.processInfo.environment
        base["NO_COLOR"] = nil
        base["TERM"] = "xterm"
        process.environment = base.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
        #else
        throw XCTSkip("the pseudo-terminal test uses util-linux script")
        #endif
    }

    func testTerminalGetsColoursProgressAndASummaryLine() throws {
        let (output, exitCode) = try onTerminal(["check", "App"], environment: ["ARCHLINT_PROGRESS_DELAY": "0"])
        XCTAssertEqual(exitCode, 1)
        XCTAssertTrue(output.contains("App/Login.swift:3:9: \(Self.red): "), output)
        // Which stage the first drawing catches depends on the machine's speed; one of them it shows.
        XCTAssertTrue(["finding files…", "reading files ", "building the graph and checking the rules…"].contains {
            output.contains(Self.eraseLine + "archlint: " + $0)
        }, output)
        XCTAssertTrue(output.contains("archlint: 1 file checked, \u{1B}[31m1 error\u{1B}[0m, 0 warnings in "), output)
        // The progress line is erased before the report starts.
        let report = try XCTUnwrap(output.range(of: "App/Login.swift"))
        XCTAssertTrue(output[..<report.lowerBound].hasSuffix(Self.eraseLine), output)
    }

    /// The summary line's time says whether the run was over the second after which the line shows.
    func seconds(_ output: String) throws -> Double {
        let summary = try XCTUnwrap(output.components(separatedBy: "archlint: 1 file checked").last)
        let time = try XCTUnwrap(summary.components(separatedBy: " in ").last?.components(separatedBy: " s").first)
        return try XCTUnwrap(Double(time), summary)
    }

    func testAShortRunShowsNoProgressLine() throws {
        let (output, _) = try onTerminal(["check", "App"])
        XCTAssertTrue(output.contains("archlint: 1 file checked"), output)
        // A loaded machine may take longer than a second even for one file; then the line is right.
        if try seconds(output) < 0.9 {
            XCTAssertFalse(output.contains(Self.eraseLine), output)
        }
    }

    func testNoColorAndQuietGiveThePlainOutputOfAPipe() throws {
        let piped = try ArchlintProcess.run(["check", "App"], in: root).standardOutput
        for (arguments, environment) in [(["check", "App"], ["NO_COLOR": "1"]), (["check", "App", "--quiet"], [:]),
                                         (["check", "App"], ["TERM": "dumb"])] {
            let (output, exitCode) = try onTerminal(arguments, environment: environment.merging(["ARCHLINT_PROGRESS_DELAY": "0"]) { $1 })
            XCTAssertEqual(exitCode, 1)
            XCTAssertFalse(output.contains(Self.escape), "\(arguments) \(environment): \(output)")
            XCTAssertFalse(output.contains("archlint: "), "\(arguments) \(environment): \(output)")
            XCTAssertEqual(output.replacingOccurrences(of: "\r\n", with: "\n"), piped)
        }
        // An empty NO_COLOR does not count (no-color.org).
        let (coloured, _) = try onTerminal(["check", "App"], environment: ["NO_COLOR": ""])
        XCTAssertTrue(coloured.contains(Self.red), coloured)
    }

    func testAPipeGetsThePlainReportOnly() throws {
        let run = try BoundedRun.run(["check", "App"], in: root, seconds: 60,
                                     environment: ["ARCHLINT_PROGRESS_DELAY": "0", "TERM": "xterm"])
        XCTAssertEqual(run.exitCode, 1)
        XCTAssertFalse(run.standardOutput.contains(Self.escape), run.standardOutput)
        XCTAssertEqual(run.standardError, "")
        XCTAssertTrue(run.standardOutput.hasPrefix("App/Login.swift:3:9: error: "), run.standardOutput)
    }

    func testAFolderWithNothingToCheckIsAWarning() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Empty/Assets"), withIntermediateDirectories: true)
        try Data("# notes".utf8).write(to: root.appendingPathComponent("Empty/Assets/README.md"))
        var outcome = try ArchlintProcess.run(["check", "Empty"], in: root)
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertEqual(outcome.standardError, "archlint: warning: no file to check in Empty (no .swift, .h, .m or .mm file, "
                       + "or all of them excluded by the configuration)\n")
        // Excluded by the configuration counts as nothing to check; the other folder is still checked.
        try Data("excluded: [App]\n".utf8).write(to: root.appendingPathComponent(".archlint.yml"))
        outcome = try ArchlintProcess.run(["check", "App", "Empty"], in: root)
        XCTAssertEqual(outcome.standardError.components(separatedBy: "warning: no file to check in ").count, 3, outcome.standardError)
        XCTAssertTrue(outcome.standardError.contains("in App ("), outcome.standardError)
    }
}
