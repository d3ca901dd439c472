import ArchlintModel

/// How messages write references and chains: `A.x → B.y → A`.
enum Chains {
    static func describe(_ edges: [Edge]) -> String {
        guard let first = edges.first else { return "" }
        var parts = edges.map { "\($0.from.name).\($0.label)" }
        parts.append(edges.last?.to.name ?? first.from.name)
        return parts.joined(separator: " → ")
    }
}
