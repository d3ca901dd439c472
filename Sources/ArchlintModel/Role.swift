/// An architectural role (SPEC §3).
public enum Role: String, Codable, CaseIterable, Sendable, Comparable {
    case view
    case interactor
    case presenter
    case vipRouter = "router"
    case navigationRouter = "navigation_router"
    case worker
    case dataStore = "data_store"
    case coordinator
    case compositionRoot = "composition_root"
    case service
    case viewModel = "view_model"
    case model
    case testDouble = "test_double"

    /// VIP roles: the members of a Clean Swift scene.
    public var isSceneMember: Bool {
        switch self {
        case .view, .interactor, .presenter, .vipRouter, .worker, .dataStore, .model: return true
        default: return false
        }
    }

    /// The VIP components between which `vip_direction` checks edges.
    public var isVIPComponent: Bool {
        switch self {
        case .view, .interactor, .presenter, .vipRouter, .worker, .dataStore: return true
        default: return false
        }
    }

    /// Who owns whom when construction does not show it: a higher rank owns a lower one.
    public var ownershipRank: Int? {
        switch self {
        case .compositionRoot: return 6
        case .coordinator: return 5
        case .view: return 4
        case .interactor, .vipRouter: return 3
        case .presenter: return 2
        case .worker, .service: return 1
        default: return nil
        }
    }

    public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }

    public var displayName: String {
        switch self {
        case .vipRouter: return "router"
        case .navigationRouter: return "navigation router"
        case .dataStore: return "data store"
        case .compositionRoot: return "composition root"
        case .viewModel: return "view model"
        case .testDouble: return "test double"
        default: return rawValue
        }
    }
}
