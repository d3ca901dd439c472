/// Why a type has its role (SPEC §3, "Evidence beats names"): the kind of evidence, strongest first,
/// and what exactly was seen, so a surprising finding can be understood without reading archlint.
public struct RoleEvidence: Codable, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable, Comparable, CaseIterable {
        /// A `roles:` rule of the configuration.
        case configuration
        /// Test code: a test folder or file, a test base class, a `*Mock`/`*Spy`… name.
        case testCode = "test code"
        /// Conformance to a Clean Swift scene protocol (`*BusinessLogic`, `*DisplayLogic`…).
        case sceneProtocol = "scene protocol"
        /// Conformance to another protocol that decides the role (a `*Coordinator` protocol).
        case conformance
        /// What the type does: builds and stores services, wraps a navigation controller…
        case behaviour
        /// A superclass: UIKit's view controllers, or a project class with a role.
        case superclass
        /// The type's name alone.
        case name
        /// What the type is: a value type with no other role is a model.
        case declaration

        private var rank: Int { Kind.allCases.firstIndex(of: self) ?? 0 }
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rank < rhs.rank }
    }

    public var kind: Kind
    public var detail: String

    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    public var description: String { "\(kind.rawValue): \(detail)" }
}
