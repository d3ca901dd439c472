import ArchlintFacts
import ArchlintModel
import Foundation

/// `{"nodes":[{id,name,kind,role,scene,file,violations}],"edges":[{from,to,kind,ownership,location,violations}]}`.
public struct JSONGraphExporter: GraphExporter {
    public static let format = "json"

    public init() {}

    struct Output: Encodable {
        struct Node: Encodable {
            var id: String
            var name: String
            var kind: String
            var role: String?
            var scene: String?
            var cluster: String?
            var file: String?
            var violations: [String]
        }

        struct Edge: Encodable {
            struct Location: Encodable {
                var file: String
                var line: Int
                var column: Int
            }

            var from: String
            var to: String
            var kind: String
            var ownership: String
            var labels: [String]
            var location: Location?
            var violations: [String]
            var inCycle: Bool
        }

        var level: String
        var nodes: [Node]
        var edges: [Edge]
    }

    public func render(_ view: GraphView) -> String {
        let output = Output(
            level: view.level.rawValue,
            nodes: view.nodes.map {
                Output.Node(id: $0.id, name: $0.name, kind: $0.kind, role: $0.role?.rawValue, scene: $0.scene,
                            cluster: $0.cluster, file: $0.file, violations: $0.violations)
            },
            edges: view.links.map {
                Output.Edge(from: $0.from, to: $0.to, kind: $0.kind, ownership: $0.ownership.rawValue, labels: $0.labels,
                            location: $0.location.map { Output.Edge.Location(file: $0.file, line: $0.line, column: $0.column) },
                            violations: $0.violations, inCycle: $0.inCycle)
            })
        return StableJSON.text(output)
    }
}
