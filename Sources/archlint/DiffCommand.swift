import ArchlintConfiguration
import ArchlintDiff
import ArchlintFacts
import ArchlintFindings
import ArchlintGraph
import ArchlintPipeline
import Foundation

/// `archlint diff BASE [HEAD]`: what a change does to the architecture. Each revision is exported
/// with `git archive` into a temporary folder (the user's work tree, index and branches are never
/// touched); HEAD defaults to the work tree as it is.
enum DiffCommand {
    static let help = """
        USAGE: archlint diff BASE [HEAD] [--reporter text|json|markdown] [--output FILE] [--config FILE]
                             [--jobs N] [-- PATH…]

        Checks the code at git revision BASE and at HEAD (default: the work tree as it is now) and reports
        what the change does to the architecture: findings it adds and fixes, new and removed links between
        scenes and between modules, the cycles it closes and the layers it crosses. Findings match on rule,
        file and subject, not on lines, so code that only moved is no change. Each side uses its own
        .archlint.yml. Paths (after `--`) are relative to the current directory, as for `check`.
        Exit 1 when the change adds error findings, 0 otherwise, 2 on a usage or git error.

        OPTIONS:
          --reporter NAME   text (default), json, or markdown (a pull-request comment)
          --output FILE     write the report to FILE instead of standard output
          --config FILE     the configuration file, at each revision (default: the nearest .archlint.yml)
          --jobs N          files scanned in parallel

        """

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        var arguments = arguments
        var paths: [String] = []
        if let separator = arguments.firstIndex(of: "--") {
            paths = Array(arguments[(separator + 1)...])
            arguments.removeSubrange(separator...)
        }
        let parsed = try parseArguments(arguments, spec: Commands.diff)
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        guard (1...2).contains(parsed.positional.count) else {
            throw UsageError(description: "diff needs a base revision and at most a head revision: archlint diff BASE [HEAD] [-- PATH…]")
        }
        let format = parsed.options["--reporter"] ?? "text"
        guard DiffReport.formats.contains(format) else {
            throw UsageError(description: "unknown reporter '\(format)' for diff (expected one of: \(DiffReport.formats.joined(separator: ", ")))")
        }
        let jobs = try PipelineRun.jobs(parsed)
        do {
            let repository = try Repository(directory: FileManager.default.currentDirectoryPath)
            let base = try repository.commit(parsed.positional[0])
            let head = try parsed.positional.count > 1 ? repository.commit(parsed.positional[1]) : nil
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-diff-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let baseRoot = try repository.export(base.sha, into: scratch + "/base")
            let headRoot = try head.map { try repository.export($0.sha, into: scratch + "/head") } ?? repository.root
            let before = try snapshot(label: base.label, root: baseRoot, repository: repository, paths: paths,
                                      config: parsed.options["--config"], jobs: jobs)
            let after = try snapshot(label: head?.label ?? "work tree", root: headRoot, repository: repository, paths: paths,
                                     config: parsed.options["--config"], jobs: jobs)
            let diff = ArchitectureDiff(base: before, head: after)
            let report = DiffReport.render(diff, format: format) ?? ""
            if let target = parsed.options["--output"] {
                try OutputFile.write(Data(report.utf8), to: target)
            } else {
                writeOutput(report)
            }
            return diff.addsErrors ? 1 : 0
        } catch let failure as Failure {
            printError(failure.description)
            return 2
        } catch let error as ConfigurationError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            return 2
        } catch let failure as SourceDiscovery.Failure {
            printError(failure.description)
            return 2
        }
    }

    /// The pipeline at one revision checked out under `root`; files relative to the repository.
    static func snapshot(label: String, root: String, repository: Repository, paths: [String], config: String?,
                         jobs: Int) throws -> ArchitectureSnapshot {
        let here = root + "/" + repository.prefix
        let checked = (paths.isEmpty ? ["."] : paths).map { path -> String in
            if path.hasPrefix("/") {
                guard path.hasPrefix(repository.root + "/") || path == repository.root else {
                    return path
                }
                return root + path.dropFirst(repository.root.count)
            }
            return here + path
        }
        let configuration: Configuration
        if let config {
            let file = config.hasPrefix("/") ? root + config.dropFirst(repository.root.count) : here + config
            configuration = FileManager.default.fileExists(atPath: file) ? try Configuration.load(path: file) : try Configuration.defaultConfiguration()
        } else {
            let start = checked.first.map { path -> String in
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                return isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
            } ?? here
            // Only a configuration inside this revision's tree: never one from around the export folder.
            if let found = Configuration.find(from: start), found.hasPrefix(root + "/") {
                configuration = try Configuration.load(path: found)
            } else {
                configuration = try Configuration.defaultConfiguration()
            }
        }
        var linter = Linter(jobs: jobs, configuration: configuration)
        linter.objectiveCWorker = PipelineRun.objectiveCWorker()
        let result = try linter.lint(paths: checked)
        let findings = result.findings.map { finding -> Finding in
            var relative = finding
            relative.location.file = Self.relative(finding.location.file, to: root)
            return relative
        }
        func view(_ level: GraphLevel) -> GraphView {
            var options = GraphView.Options(workingDirectory: root)
            options.level = level
            return GraphView.build(model: result.model, graph: result.graph, violations: result.findings, options: options)
        }
        return ArchitectureSnapshot(label: label, findings: findings, scenes: view(.scene), modules: view(.module))
    }

    static func relative(_ file: String, to root: String) -> String {
        let absolute = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        let standard = URL(fileURLWithPath: absolute).standardizedFileURL.path
        return standard.hasPrefix(root + "/") ? String(standard.dropFirst(root.count + 1)) : standard
    }

    /// The git repository around the current directory, through the `git` command.
    struct Repository {
        var root: String
        /// The current directory relative to the root, with a final slash (empty at the root).
        var prefix: String

        init(directory: String) throws {
            let top = try Self.git(["rev-parse", "--show-toplevel"], in: directory)
            guard top.status == 0 else {
                throw Failure(description: "archlint diff needs a git repository (git: \(top.errors.trimmingCharacters(in: .whitespacesAndNewlines)))")
            }
            root = top.output.trimmingCharacters(in: .newlines)
            prefix = try Self.git(["rev-parse", "--show-prefix"], in: directory).output.trimmingCharacters(in: .newlines)
        }

        func commit(_ revision: String) throws -> (sha: String, label: String) {
            guard !revision.hasPrefix("-") else { throw Failure(description: "'\(revision)' is not a revision") }
            let resolved = try Self.git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: root)
            guard resolved.status == 0 else { throw Failure(description: "unknown revision '\(revision)'") }
            let sha = resolved.output.trimmingCharacters(in: .newlines)
            return (sha, "\(revision) (\(sha.prefix(10)))")
        }

        /// The commit's tree, written under `folder` by `git archive`; nothing else in the repository changes.
        func export(_ sha: String, into folder: String) throws -> String {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let archive = folder + ".tar"
            let written = try Self.git(["archive", "--format=tar", "-o", archive, sha], in: root)
            guard written.status == 0 else { throw Failure(description: "git archive \(sha.prefix(10)) failed: \(written.errors)") }
            let unpacked = try Self.run("tar", ["-xf", archive, "-C", folder], in: root)
            guard unpacked.status == 0 else { throw Failure(description: "cannot unpack \(sha.prefix(10)): \(unpacked.errors)") }
            try? FileManager.default.removeItem(atPath: archive)
            return URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        }

        static func git(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String, errors: String) {
            try run("git", arguments, in: directory)
        }

        static func run(_ tool: String, _ arguments: [String], in directory: String) throws -> (status: Int32, output: String, errors: String) {
            do {
                let outcome = try Subprocess.run(tool: tool, arguments, in: directory)
                return (outcome.status, outcome.outputText, outcome.errorText)
            } catch {
                throw Failure(description: "cannot run \(tool): \(error.localizedDescription)")
            }
        }
    }
}
