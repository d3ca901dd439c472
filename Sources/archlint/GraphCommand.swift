import ArchlintConfiguration
import ArchlintFacts
import ArchlintGraph
import ArchlintPipeline
import Foundation

/// `archlint graph`: the dependency graph as DOT, Mermaid or JSON.
enum GraphCommand {
    static let help = """
        USAGE: archlint graph [PATH…] [--format dot|mermaid|json] [--level type|scene|module] [--scene NAME]
                              [--output FILE] [--include-values] [--config FILE] [--jobs N]

        Prints the dependency graph of the Swift code under each PATH (default: the current directory).
        DOT (the default) renders with Graphviz: `archlint graph Sources | dot -Tsvg > graph.svg`.

        OPTIONS:
          --format NAME     dot (default), mermaid (renders in GitHub Markdown) or json
          --level NAME      type (default): one node per type, scenes as clusters;
                            scene: one node per scene, plus coordinators, composition roots and services;
                            module: one node per SwiftPM target or top folder
          --scene NAME      only this scene and its direct neighbours
          --output FILE     write to FILE instead of standard output
          --include-values  also draw value types (models); hidden by default
          --config FILE     the configuration (roles, excluded files) to use
          --jobs N          files scanned in parallel

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try parseArguments(arguments, spec: Commands.graph)
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        let format = parsed.options["--format"] ?? DOTGraphExporter.format
        guard let exporter = GraphExporters.exporter(forFormat: format) else {
            throw UsageError(description: "unknown format '\(format)' (expected one of: \(GraphExporters.formats.joined(separator: ", ")))")
        }
        let levelName = parsed.options["--level"] ?? GraphLevel.type.rawValue
        guard let level = GraphLevel(rawValue: levelName) else {
            throw UsageError(description: "unknown level '\(levelName)' (expected one of: type, scene, module)")
        }
        guard let result = try PipelineRun.lint(parsed) else { return 2 }
        if let scene = parsed.options["--scene"], result.model.scenes[scene] == nil {
            printError("no scene named '\(scene)' (scenes: \(result.model.scenes.keys.sorted().joined(separator: ", ")))")
            return 2
        }
        var options = GraphView.Options(workingDirectory: FileManager.default.currentDirectoryPath)
        options.level = level
        options.scene = parsed.options["--scene"]
        options.includeValues = parsed.flags.contains("--include-values")
        let view = GraphView.build(model: result.model, graph: result.graph, violations: result.findings, options: options)
        let output = exporter.render(view)
        if let target = parsed.options["--output"] {
            do {
                try OutputFile.write(Data(output.utf8), to: target)
            } catch {
                printError("cannot write \(target): \(error.localizedDescription)")
                return 2
            }
        } else {
            writeOutput(output)
        }
        return 0
    }
}
