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
/// Inlinable, so each rule's use is compiled for its own link type: unspecialised generic code
/// hashed every node through witness tables and was most of `ownership_cycle`.
public struct CycleFinder<Link: DirectedLink> {
    public typealias Node = Link.Node
    @usableFromInline let successors: [Node: [Link]]
    public var maximumLength = 8
    public var maximumCycles = 500

    @inlinable
    public init(successors: [Node: [Link]]) {
        self.successors = successors
    }

    @inlinable
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

    @inlinable
    func search(from node: Node, start: Node, members: Set<Node>, path: inout [Link],
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

    /// Tarjan's algorithm, iterative so deep graphs cannot overflow the stack. Nodes are numbered in
    /// sorted order first, so the walk itself touches arrays, not hash tables.
    @inlinable
    public func stronglyConnectedComponents() -> [[Node]] {
        let nodes = Set(successors.keys).union(successors.values.flatMap { $0.map(\.to) }).sorted()
        var numbers: [Node: Int] = [:]
        numbers.reserveCapacity(nodes.count)
        for (number, node) in nodes.enumerated() { numbers[node] = number }
        let targets: [[Int]] = nodes.map { node in (successors[node] ?? []).map { numbers[$0.to]! } }
        var index = 0
        var indices = [Int](repeating: -1, count: nodes.count)
        var lowlinks = [Int](repeating: 0, count: nodes.count)
        var onStack = [Bool](repeating: false, count: nodes.count)
        var stack: [Int] = []
        var components: [[Node]] = []
        for root in nodes.indices where indices[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            indices[root] = index; lowlinks[root] = index; index += 1
            stack.append(root); onStack[root] = true
            while !work.isEmpty {
                let (node, next) = work[work.count - 1]
                let edges = targets[node]
                if next < edges.count {
                    work[work.count - 1].next += 1
                    let target = edges[next]
                    if indices[target] < 0 {
                        indices[target] = index; lowlinks[target] = index; index += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowlinks[node] = min(lowlinks[node], indices[target])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last?.node { lowlinks[parent] = min(lowlinks[parent], lowlinks[node]) }
                    if lowlinks[node] == indices[node] {
                        var component: [Int] = []
                        while let member = stack.popLast() {
                            onStack[member] = false
                            component.append(member)
                            if member == node { break }
                        }
                        // Numbers follow the sorted order, so sorting them sorts the nodes.
                        components.append(component.sorted().map { nodes[$0] })
                    }
                }
            }
        }
        return components.sorted { $0[0] < $1[0] }
    }
}
