import ArchlintConfiguration
import ArchlintFacts
import ArchlintPipeline
import ArchlintReporting
import ArchlintFindings
import Foundation

/// The configuration for a run: `--config FILE`, else the `.archlint.yml` nearest to the checked code
/// (from the first path upward, then from the current directory), else the default presets; with the
/// file it was read from (nil for the default presets).
func loadConfiguration(explicit: String?, paths: [String] = []) throws -> (configuration: Configuration, file: String?) {
    if let explicit {
        guard FileManager.default.fileExists(atPath: explicit) else {
            throw ConfigurationError(file: explicit, line: 1, column: 1, message: "no such configuration file")
        }
        return (try Configuration.load(path: explicit), explicit)
    }
    var starts: [String] = []
    if let first = paths.first {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
        starts.append(isDirectory.boolValue ? first : URL(fileURLWithPath: first).deletingLastPathComponent().path)
    }
    starts.append(FileManager.default.currentDirectoryPath)
    for start in starts {
        if let found = Configuration.find(from: start) { return (try Configuration.load(path: found), found) }
    }
    return (try Configuration.defaultConfiguration(), nil)
}

enum CheckCommand {
    static let help = """
        USAGE: archlint check [PATH…] [--config FILE] [--reporter FORMAT[:FILE]]… [--output FILE] [--jobs N]
                              [--strict] [--quiet] [--changed-since REV] [--file-list FILE]
                              [--baseline FILE] [--write-baseline FILE] [--strict-baseline]
                              [--report-unused-suppressions] [--use-script-input-files] [--absolute-paths]
                              [--cache-path DIR] [--no-cache]

        Checks the Swift and Objective-C code under each PATH (default: the current directory) against the
        architecture rules and prints the violations. Hidden folders and .build, build, Pods, Carthage,
        DerivedData and node_modules are skipped. A folder with no file to check is a warning.

        OPTIONS:
          --config FILE     the configuration (default: the nearest .archlint.yml from the first PATH upward,
                            then from the current directory upward; without one, the presets clean-swift,
                            coordinator and di-container). Without --config, an .archlint.yml in a folder
                            below applies to that folder, merged over its parent's
          --reporter FORMAT[:FILE]
                            xcode (default: path:line:col: severity: message (rule_id)), json, sarif,
                            github, junit, checkstyle, markdown or summary; repeatable, each with its own
                            FILE (`--reporter xcode --reporter sarif:archlint.sarif`)
          --output FILE     write the report to FILE instead of standard output (replaced atomically)
          --changed-since REV
                            report only what concerns the files changed since the git revision REV
                            (committed, staged, unstaged or untracked); the whole tree is still analysed
          --file-list FILE  report only what concerns the files listed in FILE (one path per line)
          --jobs N          files scanned in parallel (default: the number of cores)
          --strict          warnings fail the run too
          --baseline FILE   hide the violations recorded in FILE; entries that match nothing are reported
          --write-baseline FILE
                            record the current violations in FILE (sorted JSON) and exit 0
          --strict-baseline stale baseline entries fail the run
          --report-unused-suppressions
                            report archlint:disable comments that suppress nothing
          --use-script-input-files
                            check the input files of an Xcode Run Script phase (SCRIPT_INPUT_FILE_COUNT,
                            SCRIPT_INPUT_FILE_0…, and .xcfilelist files in SCRIPT_INPUT_FILE_LIST_0…)
          --absolute-paths  print absolute paths (the default inside Xcode builds, so the issue
                            navigator jumps to the line)
          --quiet           print nothing when there are no violations; no colours, progress or summary line
        \(PipelineRun.cacheHelp)
          -h, --help        show this help

        On a terminal, errors and warnings are coloured, a progress line shows on standard error when a run
        takes more than a second, and a summary line closes the run; not with --quiet, NO_COLOR or TERM=dumb.

        EXIT CODES: 0 no error violations, 1 error violations (or warnings with --strict), 2 usage,
        configuration or I/O error.

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let started = Date()
        var parsed = try parseArguments(arguments, spec: Commands.check)
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        let environment = ProcessInfo.processInfo.environment
        if parsed.flags.contains("--use-script-input-files") {
            guard parsed.positional.isEmpty else {
                throw UsageError(description: "--use-script-input-files checks the build phase's input files; give no paths with it")
            }
            parsed.positional = try XcodeScriptInputs.files(environment: environment)
            if parsed.positional.isEmpty {
                printError("warning: the Run Script phase lists no Swift or Objective-C input files; nothing to check")
                return 0
            }
        }
        let quiet = parsed.flags.contains("--quiet")
        let terminal = Terminal(quiet: quiet)
        let destinations = try ReportDestinations(parsed, colours: terminal.colourStandardOutput)
        let scope = try ChangeScope.requested(parsed, paths: PipelineRun.paths(parsed))
        if scope != nil, parsed.options["--write-baseline"] != nil {
            throw UsageError(description: "--write-baseline records every violation; it cannot be combined with "
                             + "--changed-since or --file-list")
        }
        let outcome = try PipelineRun.lint(parsed, showingProgress: terminal.showsProgress) {
            $0.reportUnusedSuppressions = parsed.flags.contains("--report-unused-suppressions")
            // Limiting findings to changed files reads the model; everything else reads findings alone.
            $0.reusesFindings = scope == nil
        }
        guard let result = outcome else { return 2 }
        for folder in result.foldersWithoutFiles {
            printError("warning: no file to check in \(folder) (no .swift, .h, .m or .mm file, or all of them excluded "
                       + "by the configuration)")
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        if let target = parsed.options["--write-baseline"] {
            do {
                try Baseline(findings: result.findings, root: Baseline.root(ofBaselineAt: target)).write(path: target)
            } catch {
                printError("cannot write the baseline \(target): \(error.localizedDescription)")
                return 2
            }
            if !quiet {
                writeOutput("archlint: wrote \(result.findings.count) violations to \(target)\n")
            }
            return 0
        }
        var findings = result.findings
        var staleCount = 0
        if let path = parsed.options["--baseline"] {
            let baseline: Baseline
            do {
                baseline = try Baseline.read(path: path)
            } catch let error as BaselineFileError {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                return 2
            } catch {
                printError("cannot read the baseline \(path): \(error.localizedDescription)")
                return 2
            }
            let applied = baseline.apply(to: findings, root: Baseline.root(ofBaselineAt: path))
            findings = result.applySeverities(applied.findings)
            staleCount = applied.staleCount
        }
        if let scope { findings = scope.filter(findings, model: result.model) }
        var report = Report(violations: findings, rules: Catalog.documentation, fileCount: result.fileCount,
                            workingDirectory: workingDirectory)
        // Xcode's issue navigator opens only absolute paths; Xcode sets XCODE_VERSION_ACTUAL in its build phases.
        report.absolutePaths = parsed.flags.contains("--absolute-paths") || environment["XCODE_VERSION_ACTUAL"] != nil
        guard destinations.writeFiles(report) else { return 2 }
        if let reporter = destinations.standardOutputReporter, !(quiet && report.violations.isEmpty) {
            writeOutput(reporter.render(report))
        }
        if terminal.showsProgress {
            Terminal.writeError(summaryLine(report, seconds: Date().timeIntervalSince(started), colours: terminal.colourStandardError))
        }
        if report.errorCount > 0 { return 1 }
        if parsed.flags.contains("--strict-baseline") && staleCount > 0 { return 1 }
        if parsed.flags.contains("--strict") && report.warningCount > 0 { return 1 }
        return 0
    }

    /// `archlint: 61 files, 9 errors, 6 warnings in 0.42 s`.
    static func summaryLine(_ report: Report, seconds: Double, colours: Bool) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let errors = Terminal.paint(count(report.errorCount, "error"), .red, when: colours && report.errorCount > 0)
        let warnings = Terminal.paint(count(report.warningCount, "warning"), .yellow, when: colours && report.warningCount > 0)
        return "archlint: \(count(report.fileCount, "file")) checked, \(errors), \(warnings) in "
            + String(format: "%.2f s", seconds) + "\n"
    }
}
