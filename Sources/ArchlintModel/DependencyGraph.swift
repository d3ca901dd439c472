import ArchlintFacts
import Foundation

/// The dependency and ownership graph over project types (SPEC §4).
public struct DependencyGraph: Sendable {
    public let model: ProjectModel
    /// Every edge, sorted by (from, kind, location, to); one type's edges are one run of it.
    public private(set) var edges: [Edge] = []
    /// Each type's run of `edges`, by `TypeID.index`: a slice of the one array, not a second copy.
    private var outgoingRanges: [Range<Int>] = []
    /// Who constructs whom (`B` builds `A`), and who appends whom to its children: by the built
    /// type's `TypeID.index`, the builders sorted and unique.
    private var buildersByType: [[TypeID]] = []
    /// What each of a type's constructions resolves to, by `TypeID.index`, in the order of
    /// `model.constructions[id]`: resolved once here for the edges, and read again by rules.
    private var constructionTargetsByType: [[[TypeID]]] = []
    private let inference: ValueTypeInference
    /// The last component of every assignment target (`x` for `self.x = …` and `child.x = …`) and of
    /// every collection something is appended or inserted into.
    private let assignedNames: StringSet
    /// Whether some assignment's target ends in this name, or something is put into a collection of it.
    public func isAssigned(_ name: String) -> Bool { assignedNames.contains(name) }
    /// What is visibly put into each property.
    let wiring: Wiring

    /// One type's share of the graph, built on its own.
    private struct TypeEdges: Sendable {
        var edges: [Edge] = []
        /// The types it constructs or appends to its children (repeats allowed).
        var built: [TypeID] = []
        /// The last components of its assignment targets and filled collections.
        var assignedNames: [String] = []
    }

    public init(model: ProjectModel, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.model = model
        let inference = ValueTypeInference(model: model)
        self.inference = inference
        // What each owner's constructions resolve to, once: the wiring and the edges both need it, and
        // resolving them twice was a tenth of the graph on one thread.
        let constructionTargets = DependencyGraph.constructionTargets(model, jobs: jobs)
        let wiring = Wiring(model: model, inference: inference, constructionTargets: constructionTargets, jobs: jobs)
        self.wiring = wiring
        // Each type's edges depend only on the model and the wiring: built in parallel, each owner's
        // edges sorted on their own. The sort is stable and `from` comes first in its order, so the
        // owners' sorted edges one after the other are the one sorted list a single thread makes.
        // Per type: what it declares, then what it constructs, then what it calls, before the sort
        // (the order the stable sort keeps among equal keys).
        let ids = model.typeIDs
        let perType = ParallelWork.map(ids.count, jobs: jobs) { index in
            DependencyGraph.edges(of: ids[index], model: model, wiring: wiring, inference: inference,
                                  constructionTargets: constructionTargets[index + 1])
        }
        // A `StringSet`: filled on one thread, and `Set<String>` ran SipHash on every name.
        var assignedNames = StringSet()
        // Top-level code has no edges, but its assignments and filled collections count.
        for name in DependencyGraph.assignedNames(of: nil, model: model) { assignedNames.insert(name) }
        var buildersByType = [[TypeID]](repeating: [], count: ids.count)
        var total = 0
        var outgoingRanges: [Range<Int>] = []
        outgoingRanges.reserveCapacity(ids.count)
        for part in perType {
            outgoingRanges.append(total..<total + part.edges.count)
            total += part.edges.count
            for name in part.assignedNames { assignedNames.insert(name) }
        }
        self.constructionTargetsByType = Array(constructionTargets.dropFirst())
        for (id, part) in zip(ids, perType) {
            for built in part.built where Int(built.index) < buildersByType.count {
                buildersByType[Int(built.index)].append(id)
            }
        }
        // Each type's edges copied straight into their place, blocks of types split over the cores:
        // appending them one type after another was a tenth of the graph's time on one thread.
        let ranges = outgoingRanges
        let edges = [Edge](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            guard total > 0 else { return }
            let target = ResultBuffer(base: buffer.baseAddress!)
            let blockSize = 512
            ParallelWork.forEach((perType.count + blockSize - 1) / blockSize, jobs: jobs) { block in
                for index in block * blockSize..<min(perType.count, (block + 1) * blockSize) {
                    let start = ranges[index].lowerBound
                    for (offset, edge) in perType[index].edges.enumerated() {
                        (target.base + start + offset).initialize(to: edge)
                    }
                }
            }
            initializedCount = total
        }
        // Builders were appended in id order: sorted already, repeats side by side.
        for index in buildersByType.indices where buildersByType[index].count > 1 {
            var unique: [TypeID] = []
            for id in buildersByType[index] where unique.last != id { unique.append(id) }
            buildersByType[index] = unique
        }
        self.assignedNames = assignedNames
        self.buildersByType = buildersByType
        self.outgoingRanges = outgoingRanges
        self.edges = edges
    }

    /// What the constructions of every owner (`BodyFactTable` slot order: top-level code, then each
    /// type) resolve to, in the order of `model.constructions[owner]`: the types named by the type
    /// name without generic arguments, from the owner, an alias read through (`ViewModel(…)`).
    private static func constructionTargets(_ model: ProjectModel, jobs: Int) -> [[[TypeID]]] {
        let ids = model.typeIDs
        return ParallelWork.map(ids.count + 1, jobs: jobs) { slot -> [[TypeID]] in
            let owner = slot == 0 ? nil : ids[slot - 1]
            guard let constructions = model.constructions[owner] else { return [] }
            var resolved: [[TypeID]] = []
            resolved.reserveCapacity(constructions.count)
            for index in constructions.indices {
                resolved.append(model.resolveReadingAliases(ProjectModel.stripGenericArguments(constructions[index].typeName),
                                                            fromModule: owner?.module ?? "", context: owner))
            }
            return resolved
        }
    }

    /// A type's edges (sorted), the types it builds and the names it assigns to.
    private static func edges(of id: TypeID, model: ProjectModel, wiring: Wiring, inference: ValueTypeInference,
                              constructionTargets: [[TypeID]]) -> TypeEdges {
        var part = TypeEdges()
        let declared = declaredEdges(of: id, model: model, wiring: wiring, inference: inference)
        part.edges = declared.edges
        if let constructions = model.constructions[id] {
            let constructed = constructionEdges(of: id, constructions: constructions, targets: constructionTargets)
            for position in constructed.indices { part.built.append(constructed[position].to) }
            part.edges += constructed
        }
        if let calls = model.calls[id] {
            let called = callEdges(of: id, calls: calls, model: model, wiring: wiring, inference: inference,
                                   storedTargets: declared.storedTargets)
            part.built += called.children
            part.edges += called.edges
        }
        part.edges.stableSortByMoving(byPosition: Edge.graphOrder)
        part.assignedNames = assignedNames(of: id, model: model)
        return part
    }

    /// The last components of the assignment targets and filled collections in a type's code.
    private static func assignedNames(of owner: TypeID?, model: ProjectModel) -> [String] {
        var names: [String] = []
        // By index: a loop over the facts copied each one to read one field.
        let assignments = model.assignments[owner] ?? []
        for position in assignments.indices where !assignments[position].isDeclaration {
            let target = assignments[position].target
            names.append(ProjectModel.lastComponent(of: target, separator: UInt8(ascii: ".")).map(String.init) ?? target)
        }
        let calls = model.calls[owner] ?? []
        for position in calls.indices where DependencyGraph.filling.contains(calls[position].name) {
            if let base = calls[position].base, let last = ProjectModel.lastComponent(of: base, separator: UInt8(ascii: ".")) {
                names.append(String(last))
            }
        }
        return names
    }

    /// A `StringSet`: every call's name is looked up in it, and `Set<String>` ran SipHash on each.
    private static let filling = StringSet(["append", "insert", "updateValue", "merge", "formUnion"])

    /// A relationship a persistence framework keeps in its store, with its inverse, through the
    /// object's context (CoreStore's `@Field.Relationship`, SwiftData's `@Relationship`): the property
    /// reads the related object from the store; the object does not hold it.
    static func isPersistentRelationship(_ attribute: String) -> Bool {
        let name = attribute.prefix { $0 != "(" }
        return name == "@Relationship" || name.hasSuffix(".Relationship")
    }

    /// A type's edges from its declaration: what it inherits and conforms to, what it stores and
    /// what its initialisers take; and who could be behind each of its stored properties, by their
    /// position in `storedProperties` (nil: one that holds nothing), for the call edges.
    private static func declaredEdges(of id: TypeID, model: ProjectModel, wiring: Wiring, inference: ValueTypeInference)
        -> (edges: [Edge], storedTargets: [[StoredTarget]?]) {
        guard let type = model[id] else { return ([], []) }
        var edges: [Edge] = []
        var storedTargets: [[StoredTarget]?] = []
        for entry in type.inherited {
            for target in model.resolveTypeText(entry, from: id).ids where target != id {
                let kind: EdgeKind = model[target]?.kind == .protocol ? .conforms : .inherits
                edges.append(Edge(from: id, to: target, kind: kind, ownership: .strong, label: "",
                                  location: type.location, isResolvedThroughAbstraction: false))
            }
        }
        let storedProperties = type.storedProperties
        storedTargets.reserveCapacity(storedProperties.count)
        // A SwiftData model's properties are persisted, not held: the `@Model` macro turns each into
        // accessors over the model's backing data, and its context owns the related models (as Core
        // Data's context does for `@NSManaged` properties). A `@Transient` one stays a stored property.
        let isPersistentModel = type.attributes.contains("@Model")
        // A constant that starts as nil (`let next: Page? = nil`) never holds anything.
        for property in storedProperties {
            guard !property.attributes.contains("@NSManaged") && !(property.isLet && property.initializer == .literal("nil"))
                && !(isPersistentModel && !property.attributes.contains("@Transient"))
                && !property.attributes.contains(where: DependencyGraph.isPersistentRelationship)
            else {
                storedTargets.append(nil)
                continue
            }
            let targets = DependencyGraph.storedTargets(of: property, in: id, model: model, wiring: wiring,
                                                        inference: inference)
            storedTargets.append(targets)
            for target in targets {
                edges.append(Edge(from: id, to: target.id, kind: .stores, ownership: property.ownership,
                                  label: property.name, location: property.location,
                                  isResolvedThroughAbstraction: target.abstract, isGuess: target.guess))
            }
        }
        // By index: the filter reads one flag of each function instead of copying it.
        let functions = type.functions
        for position in functions.indices where functions[position].isInitializer {
            let function = functions[position]
            for parameter in function.parameters {
                let resolved = model.resolveTypeText(parameter.typeName, from: id)
                for target in resolved.ids where target != id {
                    edges.append(Edge(from: id, to: target, kind: .injects, ownership: .strong,
                                      label: "init(\(parameter.label ?? "_"):)", location: function.location,
                                      isResolvedThroughAbstraction: model[target]?.kind == .protocol))
                }
            }
        }
        return (edges, storedTargets)
    }

    /// The objects a type's code constructs (`targets`: what each construction resolves to).
    private static func constructionEdges(of owner: TypeID, constructions: ArraySlice<ConstructionFact>,
                                          targets: [[TypeID]]) -> [Edge] {
        var edges: [Edge] = []
        for (offset, index) in constructions.indices.enumerated() {
            for target in targets[offset] where target != owner {
                edges.append(Edge(from: owner, to: target, kind: .constructs, ownership: .strong,
                                  label: constructions[index].context.member ?? "",
                                  location: constructions[index].location, isResolvedThroughAbstraction: false))
            }
        }
        return edges
    }

    /// Calls on a stored property itself (`presenter?.present…`, `childCoordinators.append…`), and
    /// the children appended or inserted into the type's collections.
    /// `storedTargets`: who could be behind each stored property, by position, as the declared edges
    /// found them.
    private static func callEdges(of owner: TypeID, calls: ArraySlice<CallFact>, model: ProjectModel, wiring: Wiring,
                                  inference: ValueTypeInference,
                                  storedTargets: [[StoredTarget]?]) -> (edges: [Edge], children: [TypeID]) {
        var edges: [Edge] = []
        var children: [TypeID] = []
        guard let type = model[owner] else { return ([], []) }
        // A property is called on many times; who could be behind it is worked out once.
        var targetsByProperty: [String: [StoredTarget]] = [:]
        let storedProperties = type.storedProperties
        // What the declared edges found for the property of this name, if they worked it out: the
        // first stored one of the name is the one `property(named:)` finds. Searched in a small
        // type's properties only; a large type's are worked out again.
        func declaredTargets(_ name: String) -> [StoredTarget]? {
            guard storedProperties.count <= ProjectType.indexedMemberCount,
                  let position = storedProperties.firstIndex(where: { $0.name == name }),
                  position < storedTargets.count else { return nil }
            return storedTargets[position]
        }
        // By index, the base read first: most calls are on no stored property of the type, and a
        // loop over the facts copied each one.
        for position in calls.indices {
            guard let base = calls[position].base, !base.utf8Contains(UInt8(ascii: ".")),
                  let property = type.property(named: base), property.isStored else { continue }
            let call = calls[position]
            if call.name == "append" || call.name == "insert" {
                // Appending to a collection of children makes the holder their owner.
                children += wiring.types(in: Wiring.Slot(holder: owner, property: base))
            }
            let targets = targetsByProperty[base] ?? {
                let found = declaredTargets(base)
                    ?? DependencyGraph.storedTargets(of: property, in: owner, model: model, wiring: wiring,
                                                     inference: inference)
                targetsByProperty[base] = found
                return found
            }()
            for target in targets {
                edges.append(Edge(from: owner, to: target.id, kind: .calls, ownership: property.ownership,
                                  label: call.name, location: call.location,
                                  isResolvedThroughAbstraction: target.abstract, isGuess: target.guess))
            }
        }
        return (edges, children)
    }

    /// One type that could be behind a stored property.
    struct StoredTarget {
        var id: TypeID
        /// Reached through a protocol or an external base class.
        var abstract: Bool
        /// Not observed: a fan-out to one of several conformers (see `Edge.isGuess`).
        var guess: Bool
    }

    /// Who could be behind a stored property (SPEC §4): the written concrete type; for a protocol or an
    /// external base class, the concrete types visibly stored there, else (protocols, single values
    /// only) every conformer that is a class or an actor, as a guess when there are several. A
    /// collection holds only what is visibly put in it, never its holder; so does a protocol given as a
    /// generic argument (`ObserverContainer<Observer>` is not every `Observer`) and an `Any` slot.
    static func storedTargets(of property: PropertyFact, in holder: TypeID, model: ProjectModel, wiring: Wiring,
                              inference: ValueTypeInference) -> [StoredTarget] {
        let slot = Wiring.Slot(holder: holder, property: property.name)
        // The slot looked up once for what is put there and where.
        let wiredSlot = wiring.wiring(in: slot)
        let wired = wiredSlot.types
        var result: [StoredTarget] = []
        func add(_ id: TypeID, abstract: Bool, guess: Bool = false) {
            if !result.contains(where: { $0.id == id }) { result.append(StoredTarget(id: id, abstract: abstract, guess: guess)) }
        }
        guard let typeName = property.typeName else {
            if let initializer = property.initializer {
                for id in inference.types(of: initializer, in: holder, member: property.name) { add(id, abstract: false) }
            }
            return result
        }
        let resolved = model.resolveTypeTextAndReference(typeName, from: holder)
        let reference = resolved.reference
        if reference.names == ["Any"] { return [] }
        var hasAbstraction = resolved.ids.count < reference.names.count
        // Values were visibly put there, but none has a concrete type archlint can infer (a factory
        // declared to return the protocol, a parameter passed on): whoever is there, it is not known.
        let opaque = wired.isEmpty && !wiredSlot.sites.isEmpty
        for id in resolved.ids {
            guard let target = model[id] else { continue }
            if target.kind == .protocol {
                hasAbstraction = true
                let conformers = model.conformers(of: id)
                let narrowed = wired.filter { conformers.contains($0) }
                if !narrowed.isEmpty {
                    for conformer in narrowed.sorted() { add(conformer, abstract: true) }
                } else if !reference.isCollection && !reference.isGenericWrapper {
                    // A struct or enum conformer is copied into the slot, never shared: it owns nothing back.
                    let candidates = conformers.filter { $0 != holder && model[$0]?.isReferenceType == true }
                    let guess = opaque || candidates.count > 1
                    for conformer in candidates { add(conformer, abstract: true, guess: guess) }
                }
            } else if !(reference.isCollection && id == holder) {
                add(id, abstract: false)
            }
        }
        if hasAbstraction {
            // When the slot is declared with the project's protocols only, the compiler lets nothing else
            // in: a value inferred as another type (an overload `resolve() -> T` picked by the wrong
            // return type) is not what is stored there.
            let declaredProtocols = resolved.ids.count == reference.names.count && !resolved.ids.isEmpty
                && resolved.ids.allSatisfy { model[$0]?.kind == .protocol }
            let admitted = declaredProtocols ? Set(resolved.ids.flatMap { model.conformers(of: $0) }) : []
            for id in wired.sorted() where !(reference.isCollection && id == holder) {
                if declaredProtocols, !admitted.contains(id),
                   !model.superclassChain(of: id).projectTypes.contains(where: admitted.contains) { continue }
                add(id, abstract: true)
            }
        }
        return result.filter { model[$0.id]?.kind != .protocol }
    }

    /// A type's edges, sorted: a slice of `edges`.
    public func edges(from id: TypeID) -> ArraySlice<Edge> {
        let index = Int(id.index)
        return outgoingRanges.indices.contains(index) ? edges[outgoingRanges[index]] : []
    }

    /// Who builds `id`: the types that construct it or append it to their children, sorted.
    public func builders(of id: TypeID) -> [TypeID] {
        let index = Int(id.index)
        return buildersByType.indices.contains(index) ? buildersByType[index] : []
    }

    /// What each of `model.constructions[owner]` resolves to, in that order: the types named by its
    /// type name without generic arguments, from the owner (`ProjectModel.resolve`).
    public func constructionTargets(of owner: TypeID) -> [[TypeID]] {
        let index = Int(owner.index)
        return constructionTargetsByType.indices.contains(index) ? constructionTargetsByType[index] : []
    }

    /// Whether `builder` constructs `built` or appends it to its children.
    public func builds(_ builder: TypeID, _ built: TypeID) -> Bool {
        builders(of: built).contains(builder)
    }

    /// The project types a value written in `owner`'s `member` can stand for (`container.makeLogin()`,
    /// a local bound from a construction, a property).
    public func valueTypes(of value: ValueFact, in owner: TypeID?, member: String?) -> [TypeID] {
        inference.types(of: value, in: owner, member: member)
    }

    /// Where values are visibly put into a property (assignments, appends, initialiser arguments).
    public func wiringSites(of holder: TypeID, property: String) -> [WiringSite] {
        wiring.sites(in: Wiring.Slot(holder: holder, property: property))
    }

    /// The concrete types of the values visibly put into a property, appends to a collection included.
    public func wiredTypes(of holder: TypeID, property: String) -> Set<TypeID> {
        wiring.types(in: Wiring.Slot(holder: holder, property: property))
    }

    /// What `builder` visibly passes into `property` of the `built` objects it constructs
    /// (`Scheduler(provider: BlockNumberSchedulerProvider(…))`, `Child(parent: self)`): the concrete
    /// types, and whether some argument's type could not be inferred. Nil when `builder` constructs no
    /// `built` with an argument stored there. The objects a builder makes are the instances it holds,
    /// so what goes into them is what they hold (SPEC §3, "Instances, not just types").
    public func passedValues(by builder: TypeID, constructing built: TypeID,
                             into property: String) -> (types: Set<TypeID>, opaque: Bool)? {
        var types = Set<TypeID>()
        var opaque = false
        var found = false
        for (construction, resolved) in zip(model.constructions[builder] ?? [], constructionTargets(of: builder)) {
            guard resolved.contains(built) else { continue }
            for argument in construction.arguments {
                guard let label = argument.label,
                      Wiring.storedParameter(label: label, in: built, model: model) == property else { continue }
                found = true
                let values = inference.types(of: argument.value, in: builder, member: construction.context.member)
                    .filter { model[$0]?.kind != .protocol }
                if values.isEmpty { opaque = true }
                types.formUnion(values)
            }
        }
        return found ? (types, opaque) : nil
    }

    /// A stored property nothing visibly fills holds no object (SPEC §4), whatever its type names: a
    /// collection nothing is put in (no append, insert or assignment anywhere, only its empty initial
    /// value), a dictionary that is only ever read; and a class's single `var` reference with no
    /// initial value, no attribute that fills it (an outlet, a property wrapper, `@NSManaged`), no
    /// assignment to it (on a path of its type, or on one whose type archlint does not know) and no
    /// construction or call that stores into it: a VIPER template's `var presenter: Presenter?` that
    /// the module builder leaves unset while it sets the view's `presenter`. Not a `let`, which an
    /// initialiser must fill, a struct's property, which its memberwise initialiser fills without an
    /// assignment, an Objective-C property, filled through its instance variable (`_presenter = …`),
    /// or one Objective-C sees (`@objc`, an `@objcMembers` class), which its code or key-value coding
    /// may fill. The facts record no write through a subscript, a tuple, `inout` or a key path
    /// (`children[i].parent = self`), so only questions about a chain of owners ask this (the
    /// `ownership_chains` option, `ownership_cycle`), never the default back references.
    public func isVisiblyNeverFilled(_ edge: Edge) -> Bool {
        // Most slots are wired: one lookup answers them before the holder's properties are searched.
        guard edge.kind == .stores else { return false }
        let wired = wiring.wiring(in: Wiring.Slot(holder: edge.from, property: edge.label))
        guard wired.types.isEmpty && wired.sites.isEmpty && !wired.isWritten, let holder = model[edge.from],
              let property = holder.property(named: edge.label), let typeName = property.typeName else { return false }
        if model.typeReference(typeName).isCollection { return !assignedNames.contains(edge.label) }
        return holder.kind == .class && !property.isLet && property.initializer == nil && property.attributes.isEmpty
            && !holder.attributes.contains(where: { $0 == "@objcMembers" || $0 == "@objc" })
            && property.location.file.hasSuffix(".swift") && !wiring.isWrittenUnresolved(edge.label)
    }

    /// Whether `builder` constructs a `built` and hands it itself (`Adapter(parent: self)`): the
    /// strongest sign that the builder is the owner of the object it makes.
    public func passesSelf(_ builder: TypeID, constructing built: TypeID) -> Bool {
        // By index: zipping the two arrays copied every construction fact (ownership asks this of
        // every pair it weighs).
        let constructions = model.constructions[builder] ?? []
        let targets = constructionTargets(of: builder)
        return constructions.indices.contains { index in
            constructions[index].arguments.contains { $0.value == .reference("self") }
                && targets[index - constructions.startIndex].contains(built)
        }
    }

    /// Whether strong stored references lead from `start` to `goal` (bounded breadth-first search),
    /// never through test code on the way: a test double filling a protocol slot (an example app's
    /// `ContainerProtocolMock`) holds nothing in the app's own object graph. Edges `avoiding` accepts
    /// are not taken.
    public func strongPath(from start: TypeID, to goal: TypeID, avoiding: (Edge) -> Bool = { _ in false }) -> [Edge]? {
        var previous: [TypeID: Edge] = [:]
        var queue = [start]
        var visited: Set<TypeID> = [start]
        var head = 0
        while head < queue.count, visited.count < 20_000 {
            let current = queue[head]
            head += 1
            for edge in strongReferences(from: current) where !avoiding(edge) && visited.insert(edge.to).inserted {
                if edge.to != goal, model.isTestCode(edge.to) { continue }
                previous[edge.to] = edge
                if edge.to == goal {
                    var chain: [Edge] = []
                    var cursor = goal
                    while let step = previous[cursor], chain.count < visited.count {
                        chain.insert(step, at: 0)
                        if step.from == start { break }
                        cursor = step.from
                    }
                    return chain
                }
                queue.append(edge.to)
            }
        }
        return nil
    }

    /// Strong `stores` edges from a type.
    public func strongReferences(from id: TypeID) -> LazyFilterSequence<ArraySlice<Edge>> {
        edges(from: id).lazy.filter(\.isStrongReference)
    }
}
