import ArchlintConfiguration
import ArchlintPipeline
import Foundation
import ObjCFrontend

/// The runs' models and graphs, alive until the process exits: freeing their millions of small
/// objects one by one took 0.7 s on a million-line tree, and `exit` hands the memory back at once.
/// Only the main thread touches it, once per run.
nonisolated(unsafe) private var keptUntilExit: [LintResult] = []

/// What `check` and `graph` share: `--jobs`, the configuration for the checked paths, and the run of
/// the pipeline, with configuration and discovery failures reported on standard error.
enum PipelineRun {
    /// The paths a command checks (default: the current directory).
    static func paths(_ parsed: ParsedArguments) -> [String] {
        parsed.positional.isEmpty ? ["."] : parsed.positional
    }

    static func jobs(_ parsed: ParsedArguments) throws -> Int {
        guard let value = parsed.options["--jobs"] else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let number = Int(value), number >= 1, number <= 1024 else {
            throw UsageError(description: "--jobs needs a whole number from 1 to 1024, not '\(value)'")
        }
        return number
    }

    /// libclang runs in copies of this binary (`archlint _objc-worker`), each file within a time
    /// budget: `ARCHLINT_OBJC_SECONDS_PER_FILE`, 30 s by default (a large file parses in well under 1 s).
    static func objectiveCWorker() -> ObjCWorker.Command? {
        guard let executable = Bundle.main.executablePath else { return nil }
        let budget = ProcessInfo.processInfo.environment["ARCHLINT_OBJC_SECONDS_PER_FILE"].flatMap(Double.init)
        return ObjCWorker.Command(executable: executable, secondsPerFile: budget.map { max(0.01, $0) } ?? 30)
    }

    /// Runs the pipeline; nil when a configuration or discovery error was reported (exit code 2).
    static func lint(_ parsed: ParsedArguments, adjust: (inout Linter) -> Void = { _ in }) throws -> LintResult? {
        let jobs = try jobs(parsed)
        let paths = paths(parsed)
        let configuration: Configuration
        do {
            configuration = try loadConfiguration(explicit: parsed.options["--config"], paths: paths)
        } catch let error as ConfigurationError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            return nil
        }
        var linter = Linter(jobs: jobs, configuration: configuration)
        linter.objectiveCWorker = objectiveCWorker()
        adjust(&linter)
        do {
            let result = try linter.lint(paths: paths)
            keptUntilExit.append(result)
            return result
        } catch let failure as SourceDiscovery.Failure {
            printError(failure.description)
            return nil
        }
    }
}
