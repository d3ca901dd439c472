import ArchlintConfiguration
import ArchlintFacts
import ArchlintPipeline
import ArchlintReporting
import ArchlintFindings
import Foundation

/// The configuration for a run: `--config FILE`, else the `.archlint.yml` nearest to the checked code
/// (from the first path upward, then from the current directory), else the default presets.
func loadConfiguration(explicit: String?, paths: [String] = []) throws -> Configuration {
    if let explicit {
        guard FileManager.default.fileExists(atPath: explicit) else {
            throw ConfigurationError(file: explicit, line: 1, column: 1, message: "no such configuration file")
        }
        return try Configuration.load(path: explicit)
    }
    var starts: [String] = []
    if let first = paths.first {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
        starts.append(isDirectory.boolValue ? first : URL(fileURLWithPath: first).deletingLastPathComponent().path)
    }
    starts.append(FileManager.default.currentDirectoryPath)
    for start in starts {
        if let found = Configuration.find(from: start) { return try Configuration.load(path: found) }
    }
    return try Configuration.defaultConfiguration()
}

enum CheckCommand {
    static let help = """
        USAGE: archlint check [PATH…] [--config FILE] [--reporter NAME] [--jobs N] [--strict] [--quiet]
                              [--baseline FILE] [--write-baseline FILE] [--strict-baseline]
                              [--report-unused-suppressions] [--use-script-input-files] [--absolute-paths]

        Checks the Swift code under each PATH (default: the current directory) against the architecture
        rules and prints the violations. Hidden folders and .build, Pods, Carthage and DerivedData are skipped.

        OPTIONS:
          --config FILE     the configuration (default: the nearest .archlint.yml from the current directory
                            upward; without one, the presets clean-swift, coordinator and di-container)
          --reporter NAME   xcode (default: path:line:col: severity: message (rule_id)), json, sarif,
                            github, junit, checkstyle, markdown or summary
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
          --quiet           print nothing when there are no violations
          -h, --help        show this help

        EXIT CODES: 0 no error violations, 1 error violations (or warnings with --strict), 2 usage or I/O error.

        """

    static func run(_ arguments: [String]) throws -> Int32 {
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
        let reporterName = parsed.options["--reporter"] ?? XcodeReporter.identifier
        guard let reporter = Reporters.reporter(named: reporterName) else {
            throw UsageError(description: "unknown reporter '\(reporterName)' (expected one of: "
                             + Reporters.all.map { $0.identifier }.joined(separator: ", ") + ")")
        }
        guard let result = try PipelineRun.lint(parsed, adjust: {
            $0.reportUnusedSuppressions = parsed.flags.contains("--report-unused-suppressions")
        }) else { return 2 }
        let workingDirectory = FileManager.default.currentDirectoryPath
        if let target = parsed.options["--write-baseline"] {
            do {
                try Baseline(findings: result.findings, root: Baseline.root(ofBaselineAt: target)).write(path: target)
            } catch {
                printError("cannot write the baseline \(target): \(error.localizedDescription)")
                return 2
            }
            if !parsed.flags.contains("--quiet") {
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
        var report = Report(violations: findings, rules: Catalog.documentation, fileCount: result.fileCount,
                            workingDirectory: workingDirectory)
        // Xcode's issue navigator opens only absolute paths; Xcode sets XCODE_VERSION_ACTUAL in its build phases.
        report.absolutePaths = parsed.flags.contains("--absolute-paths") || environment["XCODE_VERSION_ACTUAL"] != nil
        let output = reporter.render(report)
        if !(parsed.flags.contains("--quiet") && report.violations.isEmpty) {
            writeOutput(output)
        }
        if report.errorCount > 0 { return 1 }
        if parsed.flags.contains("--strict-baseline") && staleCount > 0 { return 1 }
        if parsed.flags.contains("--strict") && report.warningCount > 0 { return 1 }
        return 0
    }
}
