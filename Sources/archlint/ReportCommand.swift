import ArchlintFacts
import ArchlintGraph
import ArchlintHTMLReport
import ArchlintPipeline
import ArchlintReporting
import Foundation

/// `archlint report`: the findings, the pictures and the rule docs in one self-contained HTML file.
enum ReportCommand {
    static let help = """
        USAGE: archlint report [PATH…] [--output FILE] [--config FILE] [--jobs N]

        Writes one self-contained HTML page (no network needed to view it): the findings table, filtered
        by rule, severity and file, each location a link to its line; the scene and module pictures laid
        out by Graphviz's `dot` at report time (click a node to focus it and its neighbours), or tables of
        their links where Graphviz is not installed; and the documentation of every rule that fired.

        OPTIONS:
          --output FILE     write the page to FILE (default: standard output); links to files are
                            relative to FILE's folder
          --config FILE     the configuration (roles, excluded files) to use
          --jobs N          files scanned in parallel

        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try parseArguments(arguments, spec: Commands.report)
        if parsed.flags.contains("--help") {
            writeOutput(help)
            return 0
        }
        guard let result = try PipelineRun.lint(parsed) else { return 2 }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let output = parsed.options["--output"]
        let reportDirectory = output.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? workingDirectory
        var pictures: [HTMLReport.Picture] = []
        var note: String?
        for (title, level) in [("scenes", GraphLevel.scene), ("modules", GraphLevel.module)] {
            var options = GraphView.Options(workingDirectory: workingDirectory)
            options.level = level
            var view = GraphView.build(model: result.model, graph: result.graph, violations: result.findings, options: options)
            // The picture keeps to what Graphviz lays out in seconds, as `graph` does by default.
            let fitted = PictureBudget.graphviz.fit(view, render: DOTGraphExporter().render)
            view = fitted.view
            var svg: String?
            if GraphvizRenderer.executable() == nil {
                note = "Graphviz's `dot` is not installed, so the pictures are tables of their links "
                    + "(Debian: apt-get install graphviz; macOS: brew install graphviz)."
            } else {
                do {
                    svg = String(decoding: try GraphvizRenderer.render(DOTGraphExporter().render(view)), as: UTF8.self)
                } catch {
                    note = "Graphviz could not lay out the \(title) picture, shown as a table: \(error)"
                }
            }
            pictures.append(HTMLReport.Picture(title: title, view: view, svg: svg, leftOut: fitted.note))
        }
        let report = Report(violations: result.findings, rules: Catalog.documentation, fileCount: result.fileCount,
                            workingDirectory: workingDirectory)
        let page = HTMLReport(report: report, pictures: pictures, pictureNote: note, reportDirectory: reportDirectory,
                              version: version).render()
        if let output {
            do {
                try OutputFile.write(Data(page.utf8), to: output)
            } catch {
                printError("cannot write \(output): \(error.localizedDescription)")
                return 2
            }
        } else {
            writeOutput(page)
        }
        return 0
    }
}
