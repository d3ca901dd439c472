import ArchlintConfiguration
import ArchlintFacts
import ArchlintModel
import ArchlintPipeline
import Foundation

/// `archlint init`: writes a commented `.archlint.yml` whose presets match what the code uses.
enum InitCommand {
    static let help = """
        USAGE: archlint init [PATH] [--force]

        Looks at the Swift code under PATH (default: the current directory), picks the presets that fit
        it (Clean Swift scene protocols, coordinators, view models, VIPER module protocols, composition
        roots) and writes PATH/.archlint.yml with comments. An existing file is kept unless --force.

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try parseArguments(arguments, spec: Commands.initialize)
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        let root = parsed.positional.first ?? "."
        let target = URL(fileURLWithPath: root).appendingPathComponent(Configuration.fileName).path
        if FileManager.default.fileExists(atPath: target), !parsed.flags.contains("--force") {
            printError("\(target) already exists; use --force to replace it")
            return 2
        }
        let result: LintResult
        do {
            result = try Linter(jobs: ProcessInfo.processInfo.activeProcessorCount).lint(paths: [root])
        } catch let failure as SourceDiscovery.Failure {
            printError(failure.description)
            return 2
        }
        let detected = PresetDetection.detect(result.model)
        let text = configurationText(presets: detected.presets, reasons: detected.reasons, root: root)
        do {
            try OutputFile.write(Data(text.utf8), to: target)
        } catch {
            printError("cannot write \(target): \(error.localizedDescription)")
            return 2
        }
        writeOutput("archlint: wrote \(target) with extends: [\(detected.presets.joined(separator: ", "))]\n")
        for reason in detected.reasons { writeOutput("  \(reason)\n") }
        return 0
    }

    static func configurationText(presets: [String], reasons: [String], root: String) -> String {
        """
        # archlint configuration, written by `archlint init`.
        # Presets chosen from the code:
        \(reasons.map { "#   \($0)" }.joined(separator: "\n"))
        extends: [\(presets.joined(separator: ", "))]

        # Which files to check, relative to this file (globs: * within a folder, ** across folders).
        # included: [Sources]
        excluded:
          - "**/Generated/**"

        # Per-rule severity (error, warning, off) or options; `archlint rules` lists the rules.
        # rules:
        #   weak_back_reference: error
        #   container_only_construction: { severity: warning, allow_scene_setup: true }
        #   container_size: { max_dependencies: 20 }
        #   layer_dependency:
        #     layers:
        #       domain: { paths: ["Sources/Domain/**"] }
        #       ui: { roles: [view, presenter] }
        #     forbidden: [{ from: domain, to: ui }]

        # Roles the names do not reveal.
        # roles:
        #   service: { names: ["*Gateway"] }

        """
    }
}
