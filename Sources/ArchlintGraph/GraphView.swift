import ArchlintFacts
import ArchlintModel
import ArchlintFindings

public enum GraphLevel: String, CaseIterable, Sendable {
    case type, scene, module
}

/// What a graph picture shows: nodes (types, or scenes and modules when collapsed) grouped into
/// clusters, and links between them, with the violations that touch them. Built once, drawn by each
/// exporter; everything is sorted so the output is byte-identical from run to run.
public struct GraphView: Sendable {
    public struct Node: Sendable, Equatable {
        public var id: String
        public var name: String
        /// `class`, `struct`, `enum`, `protocol`, `actor`, or `scene` / `module` when collapsed.
        public var kind: String
        public var role: Role?
        public var scene: String?
        public var file: String?
        public var cluster: String?
        public var violations: [String]
    }

    public struct Link: Sendable, Equatable {
        public var from: String
        public var to: String
        public var kind: String
        public var ownership: Ownership
        public var labels: [String]
        public var location: SourceLocation?
        public var violations: [String]
        public var inCycle: Bool
    }

    public var level: GraphLevel
    public var nodes: [Node]
    public var links: [Link]

    public struct Options: Sendable {
        public var level: GraphLevel = .type
        public var scene: String?
        public var includeValues = false
        /// Paths are shown relative to this directory.
        public var workingDirectory: String

        public init(workingDirectory: String) {
            self.workingDirectory = workingDirectory
        }
    }

    public static func build(model: ProjectModel, graph: DependencyGraph, violations: [Finding],
                             options: Options) -> GraphView {
        switch options.level {
        case .type: return typeLevel(model: model, graph: graph, violations: violations, options: options)
        case .scene:
            return collapsed(model: model, graph: graph, violations: violations, options: options) { type, _ in
                sceneNode(type, includeValues: options.includeValues)
            }
        case .module:
            // The files' common folder once, not once per type: module names are the folders below it.
            let modules = ModuleNames(model: model)
            return collapsed(model: model, graph: graph, violations: violations, options: options) { type, _ in
                ("module " + modules.name(of: type.location.file, module: type.id.module), "module", nil)
            }
        }
    }

    /// The edge kinds a picture shows (calls and injections repeat what stored references show).
    static let drawnKinds: Set<EdgeKind> = [.stores, .constructs, .conforms, .inherits]

    // MARK: Type level

    private static func typeLevel(model: ProjectModel, graph: DependencyGraph, violations: [Finding],
                                  options: Options) -> GraphView {
        let violationsByLocation = Dictionary(grouping: violations, by: \.location)
        let cycleEdges = strongCycleEdges(graph)
        var shown = Set<TypeID>()
        for id in model.typeIDs {
            guard let type = model[id], !type.isTestCode, type.kind != .extension else { continue }
            if type.kind == .protocol { continue }
            if type.isValueType && !options.includeValues { continue }
            shown.insert(id)
        }
        if let sceneName = options.scene {
            let members = Set(model.scenes[sceneName]?.members ?? [])
            var neighbourhood = members
            for edge in graph.edges where drawnKinds.contains(edge.kind) {
                if members.contains(edge.from) { neighbourhood.insert(edge.to) }
                if members.contains(edge.to) { neighbourhood.insert(edge.from) }
            }
            shown = shown.intersection(neighbourhood)
        }
        var nodes: [Node] = []
        for id in shown.sorted() {
            guard let type = model[id] else { continue }
            let file = type.location.file
            nodes.append(Node(id: nodeID(id), name: id.name, kind: type.kind.rawValue, role: type.role, scene: type.scene,
                              file: PathDisplay.relative(file, to: options.workingDirectory),
                              cluster: cluster(of: type),
                              violations: (violationsByLocation[type.location] ?? []).map(\.ruleID).sorted()))
        }
        // Parallel edges of one kind merge into one link labelled with every property.
        var merged: [String: Link] = [:]
        var order: [String] = []
        for edge in graph.edges where drawnKinds.contains(edge.kind) && shown.contains(edge.from) && shown.contains(edge.to)
            && edge.from != edge.to {
            let key = "\(edge.from.module)/\(edge.from.name)>\(edge.to.module)/\(edge.to.name)#\(edge.kind.rawValue)#\(edge.ownership.rawValue)"
            let ruleIDs = edge.kind == .stores || edge.kind == .constructs
                ? (violationsByLocation[edge.location] ?? []).map(\.ruleID) : []
            let label = edge.kind == .stores ? edge.label : ""
            if var link = merged[key] {
                if !label.isEmpty, !link.labels.contains(label) { link.labels.append(label) }
                link.violations = Array(Set(link.violations + ruleIDs)).sorted()
                link.inCycle = link.inCycle || cycleEdges.contains(edge)
                merged[key] = link
            } else {
                order.append(key)
                merged[key] = Link(from: nodeID(edge.from), to: nodeID(edge.to), kind: edge.kind.rawValue,
                                   ownership: edge.ownership, labels: label.isEmpty ? [] : [label],
                                   location: edge.location, violations: Array(Set(ruleIDs)).sorted(),
                                   inCycle: cycleEdges.contains(edge))
            }
        }
        let links = order.compactMap { merged[$0] }.sorted { ($0.from, $0.to, $0.kind) < ($1.from, $1.to, $1.kind) }
        return GraphView(level: .type, nodes: nodes, links: links)
    }

    static func nodeID(_ id: TypeID) -> String { id.module.isEmpty ? id.name : id.module + "." + id.name }

    /// Scenes are clusters of their own; composition roots, coordinators and shared services too.
    static func cluster(of type: ProjectType) -> String? {
        if let scene = type.scene { return "scene \(scene)" }
        switch type.role {
        case .compositionRoot?: return "composition roots"
        case .coordinator?, .navigationRouter?: return "coordinators"
        case .service?, .worker?: return "services"
        default: return nil
        }
    }

    /// Edges that take part in a strong reference cycle.
    static func strongCycleEdges(_ graph: DependencyGraph) -> Set<Edge> {
        var successors: [TypeID: [Edge]] = [:]
        for edge in graph.edges where edge.isStrongReference && edge.from != edge.to {
            successors[edge.from, default: []].append(edge)
        }
        return Set(CycleFinder(successors: successors).cycles().flatMap { $0 })
    }

    // MARK: Scene and module levels

    /// What a type collapses into: a scene, or the type itself for coordinators, composition roots and
    /// shared services, and for value types outside scenes with `--include-values`; nil to leave it out.
    private static func sceneNode(_ type: ProjectType, includeValues: Bool) -> (id: String, kind: String, cluster: String?)? {
        if let scene = type.scene { return ("scene " + scene, "scene", nil) }
        if type.isValueType {
            return includeValues && type.role != .testDouble ? (type.name, type.kind.rawValue, "value types") : nil
        }
        guard type.isReferenceType, let role = type.role else { return nil }
        switch role {
        case .coordinator, .navigationRouter, .compositionRoot, .service, .worker, .viewModel, .view:
            return (type.name, type.kind.rawValue, cluster(of: type))
        default:
            return nil
        }
    }

    /// Module names: the model's (SwiftPM target, pod, Xcode target or project: `ModuleMap`), or
    /// the top folder below the files' common root for files of no known module.
    struct ModuleNames {
        let common: String

        init(model: ProjectModel) {
            common = GraphView.commonFolder(model.files.map(\.path))
        }

        func name(of file: String, module: String) -> String {
            if !module.isEmpty { return module }
            let relative = file.hasPrefix(common) ? String(file.dropFirst(common.count)) : file
            let components = relative.split(separator: "/")
            return components.count > 1 ? String(components[0]) : "(root)"
        }
    }

    static func commonFolder(_ paths: [String]) -> String {
        guard var prefix = paths.first.map({ $0.split(separator: "/").dropLast().map(String.init) }) else { return "" }
        for path in paths.dropFirst() {
            let components = path.split(separator: "/").dropLast().map(String.init)
            var count = 0
            while count < min(prefix.count, components.count), prefix[count] == components[count] { count += 1 }
            prefix = Array(prefix.prefix(count))
        }
        let joined = prefix.joined(separator: "/")
        let leading = paths.first?.hasPrefix("/") == true ? "/" : ""
        return joined.isEmpty ? leading : leading + joined + "/"
    }

    private static func collapsed(model: ProjectModel, graph: DependencyGraph, violations: [Finding], options: Options,
                                  by collapse: (ProjectType, ProjectModel) -> (id: String, kind: String, cluster: String?)?) -> GraphView {
        let violationsByLocation = Dictionary(grouping: violations, by: \.location)
        var nodes: [String: Node] = [:]
        var owner: [TypeID: String] = [:]
        for id in model.typeIDs {
            guard let type = model[id], !type.isTestCode, let target = collapse(type, model) else { continue }
            owner[id] = target.id
            var node = nodes[target.id] ?? Node(id: target.id, name: target.id.replacingPrefix("scene ").replacingPrefix("module "),
                                                kind: target.kind, role: target.kind == type.kind.rawValue ? type.role : nil,
                                                scene: target.kind == "scene" ? type.scene : nil,
                                                file: target.kind == type.kind.rawValue
                                                    ? PathDisplay.relative(type.location.file, to: options.workingDirectory) : nil,
                                                cluster: target.cluster, violations: [])
            node.violations = Array(Set(node.violations + (violationsByLocation[type.location] ?? []).map(\.ruleID))).sorted()
            nodes[target.id] = node
        }
        var links: [String: Link] = [:]
        let isModuleLevel = options.level == .module
        for edge in graph.edges where [.stores, .constructs, .injects, .calls].contains(edge.kind) {
            guard let from = owner[edge.from], let to = owner[edge.to], from != to else { continue }
            // A module depends on another only where its own code names that module's types: a
            // protocol-typed reference reaching a conformer in a module it does not import (the app
            // implementing a framework's protocol), or the app handing its own object to a
            // framework type's initialiser, is the app's dependency, not the framework's.
            if isModuleLevel, model.module(of: edge.location.file) != edge.from.module
                || !model.sees(module: edge.to.module, fromFile: edge.location.file) { continue }
            let key = from + ">" + to
            let ruleIDs = (violationsByLocation[edge.location] ?? []).map(\.ruleID)
            var link = links[key] ?? Link(from: from, to: to, kind: "depends", ownership: .weak, labels: [],
                                          location: nil, violations: [], inCycle: false)
            // Dashed (weak) only when every reference behind the link is a weak or unowned stored one.
            if edge.kind != .stores || edge.isStrongReference { link.ownership = .strong }
            if !link.labels.contains(edge.kind.rawValue) { link.labels.append(edge.kind.rawValue) }
            link.labels.sort()
            // A link that only constructs is drawn as a construction.
            link.kind = link.labels == [EdgeKind.constructs.rawValue] ? EdgeKind.constructs.rawValue : "depends"
            link.violations = Array(Set(link.violations + ruleIDs)).sorted()
            links[key] = link
        }
        if options.level == .module {
            // `import Core` between the project's own modules.
            let modules = Set(nodes.keys)
            let names = ModuleNames(model: model)
            for file in model.files {
                let from = "module " + names.name(of: file.path, module: model.module(of: file.path))
                // Test code is not drawn, so neither are its imports: a link needs a node at both ends.
                guard modules.contains(from) else { continue }
                for fact in file.imports where modules.contains("module " + fact.module) && "module " + fact.module != from {
                    let to = "module " + fact.module
                    var link = links[from + ">" + to] ?? Link(from: from, to: to, kind: "depends", ownership: .weak, labels: [],
                                                             location: nil, violations: [], inCycle: false)
                    if !link.labels.contains("imports") { link.labels.append("imports") }
                    link.labels.sort()
                    links[from + ">" + to] = link
                }
            }
        }
        if let sceneName = options.scene {
            let center = "scene " + sceneName
            let keep = Set(links.values.filter { $0.from == center || $0.to == center }.flatMap { [$0.from, $0.to] } + [center])
            nodes = nodes.filter { keep.contains($0.key) }
            links = links.filter { keep.contains($0.value.from) && keep.contains($0.value.to) }
        }
        let level: GraphLevel = nodes.values.contains { $0.kind == "module" } ? .module : .scene
        return GraphView(level: level, nodes: nodes.values.sorted { $0.id < $1.id },
                         links: links.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) })
    }
}

private extension String {
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
