import ArchlintConfiguration
import ArchlintModel

/// `archlint init`'s choice of presets: what the code's roles and protocols say it uses.
public enum PresetDetection {
    /// The presets that fit the code, and why.
    public static func detect(_ model: ProjectModel) -> (presets: [String], reasons: [String]) {
        let protocols = model.typeIDs.filter { model[$0]?.kind == .protocol }.map { ProjectModel.lastComponent(of: $0.name) }
        var presets: [String] = []
        var reasons: [String] = []
        let vipProtocols = protocols.filter { name in CleanSwift.sceneDeclaringSuffixes.contains { name.hasSuffix($0) } }
        let viperProtocols = protocols.filter { $0.hasSuffix("ViewInput") || $0.hasSuffix("ViewOutput") || $0.hasSuffix("InteractorInput") }
        let coordinators = model.ids(withRole: .coordinator)
        let viewModels = model.ids(withRole: .viewModel)
        let roots = model.ids(withRole: .compositionRoot)
        if !vipProtocols.isEmpty {
            presets.append("clean-swift")
            reasons.append("clean-swift: \(vipProtocols.count) Clean Swift scene protocols (e.g. \(vipProtocols.sorted()[0]))")
        }
        if !viperProtocols.isEmpty && vipProtocols.isEmpty {
            presets.append("viper")
            reasons.append("viper: \(viperProtocols.count) VIPER module protocols (e.g. \(viperProtocols.sorted()[0]))")
        }
        if !viewModels.isEmpty && !coordinators.isEmpty && vipProtocols.isEmpty {
            presets.append("mvvm-c")
            reasons.append("mvvm-c: \(viewModels.count) view models and \(coordinators.count) coordinators")
        } else if !coordinators.isEmpty {
            presets.append("coordinator")
            reasons.append("coordinator: \(coordinators.count) coordinators (e.g. \(coordinators[0].name))")
        }
        if !roots.isEmpty, !presets.contains("mvvm-c") {
            presets.append("di-container")
            reasons.append("di-container: \(roots.count) composition roots (e.g. \(roots[0].name))")
        }
        if presets.isEmpty {
            presets = Configuration.defaultPresets
            reasons.append("no layered architecture recognised; using the default presets")
        }
        return (presets, reasons)
    }
}
