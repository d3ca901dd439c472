import ArchlintConfiguration
import ArchlintFindings
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

    /// The options every command that runs the pipeline takes for the facts cache.
    static let cacheOptions: Set<String> = ["--cache-path"]
    static let cacheFlags: Set<String> = ["--no-cache"]
    static let cacheHelp = """
          --cache-path DIR  keep the facts cache in DIR (default: .build/archlint-cache of the Swift package
                            holding the first PATH, else $XDG_CACHE_HOME/archlint or ~/.cache/archlint)
          --no-cache        scan every file; neither read nor write the facts cache
        """

    /// The facts cache for a run: nil with `--no-cache`. Keyed by this binary's version and build, so
    /// facts from any other archlint are never used.
    static func factsCache(_ parsed: ParsedArguments, paths: [String]) -> FactsCache.Settings? {
        guard !parsed.flags.contains("--no-cache") else { return nil }
        let directories = parsed.options["--cache-path"].map { [$0] }
            ?? FactsCache.Settings.defaultDirectories(firstPath: paths.first ?? ".")
        return FactsCache.Settings(directories: directories, toolIdentity: toolIdentity, warn: { printError($0) })
    }

    /// The version and this executable's size, modification time and inode: a rebuilt or replaced
    /// binary has a new identity (SwiftLint keys its cache by the binary's build id the same way).
    static let toolIdentity: String = {
        var identity = "archlint \(version)"
        var status = stat()
        if let executable = Bundle.main.executablePath, stat(executable, &status) == 0 {
            #if os(Linux)
            let modified = status.st_mtim
            #else
            let modified = status.st_mtimespec
            #endif
            identity += " \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(status.st_ino)"
        }
        return identity
    }()

    /// Runs the pipeline; nil when a configuration or discovery error was reported (exit code 2).
    /// With `showingProgress`, a progress line runs on standard error while the pipeline does, and is
    /// erased before anything else is printed.
    static func lint(_ parsed: ParsedArguments, showingProgress: Bool = false,
                     adjust: (inout Linter) -> Void = { _ in }) throws -> LintResult? {
        let jobs = try jobs(parsed)
        let paths = paths(parsed)
        let loaded: (configuration: Configuration, file: String?)
        do {
            loaded = try loadConfiguration(explicit: parsed.options["--config"], paths: paths)
        } catch let error as ConfigurationError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            return nil
        }
        var linter = Linter(jobs: jobs, configuration: loaded.configuration)
        linter.objectiveCWorker = objectiveCWorker()
        // An explicit --config decides alone; otherwise folders below may refine it.
        linter.readsNestedConfigurations = parsed.options["--config"] == nil
        linter.configurationFile = loaded.file
        linter.factsCache = factsCache(parsed, paths: paths)
        adjust(&linter)
        let progressLine = showingProgress ? ProgressLine(LintProgress()) : nil
        linter.progress = progressLine?.progress
        progressLine?.start()
        defer { progressLine?.stop() }
        do {
            let result = try linter.lint(paths: paths)
            progressLine?.stop()
            for warning in result.nestedConfigurations?.warnings ?? [] {
                let file = PathDisplay.relative(warning.file, to: FileManager.default.currentDirectoryPath)
                printError("warning: \(file): \(warning.message)")
            }
            keptUntilExit.append(result)
            return result
        } catch let failure as SourceDiscovery.Failure {
            progressLine?.stop()
            printError(failure.description)
            return nil
        } catch let error as ConfigurationError {
            progressLine?.stop()
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            return nil
        }
    }
}
