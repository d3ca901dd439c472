import Foundation
import PackagePlugin

/// Embeds the presets of `Rules/*.yml` into the configuration target at build time.
@main
struct EmbedPresets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rules = context.package.directoryURL.appending(path: "Rules")
        let presets = try FileManager.default.contentsOfDirectory(at: rules, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yml" }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedPresets.swift")
        return [.buildCommand(
            displayName: "Embedding \(presets.count) presets from Rules/",
            executable: try context.tool(named: "preset-embedder").url,
            arguments: [output.path] + presets.map(\.path),
            inputFiles: presets,
            outputFiles: [output]
        )]
    }
}
