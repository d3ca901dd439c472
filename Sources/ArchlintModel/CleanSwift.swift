/// The Clean Swift naming conventions in one place: the scene protocols and the roles they mark.
public enum CleanSwift {
    /// Scene protocol suffixes and the role of a type that conforms to one, in the order role
    /// inference tries them.
    public static let sceneProtocols: [(suffix: String, role: Role)] = [
        ("DisplayLogic", .view), ("BusinessLogic", .interactor), ("PresentationLogic", .presenter),
        ("RoutingLogic", .vipRouter), ("DataPassing", .vipRouter),
    ]

    /// The protocols whose declaration makes a scene a Clean Swift scene.
    public static let sceneDeclaringSuffixes = ["BusinessLogic", "PresentationLogic", "DisplayLogic", "RoutingLogic"]

    /// Every protocol suffix of a scene's boundaries, data store included.
    public static let boundarySuffixes = sceneDeclaringSuffixes + ["DataStore", "DataPassing"]

    /// The protocol a component holds on each allowed VIP edge (`vip_protocol_boundary`).
    public static let boundaryProtocols: [[Role]: String] = [
        [.view, .interactor]: "BusinessLogic",
        [.interactor, .presenter]: "PresentationLogic",
        [.presenter, .view]: "DisplayLogic",
        [.view, .vipRouter]: "RoutingLogic",
    ]

    /// Whether a (simple) protocol name is one of a scene's boundary protocols.
    public static func isBoundaryProtocol(_ simpleName: String) -> Bool {
        boundarySuffixes.contains { simpleName.hasSuffix($0) }
    }

    /// Whether a (simple) name marks a VIP router by conformance.
    public static func isRoutingProtocol(_ simpleName: String) -> Bool {
        simpleName.hasSuffix("RoutingLogic") || simpleName.hasSuffix("DataPassing")
    }
}
