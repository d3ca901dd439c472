import ArchlintFacts

/// A link of a directed graph: the dependency graph's edges, or a rule's own links (the lazy vars of a
/// container that build each other).
public protocol DirectedLink {
    associatedtype Node: Hashable & Comparable
    var from: Node { get }
    var to: Node { get }
}

extension Edge: DirectedLink {}

/// Elementary cycles of a directed graph, found deterministically: strongly connected components
/// first, then a bounded search from each component's nodes in sorted order, so each cycle is found
/// once, starting at its smallest node.
public struct CycleFinder<Link: DirectedLink> {
    public typealias Node = Link.Node
    let successors: [Node: [Link]]
    public var maximumLength = 8
    public var maximumCycles = 500

    public init(successors: [Node: [Link]]) {
        self.successors = successors
    }

    public func cycles() -> [[Link]] {
        var result: [[Link]] = []
        for component in stronglyConnectedComponents() where component.count > 1 {
            let members = Set(component)
            for start in component.sorted() {
                var path: [Link] = []
                var onPath: Set<Node> = [start]
                search(from: start, start: start, members: members, path: &path, onPath: &onPath, into: &result)
                if result.count >= maximumCycles { return result }
            }
        }
        return result
    }

    private func search(from node: Node, start: Node, members: Set<Node>, path: inout [Link],
                        onPath: inout Set<Node>, into result: inout [[Link]]) {
        guard path.count < maximumLength, result.count < maximumCycles else { return }
        // One edge per neighbour (the first by label), so parallel properties do not multiply cycles.
        var seenTargets = Set<Node>()
        for edge in successors[node] ?? [] where members.contains(edge.to) && seenTargets.insert(edge.to).inserted {
            if edge.to == start {
                result.append(path + [edge])
            } else if edge.to > start, !onPath.contains(edge.to) {
                path.append(edge)
                onPath.insert(edge.to)
                search(from: edge.to, start: start, members: members, path: &path, onPath: &onPath, into: &result)
                onPath.remove(edge.to)
                path.removeLast()
            }
        }
    }

    /// Tarjan's algorithm, iterative so deep graphs cannot overflow the stack.
    public func stronglyConnectedComponents() -> [[Node]] {
        var index = 0
        var indices: [Node: Int] = [:]
        var lowlinks: [Node: Int] = [:]
        var stack: [Node] = []
        var onStack = Set<Node>()
        var components: [[Node]] = []
        let nodes = Set(successors.keys).union(successors.values.flatMap { $0.map(\.to) }).sorted()
        for root in nodes where indices[root] == nil {
            var work: [(node: Node, next: Int)] = [(root, 0)]
            indices[root] = index; lowlinks[root] = index; index += 1
            stack.append(root); onStack.insert(root)
            while !work.isEmpty {
                let (node, next) = work[work.count - 1]
                let edges = successors[node] ?? []
                if next < edges.count {
                    work[work.count - 1].next += 1
                    let target = edges[next].to
                    if indices[target] == nil {
                        indices[target] = index; lowlinks[target] = index; index += 1
                        stack.append(target); onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target) {
                        lowlinks[node] = min(lowlinks[node]!, indices[target]!)
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last?.node { lowlinks[parent] = min(lowlinks[parent]!, lowlinks[node]!) }
                    if lowlinks[node] == indices[node] {
                        var component: [Node] = []
                        while let member = stack.popLast() {
                            onStack.remove(member)
                            component.append(member)
                            if member == node { break }
                        }
                        components.append(component.sorted())
                    }
                }
            }
        }
        return components.sorted { $0[0] < $1[0] }
    }
}
