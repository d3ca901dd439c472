import ArchlintConfiguration
import ArchlintFacts
import ArchlintGraph
import ArchlintModel
import ArchlintPipeline
import Foundation

/// `archlint graph`: the dependency graph as DOT, Mermaid or JSON.
enum GraphCommand {
    static let help = """
        USAGE: archlint graph [PATH…] [--format dot|mermaid|json|svg] [--level type|scene|module] [--scene NAME]
                              [--focus NAMES [--depth N]] [--reaches NAMES] [--path FROM TO] [--violations-only]
                              [--collapse folder|scene|module] [--exclude NAMES] [--no-limit]
                              [--output FILE] [--include-values] [--config FILE] [--jobs N]
                              [--cache-path DIR] [--no-cache]

        Prints the dependency graph of the Swift code under each PATH (default: the current directory).
        DOT (the default) renders with Graphviz: `archlint graph Sources | dot -Tsvg > graph.svg`.

        OPTIONS:
          --format NAME     dot (default), mermaid (renders in GitHub Markdown), json, or svg (laid out by
                            Graphviz's `dot`, which must be on the PATH)
          --level NAME      type (default): one node per type, scenes as clusters;
                            scene: one node per scene, plus coordinators, composition roots and services;
                            module: one node per module (see MODULES below)
          --scene NAME      only this scene and its direct neighbours
          --focus NAMES     only these nodes and their neighbours, --depth links away either way (default 1);
                            NAMES is a comma-separated list of names, `Module.Type` ids or files, globs allowed
          --depth N         how far --focus reaches (0: the focused nodes alone)
          --reaches NAMES   only these nodes and everything that depends on them, directly or not
          --path FROM TO    only the dependency paths from FROM to TO, shortest first (listed on stderr)
          --violations-only only the links and nodes with findings, strong cycles, and their ends
          --collapse NAME   folder: one node per folder of the types' files; scene and module: as --level
          --exclude NAMES   leave these nodes out (names, ids or file globs: "**/Generated/**")
          --no-limit        draw everything: a default picture stays within what its format can show
                            (Mermaid: 500 links and 50,000 characters; dot and svg: 500 links, which
                            Graphviz lays out in seconds), keeping findings, cycles and the most
                            connected nodes, and says what it left out; json is never cut
          --output FILE     write to FILE instead of standard output
          --include-values  also draw value types (models), at type and scene level; hidden by default
          --config FILE     the configuration (roles, excluded files) to use
          --jobs N          files scanned in parallel
        \(PipelineRun.cacheHelp)

        MODULES (--level module, and the `Module.Type` ids): a file belongs to the nearest of
          1. a SwiftPM target of a Package.swift (its path:, or Sources/NAME, Tests/NAME), nested packages too;
          2. a CocoaPods pod (a *.podspec's source_files);
          3. an Xcode target's folder (named after a target of the .xcodeproj, or an XcodeGen project.yml's sources);
          4. below a Package.swift, the SwiftPM layout (the folder after Sources/ or Tests/);
          5. the folder holding the .xcodeproj (its app target).
        Manifests are read as text, never run. A module links to another only where its own code
        imports it (or re-exports it with @_exported import) and names its types; a name that several
        modules declare means the file's own module first, then the one it imports. Files of no
        module are drawn by their top folder.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        // `--path FROM TO` takes two values; the rest of the line is parsed as usual.
        var arguments = arguments
        var path: (from: String, to: String)?
        if let index = arguments.firstIndex(of: "--path") {
            guard index + 2 < arguments.count else { throw UsageError(description: "--path needs two names: --path FROM TO") }
            path = (arguments[index + 1], arguments[index + 2])
            arguments.removeSubrange(index...(index + 2))
        }
        let parsed = try parseArguments(arguments, spec: Commands.graph)
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        let format = parsed.options["--format"] ?? DOTGraphExporter.format
        // SVG is DOT laid out by Graphviz.
        let rendersSVG = format == "svg"
        guard let exporter = GraphExporters.exporter(forFormat: rendersSVG ? DOTGraphExporter.format : format) else {
            throw UsageError(description: "unknown format '\(format)' (expected one of: \((GraphExporters.formats + ["svg"]).joined(separator: ", ")))")
        }
        if rendersSVG, GraphvizRenderer.executable() == nil {
            printError(GraphvizRenderer.missing(format: format).description)
            return 2
        }
        var levelName = parsed.options["--level"] ?? GraphLevel.type.rawValue
        var selection = GraphSelection()
        switch parsed.options["--collapse"] {
        case nil: break
        case "folder"?: selection.collapseFolders = true
        case "scene"?, "module"?: levelName = parsed.options["--collapse"]!
        case let other?: throw UsageError(description: "unknown --collapse '\(other)' (expected one of: folder, scene, module)")
        }
        guard let level = GraphLevel(rawValue: levelName) else {
            throw UsageError(description: "unknown level '\(levelName)' (expected one of: type, scene, module)")
        }
        func globs(_ option: String) throws -> [Glob] {
            guard let value = parsed.options[option] else { return [] }
            let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw UsageError(description: "\(option) needs at least one name") }
            return names.map(Glob.init)
        }
        selection.focus = try globs("--focus")
        selection.reaches = try globs("--reaches")
        selection.exclude = try globs("--exclude")
        selection.violationsOnly = parsed.flags.contains("--violations-only")
        selection.path = path.map { (Glob($0.from), Glob($0.to)) }
        if let depth = parsed.options["--depth"] {
            guard let number = Int(depth), (0...1000).contains(number) else {
                throw UsageError(description: "--depth needs a whole number from 0 to 1000, not '\(depth)'")
            }
            guard !selection.focus.isEmpty else { throw UsageError(description: "--depth goes with --focus") }
            selection.depth = number
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
        var view = GraphView.build(model: result.model, graph: result.graph, violations: result.findings, options: options)
        do {
            let selected = try selection.apply(to: view)
            view = selected.view
            selected.notes.forEach { printNote($0) }
        } catch let problem as GraphSelection.Problem {
            printError(problem.description)
            return 2
        }
        var leftOut: String?
        if let budget = PictureBudget.of(format: format), !parsed.flags.contains("--no-limit") {
            let fitted = budget.fit(view, render: exporter.render)
            view = fitted.view
            leftOut = fitted.note
        }
        var output = exporter.render(view)
        if let leftOut {
            // Said in the picture too (a comment after the header), so a pasted diagram tells.
            printNote(leftOut)
            let header = output.firstIndex(of: "\n").map { output.index(after: $0) } ?? output.endIndex
            let comment = format == MermaidGraphExporter.format ? "%%" : "//"
            output.insert(contentsOf: "\(comment) archlint: \(leftOut)\n", at: header)
        }
        var bytes = Data(output.utf8)
        if rendersSVG {
            do {
                bytes = try GraphvizRenderer.render(output, format: "svg")
            } catch {
                printError("\(error)")
                return 2
            }
        }
        if let target = parsed.options["--output"] {
            do {
                try OutputFile.write(bytes, to: target)
            } catch {
                printError("cannot write \(target): \(error.localizedDescription)")
                return 2
            }
        } else {
            FileHandle.standardOutput.write(bytes)
        }
        return 0
    }

    /// What a view left out or found, on standard error so the picture on standard output stays clean.
    static func printNote(_ note: String) {
        FileHandle.standardError.write(Data(("archlint: note: " + note + "\n").utf8))
    }
}
