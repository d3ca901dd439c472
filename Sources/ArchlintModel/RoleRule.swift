/// An explicit role assignment from configuration: types whose name, file path or conformance
/// matches get the role, before anything is inferred (SPEC §3's resolution order).
public struct RoleRule: Sendable {
    public var role: Role
    public var names: [Glob]
    public var paths: [Glob]
    public var conforms: [Glob]

    public init(role: Role, names: [Glob] = [], paths: [Glob] = [], conforms: [Glob] = []) {
        self.role = role
        self.names = names
        self.paths = paths
        self.conforms = conforms
    }

    func matches(_ type: ProjectType, conformanceNames: [String]) -> Bool {
        if names.contains(where: { $0.matches(type.simpleName) || $0.matches(type.name) }) { return true }
        if type.files.contains(where: { file in paths.contains { $0.matchesPath(file) } }) { return true }
        return conformanceNames.contains { name in conforms.contains { $0.matches(name) } }
    }
}
