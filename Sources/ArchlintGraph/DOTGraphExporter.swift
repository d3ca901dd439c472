import ArchlintModel

/// Graphviz DOT: clusters per scene (and for composition roots, coordinators and services), shapes and
/// colours by role with a legend, strong edges solid, weak dashed, unowned dotted, constructions grey,
/// violations red with their rule ids, strong cycles bold red.
public struct DOTGraphExporter: GraphExporter {
    public static let format = "dot"

    public init() {}

    public func render(_ view: GraphView) -> String {
        var lines = ["digraph archlint {",
                     "  graph [rankdir=LR, newrank=true, fontname=\"Helvetica\", fontsize=11, nodesep=0.3, ranksep=0.6];",
                     "  node [fontname=\"Helvetica\", fontsize=10, style=\"filled\", penwidth=1];",
                     "  edge [fontname=\"Helvetica\", fontsize=8, arrowsize=0.7];"]
        let clusters = Dictionary(grouping: view.nodes.filter { $0.cluster != nil }, by: { $0.cluster! })
        for (index, name) in clusters.keys.sorted().enumerated() {
            lines.append("  subgraph \(quote("cluster_\(index)")) {")
            lines.append("    label=\(quote(name)); style=\"rounded,dashed\"; color=\"#adb5bd\"; fontcolor=\"#495057\";")
            for node in clusters[name] ?? [] { lines.append("    " + nodeLine(node)) }
            lines.append("  }")
        }
        for node in view.nodes where node.cluster == nil { lines.append("  " + nodeLine(node)) }
        for link in view.links { lines.append("  " + linkLine(link)) }
        lines += legend(view.level)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func nodeLine(_ node: GraphView.Node) -> String {
        let appearance = GraphStyle.appearance(of: node.role, kind: node.kind)
        var tooltip = node.name + (node.role.map { " (\($0.displayName))" } ?? " (\(node.kind))")
        if let file = node.file { tooltip += "\n" + file }
        var attributes = ["label=\(quote(node.name))", "shape=\(appearance.shape)", "fillcolor=\(quote(appearance.fill))"]
        if !node.violations.isEmpty {
            tooltip += "\n" + node.violations.joined(separator: ", ")
            attributes += ["color=\"#d00000\"", "fontcolor=\"#d00000\"", "penwidth=2"]
        }
        attributes.append("tooltip=\(quote(tooltip))")
        return "\(quote(node.id)) [\(attributes.joined(separator: ", "))];"
    }

    private func linkLine(_ link: GraphView.Link) -> String {
        var attributes: [String] = []
        var label = link.labels.joined(separator: ", ")
        switch link.kind {
        case "constructs":
            attributes += ["color=\"#868e96\"", "arrowhead=empty"]
            label = "builds"
        case "conforms":
            attributes += ["style=dotted", "arrowhead=onormal", "color=\"#868e96\""]
        case "inherits":
            attributes += ["arrowhead=empty", "color=\"#495057\""]
        default:
            switch link.ownership {
            case .weak: attributes.append("style=dashed")
            case .unowned, .unownedUnsafe: attributes.append("style=dotted")
            case .strong: break
            }
        }
        if !link.violations.isEmpty {
            label += (label.isEmpty ? "" : " ") + "[" + link.violations.joined(separator: ", ") + "]"
        }
        if !link.violations.isEmpty || link.inCycle {
            attributes.removeAll { $0.hasPrefix("color=") }
            attributes += ["color=\"#d00000\"", "fontcolor=\"#d00000\""]
        }
        if link.inCycle { attributes.append("penwidth=2.5") }
        if !label.isEmpty { attributes.insert("label=\(quote(label))", at: 0) }
        var tooltip = "\(link.from) → \(link.to): \(link.kind)"
        if let location = link.location { tooltip += " at \(location.line):\(location.column)" }
        if !link.violations.isEmpty { tooltip += " — " + link.violations.joined(separator: ", ") }
        attributes.append("tooltip=\(quote(tooltip))")
        return "\(quote(link.from)) -> \(quote(link.to)) [\(attributes.joined(separator: ", "))];"
    }

    private func legend(_ level: GraphLevel) -> [String] {
        guard level == .type else { return [] }
        var lines = ["  subgraph \"cluster_legend\" {",
                     "    label=\"legend\"; style=\"rounded\"; color=\"#ced4da\"; fontcolor=\"#868e96\";",
                     "    node [fontsize=8, height=0.2];"]
        var previous: String?
        for role in GraphStyle.legendRoles {
            let appearance = GraphStyle.appearance(of: role, kind: "class")
            let id = "legend_\(role.rawValue)"
            lines.append("    \(quote(id)) [label=\(quote(role.displayName)), shape=\(appearance.shape), fillcolor=\(quote(appearance.fill))];")
            if let previous { lines.append("    \(quote(previous)) -> \(quote(id)) [style=invis];") }
            previous = id
        }
        lines += ["    \"legend_a\" [label=\"owner\", shape=plaintext, style=\"\"];",
                  "    \"legend_b\" [label=\"owned\", shape=plaintext, style=\"\"];",
                  "    \"legend_a\" -> \"legend_b\" [label=\"strong\"];",
                  "    \"legend_a\" -> \"legend_b\" [label=\"weak\", style=dashed];",
                  "    \"legend_a\" -> \"legend_b\" [label=\"unowned\", style=dotted];",
                  "    \"legend_a\" -> \"legend_b\" [label=\"builds\", color=\"#868e96\", arrowhead=empty];",
                  "    \"legend_a\" -> \"legend_b\" [label=\"violation / cycle\", color=\"#d00000\", fontcolor=\"#d00000\", penwidth=2.5];",
                  "  }"]
        return lines
    }

    /// Graphviz rejects a quoted string longer than 16,384 bytes; longer names are cut, and keep a
    /// hash of the whole name so two long names stay two nodes.
    static let longestQuotedScalars = 1_000

    /// A DOT double-quoted string: backslashes and quotes escaped, line breaks as `\n`.
    func quote(_ text: String) -> String {
        var escaped = "\""
        var scalars = Substring(text).unicodeScalars
        var suffix = ""
        if scalars.count > Self.longestQuotedScalars {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike Hasher
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            scalars = scalars.prefix(Self.longestQuotedScalars)
            suffix = "…" + String(hash, radix: 16)
        }
        for scalar in scalars.map({ $0 }) + suffix.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += " "
            default:
                if scalar.value < 0x20 { escaped += " " } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped + "\""
    }
}

public protocol GraphExporter: Sendable {
    static var format: String { get }
    func render(_ view: GraphView) -> String
}

public enum GraphExporters {
    public static func exporter(forFormat format: String) -> (any GraphExporter)? {
        switch format {
        case DOTGraphExporter.format: return DOTGraphExporter()
        case MermaidGraphExporter.format: return MermaidGraphExporter()
        case JSONGraphExporter.format: return JSONGraphExporter()
        default: return nil
        }
    }

    public static let formats = [DOTGraphExporter.format, MermaidGraphExporter.format, JSONGraphExporter.format]
}
