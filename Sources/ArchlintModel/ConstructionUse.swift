import ArchlintFacts
import Foundation

/// What a construction's result becomes, as far as the facts show (SPEC §3: a type that builds an
/// object only to hand it on is assembling, not depending on it).
public enum ConstructionUse: Equatable, Sendable {
    /// Kept by the builder: a stored property's initialiser or an assignment to one of its properties.
    case storedInProperty(String)
    /// A default argument value (`init(service: S = S())`).
    case defaultArgument
    /// Bound to a local that the member only uses itself (never passes on, returns or stores elsewhere).
    case keptInLocal(String)
    /// Handed on: an argument of another call or construction, a local that is passed on, or a value
    /// stored into another object.
    case handedOn
    /// Anything else: returned, part of a larger expression, an element of a literal.
    case other

    /// Kept in one of the builder's properties.
    public var isStoredInProperty: Bool {
        if case .storedInProperty = self { return true }
        return false
    }

    /// The builder keeps the object as its own dependency.
    public var isKeptByBuilder: Bool {
        switch self {
        case .storedInProperty, .defaultArgument, .keptInLocal: return true
        case .handedOn, .other: return false
        }
    }
}

extension ProjectModel {
    /// What a construction written in `owner` becomes.
    /// `members`: the owner's facts by member, when the caller asks about many of its constructions.
    public func use(of construction: ConstructionFact, in owner: TypeID, members: MemberBodyFacts? = nil) -> ConstructionUse {
        // Everything read here sits in the construction's own member and file.
        let facts = (members ?? MemberBodyFacts(of: owner, in: self)).facts(sharingMemberWith: construction)
        if construction.inDefaultArgument { return .defaultArgument }
        let typeName = construction.typeName
        let member = construction.context.member
        let location = construction.location
        // An argument of another call or construction that starts at or before it. Handed to
        // `self.init(…)`, it is the builder's own, like a default argument.
        // Arguments carry no position of their own: a call that starts before this construction holds
        // it when it has at least as many `T(…)` arguments as there are `T(…)` constructions from its
        // start up to this one (a later `T()` after `audit(T())` is not audit's argument).
        let isArgument: (ArgumentFact) -> Bool = { $0.value == .construction(typeName) }
        let sameType = facts.constructions.filter { $0.typeName == typeName && construction.sharesMember($0.context, $0.location) }
        func holds(_ start: SourceLocation, _ arguments: [ArgumentFact]) -> Bool {
            let carried = arguments.filter(isArgument).count
            guard carried > 0, start <= location else { return false }
            let between = sameType.filter { $0.location > start && $0.location <= location }.count
            return between <= carried
        }
        let callCarriers = facts.calls.filter { construction.sharesMember($0.context, $0.location) && holds($0.location, $0.arguments) }
        let constructionCarriers = facts.constructions.filter {
            $0.location < location && construction.sharesMember($0.context, $0.location) && holds($0.location, $0.arguments)
        }
        let nearestCall = callCarriers.max { $0.location < $1.location }
        let nearestConstruction = constructionCarriers.max { $0.location < $1.location }
        if let call = nearestCall, nearestConstruction.map({ $0.location < call.location }) ?? true {
            if call.name == "init", call.base == nil || call.base == "self" { return .defaultArgument }
            return .handedOn
        }
        if nearestConstruction != nil { return .handedOn }
        guard let type = self[owner] else { return .other }
        // A stored property's initialiser (`let worker = Worker()`, `lazy var store = Store()`,
        // `static let context = AppContext()`).
        if let member, let property = type.propertyOrStaticProperty(named: member), property.isStored,
           property.initializer == .construction(typeName) {
            return .storedInProperty(member)
        }
        for assignment in facts.assignments where construction.sharesMember(assignment.context, assignment.location)
            && assignment.location.isOnSameLine(as: location) && assignment.value == .construction(typeName) {
            if assignment.isDeclaration {
                return localUse(assignment.target, in: owner, construction: construction, facts: facts)
            }
            guard !assignment.target.utf8Contains(UInt8(ascii: ".")) else {
                return .handedOn  // `vc.viewModel = ViewModel()`: stored into another object
            }
            // A plain name is the owner's own storage (a property, an Objective-C instance variable),
            // or a local declared earlier (`let manager: Manager` … `manager = Manager(…)`).
            if type.propertyOrStaticProperty(named: assignment.target) != nil, !isLocal(assignment.target, in: owner, member: member) {
                return .storedInProperty(assignment.target)
            }
            return localUse(assignment.target, in: owner, construction: construction, facts: facts)
        }
        if let member, let property = type.propertyOrStaticProperty(named: member), property.isStored,
           isValueOfClosureInitializer(construction, of: property, in: owner, facts: facts)
            || isValueOfTaskInitializer(construction, of: property, facts: facts) {
            return .storedInProperty(member)
        }
        return .other
    }

    /// Whether a construction is the value of the task a stored property keeps
    /// (`lazy var serviceTask = Task { await TelemetryService(factory: self) }`): a task runs its
    /// operation once and keeps the result as its `value`, so the property keeps what the operation
    /// builds, once per holder. Only when that is the operation's one construction besides the task
    /// and it makes no call, and (as the caller has ruled out) the object is neither an argument nor
    /// bound to a local.
    private func isValueOfTaskInitializer(_ construction: ConstructionFact, of property: PropertyFact,
                                          facts: MemberBodyFacts.Facts) -> Bool {
        guard case .construction(let written)? = property.initializer,
              ProjectModel.stripGenericArguments(written) == "Task", construction.typeName != written else { return false }
        let others = facts.constructions.filter { construction.sharesMember($0.context, $0.location) && $0.typeName != written }
        // A call in the operation may be made on what it builds (`await Sync(factory: self).run()`, in
        // a loop that builds one per event): then the task keeps nothing.
        return others.count == 1 && !facts.calls.contains { construction.sharesMember($0.context, $0.location) }
    }

    /// Whether a construction is what a stored property's immediately-called closure returns
    /// (`lazy var presenters: PresenterProvider = { return PresenterProvider(session: session) }()`,
    /// `static let shared: Database = { Database() }()`): the only construction of that closure,
    /// neither an argument nor bound to a local (the caller has ruled both out), building the type the
    /// property declares, one of its subclasses or a conformer of the protocol it declares.
    private func isValueOfClosureInitializer(_ construction: ConstructionFact, of property: PropertyFact, in owner: TypeID,
                                             facts: MemberBodyFacts.Facts) -> Bool {
        guard property.initializer == .other, let declaredText = property.typeName,
              facts.constructions.filter({ construction.sharesMember($0.context, $0.location) }).count == 1
        else { return false }
        let declared = resolveTypeText(declaredText, from: owner)
        guard !declared.isCollection, !declared.ids.isEmpty else { return false }
        let built = resolve(ProjectModel.stripGenericArguments(construction.typeName), fromModule: owner.module,
                            context: owner, file: construction.location.file)
        return !built.isEmpty && built.allSatisfy { id in
            declared.ids.contains(id) || superclassChain(of: id).projectTypes.contains(where: declared.ids.contains)
                || declared.ids.contains { self[$0]?.kind == .protocol }
        }
    }

    /// What a local bound to a construction becomes in its member: passed on (an argument, stored
    /// into another object, or — in a member that returns a value — presumably returned), stored in one
    /// of the owner's properties, or kept for the member's own use.
    private func localUse(_ local: String, in owner: TypeID, construction: ConstructionFact,
                          facts: MemberBodyFacts.Facts) -> ConstructionUse {
        let reference = ValueFact.reference(local)
        let stores = facts.assignments.filter { construction.sharesMember($0.context, $0.location) && !$0.isDeclaration
            && $0.value == reference }
        // Kept in one of the owner's properties (`self.manager = manager`, or a static one: `sharedInstance
        // = instance` in a lazily built singleton), even if also passed on.
        if let own = stores.first(where: { !$0.target.utf8Contains(UInt8(ascii: "."))
                && self[owner]?.propertyOrStaticProperty(named: $0.target) != nil }) {
            return .storedInProperty(own.target)
        }
        if !stores.isEmpty { return .handedOn }
        if facts.calls.contains(where: { construction.sharesMember($0.context, $0.location)
                && $0.arguments.contains { $0.value == reference } }) { return .handedOn }
        if facts.constructions.contains(where: { construction.sharesMember($0.context, $0.location)
                && $0.arguments.contains { $0.value == reference } }) { return .handedOn }
        let function = enclosingFunction(of: construction.context, at: construction.location, in: owner)
        if let returnType = function?.returnType, !["Void", "()"].contains(returnType) {
            return .handedOn
        }
        // Built from the call's own data (a parameter of the member), it is the call's object — a
        // subscription per request, an upload per picked file — not a dependency. (Locals are not
        // such data: a member assembling services from each other is composing a graph.)
        let runtime = Set(function?.parameters.map(\.name) ?? [])
        if construction.arguments.contains(where: { argument in
            guard case .reference(let path) = argument.value,
                  let head = path.split(separator: ".").first.map(String.init) else { return false }
            return runtime.contains(head) && head != local
        }) {
            return .other
        }
        return .keptInLocal(local)
    }

    /// The function a body fact sits in (the one of that name declared last before it in the file).
    public func enclosingFunction(of context: DeclarationContext, at location: SourceLocation,
                                  in owner: TypeID?) -> FunctionFact? {
        guard let member = context.member, let owner, let type = self[owner] else { return nil }
        let candidates = type.functions(named: member)
        let before = candidates.filter { $0.location.file == location.file && $0.location <= location }
        return before.max { $0.location < $1.location } ?? (candidates.count == 1 ? candidates[0] : nil)
    }
}

extension ConstructionFact {
    /// Whether a fact at `location` sits in the same member of the same file as this construction.
    func sharesMember(_ other: DeclarationContext, _ at: SourceLocation) -> Bool {
        other.member == context.member && at.file == location.file
    }
}

/// A type's body facts grouped by the file and member they sit in. What a construction becomes is read
/// from its own member's facts: filtering all of the owner's facts for each of its constructions was
/// quadratic in the size of the type.
public struct MemberBodyFacts: Sendable {

    /// One member's facts, in the owner's order.
    public struct Facts: Sendable {
        public internal(set) var constructions: [ConstructionFact] = []
        public internal(set) var calls: [CallFact] = []
        public internal(set) var assignments: [AssignmentFact] = []
    }

    /// Where one member's facts are in the owner's facts.
    private struct Positions: Sendable {
        var constructions: [Int32] = []
        var calls: [Int32] = []
        var assignments: [Int32] = []
    }

    /// One file's members by name, and the facts that sit in no member: each a group's number.
    private struct FileMembers: Sendable {
        var members = StringMap<Int>()
        var outsideMembers: Int?

        func group(of member: String?) -> Int? {
            member.map { members[$0] } ?? outsideMembers
        }
    }

    private let constructions: ArraySlice<ConstructionFact>
    private let calls: ArraySlice<CallFact>
    private let assignments: ArraySlice<AssignmentFact>
    /// By file, then by member, the positions of each group's facts; a group's facts are copied out
    /// the first time one of its constructions is asked about. Copying every fact of a type into
    /// its member's arrays (a retain for each string) was most of the cost, and most members are
    /// never asked about. An owner's facts come file by file, so the file is looked up only where it
    /// changes.
    private var fileNumbers = StringMap<Int>()
    private var byFile: [FileMembers] = []
    private var groups: [Positions] = []
    private let copied = CopiedGroups()

    /// The groups copied out so far; one owner's facts are asked about on one thread, the lock is
    /// for safety, not for contention.
    private final class CopiedGroups: @unchecked Sendable {
        let lock = NSLock()
        var facts: [Int: Facts] = [:]
    }

    public init(of owner: TypeID, in model: ProjectModel) {
        constructions = model.constructions[owner] ?? []
        calls = model.calls[owner] ?? []
        assignments = model.assignments[owner] ?? []
        var lastFile: String?
        var lastNumber = 0
        func group(file: String, member: String?) -> Int {
            if file != lastFile {
                if let known = fileNumbers[file] {
                    lastNumber = known
                } else {
                    lastNumber = byFile.count
                    fileNumbers[file] = lastNumber
                    byFile.append(FileMembers())
                }
                lastFile = file
            }
            if let found = byFile[lastNumber].group(of: member) { return found }
            groups.append(Positions())
            if let member { byFile[lastNumber].members[member] = groups.count - 1 } else { byFile[lastNumber].outsideMembers = groups.count - 1 }
            return groups.count - 1
        }
        // By index: a loop over the facts copied each one to read two fields.
        for position in constructions.indices {
            let fact = group(file: constructions[position].location.file, member: constructions[position].context.member)
            groups[fact].constructions.append(Int32(position - constructions.startIndex))
        }
        for position in calls.indices {
            let fact = group(file: calls[position].location.file, member: calls[position].context.member)
            groups[fact].calls.append(Int32(position - calls.startIndex))
        }
        for position in assignments.indices {
            let fact = group(file: assignments[position].location.file, member: assignments[position].context.member)
            groups[fact].assignments.append(Int32(position - assignments.startIndex))
        }
    }

    public func facts(sharingMemberWith construction: ConstructionFact) -> Facts {
        guard let number = fileNumbers[construction.location.file],
              let group = byFile[number].group(of: construction.context.member) else { return Facts() }
        copied.lock.lock()
        defer { copied.lock.unlock() }
        if let facts = copied.facts[group] { return facts }
        let positions = groups[group]
        let facts = Facts(constructions: positions.constructions.map { constructions[constructions.startIndex + Int($0)] },
                          calls: positions.calls.map { calls[calls.startIndex + Int($0)] },
                          assignments: positions.assignments.map { assignments[assignments.startIndex + Int($0)] })
        copied.facts[group] = facts
        return facts
    }
}
