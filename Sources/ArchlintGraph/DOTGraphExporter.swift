import ArchlintModel

/// Graphviz DOT: clusters per scene (and for composition roots, coordinators and services), shapes and
/// colours by role with a legend, strong edges solid, weak dashed, unowned dotted, constructions grey,
/// violations red with their rule ids, strong cycles bold red.
public struct DOTGraphExporter: GraphExporter {
    public static let format = "dot"

    /// Links past which the layout trades some crossings for time.
    public static let bigPicture = 200

    public init() {}

    public func render(_ view: GraphView) -> String {
        var lines = ["digraph archlint {",
                     "  graph [rankdir=LR, newrank=true, fontname=\"Helvetica\", fontsize=11, nodesep=0.3, ranksep=0.6];",
                     "  node [fontname=\"Helvetica\", fontsize=10, style=\"filled\", penwidth=1];",
                     "  edge [fontname=\"Helvetica\", fontsize=8, arrowsize=0.7];"]
        if view.links.count > Self.bigPicture {
            // `dot`'s crossing minimisation grows much faster than the links: fewer passes lay a big
            // picture out in seconds rather than minutes, with a few more crossings.
            lines.append("  graph [mclimit=0.3, nslimit=2, nslimit1=2];")
        }
        let clusters = Dictionary(grouping: view.nodes.filter { $0.cluster != nil }, by: { $0.cluster! })
        for (index, name) in clusters.keys.sorted().enumerated() {
            lines.append("  subgraph \(quote("cluster_\(index)")) {")
            lines.append("    label=\(quote(name)); style=\"rounded,dashed\"; color=\"#adb5bd\"; fontcolor=\"#495057\";")
            for node in clusters[name] ?? [] { lines.append("    " + nodeLine(node)) }
            lines.append("  }")
        }
        for node in view.nodes where node.cluster == nil { lines.append("  " + nodeLine(node)) }
        for link in view.links { lines.append("  " + linkLine(link)) }
        lines += legend(view)
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

    /// The roles and link styles this picture uses, and only those: a focused view of three nodes gets
    /// a legend of three entries, not of every role there is.
    private func legend(_ view: GraphView) -> [String] {
        guard view.level == .type, !view.nodes.isEmpty else { return [] }
        let roles = Set(view.nodes.compactMap(\.role))
        var styles: [String] = []
        func uses(_ test: (GraphView.Link) -> Bool) -> Bool { view.links.contains(where: test) }
        func plain(_ link: GraphView.Link) -> Bool { !["constructs", "conforms", "inherits"].contains(link.kind) }
        if uses({ plain($0) && $0.ownership == .strong }) { styles.append("[label=\"strong\"]") }
        if uses({ plain($0) && $0.ownership == .weak }) { styles.append("[label=\"weak\", style=dashed]") }
        if uses({ plain($0) && ($0.ownership == .unowned || $0.ownership == .unownedUnsafe) }) {
            styles.append("[label=\"unowned\", style=dotted]")
        }
        if uses({ $0.kind == "constructs" }) { styles.append("[label=\"builds\", color=\"#868e96\", arrowhead=empty]") }
        if uses({ $0.kind == "conforms" }) {
            styles.append("[label=\"conforms\", style=dotted, arrowhead=onormal, color=\"#868e96\"]")
        }
        if uses({ $0.kind == "inherits" }) { styles.append("[label=\"inherits\", arrowhead=empty, color=\"#495057\"]") }
        if uses({ !$0.violations.isEmpty || $0.inCycle }) {
            styles.append("[label=\"violation / cycle\", color=\"#d00000\", fontcolor=\"#d00000\", penwidth=2.5]")
        }
        let shownRoles = GraphStyle.legendRoles.filter(roles.contains)
        guard !shownRoles.isEmpty || !styles.isEmpty else { return [] }
        var lines = ["  subgraph \"cluster_legend\" {",
                     "    label=\"legend\"; style=\"rounded\"; color=\"#ced4da\"; fontcolor=\"#868e96\";",
                     "    node [fontsize=8, height=0.2];"]
        var previous: String?
        for role in shownRoles {
            let appearance = GraphStyle.appearance(of: role, kind: "class")
            let id = "legend_\(role.rawValue)"
            lines.append("    \(quote(id)) [label=\(quote(role.displayName)), shape=\(appearance.shape), fillcolor=\(quote(appearance.fill))];")
            if let previous { lines.append("    \(quote(previous)) -> \(quote(id)) [style=invis];") }
            previous = id
        }
        if !styles.isEmpty {
            lines += ["    \"legend_a\" [label=\"owner\", shape=plaintext, style=\"\"];",
                      "    \"legend_b\" [label=\"owned\", shape=plaintext, style=\"\"];"]
            lines += styles.map { "    \"legend_a\" -> \"legend_b\" \($0);" }
        }
        lines.append("  }")
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
