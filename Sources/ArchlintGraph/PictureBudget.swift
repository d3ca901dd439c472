/// How much one picture may hold and still be drawn and read. Mermaid stops at its defaults
/// (`maxEdges` 500, `maxTextSize` 50,000 characters); Graphviz's `dot` has no limit, but its layout
/// grows much faster than the links (a 4,500-link scene graph does not lay out in minutes), and no
/// one reads a thousand arrows. A default picture past its budget keeps what matters most and says
/// what it left out and how to see it.
public struct PictureBudget: Sendable {
    public var maximumLinks: Int
    public var maximumCharacters: Int?
    /// Whose limits these are, for the note ("Mermaid's limits").
    public var owner: String

    public static let mermaid = PictureBudget(maximumLinks: 500, maximumCharacters: 50_000, owner: "Mermaid's limits")
    /// What `dot` lays out in seconds, and more than anyone reads: the 500 most connected links of
    /// nova-viper's scene graph lay out in under 2 s (with the exporter's settings for big pictures),
    /// its 1,000 in 9 s.
    public static let graphviz = PictureBudget(maximumLinks: 500, maximumCharacters: nil,
                                               owner: "what Graphviz lays out in seconds")

    /// The budget of a picture format; nil for data (JSON), which is never cut.
    public static func of(format: String) -> PictureBudget? {
        switch format {
        case MermaidGraphExporter.format: return .mermaid
        case DOTGraphExporter.format, "svg": return .graphviz
        default: return nil
        }
    }

    public init(maximumLinks: Int, maximumCharacters: Int?, owner: String) {
        self.maximumLinks = maximumLinks
        self.maximumCharacters = maximumCharacters
        self.owner = owner
    }

    /// The view cut to fit, and the note to print, or the view unchanged and nil when it fits.
    ///
    /// What stays: first the links with findings and the strong cycles, with their ends and every node
    /// with a finding; then whole nodes, the most connected first (ties by id), each with its links to
    /// the nodes already kept. So the picture is the core of the app, never an alphabetical slice, and
    /// a kept node never loses a link to another kept node.
    public func fit(_ view: GraphView, render: (GraphView) -> String) -> (view: GraphView, note: String?) {
        func fits(_ candidate: GraphView) -> Bool {
            candidate.links.count <= maximumLinks && (maximumCharacters.map { render(candidate).count <= $0 } ?? true)
        }
        if fits(view) { return (view, nil) }
        let findings = view.links.filter { !$0.violations.isEmpty || $0.inCycle }
        let core = Set(findings.flatMap { [$0.from, $0.to] } + view.nodes.filter { !$0.violations.isEmpty }.map(\.id))
        var degree: [String: Int] = [:]
        for link in view.links { degree[link.from, default: 0] += 1; degree[link.to, default: 0] += 1 }
        let others = view.nodes.map(\.id).filter { !core.contains($0) }
            .sorted { (degree[$0] ?? 0, $1) > (degree[$1] ?? 0, $0) }
        func cut(_ count: Int) -> GraphView { view.keeping(core.union(others.prefix(count))) }
        var fitted: GraphView
        if fits(cut(0)) {
            // The most nodes that fit (links and rendered size only grow with the nodes kept).
            var low = 0, high = others.count
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(cut(middle)) { low = middle } else { high = middle - 1 }
            }
            fitted = cut(low)
        } else {
            // The findings alone are too many: as many of them as fit, in the view's order.
            var low = 0, high = min(findings.count, maximumLinks)
            func firstFindings(_ count: Int) -> GraphView {
                let kept = Array(findings.prefix(count))
                let keys = Set(kept.map(Self.key))
                var smaller = view.keeping(Set(kept.flatMap { [$0.from, $0.to] }))
                smaller.links = smaller.links.filter { keys.contains(Self.key($0)) }
                return smaller
            }
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(firstFindings(middle)) { low = middle } else { high = middle - 1 }
            }
            fitted = firstFindings(low)
        }
        let limits = [maximumLinks.formatted + " links"] + (maximumCharacters.map { [$0.formatted + " characters"] } ?? [])
        let note = "left out \((view.links.count - fitted.links.count).formatted) of \(view.links.count.formatted) links and "
            + "\((view.nodes.count - fitted.nodes.count).formatted) of \(view.nodes.count.formatted) nodes to stay within \(owner) "
            + "(\(limits.joined(separator: ", "))), keeping findings, cycles and the most connected nodes; "
            + "narrow it with `archlint graph` --focus, --violations-only, --collapse or --exclude, or draw all of it with --no-limit"
        return (fitted, note)
    }

    private static func key(_ link: GraphView.Link) -> String { "\(link.from)>\(link.to)>\(link.kind)" }
}

private extension Int {
    /// 50000 as "50,000": the same in every locale, so the output is too.
    var formatted: String {
        let digits = String(self)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
