import ArchlintModel

/// Mermaid flowchart, for GitHub Markdown: subgraphs for clusters, `-->` strong, `-.->` weak or
/// unowned, `==>` strong cycles, violating links styled red.
public struct MermaidGraphExporter: GraphExporter {
    public static let format = "mermaid"

    public init() {}

    public func render(_ view: GraphView) -> String {
        // Mermaid ids must be plain: number the nodes in their (sorted) order.
        var ids: [String: String] = [:]
        for (index, node) in view.nodes.enumerated() { ids[node.id] = "n\(index)" }
        var lines = ["flowchart LR"]
        let clusters = Dictionary(grouping: view.nodes.filter { $0.cluster != nil }, by: { $0.cluster! })
        for (index, name) in clusters.keys.sorted().enumerated() {
            lines.append("  subgraph c\(index)[\"\(escape(name))\"]")
            for node in clusters[name] ?? [] { lines.append("    " + nodeLine(node, ids)) }
            lines.append("  end")
        }
        for node in view.nodes where node.cluster == nil { lines.append("  " + nodeLine(node, ids)) }
        var redLinks: [Int] = []
        for (index, link) in view.links.enumerated() {
            guard let from = ids[link.from], let to = ids[link.to] else { continue }
            var label = link.kind == "constructs" ? "builds" : link.labels.joined(separator: ", ")
            if !link.violations.isEmpty { label += (label.isEmpty ? "" : " ") + "[" + link.violations.joined(separator: ", ") + "]" }
            let arrow: String
            if link.inCycle {
                arrow = "=="
            } else if link.ownership != .strong || link.kind == "conforms" {
                arrow = "-."
            } else {
                arrow = "--"
            }
            let connector = label.isEmpty ? (arrow == "-." ? "-.->" : arrow + ">") : "\(arrow) \"\(escape(label))\" \(arrow == "-." ? ".->" : arrow + ">")"
            lines.append("  \(from) \(connector) \(to)")
            if link.inCycle || !link.violations.isEmpty { redLinks.append(index) }
        }
        for role in Set(view.nodes.compactMap(\.role)).sorted() {
            let appearance = GraphStyle.appearance(of: role, kind: "class")
            lines.append("  classDef \(role.rawValue) fill:\(appearance.fill),stroke:#495057")
        }
        lines.append("  classDef violation stroke:#d00000,stroke-width:2px,color:#d00000")
        for node in view.nodes {
            guard let id = ids[node.id] else { continue }
            if let role = node.role { lines.append("  class \(id) \(role.rawValue)") }
            if !node.violations.isEmpty { lines.append("  class \(id) violation") }
        }
        if !redLinks.isEmpty {
            lines.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:#d00000,color:#d00000")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func nodeLine(_ node: GraphView.Node, _ ids: [String: String]) -> String {
        let shape = GraphStyle.appearance(of: node.role, kind: node.kind).mermaidShape
        return "\(ids[node.id] ?? "n")\(shape.open)\"\(escape(node.name))\"\(shape.close)"
    }

    /// Mermaid labels: quotes and markup characters as entity codes, line breaks as spaces.
    func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "#quot;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "&": escaped += "#amp;"
            case "#": escaped += "#35;"
            case "\n", "\r": escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
