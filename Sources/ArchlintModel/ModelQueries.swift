import ArchlintFacts

/// The questions rules, graph exporters and the baseline ask of the model, answered in one place so
/// no rule re-derives them.
extension ProjectModel {
    /// Test code (SPEC §3): test doubles, test cases, anything declared only under test folders. It
    /// takes no part in production findings.
    public func isTestCode(_ id: TypeID) -> Bool { self[id]?.isTestCode ?? false }

    /// The production types, sorted.
    public var productionTypeIDs: [TypeID] { typeIDs.filter { !isTestCode($0) } }

    /// The scene a type belongs to, if any.
    public func scene(of id: TypeID) -> Scene? { self[id]?.scene.flatMap { scenes[$0] } }

    /// Whether `name` is a local declared in `member` of `type` (not a parameter or property).
    public func isLocal(_ name: String, in type: TypeID?, member: String?) -> Bool {
        localBindings(name, in: type, member: member) != nil
    }
}

extension DependencyGraph {
    /// Who builds `id`: the types that construct it or append it to their children, sorted.
    public func builders(of id: TypeID) -> [TypeID] { (builders[id] ?? []).sorted() }

    /// The concrete types visibly stored in a slot (assignments, appends, initialiser arguments), sorted.
    public func storedTypes(holder: TypeID, property: String) -> [TypeID] {
        wiring.types(in: Wiring.Slot(holder: holder, property: property)).sorted()
    }

    /// Who could be behind a stored property (SPEC §4): the written type, or for a protocol the
    /// conformers visibly wired there (all conformers only for a single, unwired, protocol-typed value).
    public func possibleTargets(of holder: TypeID, property: String) -> [TypeID] {
        edges(from: holder).filter { $0.kind == .stores && $0.label == property }.map(\.to)
    }
}
