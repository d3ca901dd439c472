import ArchlintModel

/// The views that keep a big app's picture readable: leave nodes out (`--exclude`), collapse types
/// into their folders, keep only what the findings touch, and narrow to a neighbourhood (`--focus`),
/// to everything that depends on a node (`--reaches`) or to the paths between two nodes (`--path`).
/// Each step takes a built `GraphView` and returns a smaller one, so every level and every exporter
/// gets every view; nodes and links stay sorted.
public struct GraphSelection: Sendable {
    public var exclude: [Glob] = []
    public var collapseFolders = false
    public var violationsOnly = false
    public var focus: [Glob] = []
    /// Neighbours of the focus, in both directions, this many links away.
    public var depth = 1
    public var reaches: [Glob] = []
    public var path: (from: Glob, to: Glob)?

    public init() {}

    /// What a selection found wrong with its own arguments: a name that matches nothing, no path.
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// The selected view, and notes for the user (the paths found, what was left out).
    public func apply(to view: GraphView) throws -> (view: GraphView, notes: [String]) {
        var view = view
        var notes: [String] = []
        if !exclude.isEmpty {
            view = view.keeping(view.nodes.filter { node in !exclude.contains { GraphSelection.matches($0, node) } }.map(\.id))
        }
        if collapseFolders { view = view.collapsedIntoFolders() }
        if violationsOnly { view = view.violationsWithContext() }
        if !focus.isEmpty {
            let centre = try matchingNodes(focus, in: view, option: "--focus")
            view = view.keeping(view.neighbourhood(of: centre, depth: max(0, depth)))
        }
        if !reaches.isEmpty {
            let targets = try matchingNodes(reaches, in: view, option: "--reaches")
            view = view.keeping(view.dependents(of: targets).union(targets))
        }
        if let path {
            let from = try matchingNodes([path.from], in: view, option: "--path")
            let to = try matchingNodes([path.to], in: view, option: "--path")
            let found = view.paths(from: from, to: to)
            guard !found.isEmpty else {
                throw Problem(description: "no dependency path from '\(path.from)' to '\(path.to)'")
            }
            let names = Dictionary(uniqueKeysWithValues: view.nodes.map { ($0.id, $0.name) })
            for (index, route) in found.enumerated() {
                notes.append("path \(index + 1) (\(route.count - 1) link\(route.count == 2 ? "" : "s")): "
                    + route.map { names[$0] ?? $0 }.joined(separator: " -> "))
            }
            let onPaths = Set(found.flatMap { $0 })
            let steps = Set(found.flatMap { route in zip(route, route.dropFirst()).map { "\($0.0)>\($0.1)" } })
            view = view.keeping(onPaths)
            view.links = view.links.filter { steps.contains("\($0.from)>\($0.to)") }
        }
        return (view, notes)
    }

    /// A node is named by its name, its id (`Module.Type`, `scene Login`) or its file.
    static func matches(_ glob: Glob, _ node: GraphView.Node) -> Bool {
        glob.matches(node.name) || glob.matches(node.id) || (node.file.map(glob.matches) ?? false)
    }

    private func matchingNodes(_ globs: [Glob], in view: GraphView, option: String) throws -> Set<String> {
        let matched = Set(view.nodes.filter { node in globs.contains { GraphSelection.matches($0, node) } }.map(\.id))
        guard matched.isEmpty else { return matched }
        let wanted = globs.map(\.pattern).joined(separator: ", ")
        let near = view.nodes.map(\.name).filter { name in
            globs.contains { name.lowercased().contains($0.pattern.lowercased().filter { $0 != "*" && $0 != "?" }) }
        }.prefix(5)
        let hint = near.isEmpty ? "" : " (did you mean: \(near.joined(separator: ", "))?)"
        throw Problem(description: "\(option) \(wanted): no node of this graph level matches\(hint)")
    }
}

extension GraphView {
    /// Only these nodes, and the links between them.
    func keeping(_ ids: Set<String>) -> GraphView {
        var view = self
        view.nodes = nodes.filter { ids.contains($0.id) }
        view.links = links.filter { ids.contains($0.from) && ids.contains($0.to) }
        return view
    }

    func keeping(_ ids: [String]) -> GraphView { keeping(Set(ids)) }

    /// Nodes at most `depth` links away from `centre`, following links either way.
    func neighbourhood(of centre: Set<String>, depth: Int) -> Set<String> {
        var neighbours: [String: [String]] = [:]
        for link in links {
            neighbours[link.from, default: []].append(link.to)
            neighbours[link.to, default: []].append(link.from)
        }
        return breadthFirst(from: centre, next: neighbours, limit: depth)
    }

    /// Everything that depends on `targets`, directly or through others.
    func dependents(of targets: Set<String>) -> Set<String> {
        var predecessors: [String: [String]] = [:]
        for link in links { predecessors[link.to, default: []].append(link.from) }
        return breadthFirst(from: targets, next: predecessors, limit: Int.max)
    }

    private func breadthFirst(from start: Set<String>, next: [String: [String]], limit: Int) -> Set<String> {
        var seen = start
        var frontier = Array(start)
        var distance = 0
        while !frontier.isEmpty && distance < limit {
            var following: [String] = []
            for node in frontier {
                for neighbour in next[node] ?? [] where seen.insert(neighbour).inserted { following.append(neighbour) }
            }
            frontier = following
            distance += 1
        }
        return seen
    }

    /// The dependency paths from `sources` to `targets`, shortest first: every simple path at most
    /// two links longer than the shortest, at most `limit` of them, ordered by length then names.
    func paths(from sources: Set<String>, to targets: Set<String>, limit: Int = 12) -> [[String]] {
        var successors: [String: [String]] = [:]
        var predecessors: [String: [String]] = [:]
        for link in links where link.from != link.to {
            successors[link.from, default: []].append(link.to)
            predecessors[link.to, default: []].append(link.from)
        }
        // Parallel links (several kinds between two nodes) are one step of a path.
        for key in successors.keys { successors[key] = Array(Set(successors[key]!)).sorted() }
        // Links still needed to reach a target, from each node (breadth first, backwards).
        var remaining: [String: Int] = [:]
        var frontier = targets.sorted()
        for target in frontier { remaining[target] = 0 }
        while !frontier.isEmpty {
            var following: [String] = []
            for node in frontier {
                for previous in predecessors[node] ?? [] where remaining[previous] == nil {
                    remaining[previous] = remaining[node]! + 1
                    following.append(previous)
                }
            }
            frontier = following
        }
        guard let shortest = sources.compactMap({ remaining[$0] }).min(), shortest > 0 || !sources.isDisjoint(with: targets)
        else { return [] }
        let bound = shortest + 2
        var found: [[String]] = []
        var steps = 0
        // Depth first, pruned by the distance still to go; bounded in work as well as in results.
        func extend(_ route: [String]) {
            steps += 1
            guard steps < 200_000, found.count < limit * 8 else { return }
            let last = route[route.count - 1]
            if targets.contains(last), route.count > 1 || sources.contains(last) {
                found.append(route)
                return
            }
            for next in successors[last] ?? [] where !route.contains(next) {
                guard let still = remaining[next], route.count + still <= bound else { continue }
                extend(route + [next])
            }
        }
        for source in sources.sorted() where remaining[source] != nil { extend([source]) }
        return Array(found.sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }.prefix(limit))
    }

    /// The links that findings touch, strong cycles, the nodes with findings, and the nodes at both
    /// ends of those links: just enough context to read each violation.
    func violationsWithContext() -> GraphView {
        let flagged = links.filter { !$0.violations.isEmpty || $0.inCycle }
        var ids = Set(nodes.filter { !$0.violations.isEmpty }.map(\.id))
        for link in flagged { ids.formUnion([link.from, link.to]) }
        var view = keeping(ids)
        let kept = Set(flagged.map { "\($0.from)>\($0.to)>\($0.kind)" })
        view.links = view.links.filter { kept.contains("\($0.from)>\($0.to)>\($0.kind)") }
        return view
    }

    /// One node per folder of the types' files; links merged as at the scene and module levels.
    func collapsedIntoFolders() -> GraphView {
        func folder(of node: Node) -> String {
            guard let file = node.file, let slash = file.lastIndex(of: "/") else { return node.file == nil ? node.id : "." }
            return String(file[..<slash])
        }
        var owner: [String: String] = [:]
        var folders: [String: Node] = [:]
        for node in nodes {
            let name = folder(of: node)
            let id = "folder " + name
            owner[node.id] = id
            var merged = folders[id] ?? Node(id: id, name: name, kind: "folder", role: nil, scene: nil, file: nil,
                                             cluster: nil, violations: [])
            merged.violations = Array(Set(merged.violations + node.violations)).sorted()
            folders[id] = merged
        }
        var merged: [String: Link] = [:]
        for link in links {
            guard let from = owner[link.from], let to = owner[link.to], from != to else { continue }
            let key = from + ">" + to
            var folderLink = merged[key] ?? Link(from: from, to: to, kind: "depends", ownership: .weak, labels: [],
                                                 location: nil, violations: [], inCycle: false)
            if link.ownership == .strong { folderLink.ownership = .strong }
            let label = link.kind == "stores" ? "stores" : link.kind
            if !folderLink.labels.contains(label) { folderLink.labels.append(label) }
            folderLink.labels.sort()
            folderLink.kind = folderLink.labels == ["constructs"] ? "constructs" : "depends"
            folderLink.violations = Array(Set(folderLink.violations + link.violations)).sorted()
            folderLink.inCycle = folderLink.inCycle || link.inCycle
            merged[key] = folderLink
        }
        return GraphView(level: level, nodes: folders.values.sorted { $0.id < $1.id },
                         links: merged.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) })
    }
}
