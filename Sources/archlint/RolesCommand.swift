import ArchlintFacts
import ArchlintFindings
import ArchlintModel
import ArchlintPipeline
import Foundation

/// `archlint roles`: every project type with the role archlint gave it, its scene, and the evidence
/// the role was drawn from (SPEC §3), so a surprising finding can be traced to its cause.
enum RolesCommand {
    static let help = """
        USAGE: archlint roles [PATH…] [--type NAME] [--format text|json] [--config FILE] [--jobs N]
                              [--cache-path DIR] [--no-cache]

        Lists every type declared under each PATH (default: the current directory), sorted by name, with
        its kind, role, scene and the evidence for the role: configuration, test code, a scene protocol,
        another conformance, behaviour, superclass, name or declaration (strongest first).

        OPTIONS:
          --type NAME       only types whose name (or qualified name) matches NAME; `*` and `?` allowed
          --format NAME     text (default) or json
          --config FILE     the configuration (roles rules, excluded files) to use
          --jobs N          files scanned in parallel
        \(PipelineRun.cacheHelp)
        """

    struct Row: Encodable {
        var type: String
        var module: String
        var kind: String
        var role: String?
        var scene: String?
        var evidence: String?
        var evidenceKind: String?
        var file: String
        var line: Int
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try parseArguments(arguments, spec: Commands.roles)
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        let format = parsed.options["--format"] ?? "text"
        guard ["text", "json"].contains(format) else {
            throw UsageError(description: "unknown format '\(format)' (expected one of: text, json)")
        }
        guard let result = try PipelineRun.lint(parsed) else { return 2 }
        let rows = self.rows(result.model, matching: parsed.options["--type"].map(Glob.init))
        if let name = parsed.options["--type"], rows.isEmpty {
            printError("no type matches '\(name)'")
            return 2
        }
        writeOutput(format == "json" ? StableJSON.text(rows) : text(rows))
        return 0
    }

    static func rows(_ model: ProjectModel, matching glob: Glob?) -> [Row] {
        let workingDirectory = FileManager.default.currentDirectoryPath
        return model.typeIDs.compactMap { id -> Row? in
            guard let type = model[id] else { return nil }
            if let glob, !glob.matches(type.name), !glob.matches(type.simpleName) { return nil }
            return Row(type: type.name, module: id.module, kind: type.kind.rawValue, role: type.role?.rawValue,
                       scene: type.scene, evidence: type.roleEvidence?.detail,
                       evidenceKind: type.roleEvidence?.kind.rawValue,
                       file: PathDisplay.relative(type.location.file, to: workingDirectory), line: type.location.line)
        }
    }

    static func text(_ rows: [Row]) -> String {
        let showModules = rows.contains { !$0.module.isEmpty }
        let table = rows.map { row -> [String] in
            [showModules && !row.module.isEmpty ? "\(row.module).\(row.type)" : row.type, row.kind, row.role ?? "-",
             row.scene ?? "-", row.evidence.map { "\(row.evidenceKind ?? ""): \($0)" } ?? "-"]
        }
        let header = ["TYPE", "KIND", "ROLE", "SCENE", "EVIDENCE"]
        let widths = (0..<4).map { column in ([header] + table).map { $0[column].count }.max() ?? 0 }
        return ([header] + table).map { cells in
            (0..<4).map { cells[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + cells[4]
        }.joined(separator: "\n") + "\n"
    }
}
