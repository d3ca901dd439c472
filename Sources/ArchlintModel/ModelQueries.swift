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

    /// A written type without the optionality it ends in (`NSImage?` → `NSImage`, `Cell!` → `Cell`).
    public static func withoutOptionality(_ written: String) -> String {
        var text = Substring(written)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        return String(text)
    }

    /// The property of `self` an assignment target names (`onTap`, `self.onTap`), or nil for a path
    /// into another object (`cell.onTap`).
    public static func ownPropertyName(_ target: String) -> String? {
        let name = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
        return name.utf8Contains(UInt8(ascii: ".")) ? nil : name
    }

    /// The last non-empty component of `text` split at the ASCII `separator` (what
    /// `split(separator:).last` gives), found from the end without splitting all of it; nil when
    /// there is none.
    public static func lastComponent(of text: String, separator: UInt8) -> Substring? {
        // In place, over the bytes: the ASCII test and the walk through the UTF-8 view, index by
        // index, were most of the cost (asked of every assignment target and filled collection).
        // Nil inside: not ASCII (outside ASCII a separator byte followed by a combining mark is no
        // character of its own); an empty range: no component.
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var end = bytes.count
            while end > 0, bytes[end - 1] == separator { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != separator { start -= 1 }
            return start..<end
        }
        if let found, let range = found {
            guard !range.isEmpty else { return nil }
            let utf8 = text.utf8
            return text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
        return text.split(separator: Character(Unicode.Scalar(separator))).last
    }

    /// The stored properties a type fills with objects it builds itself (`lazy var api = APIClient()`,
    /// `self.store = Store()` in `init`), sorted: what makes a type a composition root by behaviour.
    public func objectsBuiltAndStored(by id: TypeID) -> [String] {
        guard let type = self[id] else { return [] }
        return RoleInference(model: self).buildsAndStoresObjects(type)
    }

    /// How many dependencies objects of these types make, as role inference counts them: a type that
    /// is no service by its name, built into two or more properties, counts once.
    public static func dependencyCount(_ types: [String]) -> Int {
        RoleInference.dependencyCount(types)
    }

    /// Each property `objectsBuiltAndStored` finds with the type of the object built into it, generic
    /// arguments left out, sorted by property.
    public func objectTypesBuiltAndStored(by id: TypeID) -> [(property: String, type: String)] {
        guard let type = self[id] else { return [] }
        return RoleInference(model: self).objectTypesBuiltAndStored(type)
    }

    /// The project classes below this one, at any depth, in the model's order.
    public func subclasses(of id: TypeID) -> [TypeID] {
        typeIDs.filter { superclassChain(of: $0).projectTypes.contains(id) }
    }

    /// Whether `name` is a local declared in `member` of `type` (not a parameter or property).
    public func isLocal(_ name: String, in type: TypeID?, member: String?) -> Bool {
        localBindings(name, in: type, member: member) != nil
    }

    /// Whether a file that declares or extends the type imports a module the predicate accepts.
    public func isDeclared(_ type: ProjectType, inFileImporting module: (String) -> Bool) -> Bool {
        type.files.contains { path in facts(ofFile: path)?.imports.contains { module($0.module) } == true }
    }

    /// The project's protocols the types adopt, as their conformances name them (extensions'
    /// included), in their order: code written in a protocol's extension runs on them too.
    public func adoptedProtocols(of ids: [TypeID]) -> [TypeID] {
        ids.flatMap { id in conformanceNames(of: id).flatMap { resolve($0, fromModule: id.module, context: id) } }
            .filter { self[$0]?.kind == .protocol }
    }

    /// Whether `name` is a parameter of a function `member` of `type`, or a local declared there:
    /// either hides a property or method of that name.
    public func isLocalOrParameter(_ name: String, in type: TypeID, member: String?) -> Bool {
        guard let member else { return false }
        if (self[type]?.functions(named: member) ?? []).contains(where: { $0.parameters.contains { $0.name == name } }) { return true }
        return isLocal(name, in: type, member: member)
    }
}

extension DependencyGraph {
    /// The concrete types visibly stored in a slot (assignments, appends, initialiser arguments), sorted.
    public func storedTypes(holder: TypeID, property: String) -> [TypeID] {
        wiring.types(in: Wiring.Slot(holder: holder, property: property)).sorted()
    }

    /// A singleton (SPEC §5): the type keeps an instance of itself in a static stored property, whatever
    /// its name or modifiers (`static let shared`, `public static let instance`, `static var current`),
    /// and no other production type constructs one (keeping the one instance among one's children builds
    /// none). It lives for the whole process, so what it captures
    /// cannot leak it. The instance may be built in a closure called once to set the property
    /// (`static let shared: Database = { Database() }()`).
    public func isSingleton(_ id: TypeID) -> Bool {
        guard let type = model[id], type.isReferenceType else { return false }
        let keepsItself = type.properties.contains { property in
            guard property.isStatic, property.isStored, case .construction(let built)? = property.initializer,
                  !isReassigned(property, of: id) else { return false }
            let name = ProjectModel.stripGenericArguments(built)
            return name == type.simpleName || name == type.name
        }
        // Another type that keeps it among its children (`registered.insert(recognizer)`) is handed
        // the one instance, not building another.
        return (keepsItself || keepsItselfThroughClosure(id)) && constructors(of: id).allSatisfy { model.isTestCode($0) }
    }

    /// The builders of `id` that construct one (`builders(of:)` without those that only append what
    /// they are handed to their children).
    public func constructors(of id: TypeID) -> [TypeID] {
        builders(of: id).filter { builder in edges(from: builder).contains { $0.kind == .constructs && $0.to == id } }
    }

    /// Whether one of the type's own constructions of itself is the value of one of its static stored
    /// properties (`ConstructionUse.storedInProperty`): set by the property's own initialiser, or,
    /// for a singleton built on first use, by a static computed property's getter (`static var shared
    /// { … let instance = Store(); sharedInstance = instance … }`) that is the one place the static
    /// property is ever set. A static function (`static func login(user:) { current = Session(…) }`)
    /// may run again, and a property set anywhere else (`sharedInstance = nil` on logout) is replaced.
    private func keepsItselfThroughClosure(_ id: TypeID) -> Bool {
        guard let type = model[id], let constructions = model.constructions[id] else { return false }
        for (construction, targets) in zip(constructions, constructionTargets(of: id)) where targets.contains(id) {
            if setsOwnStaticLetOnce(construction, of: type) { return true }
            guard case .storedInProperty(let name) = model.use(of: construction, in: id),
                  let property = type.propertyOrStaticProperty(named: name), property.isStatic else { continue }
            let member = construction.context.member
            if member == name, !isReassigned(property, of: id) { return true }
            guard let member, let getter = type.propertyOrStaticProperty(named: member), getter.isStatic, !getter.isStored
            else { continue }
            if assignments(to: name, of: id).count == 1 { return true }
        }
        return false
    }

    /// Whether the construction is made in a closure called once to set a static constant of the type's
    /// own type (`static let shared: Player = { let player = Player(); player.configure(); return player
    /// }()`, `static let shared = { Tracker() }()`): the closure runs once per process, and its value
    /// is the constant's.
    private func setsOwnStaticLetOnce(_ construction: ConstructionFact, of type: ProjectType) -> Bool {
        guard let member = construction.context.member, let property = type.propertyOrStaticProperty(named: member),
              property.isStatic, property.isStored, property.isLet else { return false }
        if let written = property.typeName {
            let name = ProjectModel.stripGenericArguments(written.hasSuffix("!") ? String(written.dropLast()) : written)
            guard name == type.simpleName || name == type.name else { return false }
        }
        return (model.closures[type.id] ?? []).contains { closure in
            closure.destination == .invoked && closure.context.member == member
                && closure.location.file == construction.location.file
                && closure.location < construction.location && construction.location < closure.end
        }
    }

    /// Whether code anywhere assigns a static property after its declaration (`shared = Service()`
    /// in a reset, `sharedInstance = nil`).
    private func isReassigned(_ property: PropertyFact, of id: TypeID) -> Bool {
        guard !property.isLet else { return false }
        return assignments(to: property.name, of: id).contains { assignment in
            // A setter handing on its `newValue` (`static var shared { get { _shared } set { _shared =
            // newValue } }`) reassigns only if something assigns the property it implements.
            guard assignment.value == .reference("newValue"), let setter = assignment.context.member,
                  setter != property.name, model[id]?.propertyOrStaticProperty(named: setter)?.isStatic == true
            else { return true }
            return !assignments(to: setter, of: id).isEmpty
        }
    }

    /// The assignments to a static property of a type, from anywhere: by its name in the type's own
    /// code, or qualified (`Self.name`, `Type.name`) elsewhere.
    private func assignments(to name: String, of id: TypeID) -> [AssignmentFact] {
        // Most names are assigned nowhere: the graph's index of assigned names answers that at once.
        guard isAssigned(name) else { return [] }
        let qualified: Set<String> = ["Self." + name, id.simpleName + "." + name, id.name + "." + name]
        var found: [AssignmentFact] = []
        for owner in model.assignments.keys {
            // Test code swaps shared objects for doubles; the app does not.
            if let owner, model.isTestCode(owner) { continue }
            for assignment in model.assignments[owner] ?? [] where !assignment.isDeclaration
                && !model.testFiles.contains(assignment.location.file) {
                if qualified.contains(assignment.target) || (owner == id && assignment.target == name) { found.append(assignment) }
            }
        }
        return found
    }

    /// The application delegate: UIKit and AppKit keep it from launch to exit (`@main`,
    /// `@UIApplicationMain` or adopting the protocol shows it). Scene delegates are not: a scene can be
    /// discarded.
    public func isApplicationDelegate(_ id: TypeID) -> Bool {
        guard let type = model[id], type.isReferenceType else { return false }
        return type.attributes.contains { DependencyGraph.entryAttributes.contains($0) }
            || type.inherited.contains { DependencyGraph.applicationDelegates.contains($0) }
    }

    private static let entryAttributes: Set<String> = ["@main", "@UIApplicationMain", "@NSApplicationMain"]
    private static let applicationDelegates: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate",
                                                            "WKApplicationDelegate", "WKExtensionDelegate"]

    /// Who could be behind a stored property (SPEC §4): the written type, or for a protocol the
    /// conformers visibly wired there (all conformers only for a single, unwired, protocol-typed value).
    public func possibleTargets(of holder: TypeID, property: String) -> [TypeID] {
        edges(from: holder).filter { $0.kind == .stores && $0.label == property }.map(\.to)
    }
}

extension ProjectModel {
    /// Whether the holder's property only ever holds objects the holder builds itself: its initialiser
    /// is one (or a closure called at once that only builds one), every assignment to it in the
    /// holder is one (or a local bound to one) or nil, and no
    /// code, the holder's included, sets a property of that name on another object. A new object is
    /// never the one that built the holder, so owner and holder of the same types are different
    /// instances of a tree (a room flow starting a space flow, which starts a room flow of its own),
    /// not an owner held back.
    public func holdsOnlyObjectsItBuilds(_ holder: TypeID, in label: String) -> Bool {
        guard let type = self[holder], let property = type.property(named: label), property.isStored else { return false }
        var builds = false
        switch property.initializer {
        case .construction?: builds = true
        case nil, .literal("nil")?: break
        case .other?:
            // An immediately-called closure (`lazy var transcript: TranscriptViewController = {
            // TranscriptViewController() }()`): what it builds and returns.
            // Nothing else in it: no binding or assignment that could return an existing object
            // (`if let source { return source }`), no call that could hand one back.
            guard (constructions[holder] ?? []).contains(where: {
                $0.context.member == label && use(of: $0, in: holder) == .storedInProperty(label)
            }), !(assignments[holder] ?? []).contains(where: { $0.context.member == label }),
                  !(calls[holder] ?? []).contains(where: { $0.context.member == label }) else { return false }
            builds = true
        default: return false
        }
        func isNew(_ value: ValueFact, member: String?) -> Bool {
            switch value {
            case .construction: return true
            case .reference(let local):
                guard let bindings = localBindings(local, in: holder, member: member), !bindings.isEmpty else { return false }
                return bindings.allSatisfy { if case .construction = $0 { return true } else { return false } }
            default: return false
            }
        }
        // `self.` is stripped from targets: an assignment to a local of the property's name may be
        // to the property (`guard let flow = flow` … `self.flow = flow`), and is judged as one.
        for assignment in assignments[holder] ?? [] where !assignment.isDeclaration && assignment.target == label {
            if assignment.value == .literal("nil") { continue }
            guard isNew(assignment.value, member: assignment.context.member) else { return false }
            builds = true
        }
        guard builds else { return false }
        // Set on another object (`flow.parent = self`), by the holder or anyone: by name, any object's
        // property of that name.
        for owner in assignments.keys {
            for assignment in assignments[owner] ?? [] where !assignment.isDeclaration
                && assignment.target.utf8Contains(UInt8(ascii: ".")) && ProjectModel.lastComponent(of: assignment.target) == label {
                return false
            }
        }
        return true
    }
}

extension DependencyGraph {
    /// Where setting a reference to nil does not let it go: an initialiser or `deinit` (which the
    /// cycle never lets run), or reuse (a cell that drops its delegate in `prepareForReuse` keeps it
    /// while it is on screen).
    private static let membersThatKeepTheReference: Set<String> = ["init", "deinit", "prepareForReuse"]

    /// Whether a strong reference is let go by design: the holder sets that property of its own to nil
    /// outside its initialisers and `deinit`, or every type that wires a value into it also sets it
    /// back to nil from outside (`controller.delegate = self` when shown, `controller?.delegate = nil`
    /// once it has animated out). A keep-alive reference that holds an otherwise unowned object while
    /// it is on screen is broken there, as a completion handler is let go once it has run. A member
    /// that sets it to nil and then to a new object replaces it (`server = nil`, then `server =
    /// WebSocketServer(…)`): that lets nothing go.
    public func isLetGoAfterUse(_ holder: TypeID, property: String) -> Bool {
        func isClear(_ assignment: AssignmentFact, among facts: ArraySlice<AssignmentFact>) -> Bool {
            guard !assignment.isDeclaration, assignment.value == .literal("nil"),
                  !DependencyGraph.membersThatKeepTheReference.contains(assignment.context.member ?? "") else { return false }
            return !facts.contains { later in
                later.context.member == assignment.context.member && later.target == assignment.target && !later.isDeclaration
                    && later.value != .literal("nil") && assignment.location < later.location
            }
        }
        let own = model.assignments[holder] ?? []
        if own.contains(where: { $0.target == property && isClear($0, among: own) }) { return true }
        // From outside, through the same path that wired it (`controller.delegate = self`, later
        // `controller?.delegate = nil`), not any object's property of that name.
        let owners = wiringSites(of: holder, property: property).map(\.owner)
        return !owners.isEmpty && owners.allSatisfy { owner in
            guard owner != holder else { return false }
            let facts = model.assignments[owner] ?? []
            let wired = Set(facts.filter { !$0.isDeclaration && $0.value != .literal("nil") && $0.target.hasSuffix("." + property) }.map(\.target))
            return facts.contains { wired.contains($0.target) && isClear($0, among: facts) }
        }
    }
}

extension ProjectModel {
    /// Whether the generic object an edge leads into can hold what the next edge leaves for, when
    /// that edge leaves through a property typed by one of its generic parameters: the argument the
    /// holder wrote for that parameter says what it holds (`PublishedBox<Bool?>` holds a `Bool`, not
    /// the `Wrapper` some other `PublishedBox<Wrapper?>` holds). True when the argument is unknown
    /// (the holder's own generic parameter, `Any`, `AnyObject`, a type from outside the project) or
    /// names the target, a base class of it or a protocol; false for plain values and other types.
    public func mayHold(through into: Edge, then next: Edge) -> Bool {
        guard into.kind == .stores, next.kind == .stores, let box = self[into.to], !box.genericParameters.isEmpty,
              let written = self[into.from]?.property(named: into.label)?.typeName,
              let slot = box.property(named: next.label)?.typeName,
              let parameter = box.genericParameters.firstIndex(of: String(slot.filter { $0 != "?" && $0 != "!" && $0 != " " })),
              let arguments = TypeReference.genericArguments(of: box.simpleName, in: written),
              arguments.count == box.genericParameters.count else { return true }
        let argument = arguments[parameter]
        let names = TypeReference(parsing: argument).names
        let holderParameters = self[into.from]?.genericParameters ?? []
        if names.isEmpty || names.contains(where: { $0 == "Any" || $0 == "AnyObject" || holderParameters.contains($0) }) {
            return true
        }
        let resolved = resolveTypeText(argument, from: into.from).ids
        // A type from outside the project (`UIViewController`, a typealias) may be a base of the
        // target: unknown, so it may hold it. Only plain values (`Bool?`, `[String]`) hold none.
        guard !resolved.isEmpty else { return !names.allSatisfy(ProjectModel.plainValueTypes.contains) }
        return resolved.contains(next.to) || resolved.contains { self[$0]?.kind == .protocol }
            || superclassChain(of: next.to).projectTypes.contains(where: resolved.contains)
    }

    /// Standard library and Foundation value types: a slot of one of them holds no object.
    static let plainValueTypes: Set<String> = ["Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
                                               "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "String",
                                               "Character", "Substring", "Date", "URL", "UUID", "Data", "Decimal",
                                               "TimeInterval", "CGPoint", "CGSize", "CGRect", "Duration"]
}
