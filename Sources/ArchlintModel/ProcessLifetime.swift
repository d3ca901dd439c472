import ArchlintFacts
import Foundation

/// Which objects live as long as the process (SPEC §5): a singleton, the application delegate, and
/// what only such objects build, each once, into storage of their own: a container's
/// `lazy var session = Session(factory: self)` when the container is a singleton or the app
/// delegate's `let container = Container()`. Such an object is never freed, so a strong reference
/// back to it, a cycle among such objects or a closure it keeps capturing it strongly leaks nothing.
public struct ProcessLifetime: Sendable {
    public let graph: DependencyGraph
    /// Each project class's direct subclasses: a base class that nothing builds itself lives as long
    /// as the objects of its subclasses do.
    private let subclasses: [TypeID: [TypeID]]
    /// Each builder's facts by member, made once: a container builds hundreds of types, and each
    /// question about one of them reads the container's constructions.
    private let builderFacts = BuilderFacts()
    /// The types built only as global constants' values, found the first time one is asked about.
    private let globalConstants = MadeOnce<Set<TypeID>>()
    /// The types made only by containers' singleton registrations outside any project type, found the
    /// first time one is asked about.
    private let containerSingletons = MadeOnce<Set<TypeID>>()
    /// Whether Swinject containers keep one object per registration unless told otherwise, found the
    /// first time asked.
    private let containerScopeByDefault = MadeOnce<Bool>()
    /// The paths production code hands on or stores as values (`onWake = Displays.setup`,
    /// `Button(action: showApp)`), by their last component, with where they are; found the first
    /// time asked.
    private let valueReferences = MadeOnce<StringMap<[ValueReference]>>()
    /// Per method, the other types whose run-once code alone calls it, or nil (`runOnceCallers`).
    private let methodsRunOnce = MadeOncePerKey<MethodKey, [TypeID]?>()
    /// The production calls of each name asked about, and the values that hand it on, by the objects
    /// they may run on.
    private let sitesByClass = MadeOncePerKey<String, SitesByClass>()
    private let valuesByClass = MadeOncePerKey<String, SitesByClass>()
    /// Where production assignments set a property of each name (`assignmentCount`), and how many set
    /// one on another object (`slotAssignmentCount`).
    private let propertyAssignments = MadeOnce<StringMap<[FactPosition]>>()
    private let slotAssignmentCounts = MadeOncePerKey<String, Int>()
    /// Where members mention the names of methods (`isNamedElsewhere`).
    private let methodMentions = MadeOnce<MethodMentions>()
    /// Per method name, up to two types that mention it other than by calling it (`mentioningOwners`).
    private let mentionOwners = MadeOncePerKey<String, [TypeID]>()
    /// Each builder's `register` calls, by line, made the first time one of its registrations is read.
    private let registrationsByBuilder = MadeOncePerKey<TypeID?, Registrations>()
    /// The static slots production code may replace, found the first time a fill of an empty one is
    /// asked about.
    private let replacedSlots = MadeOnce<ReplacedSlots>()
    /// The types application delegates keep in strong stored properties, found the first time asked.
    private let keptByApplicationDelegates = MadeOnce<Set<TypeID>>()
    /// Where each name is called, made the first time a static factory's callers or a method's callers are
    /// asked for.
    private let callSites = MadeOnce<StringMap<[FactPosition]>>()
    /// The calls of each name asked about (`sites(calling:)`, `productionSites(calling:)`).
    private let sitesByName = MadeOncePerKey<String, [CallSite]>()
    private let productionSitesByName = MadeOncePerKey<String, [CallSite]>()
    /// The types only SwiftUI previews build, found the first time a builder is asked about.
    private let previewSupport = MadeOnce<Set<TypeID>>()
    /// The apps whose code may build their launch controllers again or let them go, found the first
    /// time a launch storyboard's root is asked about.
    fileprivate let launchRootThreats = MadeOnce<LaunchRootThreats>()
    /// The controllers application delegates make their windows' roots from storyboards at launch,
    /// found the first time one is asked about.
    private let launchMethodRoots = MadeOnce<LaunchMethodRoots>()
    /// The lazy properties that instantiate a controller from a storyboard, by the controller's
    /// class, found the first time one is asked about.
    private let storyboardProperties = MadeOnce<[String: [StoryboardProperty]]>()
    /// The storyboards' chains by storyboard name, made the first time one is asked about.
    private let storyboardChains = MadeOnce<ChainIndex>()
    /// Whether the app may make another controller of the class (`mayMakeAnother`), by app and class.
    private let mayMakeAnotherOfClass = MadeOncePerKey<String, Bool>()
    /// Every production instantiation of a controller from a storyboard, made the first time one is
    /// asked about.
    private let storyboardInstantiationList = MadeOnce<[StoryboardInstantiation]>()
    /// Each holder's closures by member, made the first time one of its initialisers is asked about.
    private let closureSummaries = MadeOncePerType<[ClosureSummary.Key: ClosureSummary]>()
    /// Whether each class's objects may reach code other than their own through values
    /// (`escapesAsValue`), found the first time each is asked about.
    private let escapingClasses = MadeOncePerKey<TypeID, Bool>()
    /// What production code hands on as values (`HandedOnValues`), found the first time asked.
    private let valuesHandedOn = MadeOnce<HandedOnValues>()
    /// The storyboard names the project declares as constants (`storyboardNameConstants`), found the
    /// first time a storyboard's name is asked about.
    private let storyboardNames = MadeOnce<[String: String]>()
    /// The collections production code takes elements out of (`collectionsLettingGo`), found the first
    /// time an append to one is asked about.
    private let collectionsLettingGo = MadeOnce<Set<String>>()

    public init(graph: DependencyGraph) {
        self.graph = graph
        var subclasses: [TypeID: [TypeID]] = [:]
        for id in graph.model.typeIDs where graph.model[id]?.kind == .class {
            if let superclass = graph.model.superclassChain(of: id).projectTypes.first {
                subclasses[superclass, default: []].append(id)
            }
        }
        self.subclasses = subclasses
    }

    var model: ProjectModel { graph.model }

    /// The project subclasses, at any depth, that production code builds.
    private func builtSubclasses(of id: TypeID) -> [TypeID] {
        descendants(of: id).filter { subclass in
            !model.isTestCode(subclass)
                && graph.builders(of: subclass).contains(where: { !model.isTestCode($0) && !isPreviewSupport($0) })
        }.sorted()
    }

    /// Whether objects of this type live as long as the process.
    public func livesAsLongAsTheProcess(_ id: TypeID) -> Bool {
        var visiting = Set<TypeID>()
        return livesAsLongAsTheProcess(id, visiting: &visiting)
    }

    private func livesAsLongAsTheProcess(_ id: TypeID, visiting: inout Set<TypeID>) -> Bool {
        guard let type = model[id] else { return false }
        // SwiftUI builds the `@main` app value once and keeps it until the process exits: what its
        // `init` and stored properties build, they build once.
        if isSwiftUIApp(type) { return true }
        guard type.isReferenceType else { return false }
        if graph.isApplicationDelegate(id) { return true }
        // A chain of builders this long is no container's; a loop of builders proves nothing.
        guard visiting.count < 8, visiting.insert(id).inserted else { return false }
        defer { visiting.remove(id) }
        // An object of a singleton class may be one of its subclasses' (`final class ChatSocketService:
        // SocketService {}` built per screen): the class lives for the process when they all do.
        if graph.isSingleton(id) {
            return builtSubclasses(of: id).allSatisfy { livesAsLongAsTheProcess($0, visiting: &visiting) }
        }
        // What it builds of itself, in a static factory (`static func instance(…) -> Provider`), is
        // made once when only these types' `init`s call the factory; built anywhere else, it may be
        // built again.
        guard let selfFactoryCallers = selfFactoryCallers(of: id) else { return false }
        for caller in selfFactoryCallers where !livesAsLongAsTheProcess(caller, visiting: &visiting) { return false }
        let builders = graph.builders(of: id).filter { !model.isTestCode($0) && !isPreviewSupport($0) }
        guard !builders.isEmpty else {
            // Built only by itself: in a factory that only run-once code calls, or in a static slot it
            // fills while empty. (Built only in static properties' initialisers says nothing: a view
            // keeps a sizing instance there, while the nib makes the others.)
            if !selfFactoryCallers.isEmpty || fillsOwnEmptySlot(id) { return true }
            if isGlobalConstant(id) { return true }
            if isContainerSingleton(id) { return true }
            // Built by no code archlint reads (a mixed target's Objective-C app delegate, whose
            // `[[OBAApplication alloc] init…]` clang drops when the class is only forward-declared)
            // and kept by the application delegate: the app delegate's object, made for it at launch.
            if isKeptByApplicationDelegate(id) { return true }
            if mayBeALaunchRoot(type), isLaunchStoryboardRoot(type) || isLaunchMethodRoot(type) { return true }
            if let holders = storyboardPropertyHolders(of: type),
               holders.allSatisfy({ livesAsLongAsTheProcess($0, visiting: &visiting) }) { return true }
            let subclasses = (self.subclasses[id] ?? []).filter { !model.isTestCode($0) }
            return !subclasses.isEmpty && subclasses.allSatisfy { livesAsLongAsTheProcess($0, visiting: &visiting) }
        }
        return builders.allSatisfy { builder in
            var factoryCallers: [TypeID] = []
            guard let keptStatically = keepsOnce(id, builder: builder, factoryCallers: &factoryCallers) else { return false }
            // Made by a static factory that only these types' `init`s call: made once if they are.
            for caller in factoryCallers where !livesAsLongAsTheProcess(caller, visiting: &visiting) { return false }
            // Kept in a static property, the object outlives whoever built it.
            return keptStatically || livesAsLongAsTheProcess(builder, visiting: &visiting)
        }
    }

    /// Whether the type can be a controller the launch makes once (`isLaunchStoryboardRoot`,
    /// `isLaunchMethodRoot`): a class of the project's files without production subclasses. A class
    /// with subclasses has objects that are not the launch's own (a storyboard may make a subclass's
    /// any number of times), and each runs its code.
    private func mayBeALaunchRoot(_ type: ProjectType) -> Bool {
        type.kind == .class && !type.files.isEmpty && (subclasses[type.id] ?? []).allSatisfy(model.isTestCode)
    }

    /// Whether the type is a controller an app's launch storyboard makes once (`LaunchStoryboards`),
    /// declared in that app (its files belong to the app's Info.plist), and no code of the app
    /// builds the storyboard's initial controller again, may instantiate another controller of the
    /// class (`mayMakeAnother`), or lets the root go: a window's new `rootViewController`, a
    /// navigation or tab controller's new `viewControllers`.
    private func isLaunchStoryboardRoot(_ type: ProjectType) -> Bool {
        let storyboards = model.launchStoryboards
        let roots = storyboards.roots.filter { root in
            root.className == type.simpleName && type.files.allSatisfy { storyboards.owner(of: $0) == root.infoPlist }
        }
        guard !roots.isEmpty else { return false }
        let threats = launchRootThreats.value { LaunchRootThreats(self) }
        return roots.contains { root in
            let launched = Set(storyboards.roots.filter { $0.infoPlist == root.infoPlist }.map(\.className))
            return !threats.rebuildOrRelease.contains(root.infoPlist)
                && !threats.rebuildsLaunchRoot(launched, app: root.infoPlist, chains: chainIndex)
                && !threats.letsGoOfItsOwnChildren(launched, app: root.infoPlist)
                && !mayMakeAnother(root.className, app: root.infoPlist, besides: [])
                && !(root.isReferenced && threats.rebuildsAnywhere)
        }
    }

    /// The apps (by Info.plist) whose own code may build their launch storyboard's controllers again
    /// or let them go, worked out once for the whole project. The app's own code is what belongs to
    /// its Info.plist (in a tree of one app, all of it); code that belongs to no app (equally near
    /// several apps' Info.plists) is left out: a monorepo's shared UI does not replace a vendored
    /// sample app's root.
    fileprivate struct LaunchRootThreats {
        /// The calls that build a storyboard's initial controller again or replace a container's
        /// children (a watch app's root pages), and those that build a controller by its storyboard
        /// identifier (UIKit's, AppKit's and WatchKit's).
        static let rebuildingCalls = ["instantiateInitialViewController", "instantiateInitialController", "setViewControllers",
                                      "reloadRootControllers", "reloadRootPageControllers",
                                      // Objective-C's setters of the slots below (`[window setRootViewController:login]`).
                                      "setRootViewController", "setContentViewController"]
        /// Calls on a container's `viewControllers` that take some out (`viewControllers.removeFirst()`);
        /// adding one lets none go.
        static let mutatingCalls: Set<String> = ["removeFirst", "removeLast", "remove", "removeAll", "removeSubrange",
                                                 "replaceSubrange", "popLast"]

        /// Whether the assignment fills a slot of an object its own member has just made (`let popover =
        /// NSPopover()` before `popover.contentViewController = controller`): a new object holds no
        /// root, so nothing is let go. Not a new window: made key, it replaces the app's window and
        /// lets the launch root go.
        static func fillsFreshObject(_ assignment: AssignmentFact, among assignments: ArraySlice<AssignmentFact>) -> Bool {
            let target = assignment.target
            guard let period = target.lastIndex(of: ".") else { return false }
            let base = target[..<period]
            guard !base.contains("."), base != "self" else { return false }
            let sameMember = { (other: AssignmentFact) in
                other.context.member == assignment.context.member && other.location.file == assignment.location.file
                    && other.location < assignment.location
            }
            // A local bound again (`if let current = screen.navigationController { navigation = current }`)
            // may be an object that holds a root.
            if assignments.contains(where: { !$0.isDeclaration && $0.target == base && sameMember($0) }) { return false }
            return assignments.contains { declaration in
                guard declaration.isDeclaration, declaration.target == base, case .construction(let built) = declaration.value,
                      !ProjectModel.stripGenericArguments(built).hasSuffix("Window") else { return false }
                return sameMember(declaration)
            }
        }

        /// Whether a call takes controllers out of a container's children.
        static func mutatesChildren(_ call: CallFact) -> Bool {
            mutatingCalls.contains(call.name) && call.base.map { ProjectModel.lastComponent(of: $0) == "viewControllers" } == true
        }
        static let identifiedInstantiations = ["instantiateViewController", "instantiateController", "pushController",
                                               "presentController", "instantiateViewControllerWithIdentifier",
                                               "instantiateControllerWithIdentifier"]
        /// Assigned, they let the controller there before go: a window's root, a container's children.
        static let replacedSlots: Set<String> = ["rootViewController", "viewControllers", "contentViewController"]

        var rebuildOrRelease = Set<String>()
        /// Per app, where its code lets a root go or replaces a container's children (`rebuildingCalls`
        /// but the initial instantiations, assignments to `replacedSlots`; not a container's own):
        /// the apps of `rebuildOrRelease` besides `mutations` and `scenes`.
        var releases: [String: [SourceLocation]] = [:]
        /// Per app, where its code instantiates controllers by identifier.
        var instantiations: [String: [StoryboardInstantiation]] = [:]
        /// Per app, where its code makes a storyboard's initial controller, with the storyboard's name
        /// where the code writes it (`UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController()`):
        /// a launch root is made again only by its own storyboard, or one whose initial controller
        /// leads to it (`rebuildsLaunchRoot`).
        var initialInstantiations: [String: [StoryboardInstantiation]] = [:]
        /// The apps whose code takes controllers out of a container's `viewControllers` by a call.
        var mutations = Set<String>()
        /// Per app, the container classes whose code takes out or replaces their own children
        /// (`viewControllers.removeAll()`, `self.viewControllers = […]`, `setViewControllers(…)` on
        /// themselves), with the names of their project subclasses, which run that code too. Such a
        /// container lets go only of what it holds: a launch root only if the launch makes one of
        /// them (`letsGoOfItsOwnChildren`).
        var ownChildren: [String: Set<String>] = [:]
        /// The apps that have a scene delegate (or an app delegate that configures scenes).
        var scenes = Set<String>()
        /// Whether any production code of the tree, of any target, builds a storyboard's initial
        /// controller again.
        var rebuildsAnywhere = false

        init(_ lifetime: ProcessLifetime) {
            let model = lifetime.model
            let storyboards = model.launchStoryboards
            func isProduction(_ owner: TypeID?) -> Bool { owner.map { !model.isTestCode($0) } ?? true }
            // A container class's code on its own children (nil: another object's, or no class's).
            func ownContainer(_ owner: TypeID?, path: String?) -> Set<String>? {
                guard let owner, model[owner]?.kind == .class,
                      path == nil || path == "self" || path == "viewControllers" || path == "self.viewControllers"
                else { return nil }
                return Set(([owner] + lifetime.descendants(of: owner)).compactMap { model[$0]?.simpleName })
            }
            for site in LaunchRootThreats.rebuildingCalls.flatMap({ lifetime.sites(calling: $0) }) where isProduction(site.owner) {
                if site.call.name == "setViewControllers", let own = ownContainer(site.owner, path: site.call.base) {
                    if let app = storyboards.owner(of: site.call.location.file) { ownChildren[app, default: []].formUnion(own) }
                    continue
                }
                rebuildsAnywhere = true
                if StoryboardInstantiation.initialInstantiations.contains(site.call.name) {
                    if let app = storyboards.owner(of: site.call.location.file) {
                        initialInstantiations[app, default: []].append(StoryboardInstantiation(site, lifetime: lifetime))
                    }
                    continue
                }
                if let app = storyboards.owner(of: site.call.location.file) { releases[app, default: []].append(site.call.location) }
            }
            for instantiation in lifetime.storyboardInstantiations() where !instantiation.isInitial {
                guard let app = storyboards.owner(of: instantiation.location.file) else { continue }
                instantiations[app, default: []].append(instantiation)
            }
            for owner in model.assignments.keys where isProduction(owner) {
                let assignments = model.assignments[owner] ?? []
                for assignment in assignments where !assignment.isDeclaration
                    && LaunchRootThreats.replacedSlots.contains(String(ProjectModel.lastComponent(of: assignment.target))) {
                    guard let app = storyboards.owner(of: assignment.location.file),
                          !lifetime.setsOwnProperty(owner, target: assignment.target),
                          !LaunchRootThreats.fillsFreshObject(assignment, among: assignments) else { continue }
                    if let own = ownContainer(owner, path: assignment.target) {
                        ownChildren[app, default: []].formUnion(own)
                    } else {
                        releases[app, default: []].append(assignment.location)
                    }
                }
            }
            rebuildOrRelease = Set(releases.keys)
            for owner in model.calls.keys where isProduction(owner) {
                for call in model.calls[owner] ?? [] where LaunchRootThreats.mutatesChildren(call) {
                    guard let app = storyboards.owner(of: call.location.file) else { continue }
                    if let own = ownContainer(owner, path: call.base) {
                        ownChildren[app, default: []].formUnion(own)
                    } else {
                        mutations.insert(app)
                    }
                }
            }
            // An app that has a scene delegate makes its roots once per scene, whatever its Info.plist
            // says (Xcode can generate the scene manifest from build settings).
            for id in model.typeIDs where !model.isTestCode(id) {
                guard let type = model[id], let file = type.files.first,
                      type.inherited.contains(where: { $0 == "UIWindowSceneDelegate" || $0 == "UISceneDelegate" })
                        || (lifetime.graph.isApplicationDelegate(id)
                            && type.functions.contains { $0.parameters.contains { $0.label == "configurationForConnecting" } }),
                      let app = storyboards.owner(of: file) else { continue }
                scenes.insert(app)
            }
            rebuildOrRelease.formUnion(mutations)
            rebuildOrRelease.formUnion(scenes)
        }

        /// Where the app's code lets a root go, replaces a container's children or makes a
        /// storyboard's initial controller: `releases` and `initialInstantiations`.
        func releasesOrRemakes(_ app: String) -> [SourceLocation] {
            (releases[app] ?? []) + (initialInstantiations[app] ?? []).map(\.location)
        }

        /// Whether the app's code makes the initial controller of a storyboard whose launch chain may
        /// make one of `classNames` (the app's launch roots): of a storyboard it does not name, of
        /// the launch storyboard, or of one leading to a launch root through a reference.
        func rebuildsLaunchRoot(_ classNames: Set<String>, app: String, chains: ChainIndex) -> Bool {
            (initialInstantiations[app] ?? []).contains { made in
                guard let name = made.storyboard else { return true }
                // Any app's storyboard of the name, or one that belongs to none (equally near two apps).
                return (chains.byName[name] ?? []).contains { chain in
                    chain.identifier == nil && chain.reachable.contains(where: classNames.contains)
                }
            }
        }

        /// Whether a container class of the app that takes out or replaces its own children is one
        /// of the classes its launch makes (`classNames`), and so may let launch roots go.
        func letsGoOfItsOwnChildren(_ classNames: Set<String>, app: String) -> Bool {
            !(ownChildren[app] ?? []).isDisjoint(with: classNames)
        }
    }

    /// Whether the type is a controller an application delegate makes its window's root from a
    /// storyboard at launch, once (`LaunchMethodRoots`), declared in that app.
    private func isLaunchMethodRoot(_ type: ProjectType) -> Bool {
        let roots = launchMethodRoots.value { LaunchMethodRoots(self) }
        guard let apps = roots.apps[type.simpleName] else { return false }
        let storyboards = model.launchStoryboards
        return type.files.allSatisfy { file in storyboards.owner(of: file).map(apps.contains) ?? false }
    }

    /// The controllers an application delegate makes the root of its window from a storyboard in its
    /// launch handler, which runs once per process (`runsAtLaunchOnly`), in an app without scenes,
    /// where the delegate's window keeps the root: `window?.rootViewController =
    /// storyboard.instantiateInitialViewController()` or `….instantiateViewController(withIdentifier:
    /// "Root")`, the storyboard made in the handler as `UIStoryboard(name: "Main", bundle: nil)`
    /// (written there, or a local bound to it once). The controller, and those the storyboard makes
    /// with it through relationship and embed segues (`LaunchStoryboards.StoryboardChain`), are made
    /// once, and the window keeps them, when no other code of the app makes a storyboard's initial
    /// controller, instantiates a controller by one of their identifiers (or by one it does not write
    /// out), or sets a window's root or a container's children (which would let them go), and every
    /// root the handler sets is such a controller: one it sets otherwise (a navigation controller it
    /// builds) may replace them. Branches of the handler (a phone's root and a tablet's) each make
    /// their own, once.
    private struct LaunchMethodRoots {
        /// The class names, by the apps (Info.plists) that make them so.
        var apps: [String: Set<String>] = [:]

        init(_ lifetime: ProcessLifetime) {
            let model = lifetime.model
            let storyboards = model.launchStoryboards
            guard !storyboards.chains.isEmpty else { return }
            struct Made {
                var chain: LaunchStoryboards.StoryboardChain
                var call: SourceLocation
                var assignment: SourceLocation
            }
            var madeByApp: [String: [Made]] = [:]
            var unread = Set<String>()
            for id in model.typeIDs where lifetime.graph.isApplicationDelegate(id) && !model.isTestCode(id) {
                guard let delegate = model[id], let file = delegate.files.first, let app = storyboards.owner(of: file),
                      storyboards.appsWithoutScenes.contains(app),
                      delegate.files.allSatisfy({ storyboards.owner(of: $0) == app }) else { continue }
                let assignments = model.assignments[id] ?? []
                let calls = model.calls[id] ?? []
                let closures = model.closures[id] ?? []
                for assignment in assignments where !assignment.isDeclaration
                    && ProjectModel.lastComponent(of: assignment.target) == "rootViewController"
                    && lifetime.runsAtLaunchOnly(assignment.context, at: assignment.location, in: id, depth: 0) {
                    let member = assignment.context.member
                    // In a closure (a sign-in listener's), it may run any number of times.
                    guard !closures.contains(where: { $0.context.member == member && $0.encloses(assignment.location) }) else {
                        unread.insert(app)
                        continue
                    }
                    let instantiations = calls.filter { call in
                        call.context.member == member && call.location.isOnSameLine(as: assignment.location)
                            && (call.name == "instantiateInitialViewController" || call.name == "instantiateViewController")
                    }
                    if instantiations.count == 1, case let call = instantiations[0] {
                        let made = StoryboardInstantiation(CallSite(owner: id, call: call), lifetime: lifetime)
                        let chains = made.storyboard.map { name in
                            storyboards.chains.filter { chain in
                                chain.storyboardName == name && chain.identifier == made.identifier && chain.infoPlist == app
                            }
                        } ?? []
                        if made.isInitial || made.identifier != nil, !chains.isEmpty {
                            madeByApp[app, default: []] += chains.map { Made(chain: $0, call: call.location, assignment: assignment.location) }
                            continue
                        }
                    }
                    unread.insert(app)
                }
            }
            let threats = lifetime.launchRootThreats.value { LaunchRootThreats(lifetime) }
            // Code that calls the launch handler runs it again.
            func isProduction(_ site: CallSite) -> Bool { site.owner.map { !model.isTestCode($0) } ?? true }
            let handlerCalled = lifetime.sites(calling: "application").contains { site in
                isProduction(site) && site.call.arguments.contains {
                    $0.label == "didFinishLaunchingWithOptions" || $0.label == "willFinishLaunchingWithOptions"
                }
            } || ["applicationDidFinishLaunching", "applicationWillFinishLaunching"].contains {
                lifetime.sites(calling: $0).contains(where: isProduction)
            }
            guard !handlerCalled else { return }
            for (app, made) in madeByApp where !unread.contains(app) && !threats.mutations.contains(app) && !threats.scenes.contains(app) {
                let calls = Set(made.map(\.call))
                let launchSites = calls.union(made.map(\.assignment))
                // Made again, or let go, by other code than the handler's own.
                if threats.releasesOrRemakes(app).contains(where: { !launchSites.contains($0) }) { continue }
                if threats.letsGoOfItsOwnChildren(Set(made.flatMap(\.chain.classes)), app: app) { continue }
                // Each class of theirs that nothing else of the app may make.
                for entry in made where !entry.chain.isRemade {
                    for className in entry.chain.classes where !lifetime.mayMakeAnother(className, app: app, besides: calls) {
                        apps[className, default: []].insert(app)
                    }
                }
            }
        }
    }

    /// A lazy stored property whose initialiser instantiates its controller from a storyboard
    /// (`lazy var envelopesPanel: EnvelopesPanelController = { … storyboard.instantiateViewController(
    /// withIdentifier: name) as! EnvelopesPanelController }()`): once per object that has it.
    fileprivate struct StoryboardProperty {
        var holder: TypeID
        var instantiation: SourceLocation
    }

    /// The types whose objects make every controller of the type, or nil: the type is a class the
    /// tree's storyboards have as controllers but never make themselves (no segue, reference,
    /// container or Info.plist leads to one: `LaunchStoryboards.Placement`), lazy stored properties of
    /// those types declared with it instantiate it from a storyboard, each once per object, and
    /// every other instantiation from a storyboard (`instantiateViewController(withIdentifier:)`,
    /// `instantiateInitialViewController()`) names a storyboard without a controller of the class
    /// (`UIStoryboard(name: "Effects", bundle: nil)`). Code that builds the class itself is ruled out
    /// by the caller. Those objects make one each; when they live as long as the process, so do
    /// these.
    private func storyboardPropertyHolders(of type: ProjectType) -> [TypeID]? {
        guard type.kind == .class, let placement = model.launchStoryboards.placements[type.simpleName],
              !placement.isMadeByAStoryboard else { return nil }
        let byClass = storyboardProperties.value { StoryboardProperty.byClass(in: self) }
        // A subclass of a holder has the property too, and makes its own.
        guard let properties = byClass[type.simpleName], !properties.isEmpty,
              properties.allSatisfy({ property in
                  model.resolveTypeText(type.simpleName, from: property.holder).ids == [type.id]
                      && (subclasses[property.holder] ?? []).isEmpty
              }) else { return nil }
        let own = Set(properties.map(\.instantiation))
        let chains = chainIndex
        guard !storyboardInstantiations().contains(where: { instantiation in
            !own.contains(instantiation.location)
                && instantiation.mayMake(type.simpleName, app: nil, storyboards: model.launchStoryboards, chains: chains)
        }) else { return nil }
        return Array(Set(properties.map(\.holder))).sorted()
    }

    /// A controller code instantiates from a storyboard: by its identifier
    /// (`storyboard.instantiateViewController(withIdentifier: "Settings")`) or as the initial one
    /// (`instantiateInitialViewController()`), with the storyboard's name and the identifier where
    /// the code writes them out as literals.
    fileprivate struct StoryboardInstantiation {
        /// UIKit's and AppKit's calls that make a storyboard's initial controller.
        static let initialInstantiations = ["instantiateInitialViewController", "instantiateInitialController"]

        /// The storyboard's name (`UIStoryboard(name: "Settings", bundle: nil)`); nil when the code does
        /// not show it (`self.storyboard`, a property, a name made at run time).
        var storyboard: String?
        /// Whether it makes the initial controller.
        var isInitial: Bool
        /// The identifier, the call's first argument (`withIdentifier:`, WatchKit's `withName:`); nil
        /// for the initial controller, or when it is no literal (`Scene.settings.rawValue`).
        var identifier: String?
        /// The identifiers a parameter it is written with receives, each call of the method passing one
        /// written out (`openViewController(of: "SettingsStoryboardID")` of `func openViewController(of
        /// storyboardID: String)`); nil when the identifier is no such parameter.
        var handedIdentifiers: [String]?
        var location: SourceLocation

        init(_ site: CallSite, lifetime: ProcessLifetime) {
            storyboard = site.owner.flatMap { lifetime.storyboardName(receiving: site.call, in: $0) }
            isInitial = StoryboardInstantiation.initialInstantiations.contains(site.call.name)
            if !isInitial {
                switch site.call.arguments.first?.value {
                case .string(let written)?: identifier = written
                case .reference(let name)?: handedIdentifiers = lifetime.strings(handedTo: name, at: site)
                default: break
                }
            }
            location = site.call.location
        }

        /// Whether it may make a controller of the class: from a storyboard that has one (or one the
        /// code does not name), the initial controller's chain or that of the controller with the
        /// identifier having one (or an identifier not written out). An identifier none of the
        /// storyboards has makes nothing. `app`: only that app's storyboards (nil: any).
        /// `chains`: the storyboards' chains by name and identifier (`ProcessLifetime.chainIndex`).
        func mayMake(_ className: String, app: String?, storyboards: LaunchStoryboards, chains: ChainIndex) -> Bool {
            guard let placement = storyboards.placements[className] else { return false }
            func makes(_ chain: LaunchStoryboards.StoryboardChain) -> Bool {
                (app == nil || chain.infoPlist == app) && chain.reachable.contains(className)
            }
            if isInitial {
                guard let storyboard else { return true }
                return (chains.byName[storyboard] ?? []).contains { $0.identifier == nil && makes($0) }
            }
            for identifier in identifier.map({ [$0] }) ?? handedIdentifiers ?? [] {
                let candidates = storyboard.map { chains.byName[$0] ?? [] } ?? chains.byIdentifier[identifier] ?? []
                if candidates.contains(where: { $0.identifier == identifier && makes($0) }) { return true }
            }
            if identifier != nil || handedIdentifiers != nil { return false }
            guard let storyboard else { return true }
            return placement.storyboardNames.contains(storyboard) || (chains.byName[storyboard] ?? []).contains(where: makes)
        }
    }

    /// The strings every production call of the method a site is in passes to its parameter `name`,
    /// when each is written out (`openViewController(of: "SettingsStoryboardID")`): what the parameter
    /// holds at the site. Nil when `name` is no parameter of that one method, a call passes anything
    /// else, or none calls it.
    fileprivate func strings(handedTo name: String, at site: CallSite) -> [String]? {
        guard let owner = site.owner, let member = site.call.context.member, !name.utf8Contains(UInt8(ascii: ".")),
              let type = model[owner], case let functions = type.functions(named: member), functions.count == 1,
              let position = functions[0].parameters.firstIndex(where: { $0.name == name }),
              !model.isLocal(name, in: owner, member: member),
              // Not a closure's parameter of the name around the site (`ids.forEach { storyboardID in … }`).
              !(model.closures[owner] ?? []).contains(where: { closure in
                  closure.context.member == member && closure.encloses(site.call.location) && closure.parameters.contains(name)
              })
        else { return nil }
        let label = functions[0].parameters[position].label
        let calls = productionSites(calling: member)
        guard !calls.isEmpty, isNamedOnlyByItsCallers(member, in: type, sites: sites(calling: member)) else { return nil }
        var strings: [String] = []
        for call in calls.map(\.call) {
            let argument = label.map { label in call.arguments.first { $0.label == label } }
                ?? (call.arguments.indices.contains(position) ? call.arguments[position] : nil)
            guard case .string(let written)? = argument?.value else { return nil }
            strings.append(written)
        }
        return strings
    }

    /// The storyboards' chains (`LaunchStoryboards.chains`) by storyboard name and by identifier.
    fileprivate struct ChainIndex: Sendable {
        var byName: [String: [LaunchStoryboards.StoryboardChain]]
        var byIdentifier: [String: [LaunchStoryboards.StoryboardChain]]
    }

    /// Whether the app's code, or its storyboards, may make a controller of the class (another than
    /// the ones the code at `besides` makes): a segue leads to one (`LaunchStoryboards.Placement`), or
    /// code instantiates a controller from a storyboard by identifier that may be one
    /// (`StoryboardInstantiation.mayMake`).
    fileprivate func mayMakeAnother(_ className: String, app: String, besides: Set<SourceLocation>) -> Bool {
        // Asked for an Info.plist root's class by every type of that name: worked out once per class.
        guard !besides.isEmpty else {
            return mayMakeAnotherOfClass.value(for: app + "\t" + className) { makesAnother(className, app: app, besides: []) }
        }
        return makesAnother(className, app: app, besides: besides)
    }

    private func makesAnother(_ className: String, app: String, besides: Set<SourceLocation>) -> Bool {
        let storyboards = model.launchStoryboards
        if storyboards.placements[className]?.isSegueDestination == true { return true }
        let threats = launchRootThreats.value { LaunchRootThreats(self) }
        let chains = chainIndex
        return (threats.instantiations[app] ?? []).contains { instantiation in
            !besides.contains(instantiation.location)
                && instantiation.mayMake(className, app: app, storyboards: storyboards, chains: chains)
        }
    }

    /// Every production instantiation of a controller from a storyboard, by identifier or as the
    /// initial one, made once.
    fileprivate func storyboardInstantiations() -> [StoryboardInstantiation] {
        storyboardInstantiationList.value {
            let names = LaunchRootThreats.identifiedInstantiations + StoryboardInstantiation.initialInstantiations
            return names.flatMap { sites(calling: $0) }.filter { site in site.owner.map { !model.isTestCode($0) } ?? true }
                .map { StoryboardInstantiation($0, lifetime: self) }
        }
    }

    /// The storyboards' chains by storyboard name and by identifier, made once.
    fileprivate var chainIndex: ChainIndex {
        storyboardChains.value {
            let chains = model.launchStoryboards.chains
            return ChainIndex(byName: Dictionary(grouping: chains, by: \.storyboardName),
                              byIdentifier: Dictionary(grouping: chains.filter { $0.identifier != nil }) { $0.identifier ?? "" })
        }
    }

    /// UIKit's and AppKit's storyboards.
    static let storyboardTypes: Set<String> = ["UIStoryboard", "NSStoryboard"]
    /// The type of a storyboard's name (AppKit's; a project may declare UIKit's the same way).
    static let storyboardNameTypes: Set<String> = ["NSStoryboard.Name", "UIStoryboard.Name"]

    /// The storyboard names the project declares as constants of the storyboard name type, by the
    /// constant's name (`extension NSStoryboard.Name { static let player = "JSPlayer" }`, read as
    /// `NSStoryboard(name: .player, bundle: nil)`). A constant declared twice with different values is
    /// left out.
    fileprivate var storyboardNameConstants: [String: String] {
        storyboardNames.value {
            var found: [String: String?] = [:]
            for file in model.files {
                for type in file.types where type.kind == .extension && ProcessLifetime.storyboardNameTypes.contains(type.name) {
                    for property in type.properties where property.isStatic {
                        guard case .string(let value)? = property.initializer else { continue }
                        if let known = found[property.name], known != value { found[property.name] = .some(nil) } else { found[property.name] = value }
                    }
                }
            }
            return found.compactMapValues { $0 }
        }
    }

    /// The name of the storyboard a call of `owner`'s is made on, where the code shows it:
    /// `UIStoryboard(name: "Main", bundle: nil)` (or AppKit's `NSStoryboard`) written as the receiver
    /// on the call's line, or a local of the member bound to such a storyboard once and never set
    /// again.
    fileprivate func storyboardName(receiving call: CallFact, in owner: TypeID) -> String? {
        let member = call.context.member
        let constructions = model.constructions[owner] ?? []
        func name(madeOn line: SourceLocation) -> String? {
            let made = constructions.filter { construction in
                construction.context.member == member && construction.location.isOnSameLine(as: line)
                    && ProcessLifetime.storyboardTypes.contains(ProjectModel.stripGenericArguments(construction.typeName))
            }
            guard made.count == 1, let argument = made[0].arguments.first, argument.label == "name" else { return nil }
            switch argument.value {
            case .string(let name):
                return name
            case .implicitMember(let constant):
                // `NSStoryboard(name: .player, bundle: nil)`, the project's constant.
                return storyboardNameConstants[constant]
            case .reference(let path):
                // `NSStoryboard(name: NSStoryboard.Name.player, bundle: nil)`.
                let type = path.split(separator: ".").dropLast().joined(separator: ".")
                guard ProcessLifetime.storyboardNameTypes.contains(type) else { return nil }
                return storyboardNameConstants[String(ProjectModel.lastComponent(of: path))]
            default:
                return nil
            }
        }
        if call.base == CallFact.computedReceiver { return name(madeOn: call.location) }
        guard let local = call.base, !local.contains("."), model.isLocal(local, in: owner, member: member) else { return nil }
        // Several branches of a member may each declare their own (`case .course: let storyboard =
        // UIStoryboard(name: "QueryList", …)`, `case .box: let storyboard = UIStoryboard(name: "Box", …)`):
        // when every binding of the name declares a storyboard, the call reads the nearest above it.
        let all = (model.assignments[owner] ?? []).filter { $0.context.member == member && $0.target == local }
        guard all.allSatisfy({ binding in
                  guard binding.isDeclaration, case .construction(let built) = binding.value else { return false }
                  return ProcessLifetime.storyboardTypes.contains(built)
              }),
              let nearest = all.last(where: { $0.location < call.location }) else { return nil }
        let bindings = [nearest]
        // A controller's own `storyboard` is not hidden by a local of that name in another scope of the
        // member (one branch's): only where one immediately-called closure (a lazy property's) holds
        // both the local and the call, or the local is declared just above the call (`let storyboard =
        // UIStoryboard(name: "Box", bundle: nil)`, then `storyboard.instantiateInitialViewController()`
        // on the next line), is the local the one meant.
        if local == "storyboard", model.superclassChain(of: owner).externalName.map({ external in
            external.hasSuffix("ViewController") || external == "NSWindowController"
        }) == true, !bindings[0].location.isWithin(2, linesAbove: call.location) {
            let innermost = (model.closures[owner] ?? []).last { $0.context.member == member && $0.encloses(call.location) }
            guard let innermost, innermost.destination == .invoked, innermost.encloses(bindings[0].location) else { return nil }
        }
        return name(madeOn: bindings[0].location)
    }

    /// Whether an application delegate keeps an object of this type in a strong stored property.
    private func isKeptByApplicationDelegate(_ id: TypeID) -> Bool {
        keptByApplicationDelegates.value {
            var kept = Set<TypeID>()
            for holder in model.typeIDs where graph.isApplicationDelegate(holder) {
                // Only a property no code archlint reads sets: one it can see set (decoded on every
                // login, assigned from a call) may be replaced.
                let ownAssignments = Set((model.assignments[holder] ?? []).filter { !$0.isDeclaration }
                    .compactMap { ProjectModel.ownPropertyName($0.target) })
                for edge in graph.edges(from: holder) where edge.kind == .stores && edge.isStrongReference && !edge.isGuess
                    && graph.wiringSites(of: holder, property: edge.label).isEmpty
                    && !ownAssignments.contains(edge.label) {
                    kept.insert(edge.to)
                }
            }
            return kept
        }.contains(id)
    }

    /// The SwiftUI entry point: `@main` on a type that adopts `App`, or an `App` the `@main` type
    /// starts itself (`@main enum Main { static func main() { patch(); UTMApp.main() } }`).
    private func isSwiftUIApp(_ type: ProjectType) -> Bool {
        guard type.inherited.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) else { return false }
        if type.attributes.contains("@main") { return true }
        return sites(calling: "main").contains { site in
            guard let owner = site.owner, let base = site.call.base, !model.isTestCode(owner),
                  model[owner]?.attributes.contains("@main") == true else { return false }
            return model.resolve(ProjectModel.stripGenericArguments(base), fromModule: owner.module, context: owner,
                                 file: site.call.location.file).contains(type.id)
        }
    }

    /// The types whose `init`s call the static factories in which a type builds itself; empty when it
    /// builds itself nowhere but in a static property's initialiser (a singleton's `shared`), nil when
    /// it builds itself anywhere else or its factories are called elsewhere.
    private func selfFactoryCallers(of id: TypeID) -> [TypeID]? {
        guard let type = model[id] else { return nil }
        var callers: [TypeID] = []
        for (construction, resolved) in zip(model.constructions[id] ?? [], graph.constructionTargets(of: id)) where resolved.contains(id) {
            guard let member = construction.context.member else { return nil }
            // Two modules may each extend the type with a static property of one name.
            if type.properties.contains(where: { $0.name == member && $0.isStatic && $0.isStored }) { continue }
            // `static func install() { if shared == nil { shared = Toasts() } }`: made once, as `shared`'s
            // initialiser would make it.
            if fillsEmptyStaticSlot(construction, in: id) { continue }
            guard let found = staticFactoryCallers(member, of: id) else { return nil }
            for caller in found where !callers.contains(caller) { callers.append(caller) }
        }
        return callers
    }

    /// Whether the type builds one of its own objects into a static slot it fills only while empty
    /// (`if instance == nil { instance = SessionStore() }`).
    private func fillsOwnEmptySlot(_ id: TypeID) -> Bool {
        zip(model.constructions[id] ?? [], graph.constructionTargets(of: id)).contains { construction, resolved in
            resolved.contains(id) && fillsEmptyStaticSlot(construction, in: id)
        }
    }

    /// Whether only SwiftUI previews build the type's objects (`PreviewSupport`): what it builds is
    /// never built in the app.
    private func isPreviewSupport(_ id: TypeID) -> Bool {
        previewSupport.value { PreviewSupport.find(in: graph) }.contains(id)
    }

    /// Whether the type's objects are built only as the values of global declarations
    /// (`private let reachability = ReachabilityManager()` at file scope), none of them reassigned
    /// anywhere: a global is made once and kept until the process exits, as a singleton is. Asked
    /// only of a type no other type builds; the answer for every type is worked out once.
    private func isGlobalConstant(_ id: TypeID) -> Bool {
        globalConstants.value { GlobalConstants.find(in: model) }.contains(id)
    }

    /// Whether the type's objects are made only in singleton registrations (`isSingletonRegistration`)
    /// written outside the project's types, as a library's container is extended
    /// (`extension DependencyContainer { static var kyc = module { single { KYCRouter() } } }`). Asked
    /// only of a type no project type builds.
    private func isContainerSingleton(_ id: TypeID) -> Bool {
        containerSingletons.value {
            var registered = Set<TypeID>()
            var elsewhere = Set<TypeID>()
            // Only a closure handed to `single`, `register` or `Factory`, or with a scope chained to it,
            // can be a singleton registration: a construction no such closure encloses is made elsewhere. Asking
            // each of them for its innermost closure read every top-level closure of the tree for every
            // top-level construction (a fifth of a run on Canvas, with its previews).
            let registrations = (model.closures[nil] ?? []).filter { closure in
                guard case .argument(let callee, _, _) = closure.destination else { return false }
                return callee == "single" || callee == "register" || callee == "Factory"
                    || closure.chainedCalls.contains { $0.name == "scope" || $0.name == "inObjectScope" || $0.name == "singleton" }
            }
            for construction in model.constructions[nil] ?? [] where !model.testFiles.contains(construction.location.file) {
                let file = construction.location.file
                let resolved = model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                             fromModule: model.module(of: file), context: nil, file: file)
                let mayBeRegistered = registrations.contains { closure in
                    closure.context.member == construction.context.member && closure.encloses(construction.location)
                }
                if mayBeRegistered, singletonRegistration(around: construction, in: nil) != nil {
                    registered.formUnion(resolved)
                } else {
                    elsewhere.formUnion(resolved)
                }
            }
            return registered.subtracting(elsewhere)
        }.contains(id)
    }

    /// Whether each construction of `built` in `builder` is one the builder makes once per instance (or
    /// once per process) and keeps: a stored property's initialiser, an assignment to a stored property
    /// in `init` or the app delegate's launch handler, a default argument of `init`, an object either
    /// makes and hands on. True when all of them are static properties, false when some are instance
    /// storage, nil when one is neither (built in a method that may run again, returned) or none is
    /// seen.
    /// A construction in a static factory of the builder (`static func instance(…) -> Provider`, which
    /// builds the provider and the services it registers) counts when every call of the factory is in
    /// the `init` of another type: those types go to `factoryCallers`, which must live as long as the
    /// process for the object to.
    private func keepsOnce(_ built: TypeID, builder: TypeID, factoryCallers: inout [TypeID]) -> Bool? {
        guard let holder = model[builder] else { return nil }
        let constructions = model.constructions[builder] ?? []
        let targets = graph.constructionTargets(of: builder)
        var seen = false
        var allStatic = true
        for (construction, resolved) in zip(constructions, targets) where resolved.contains(built) {
            // Made by a container for the process, as a static property is; by a container the member
            // makes itself (one per flow), for as long as the builder lives.
            if let registration = singletonRegistration(around: construction, in: builder) {
                seen = true
                if registers(registration, inContainerOf: construction, in: builder) { allStatic = false }
                continue
            }
            let member = construction.context.member
            // In a property's run-once initialiser even an element of a literal or the returned value
            // (`lazy var panes = { [GeneralPane(), KeysPane()] }()`) is made once per holder.
            let inInitializer = isRunOnceInitializer(construction, of: holder)
            let facts = builderFacts.facts(of: builder, in: model)
            let use = model.use(of: construction, in: builder, members: facts)
            var runsOnce = member == "init" || isLaunchHandler(construction, of: builder) || inInitializer
            // In a method that only run-once code calls (`postInit()` from `init`, `router.showApp()` from
            // there), it is built once per caller; what it builds is kept only if stored.
            var methodCallers: [TypeID] = []
            if !runsOnce, runsOncePerObject(construction.context, at: construction.location, in: builder, depth: 0, callers: &methodCallers),
               isStored(construction, use: use, facts: facts, in: builder) {
                runsOnce = true
                factoryCallers += methodCallers
            }
            switch use {
            case .storedInProperty(let name):
                guard let property = holder.propertyOrStaticProperty(named: name) ?? holder.property(namedOrBackedBy: name),
                      property.isStored else { return nil }
                if !(member == name || runsOnce || fillsEmptyStaticSlot(construction, in: builder)) {
                    // Into a static slot by a static method that only `init`s or the launch handler
                    // call (`DDC.setup()` from `applicationDidFinishLaunching`): made once if they are.
                    guard property.isStatic, let member, let callers = staticFactoryCallers(member, of: builder) else { return nil }
                    factoryCallers += callers
                }
                if !property.isStatic { allStatic = false }
            case .defaultArgument:
                guard member == "init" else { return nil }
                allStatic = false
            case .keptInLocal, .handedOn, .other:
                // Made in `init` or the launch handler and handed to the objects the builder assembles
                // there (`let storage = FileStorage()`, then `Service(storage: storage)` into a
                // property): made once per builder, and kept by what it was handed to.
                if runsOnce, use != .other || inInitializer {
                    allStatic = false
                } else if fillsEmptyStaticSlot(construction, in: builder) {
                    // Kept in a static property, made at most once.
                } else if !construction.inDefaultArgument,
                          isInStaticInitialValue(member, at: construction.location, of: holder) {
                    // Made by a static stored property's initialiser, which runs once per process, and
                    // handed to what it holds (`static let mock = DeviceHandler(appData: AppData())`); not in a
                    // closure the property keeps, which makes one on every call (`static let make = { State() }`).
                } else if let member, let callers = staticFactoryCallers(member, of: builder) {
                    factoryCallers += callers
                } else {
                    return nil
                }
            }
            seen = true
        }
        return seen ? allStatic : nil
    }
}

extension ProcessLifetime {
    /// Whether a construction sits in the application delegate's launch handler, which UIKit and AppKit
    /// call once per process (`application(_:didFinishLaunchingWithOptions:)`, its `willFinish`
    /// twin, `applicationDidFinishLaunching(_:)`): what it builds there it builds once, as in `init`.
    func isLaunchHandler(_ construction: ConstructionFact, of builder: TypeID) -> Bool {
        graph.isApplicationDelegate(builder) && runsAtLaunchOnly(construction.context, at: construction.location, in: builder, depth: 0)
    }

    /// Whether code of the application delegate at this place runs once, at launch: in a launch
    /// handler (outside a closure that runs again), or in a method of its own that only such code
    /// calls, with no caller anywhere else and no closure before it in that method
    /// (`applicationDidFinishLaunching` booting the storage, then a private `startupUI()` that
    /// builds the app's coordinator).
    fileprivate func runsAtLaunchOnly(_ context: DeclarationContext, at location: SourceLocation, in builder: TypeID,
                                  depth: Int) -> Bool {
        guard let member = context.member else { return false }
        if member == "applicationDidFinishLaunching" || member == "applicationWillFinishLaunching" {
            return !isInRepeatingCallback(member, at: location, in: builder)
        }
        if member == "application" {
            guard let function = model.enclosingFunction(of: context, at: location, in: builder) else { return false }
            return function.parameters.contains { $0.label == "didFinishLaunchingWithOptions" || $0.label == "willFinishLaunchingWithOptions" }
                && !isInRepeatingCallback(member, at: location, in: builder)
        }
        guard depth < 3, let type = model[builder] else { return false }
        // In a launch step, code in a closure (`addRoute { … SonosLink() }`) runs whenever it is called.
        if let closures = closureSummary(of: builder, member: member, file: location.file), closures.encloses(location) {
            return false
        }
        let functions = type.functions(named: member)
        // A method of the app's own, neither an initialiser nor static and not a property's name; one
        // that UIKit or AppKit calls (an override, an action, a delegate callback) has no call site in
        // the project, and is ruled out below.
        guard !functions.isEmpty, functions.allSatisfy({ !$0.isInitializer && !$0.isStatic }),
              type.properties.allSatisfy({ $0.name != member }) else { return false }
        let sites = self.sites(calling: member)
        guard !sites.isEmpty else { return false }
        // Named anywhere but in a call (`#selector(startupUI)`, a method handed on as a value), it
        // may run again.
        guard isNamedOnlyByItsCallers(member, in: type, sites: sites) else { return false }
        return sites.allSatisfy { site in
            site.owner == builder && (site.call.base == nil || site.call.base == "self")
                && runsAtLaunchOnly(site.call.context, at: site.call.location, in: builder, depth: depth + 1)
        }
    }

    /// Whether code of `owner` at this place runs a bounded number of times for each of its objects: in
    /// `init` or the application delegate's launch code (outside a closure that runs again), or in a
    /// method that only such code calls, of the object itself (`postInit()` from both `init`s) or of
    /// another object (`router.showApp()` from the app controller's `postInit()`). Named anywhere but
    /// in a call, overridden (`super.start()`) or called from no production code, a method may run on
    /// any event. `callers`: the other types whose code calls it, which must themselves live as long
    /// as the process for the code to run a bounded number of times in all.
    private func runsOncePerObject(_ context: DeclarationContext, at location: SourceLocation, in owner: TypeID, depth: Int,
                                   callers: inout [TypeID]) -> Bool {
        guard let member = context.member else { return false }
        if graph.isApplicationDelegate(owner), runsAtLaunchOnly(context, at: location, in: owner, depth: 0) { return true }
        // Code in a closure (a listener registered in `init`) runs whenever it is called.
        if let closures = closureSummary(of: owner, member: member, file: location.file), closures.encloses(location) {
            return false
        }
        if member == "init" { return true }
        guard depth < 4, let type = model[owner], !model.isTestCode(owner) else { return false }
        // The rest holds wherever in the method the code sits: worked out once per method.
        let calledFrom: [TypeID]?
        if depth == 0 {
            calledFrom = methodsRunOnce.value(for: MethodKey(owner: owner, member: member)) {
                runOnceCallers(of: member, in: type, depth: depth)
            }
        } else {
            calledFrom = runOnceCallers(of: member, in: type, depth: depth)
        }
        guard let calledFrom else { return false }
        callers += calledFrom
        return true
    }

    /// The other types whose run-once code calls a method of `type` when only run-once code calls it
    /// (`runsOncePerObject`), nil when some call may run again. The checks that fail most often come
    /// first: a method no production code calls is UIKit's or an action's.
    private func runOnceCallers(of member: String, in type: ProjectType, depth: Int) -> [TypeID]? {
        let owner = type.id
        let sites = productionSites(calling: member)
        let functions = type.functions(named: member)
        guard !functions.isEmpty, functions.allSatisfy({ !$0.isInitializer && !$0.isStatic }),
              type.properties.allSatisfy({ $0.name != member }) else { return nil }
        // The calls that may run this type's method: not another class's `start()` on an object only
        // of that class (`let child = HelpCoordinator(…); child.start()`). Looked up by class, each
        // call read once per name: a name called in thousands of places is asked about by as many types.
        let above = model.superclassChain(of: owner).projectTypes
        let below = descendants(of: owner)
        let ownSites = sitesByClass.value(for: member) { SitesByClass(sites, lifetime: self) }
            .places(for: owner, above: above, descendants: below).map { sites[$0] }
        guard !ownSites.isEmpty, !ownSites.contains(where: { $0.call.base == "super" }) else { return nil }
        var found: [TypeID] = []
        for site in ownSites {
            guard let siteOwner = site.owner else { return nil }
            if siteOwner == owner {
                guard site.call.base == nil || site.call.base == "self" else { return nil }
            } else {
                // `showApp()` without a base in another type calls that type's own method.
                guard let base = site.call.base, base != "self", base != "Self" else { return nil }
                // On a parameter (`coordinator.start()` in a base class's `coordinate(to:)`), it runs
                // on what the callers of that method hand in.
                if case .bounded(let callers) = forwardedCallers(site, parameter: base, runningOn: owner, above: above, below: below,
                                                                 depth: depth) {
                    for caller in callers where !found.contains(caller) { found.append(caller) }
                    continue
                }
                if !found.contains(siteOwner) { found.append(siteOwner) }
            }
            guard runsOncePerObject(site.call.context, at: site.call.location, in: siteOwner, depth: depth + 1, callers: &found)
            else { return nil }
        }
        // Named anywhere but in a call (`#selector(showApp)`, `Button(action: router.showApp)`, a method
        // handed on as a value), it may run again.
        guard isNamedOnlyByItsCallers(member, in: type, sites: sites),
              !isNamedElsewhere(member, besides: owner, sites: sites, above: above, below: below) else { return nil }
        return found
    }

    /// The production calls of a method's name (by their index in `productionSites(calling:)`), by
    /// the objects they may run on: `start()` or `self.start()` in a concrete type's code, and
    /// `child.start()` on a name that holds only objects of known concrete types, under those types;
    /// `super.start()` under the class that writes it; any other call may run on any object. A call
    /// runs a class's method when it runs on that class, a class above it or a class below it, or is
    /// `super.start()` in a class below it.
    private struct SitesByClass: Sendable {
        var anywhere: [Int] = []
        var onClass: [TypeID: [Int]] = [:]
        var superIn: [TypeID: [Int]] = [:]

        init(_ sites: [CallSite], lifetime: ProcessLifetime) {
            self.init(sites.map { ($0.owner, $0.call.base, $0.call.context.member, $0.call.location) }, lifetime: lifetime)
        }

        /// Each place: the code's owner, the name before the method (nil for none), its member and
        /// location.
        init(_ places: [(owner: TypeID?, base: String?, member: String?, location: SourceLocation)], lifetime: ProcessLifetime) {
            for (index, place) in places.enumerated() {
                guard let owner = place.owner else { anywhere.append(index); continue }
                let classes: [TypeID]?
                switch place.base {
                case nil, "self"?, "Self"?: classes = lifetime.isConcrete(owner) ? [owner] : nil
                case "super"?: superIn[owner, default: []].append(index); continue
                case let base?: classes = lifetime.possibleClasses(base, in: owner, member: place.member, at: place.location)
                }
                guard let classes else { anywhere.append(index); continue }
                for id in Set(classes) { onClass[id, default: []].append(index) }
            }
        }

        /// The places that may run the method of `id`, a class with `above` over it and
        /// `descendants` under it, in their order.
        func places(for id: TypeID, above: [TypeID], descendants: [TypeID]) -> [Int] {
            var relevant = Set(anywhere)
            for id in [id] + above { relevant.formUnion(onClass[id] ?? []) }
            for id in descendants {
                relevant.formUnion(onClass[id] ?? [])
                relevant.formUnion(superIn[id] ?? [])
            }
            return relevant.sorted()
        }
    }

    /// The project classes below a class, at any depth.
    private func descendants(of id: TypeID) -> [TypeID] {
        var found: [TypeID] = []
        var seen: Set<TypeID> = [id]
        var pending = subclasses[id] ?? []
        while let subclass = pending.popLast() {
            guard seen.insert(subclass).inserted else { continue }
            found.append(subclass)
            pending += subclasses[subclass] ?? []
        }
        return found
    }

    /// A type whose objects are of it or of its subclasses: not a protocol or an extension.
    fileprivate func isConcrete(_ id: TypeID) -> Bool {
        guard let kind = model[id]?.kind else { return false }
        return kind == .class || kind == .struct || kind == .enum || kind == .actor
    }

    /// The concrete types whose objects a plain name, at a place in a member's code, may hold, or nil
    /// when it may hold any: a local bound only to constructions (`let child = HelpCoordinator(…)`, or
    /// declared with its type and no value, then assigned only constructions), a parameter of the
    /// member (of every overload that has one of the name), or else a stored property, each typed
    /// with concrete project types. Nil inside a closure, whose parameters the facts do not name; for
    /// a name no project type has (a generic parameter, a typealias, a library's protocol), a
    /// protocol, a dotted path or an unreadable value.
    fileprivate func possibleClasses(_ name: String, in owner: TypeID, member: String?, at location: SourceLocation) -> [TypeID]? {
        guard !name.utf8Contains(UInt8(ascii: ".")),
              !(model.closures[owner] ?? []).contains(where: { $0.context.member == member && $0.encloses(location) })
        else { return nil }
        func concrete(_ written: String) -> [TypeID]? {
            let ids = model.resolveTypeText(written, from: owner).ids
            return !ids.isEmpty && ids.allSatisfy(isConcrete) ? ids : nil
        }
        var classes: [TypeID] = []
        var found = false
        if let member, let type = model[owner] {
            for parameter in type.functions(named: member).flatMap(\.parameters) where parameter.name == name {
                guard let ids = concrete(parameter.typeName) else { return nil }
                classes += ids
                found = true
            }
        }
        if let bindings = model.localBindings(name, in: owner, member: member) {
            var values = Array(bindings)
            if values.contains(.unset) {
                // `let child: Coordinator`, set on each branch below: its values are the member's later
                // assignments to it.
                let later = (model.assignments[owner] ?? []).filter {
                    !$0.isDeclaration && $0.target == name && $0.context.member == member
                }
                guard !later.isEmpty else { return nil }
                values = values.filter { $0 != .unset } + later.map(\.value)
            }
            guard !values.isEmpty else { return nil }
            for value in values {
                guard case .construction(let written) = value, let ids = concrete(ProjectModel.stripGenericArguments(written))
                else { return nil }
                classes += ids
            }
            found = true
        }
        if found { return classes }
        guard !model.isLocalOrParameter(name, in: owner, member: member),
              let property = model[owner]?.property(named: name), let written = property.typeName else { return nil }
        return concrete(written)
    }

    /// Whether, in its own type, only members that call the method name it (they may name it
    /// otherwise too: mentions are recorded per member, not per use).
    private func isNamedOnlyByItsCallers(_ member: String, in type: ProjectType, sites: [CallSite]) -> Bool {
        let callers = Set(sites.compactMap { $0.owner == type.id ? $0.call.context.member : nil })
        return type.functions.allSatisfy { !$0.references.contains(member) || callers.contains($0.name) }
            && type.properties.allSatisfy { !$0.references.contains(member) }
    }

    /// Whether production code names the method other than by calling it, where it may be this
    /// class's: a value handed on, stored or bound (`Button(action: router.showApp)`, `handler =
    /// showApp`, `let restart = home.start`) unless the name before it holds only other classes'
    /// objects, or a mention in a member that does not call it (`#selector(HomeCoordinator.start)`),
    /// unless that member declares a local of the name.
    /// `sites`: the production calls of the name (`productionSites(calling:)`).
    private func isNamedElsewhere(_ member: String, besides owner: TypeID, sites: [CallSite], above: [TypeID],
                                  below: [TypeID]) -> Bool {
        let handedOn = !valuesByClass.value(for: member) {
            SitesByClass(valueReferences(named: member).map { value in
                let base = value.path.split(separator: ".").dropLast().joined(separator: ".")
                return (value.owner, base.isEmpty ? nil : base, value.member, value.location)
            }, lifetime: self)
        }.places(for: owner, above: above, descendants: below).isEmpty
        return handedOn || mentioningOwners(of: member, sites: sites).contains { $0 != owner }
    }

    /// The types (two at most: enough to tell whether one other than a given type is among them) whose
    /// members mention a method's name without calling it, made once per name: asked by every type
    /// that declares a method of the name (each coordinator's `start`), the mentions and the calls of
    /// the name were read again for each, in time that grew with the square of the code base.
    /// A member (a computed property's getter too) that declares a local of the name (`let start =
    /// date.lastFullHour()`) mentions the local.
    private func mentioningOwners(of member: String, sites: [CallSite]) -> [TypeID] {
        mentionOwners.value(for: member) {
            let callers = Set(sites.compactMap { site in site.owner.map { MethodKey(owner: $0, member: site.call.context.member ?? "") } })
            var owners: [TypeID] = []
            for mention in methodMentions.value({ MethodMentions(model) }).byName[member] ?? [] where !owners.contains(mention.owner) {
                // A member of a type with a property of the name (`dictionary["start"] = start` in a
                // response model's `var start: Int`) mentions that property.
                guard mention.isProperty || !callers.contains(MethodKey(owner: mention.owner, member: mention.member)),
                      !model.isLocal(member, in: mention.owner, member: mention.member),
                      model[mention.owner]?.property(named: member)?.isStatic != false else { continue }
                owners.append(mention.owner)
                if owners.count == 2 { break }
            }
            return owners
        }
    }

    /// Where production types' members mention a name that some type declares a method of, made once:
    /// asked of every method whose calls all run once, a scan of every type per method grew with the
    /// square of the code base.
    private struct MethodMentions: Sendable {
        struct Mention: Sendable {
            var owner: TypeID
            var member: String
            var isProperty: Bool
        }

        var byName = StringMap<[Mention]>()

        init(_ model: ProjectModel) {
            // By index: a loop over the facts copied each one to read its name and its references.
            // Every reference of every member is looked up: in a `StringSet`, hashed eight bytes at a
            // time.
            var methodNames = StringSet()
            for id in model.typeIDs {
                guard let functions = model[id]?.functions else { continue }
                for index in functions.indices where !functions[index].isInitializer { methodNames.insert(functions[index].name) }
            }
            for id in model.typeIDs where !model.isTestCode(id) {
                guard let type = model[id] else { continue }
                let functions = type.functions
                for index in functions.indices {
                    for name in functions[index].references where methodNames.contains(name) {
                        byName.update(name, default: []) { $0.append(Mention(owner: id, member: functions[index].name, isProperty: false)) }
                    }
                }
                let properties = type.properties
                for index in properties.indices {
                    for name in properties[index].references where methodNames.contains(name) {
                        byName.update(name, default: []) { $0.append(Mention(owner: id, member: properties[index].name, isProperty: true)) }
                    }
                }
            }
        }
    }

    /// Whether what a construction builds is kept in storage: one of the builder's properties, or a
    /// property of another object it is assigned to (`window.rootViewController = TabBarVC()`, or
    /// through a local), not only handed to a call (`present(…)`, which lets it go on dismissal).
    private func isStored(_ construction: ConstructionFact, use: ConstructionUse, facts: MemberBodyFacts, in builder: TypeID) -> Bool {
        if use.isStoredInProperty { return true }
        guard use == .handedOn else { return false }
        let assignments = facts.facts(sharingMemberWith: construction).assignments.filter {
            construction.sharesMember($0.context, $0.location)
        }
        let built = ValueFact.construction(construction.typeName)
        var target = assignments.first(where: { !$0.isDeclaration && $0.value == built
            && $0.location.isOnSameLine(as: construction.location) })?.target
        if target == nil, let local = assignments.first(where: { $0.isDeclaration && $0.value == built
                && $0.location.isOnSameLine(as: construction.location) })?.target {
            target = assignments.first { !$0.isDeclaration && $0.value == .reference(local) && $0.location > construction.location }?.target
        }
        // Another object's property keeps it only while nothing else is put there
        // (`window.rootViewController = main` later lets the first root go).
        guard let target else {
            return isAppendedToOwnCollection(construction, in: builder, assignments: assignments, facts: facts)
                || isHandedToOwnKeeper(construction, in: builder, assignments: assignments, facts: facts)
        }
        return slotAssignmentCount(toPropertyNamed: ProjectModel.lastComponent(of: target)) == 1
    }

    /// Whether a construction fills a static stored property only while it is empty
    /// (`if Toasts.shared == nil { Toasts.shared = Toasts(window: window) }`) and production code
    /// sets that property nowhere else, not even to `nil`: the object is made at most once per process
    /// and kept there, as a singleton's `static let` keeps its object.
    private func fillsEmptyStaticSlot(_ construction: ConstructionFact, in builder: TypeID) -> Bool {
        let built = ValueFact.construction(construction.typeName)
        let facts = builderFacts.facts(of: builder, in: model).facts(sharingMemberWith: construction)
        guard let fill = facts.assignments.first(where: { construction.sharesMember($0.context, $0.location)
                  && !$0.isDeclaration && $0.onlyWhenNil && $0.value == built && $0.location.isOnSameLine(as: construction.location) }),
              let slot = staticSlot(fill.target, assignedIn: builder, member: fill.context.member, file: fill.location.file)
        else { return false }
        let replaced = replacedSlots.value { replacedStaticSlots() }
        // Set elsewhere, or a property of that name that archlint cannot place (it might be this one).
        return !replaced.slots.contains(slot) && !replaced.unplaced.contains(slot.name)
    }

    /// The static slots production code may replace (assignments that are no declarations and no
    /// fills of an empty slot), each placed once, and the names of those it cannot place. A slot
    /// handed to a call (`swap(&instance, &empty)`, `clear(&instance)`: the facts do not tell `&` from
    /// a value) or emptied by `take()` counts as replaced, by name.
    private func replacedStaticSlots() -> ReplacedSlots {
        var found = ReplacedSlots()
        // Only paths that may name a static stored property are placed.
        var staticNames = Set<String>()
        for id in model.typeIDs {
            for property in model[id]?.properties ?? [] where property.isStatic && property.isStored { staticNames.insert(property.name) }
        }
        for owner in model.calls.keys where owner.map({ !model.isTestCode($0) }) ?? true {
            guard let calls = model.calls[owner] else { continue }
            for index in calls.indices {
                var paths: [String] = []
                if calls[index].name == "take", let base = calls[index].base { paths.append(base) }
                for argument in calls[index].arguments {
                    if case .reference(let path) = argument.value { paths.append(path) }
                }
                for path in paths where staticNames.contains(String(ProjectModel.lastComponent(of: path))) {
                    if let owner, let slot = staticSlot(path, assignedIn: owner, member: calls[index].context.member,
                                                        file: calls[index].location.file) {
                        found.slots.insert(slot)
                    } else if calls[index].name == "take" {
                        found.unplaced.insert(ProjectModel.lastComponent(of: path))
                    }
                }
            }
        }
        for owner in model.assignments.keys where owner.map({ !model.isTestCode($0) }) ?? true {
            guard let assignments = model.assignments[owner] else { continue }
            for index in assignments.indices where !assignments[index].isDeclaration && !assignments[index].onlyWhenNil {
                let assignment = assignments[index]
                if let owner, let slot = staticSlot(assignment.target, assignedIn: owner, member: assignment.context.member,
                                                    file: assignment.location.file) {
                    found.slots.insert(slot)
                } else {
                    found.unplaced.insert(ProjectModel.lastComponent(of: assignment.target))
                }
            }
        }
        return found
    }

    fileprivate struct ReplacedSlots: Sendable {
        var slots = Set<StaticSlot>()
        var unplaced = Set<String>()
    }

    /// The static stored property an assignment's target names: `Type.name` for a project type with a
    /// static stored property of that name, or a plain `name` written in such a type that has no
    /// instance property of that name. Nil for anything else (an instance's property, a local).
    private func staticSlot(_ target: String, assignedIn owner: TypeID, member: String?, file: String) -> StaticSlot? {
        let name = ProjectModel.lastComponent(of: target)
        let holder: TypeID
        if name.utf8.count == target.utf8.count {
            // Not an instance property of that name, nor a local or a parameter of the member.
            guard model[owner]?.property(named: name) == nil, !model.isLocalOrParameter(name, in: owner, member: member)
            else { return nil }
            holder = owner
        } else {
            guard let prefix = String(target.utf8.dropLast(name.utf8.count + 1)) else { return nil }
            let resolved = model.resolve(prefix, fromModule: model.module(of: file), context: owner, file: file)
            guard resolved.count == 1 else { return nil }
            holder = resolved[0]
        }
        guard let property = model[holder]?.propertyOrStaticProperty(named: name), property.isStatic, property.isStored
        else { return nil }
        return StaticSlot(holder: holder, name: name)
    }

    fileprivate struct StaticSlot: Hashable, Sendable {
        var holder: TypeID
        var name: String
    }

    /// How many assignments anywhere in production code set a property of this name, on any object.
    public func assignmentCount(toPropertyNamed name: String) -> Int {
        assignments(toPropertyNamed: name).count
    }

    /// Where production code assigns to a property of this name, on any object. Found for every name
    /// at once, the first time one is asked for: positions, read by index, not copies of the facts.
    private func assignments(toPropertyNamed name: String) -> [FactPosition] {
        propertyAssignments.value {
            var found = StringMap<[FactPosition]>()
            for owner in model.assignments.keys where owner.map({ !model.isTestCode($0) }) ?? true {
                guard let assignments = model.assignments[owner] else { continue }
                for index in assignments.indices where !assignments[index].isDeclaration {
                    found.update(ProjectModel.lastComponent(of: assignments[index].target), default: []) {
                        $0.append(FactPosition(owner: owner, index: Int32(index)))
                    }
                }
            }
            return found
        }[name] ?? []
    }

    /// Whether an assignment in `owner`'s code sets a stored property of its own or of a project class
    /// above it (`self.contentViewController = …` in a class that declares one), not UIKit's or
    /// AppKit's slot of that name on another object.
    fileprivate func setsOwnProperty(_ owner: TypeID?, target: String) -> Bool {
        guard let owner, let name = ProjectModel.ownPropertyName(target) else { return false }
        return model.typeAndSuperclasses(of: owner).contains { model[$0]?.property(named: name)?.isStored == true }
    }

    /// How many production assignments set a property of each name on another object than the
    /// assigning one: `self.rootViewController = rootViewController` in a coordinator that declares a
    /// stored `rootViewController` sets its own, and puts nothing in a window.
    func slotAssignmentCount(toPropertyNamed name: String) -> Int {
        // Most names are set once or never: only a name set more often is read again, assignment by
        // assignment, the first time it is asked about; only its own assignments, where each name
        // asked about read every production assignment again.
        let positions = assignments(toPropertyNamed: name)
        guard positions.count > 1 else { return positions.count }
        return slotAssignmentCounts.value(for: name) {
            positions.reduce(0) { count, position in
                let target = model.assignments[position.owner]![Int(position.index)].target
                return setsOwnProperty(position.owner, target: target) ? count : count + 1
            }
        }
    }

    /// Whether a construction sits in a stored property's initialiser that runs once per holder and
    /// calls back nothing of its own: a `lazy var` (or a constant) set by an immediately-called closure
    /// with no closure inside it (`lazy var navigator: Navigator = { let navigator = Navigator(…);
    /// presenters.navigator = navigator; return navigator }()`). What it builds there it builds once,
    /// as in `init`. A closure inside (`container.register { Service() }`) may run again and again, and
    /// so may a nested function, which the facts do not show: with a handler closure beside the
    /// construction, archlint cannot tell the one from the other.
    func isRunOnceInitializer(_ construction: ConstructionFact, of holder: ProjectType) -> Bool {
        guard let member = construction.context.member, !construction.inDefaultArgument,
              let property = holder.property(named: member), property.isStored, !property.isStatic,
              property.initializer == .other, property.typeName.map({ !$0.contains("->") }) ?? false else { return false }
        guard let closures = closureSummary(of: holder.id, member: member, file: construction.location.file)?.closures,
              closures.count == 1, let only = closures.first else { return false }
        return only.destination == .invoked && only.location <= construction.location
    }

    /// The closures a member of a type opens in one file, summed up; nil when it opens none. The
    /// summaries are made once per type: a container with thousands of lazy properties asked about
    /// each of their constructions.
    private func closureSummary(of id: TypeID, member: String, file: String) -> ClosureSummary? {
        closureSummaries.value(for: id) { ClosureSummary.byMember(model.closures[id] ?? []) }[ClosureSummary.Key(member: member, file: file)]
    }

    /// Whether code of a launch handler may sit in a closure that runs again and again: a closure
    /// around it is stored (`handler = { … }`, `let retry = { … }`) or handed to a registration that
    /// keeps calling it (`NotificationCenter.default.addObserver(forName:…) { … }`, `publisher.sink { … }`).
    /// A completion handed to any other call (`boot.bootstrap { … }`) runs once.
    private func isInRepeatingCallback(_ member: String, at location: SourceLocation, in builder: TypeID) -> Bool {
        (model.closures[builder] ?? []).contains { closure in
            guard closure.context.member == member, closure.encloses(location) else { return false }
            switch closure.destination {
            case .argument(let callee, _, _): return ProcessLifetime.repeatingRegistrations.contains(callee)
            case .invoked: return false
            default: return true
            }
        }
    }

    /// Whether a construction sits in a closure a dependency-injection container calls once, keeping
    /// what it returns for the rest of the process: DIKit's `single { … }`, Factory's
    /// `.scope(.singleton)`, Resolver's `.scope(.application)`, Swinject's `.inObjectScope(.container)`,
    /// Dip's `register(.singleton) { … }` (or `.eagerSingleton`; not `.weakSingleton`, which keeps
    /// nothing).
    /// The closure is the innermost one around the construction; it is returned when it is such a
    /// registration.
    private func singletonRegistration(around construction: ConstructionFact, in builder: TypeID?) -> ClosureFact? {
        guard let closure = enclosingClosure(of: construction.location, inMember: construction.context.member, of: builder),
              isSingletonRegistration(closure, in: builder) else { return nil }
        return closure
    }

    private func isSingletonRegistration(_ closure: ClosureFact, in builder: TypeID?) -> Bool {
        guard case .argument(let callee, _, _) = closure.destination else { return false }
        if callee == "single" { return true }
        // Factory 2's `self { Monitor() }.singleton` (or `Factory(self) { … }.singleton`), unless code
        // resets that factory (`Container.shared.networkMonitor.reset()`), which lets the one object go.
        if closure.chainedCalls.last.map({ $0.name == "singleton" && $0.arguments.isEmpty }) == true {
            return !resetsFactory(named: closure.context.member)
        }
        // Factory 1's `Factory(scope: .singleton) { Monitor() }`.
        if callee == "Factory", makesFactory(around: closure, in: builder, scopedTo: .implicitMember("singleton")) { return true }
        var scoped = false
        for call in closure.chainedCalls {
            guard let scope = call.arguments.first?.value else { continue }
            switch call.name {
            case "scope": if scope == .implicitMember("singleton") || scope == .implicitMember("application") { return true }
            case "inObjectScope":
                if scope == .implicitMember("container") || scope == .reference("ObjectScope.container") { return true }
                scoped = true
            default: continue
            }
        }
        guard callee == "register", !scoped else { return false }
        // The builder's `register` calls, by line, read once: a container registers thousands.
        let registrations = registrationsByBuilder.value(for: builder) { Registrations(model.calls[builder] ?? []) }
        let line = Registrations.Line(file: closure.location.file, line: closure.location.line)
        // Dip's scope is the registration's first argument.
        if registrations.dipSingletons.contains(line) { return true }
        // Swinject's `register(X.self) { … }` without a scope of its own takes the container's default.
        return registrations.typed.contains(line) && registersInContainerScopeByDefault()
    }

    /// Whether production code calls `reset` on a factory of the name (`container.networkMonitor.reset()`),
    /// or resets the singleton scope (`Scope.singleton.reset()`).
    private func resetsFactory(named name: String?) -> Bool {
        sites(calling: "reset").contains { site in
            guard let base = site.call.base, site.owner.map({ !model.isTestCode($0) }) ?? true else { return false }
            let last = ProjectModel.lastComponent(of: base)
            return last == "singleton" || name.map { last == $0 } == true
        }
    }

    /// Whether the closure is the trailing closure of a `Factory(scope: …)` construction with that scope.
    private func makesFactory(around closure: ClosureFact, in builder: TypeID?, scopedTo scope: ValueFact) -> Bool {
        (model.constructions[builder] ?? []).contains { construction in
            construction.typeName == "Factory" && construction.context.member == closure.context.member
                && construction.location.file == closure.location.file && construction.location < closure.location
                && closure.location.isOnSameLine(as: construction.location)
                && construction.arguments.contains { $0.label == "scope" && $0.value == scope }
        }
    }

    /// A builder's `register` calls by where they are: those whose first argument is Dip's singleton
    /// scope, and those whose first argument is a type (`X.self`).
    private struct Registrations: Sendable {
        struct Line: Hashable, Sendable {
            var file: String
            var line: Int
        }

        var dipSingletons = Set<Line>()
        var typed = Set<Line>()

        init<Calls: Sequence>(_ calls: Calls) where Calls.Element == CallFact {
            for call in calls where call.name == "register" {
                guard let first = call.arguments.first?.value else { continue }
                let line = Line(file: call.location.file, line: call.location.line)
                if ProcessLifetime.dipSingletonScopes.contains(first) { dipSingletons.insert(line) }
                if case .reference(let path) = first, path.hasSuffix(".self") { typed.insert(line) }
            }
        }
    }

    /// Dip's scopes that keep the one object a registration makes.
    static let dipSingletonScopes: Set<ValueFact> = [.implicitMember("singleton"), .implicitMember("eagerSingleton")]

    /// Whether a registration around a construction is made on a container of the builder's object,
    /// not of the process: one its member builds (`let container = Container(parent: parent)`,
    /// `container.register(…)`), or one it keeps in an instance property (`let container =
    /// DependencyContainer()` of a flow built per checkout). Its singletons live as long as the builder.
    private func registers(_ registration: ClosureFact, inContainerOf construction: ConstructionFact, in builder: TypeID) -> Bool {
        guard case .argument(_, let written?, _) = registration.destination else { return false }
        let base = written.hasPrefix("self.") ? written.dropFirst(5) : Substring(written)
        let name = String(base.prefix { $0 != "." })
        let member = construction.context.member
        if let bindings = model.localBindings(name, in: builder, member: member) {
            return bindings.contains { if case .construction = $0 { return true } else { return false } }
        }
        guard !model.isLocalOrParameter(name, in: builder, member: member), let property = model[builder]?.property(named: name)
        else { return false }
        return property.isStored && !property.isStatic
    }

    /// The innermost closure of a member around a place: facts list closures in the order they open,
    /// so the last one that opens before the place and closes after it.
    private func enclosingClosure(of location: SourceLocation, inMember member: String?, of owner: TypeID?) -> ClosureFact? {
        (model.closures[owner] ?? []).last { $0.context.member == member && $0.encloses(location) }
    }

    /// Whether the project makes its Swinject containers keep one object per registration by default:
    /// every `Assembler` and `Container` production code makes is given `defaultObjectScope: .container`.
    private func registersInContainerScopeByDefault() -> Bool {
        containerScopeByDefault.value {
            // Every container the production code makes: one made without the default keeps nothing.
            let made = model.files.filter { !model.testFiles.contains($0.path) }.flatMap { file in
                file.constructions.filter { ["Assembler", "Container"].contains(ProjectModel.stripGenericArguments($0.typeName)) }
            }
            return !made.isEmpty && made.allSatisfy { construction in
                construction.arguments.contains { $0.label == "defaultObjectScope" && $0.value == .implicitMember("container") }
            }
        }
    }

    /// Calls that keep the closure they are given and call it on every event.
    static let repeatingRegistrations: Set<String> = [
        "addObserver", "sink", "assign", "onReceive", "subscribe", "observe", "scheduledTimer", "addRoute",
        "addPeriodicTimeObserver", "addLocalMonitorForEventsMatchingMask", "addGlobalMonitorForEventsMatchingMask",
        "addLocalMonitorForEvents", "addGlobalMonitorForEvents", "setEventHandler", "register",
    ]

    /// The types whose `init`s (or, for the application delegate, launch handler) call the builder's
    /// static function `name`, when that is the only place it is called from (`self.walletConnect =
    /// WalletConnectProvider.instance(…)`, `rootViewController = RootFlowController.setAsRoot(in:
    /// window)` at launch); nil when it is not a static function of the builder, is called elsewhere
    /// or nowhere. A call from the initial value of one of the builder's own static stored properties
    /// runs once per process and needs no caller (`static let shared = resolve()`, a container
    /// building its screens' view models once).
    func staticFactoryCallers(_ name: String, of builder: TypeID) -> [TypeID]? {
        guard let type = model[builder] else { return nil }
        let functions = type.functions(named: name)
        guard !functions.isEmpty, functions.allSatisfy({ $0.isStatic && !$0.isInitializer }) else { return nil }
        var callers: [TypeID] = []
        var calledByAStaticInitialValue = false
        let sites = sites(calling: name)
        // Handed on as a value (`onWake = Displays.setup`), it runs whenever the holder calls it.
        if isHandedOnAsValue(name, of: builder) { return nil }
        for site in sites {
            let owner = site.owner
            if owner == builder, site.call.base == nil || site.call.base == "Self",
               let member = site.call.context.member, type.functions(named: member).isEmpty,
               isInStaticInitialValue(member, at: site.call.location, of: type) {
                calledByAStaticInitialValue = true
                continue
            }
            guard let base = site.call.base, base != "Self", base != "self", base != "super" else {
                // Code of a framework type's extension calls that type's own method (`self.register(nib,
                // forCellWithReuseIdentifier:)` in `extension UICollectionView`), unless the extension
                // names the builder itself.
                if owner == nil, let extended = site.call.context.typeName,
                   ProjectModel.lastComponent(of: extended) != builder.simpleName {
                    continue
                }
                // Another type's own `setup()` is not this one; the builder, a class below it or a
                // type nested in it may call the factory again.
                guard let owner, owner != builder, !model.superclassChain(of: owner).projectTypes.contains(builder),
                      !owner.name.hasPrefix(builder.name + ".") || !(model[owner]?.functions(named: name).isEmpty ?? true)
                else { return nil }
                continue
            }
            let resolved = model.resolve(ProjectModel.stripGenericArguments(base), fromModule: owner?.module ?? "",
                                         context: owner, file: site.call.location.file)
            guard resolved.contains(builder) else { continue }
            // Called in `init`, or in the application delegate's launch handler, which runs once.
            guard let owner, owner != builder, !model.isTestCode(owner),
                  site.call.context.member == "init"
                    || graph.isApplicationDelegate(owner) && runsAtLaunchOnly(site.call.context, at: site.call.location, in: owner, depth: 0)
            else { return nil }
            if !callers.contains(owner) { callers.append(owner) }
        }
        return callers.isEmpty && !calledByAStaticInitialValue ? nil : callers
    }

    /// Whether a place of `member` lies in the initial value of one of the type's static stored
    /// properties, which runs once per process, and not in a closure that value keeps (`static let make
    /// = { State() }` runs on every call).
    fileprivate func isInStaticInitialValue(_ member: String?, at location: SourceLocation, of type: ProjectType) -> Bool {
        guard let member, type.propertyOrStaticProperty(named: member).map({ $0.isStatic && $0.isStored }) == true
        else { return false }
        return !(model.closures[type.id] ?? []).contains { closure in
            closure.context.member == member && closure.encloses(location) && closure.destination != .invoked
        }
    }
}

/// A dotted path used as a value, with the type whose code uses it.
private struct ValueReference: Sendable {
    var owner: TypeID?
    var member: String?
    var path: String
    var location: SourceLocation
    /// The value of a declaration (`let action = router.showApp`).
    var isDeclaration: Bool
}

extension ProcessLifetime {
    /// The paths production code hands on or stores as values whose last component is `name`.
    fileprivate func valueReferences(named name: String) -> [ValueReference] {
        valueReferences.value {
            var found = StringMap<[ValueReference]>()
            func add(_ value: ValueFact, owner: TypeID?, member: String?, location: SourceLocation, isDeclaration: Bool = false) {
                guard case .reference(let path) = value else { return }
                found.update(ProjectModel.lastComponent(of: path), default: []) {
                    $0.append(ValueReference(owner: owner, member: member, path: path, location: location, isDeclaration: isDeclaration))
                }
            }
            // By index, the value read first: a loop over the facts copied each one (a retain and a
            // release of each of its strings and arrays), when few hold a reference.
            for id in model.assignments.keys where id.map({ !model.isTestCode($0) }) ?? true {
                guard let assignments = model.assignments[id] else { continue }
                for index in assignments.indices where assignments[index].value.isReference {
                    add(assignments[index].value, owner: id, member: assignments[index].context.member,
                        location: assignments[index].location, isDeclaration: assignments[index].isDeclaration)
                }
            }
            for id in model.calls.keys where id.map({ !model.isTestCode($0) }) ?? true {
                guard let calls = model.calls[id] else { continue }
                for index in calls.indices where calls[index].arguments.contains(where: { $0.value.isReference }) {
                    for argument in calls[index].arguments {
                        add(argument.value, owner: id, member: calls[index].context.member, location: calls[index].location)
                    }
                }
            }
            for id in model.constructions.keys where id.map({ !model.isTestCode($0) }) ?? true {
                guard let constructions = model.constructions[id] else { continue }
                for index in constructions.indices where constructions[index].arguments.contains(where: { $0.value.isReference }) {
                    for argument in constructions[index].arguments {
                        add(argument.value, owner: id, member: constructions[index].context.member,
                            location: constructions[index].location)
                    }
                }
            }
            return found
        }[name] ?? []
    }

    /// Whether production code hands a static method of `builder` on as a value (`onWake =
    /// Displays.setup`, `Button(action: Displays.setup)`), so that it runs whenever the holder calls it.
    fileprivate func isHandedOnAsValue(_ name: String, of builder: TypeID) -> Bool {
        valueReferences(named: name).contains { reference in
            guard let dot = reference.path.lastIndex(of: ".") else { return false }
            let base = String(reference.path[..<dot])
            return model.resolve(ProjectModel.stripGenericArguments(base), fromModule: reference.owner?.module ?? "",
                                 context: reference.owner).contains(builder)
        }
    }

    /// The calls of a name, with their owners, made the first time the name is asked about: a common
    /// name (`start`, `setup`) is asked about for each of the many types that declare it, and copying
    /// its calls on every question made the rules' time grow with the square of the code base.
    fileprivate func sites(calling name: String) -> [CallSite] {
        sitesByName.value(for: name) {
            (callSites.value({ CallSite.byName(in: model) })[name] ?? []).compactMap { position in
                model.calls[position.owner].map { CallSite(owner: position.owner, call: $0[Int(position.index)]) }
            }
        }
    }

    /// The calls of a name in production code, each with the type whose code makes it (nil: top-level
    /// code), made once per name.
    public func productionCalls(named name: String) -> [(owner: TypeID?, call: CallFact)] {
        productionSites(calling: name).map { ($0.owner, $0.call) }
    }

    /// The calls of a name in production code (code of no test type, or top-level code), made once per name.
    fileprivate func productionSites(calling name: String) -> [CallSite] {
        productionSitesByName.value(for: name) {
            sites(calling: name).filter { site in site.owner.map { !model.isTestCode($0) } ?? true }
        }
    }
}

/// Where a fact is in its owner's facts of one kind (`BodyFactTable`).
private struct FactPosition: Sendable {
    var owner: TypeID?
    var index: Int32
}

/// A call with its owner.
private struct CallSite: Sendable {
    var owner: TypeID?
    var call: CallFact

    /// Every call's position, by the name called: positions, not copies of the calls, which retained
    /// and released each one's strings and arguments to index them.
    static func byName(in model: ProjectModel) -> StringMap<[FactPosition]> {
        var made = StringMap<[FactPosition]>()
        for owner in model.calls.keys {
            guard let calls = model.calls[owner] else { continue }
            for index in calls.indices { made.update(calls[index].name, default: []) { $0.append(FactPosition(owner: owner, index: Int32(index))) } }
        }
        return made
    }
}

/// The closures a member of a type opens in one file.
struct ClosureSummary: Sendable {
    struct Key: Hashable, Sendable {
        var member: String
        var file: String
    }
    var closures: [ClosureFact] = []

    /// Whether a place lies inside one of the closures.
    func encloses(_ location: SourceLocation) -> Bool { closures.contains { $0.encloses(location) } }

    static func byMember(_ closures: ArraySlice<ClosureFact>) -> [Key: ClosureSummary] {
        var summaries: [Key: ClosureSummary] = [:]
        for closure in closures {
            guard let member = closure.context.member else { continue }
            let key = Key(member: member, file: closure.location.file)
            summaries[key, default: ClosureSummary()].closures.append(closure)
        }
        return summaries
    }
}

/// Values made per type the first time each is asked for, shared by the rules' threads.
private final class MadeOncePerType<Value>: @unchecked Sendable {
    private var made: [TypeID: Value] = [:]
    private let lock = NSLock()

    func value(for id: TypeID, _ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value = made[id] { return value }
        let value = make()
        made[id] = value
        return value
    }
}

/// A method of a type.
private struct MethodKey: Hashable, Sendable {
    var owner: TypeID
    var member: String
}

/// Values made per key the first time each is asked for, shared by the rules' threads. Made outside
/// the lock: making one may ask for others.
private final class MadeOncePerKey<Key: Hashable, Value>: @unchecked Sendable {
    private var made: [Key: Value] = [:]
    private let lock = NSLock()

    func value(for key: Key, _ make: () -> Value) -> Value {
        lock.lock()
        if let value = made[key] { lock.unlock(); return value }
        lock.unlock()
        let value = make()
        lock.lock()
        made[key] = value
        lock.unlock()
        return value
    }
}

/// A value made the first time it is asked for, and shared by the rules' threads.
private final class MadeOnce<Value>: @unchecked Sendable {
    private var made: Value?
    private let lock = NSLock()

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}

/// `MemberBodyFacts` per builder, shared by the rules' threads.
private final class BuilderFacts: @unchecked Sendable {
    private var byBuilder: [TypeID: MemberBodyFacts] = [:]
    private let lock = NSLock()

    func facts(of builder: TypeID, in model: ProjectModel) -> MemberBodyFacts {
        lock.lock()
        if let known = byBuilder[builder] { lock.unlock(); return known }
        lock.unlock()
        let made = MemberBodyFacts(of: builder, in: model)
        lock.lock()
        byBuilder[builder] = made
        lock.unlock()
        return made
    }
}

/// The types that only SwiftUI previews build: built in `#Preview { … }` blocks, and elsewhere only
/// by test code or by such types (a preview's wrapper view building the screen it shows). Xcode
/// runs previews in its canvas; the app never builds these objects.
private enum PreviewSupport {
    static func find(in graph: DependencyGraph) -> Set<TypeID> {
        let model = graph.model
        var seeds: [TypeID] = []
        var elsewhere = Set<TypeID>()
        for construction in model.constructions[nil] ?? [] where !model.testFiles.contains(construction.location.file) {
            let file = construction.location.file
            let resolved = model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                         fromModule: model.module(of: file), context: nil, file: file)
            if construction.context.member == DeclarationContext.previewMember {
                seeds += resolved
            } else {
                elsewhere.formUnion(resolved)
            }
        }
        var found = Set<TypeID>()
        // A `PreviewProvider` (`struct SettingsView_Previews: PreviewProvider`) is a preview itself.
        for id in model.typeIDs where model[id]?.inherited.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) == true {
            found.insert(id)
            seeds += graph.constructionTargets(of: id).joined()
        }
        var queue = seeds
        while let id = queue.popLast() {
            guard !found.contains(id), !elsewhere.contains(id),
                  graph.builders(of: id).allSatisfy({ model.isTestCode($0) || found.contains($0) }) else { continue }
            found.insert(id)
            // What it builds may now be built by previews only; asked again when another of its
            // builders is found.
            queue += graph.constructionTargets(of: id).joined()
        }
        return found
    }
}

/// The types whose every production construction in top-level code is the value of a global
/// declaration that nothing assigns again.
private enum GlobalConstants {
    /// The global whose constructed value a construction further down is part of
    /// (`private let manager = ConnectionManager(handlers: [WirelessHandler(), WiredHandler()])`): outside
    /// `main.swift` a file's top level holds only declarations, so a construction there belongs to the
    /// nearest declaration above it. Only when that declaration's value is itself a construction and
    /// no closure that opens in between holds the construction (a global closure may build again on
    /// every call).
    /// `declarations` and `closures`: the file's top-level declarations and closures.
    static func enclosingGlobal(of construction: ConstructionFact, declarations: [AssignmentFact],
                                closures: [ClosureFact]) -> AssignmentFact? {
        let file = construction.location.file
        guard !file.hasSuffix("main.swift"), file.hasSuffix(".swift") else { return nil }
        guard let nearest = declarations.last(where: { $0.location < construction.location }),
              case .construction = nearest.value,
              !closures.contains(where: { nearest.location < $0.location && $0.encloses(construction.location) })
        else { return nil }
        return nearest
    }

    static func find(in model: ProjectModel) -> Set<TypeID> {
        let declarations = model.assignments[nil] ?? []
        // Each file's top-level declarations and closures, in source order, for `enclosingGlobal`.
        var declarationsByFile: [String: [AssignmentFact]] = [:]
        for declaration in declarations where declaration.isDeclaration && declaration.context.member == nil {
            declarationsByFile[declaration.location.file, default: []].append(declaration)
        }
        for file in declarationsByFile.keys { declarationsByFile[file]?.sort { $0.location < $1.location } }
        var closuresByFile: [String: [ClosureFact]] = [:]
        for closure in model.closures[nil] ?? [] where closure.context.member == nil {
            closuresByFile[closure.location.file, default: []].append(closure)
        }
        var globals: [TypeID: [String]] = [:]
        var elsewhere = Set<TypeID>()
        for construction in model.constructions[nil] ?? [] where !model.testFiles.contains(construction.location.file) {
            let file = construction.location.file
            let resolved = model.resolve(ProjectModel.stripGenericArguments(construction.typeName),
                                         fromModule: model.module(of: file), context: nil, file: file)
            guard !resolved.isEmpty else { continue }
            // In a global function or a statement's closure it may run again.
            var global: AssignmentFact?
            if construction.context.member == nil {
                global = declarations.first { declaration in
                    declaration.isDeclaration && declaration.context.member == nil
                        && declaration.location.isOnSameLine(as: construction.location)
                        && declaration.value == .construction(construction.typeName)
                }
                if global == nil {
                    global = enclosingGlobal(of: construction, declarations: declarationsByFile[file] ?? [],
                                             closures: closuresByFile[file] ?? [])
                }
            }
            for id in resolved {
                if let global { globals[id, default: []].append(global.target) } else { elsewhere.insert(id) }
            }
        }
        for id in elsewhere { globals[id] = nil }
        guard !globals.isEmpty else { return [] }
        // Reassigned (a global `var`), the first object may be let go. A type's own property or a
        // member's local of the global's name (`self.app = app` in a type holding an `app`) is not it.
        let names = Set(globals.values.joined())
        var reassigned = Set<String>()
        for owner in model.assignments.keys {
            let holders = owner.map { model.typeAndSuperclasses(of: $0) } ?? []
            for assignment in model.assignments[owner] ?? [] where !assignment.isDeclaration && names.contains(assignment.target) {
                if holders.contains(where: { model[$0]?.propertyOrStaticProperty(named: assignment.target) != nil }) { continue }
                if let owner, let member = assignment.context.member, model.isLocal(assignment.target, in: owner, member: member) { continue }
                reassigned.insert(assignment.target)
            }
        }
        return Set(globals.filter { $0.value.allSatisfy { !reassigned.contains($0) } }.keys)
    }
}

extension ProcessLifetime.StoryboardProperty {
    /// Every production lazy stored property whose initialiser makes one controller from a storyboard
    /// and nothing of its own type, and that no code sets again, by its declared class's name.
    static func byClass(in lifetime: ProcessLifetime) -> [String: [ProcessLifetime.StoryboardProperty]] {
        let model = lifetime.model
        let instantiations: Set<String> = ["instantiateViewController", "instantiateInitialViewController"]
        var made: [String: [ProcessLifetime.StoryboardProperty]] = [:]
        for id in model.typeIDs where !model.isTestCode(id) {
            guard let holder = model[id] else { continue }
            for property in holder.properties where property.isLazy && property.isStored && !property.isStatic {
                guard let text = property.typeName.map(ProjectModel.withoutOptionality) else { continue }
                guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                switch property.initializer {
                case .other?, .cast?: break
                default: continue
                }
                let calls = (model.calls[id] ?? []).filter { $0.context.member == property.name && instantiations.contains($0.name) }
                guard calls.count == 1,
                      !(model.constructions[id] ?? []).contains(where: {
                          $0.context.member == property.name && ProjectModel.stripGenericArguments($0.typeName) == text
                      }),
                      lifetime.assignmentCount(toPropertyNamed: property.name) == 0 else { continue }
                made[text, default: []].append(ProcessLifetime.StoryboardProperty(holder: id, instantiation: calls[0].location))
            }
        }
        return made
    }
}

// MARK: - Calls forwarded through a parameter

extension ProcessLifetime {
    /// Values no collection of objects holds.
    static let standardValues: Set<String> = ["String", "Int", "Double", "Float", "Bool", "Date", "URL", "UUID", "Data",
                                              "Character", "Substring", "CGFloat", "Decimal"]

    /// How often a call on a method's parameter runs on objects of some classes.
    fileprivate enum Forwarding {
        /// The call's base is no parameter of its method.
        case notForwarded
        /// It may run on such objects any number of times.
        case unbounded
        /// It runs on them only from these types' run-once code.
        case bounded([TypeID])
    }

    /// A call on a parameter of its method (`coordinator.start()` in `func coordinate<T>(to coordinator:
    /// BaseCoordinator<T>)`) runs on the objects the method's callers hand in: on objects of `owner`'s
    /// class (`above` it and `below` it are the project classes over and under it) a bounded number of times when each production call of the method that may hand one in
    /// (`coordinate(to: HomeCoordinator(…))`, a local bound to one; a value of unknown class when
    /// such objects never reach other code as values, `escapesAsValue`) runs once per object of its
    /// type, the call on the parameter is not in a closure of the method, and the method is named
    /// nowhere but in calls. Those callers' types go to `.bounded`, for the caller to ask that they
    /// live as long as the process.
    fileprivate func forwardedCallers(_ site: CallSite, parameter name: String, runningOn owner: TypeID, above: [TypeID],
                                      below: [TypeID], depth: Int) -> Forwarding {
        guard let siteOwner = site.owner, let member = site.call.context.member, let type = model[siteOwner],
              !name.utf8Contains(UInt8(ascii: ".")), model.localBindings(name, in: siteOwner, member: member) == nil
        else { return .notForwarded }
        let functions = type.functions(named: member).filter { !$0.isStatic && !$0.isInitializer }
        guard functions.count == 1, let function = functions.first,
              let index = function.parameters.firstIndex(where: { $0.name == name }) else { return .notForwarded }
        guard depth < 4,
              !(closureSummary(of: siteOwner, member: member, file: site.call.location.file)?.encloses(site.call.location) ?? false)
        else { return .unbounded }
        let sites = productionSites(calling: member)
        guard !sites.isEmpty, isNamedOnlyByItsCallers(member, in: type, sites: sites),
              !isNamedElsewhere(member, besides: siteOwner, sites: sites, above: model.superclassChain(of: siteOwner).projectTypes,
                                below: descendants(of: siteOwner))
        else { return .unbounded }
        let parameter = function.parameters[index]
        let unlabelledBefore = function.parameters[..<index].filter { $0.label == nil }.count
        // A value typed as a class above may hold the object; only objects of the class and those below are its.
        let lineage = Set([owner] + above + below)
        let classes = [owner] + below
        var callers: [TypeID] = []
        for call in sites {
            let arguments = call.call.arguments
            let argument = parameter.label.map { label in arguments.first { $0.label == label } }
                ?? arguments.filter { $0.label == nil }.dropFirst(unlabelledBefore).first
            guard let argument else { return .unbounded }
            guard mayHand(argument.value, from: call, objectsOf: lineage, classes: classes) else { continue }
            guard let caller = call.owner, !model.isTestCode(caller) else { return .unbounded }
            if !callers.contains(caller) { callers.append(caller) }
            guard runsOncePerObject(call.call.context, at: call.call.location, in: caller, depth: depth + 1, callers: &callers)
            else { return .unbounded }
        }
        return .bounded(callers)
    }

    /// Whether an argument may be an object of one of `lineage`'s classes: a construction of one, a
    /// name that may hold one (`possibleClasses`), `self` in one's code, or a value of unknown class
    /// unless objects of `classes` never reach other code as values.
    private func mayHand(_ value: ValueFact, from call: CallSite, objectsOf lineage: Set<TypeID>, classes: [TypeID]) -> Bool {
        guard let owner = call.owner else { return true }
        switch value {
        case .construction(let written):
            return model.resolveTypeText(ProjectModel.stripGenericArguments(written), from: owner).ids.contains(where: lineage.contains)
        case .reference("self"):
            return lineage.contains(owner)
        case .reference(let name):
            let member = call.call.context.member
            if let possible = possibleClasses(name, in: owner, member: member, at: call.call.location) {
                return possible.contains(where: lineage.contains)
            }
            // In a closure (`{ [weak self] _ in let child = MoreCoordinator(…); self?.coordinate(to: child) }`),
            // a local the member declares only as constructions.
            if !name.utf8Contains(UInt8(ascii: ".")), let bindings = model.localBindings(name, in: owner, member: member),
               !bindings.isEmpty {
                var built: [TypeID] = []
                for value in bindings {
                    guard case .construction(let written) = value else { return classes.contains { escapesAsValue($0) } }
                    built += model.resolveTypeText(ProjectModel.stripGenericArguments(written), from: owner).ids
                }
                return built.contains(where: lineage.contains)
            }
            return classes.contains { escapesAsValue($0) }
        case .literal, .string:
            return false
        default:
            return classes.contains { escapesAsValue($0) }
        }
    }

    /// Whether objects of a class may reach code other than their own as values: unless production
    /// code builds them only into stored properties whose names it never hands on (as an argument or
    /// an assigned value: it only calls methods on them, `appCoordinator.start()`), and no code of the
    /// class or of a project class above it hands on `self` (`child.parent = self`, `coordinate(to:
    /// self)`), an argument of unknown class may be one.
    fileprivate func escapesAsValue(_ id: TypeID) -> Bool {
        escapingClasses.value(for: id) {
            let builders = graph.builders(of: id).filter { !model.isTestCode($0) }
            guard !builders.isEmpty else { return true }
            let handedOn = valuesHandedOn.value { HandedOnValues(model) }
            for builder in builders {
                guard let holder = model[builder] else { return true }
                let facts = builderFacts.facts(of: builder, in: model)
                for (construction, resolved) in zip(model.constructions[builder] ?? [], graph.constructionTargets(of: builder))
                where resolved.contains(id) {
                    guard case .storedInProperty(let name) = model.use(of: construction, in: builder, members: facts),
                          holder.property(named: name)?.isStored == true, !handedOn.names.contains(name) else { return true }
                }
            }
            return model.typeAndSuperclasses(of: id).contains(where: handedOn.selfHandedOnBy.contains)
        }
    }

    /// What production code hands on as values (an argument of a call or a construction, an
    /// assigned value), read in one walk: the last component of every path, and the types whose own
    /// code hands on `self` (`child.parent = self`, `coordinate(to: self)`).
    private struct HandedOnValues: Sendable {
        var names = Set<String>()
        var selfHandedOnBy = Set<TypeID>()

        /// The names only from production code; `self` from every type's code, as before for the
        /// classes `escapesAsValue` asks about, whichever code declares them.
        init(_ model: ProjectModel) {
            func add(_ value: ValueFact, by owner: TypeID?, isProduction: Bool) {
                guard case .reference(let path) = value else { return }
                if isProduction { names.insert(String(ProjectModel.lastComponent(of: path))) }
                if path == "self", let owner { selfHandedOnBy.insert(owner) }
            }
            let isProduction = { (owner: TypeID?) in owner.map { !model.isTestCode($0) } ?? true }
            for owner in model.calls.keys {
                let production = isProduction(owner)
                for call in model.calls[owner] ?? [] { call.arguments.forEach { add($0.value, by: owner, isProduction: production) } }
            }
            for owner in model.constructions.keys {
                let production = isProduction(owner)
                for construction in model.constructions[owner] ?? [] {
                    construction.arguments.forEach { add($0.value, by: owner, isProduction: production) }
                }
            }
            for owner in model.assignments.keys {
                let production = isProduction(owner)
                for assignment in model.assignments[owner] ?? [] where !assignment.isDeclaration {
                    add(assignment.value, by: owner, isProduction: production)
                }
            }
        }
    }

    /// Whether a construction, or the local bound to it on its line, is appended or inserted straight
    /// into a stored collection of the builder or a project class above it (`childControllers.append(schedule)`
    /// with `var childControllers = [FunctionController]()`) that no production code takes anything out
    /// of or sets again (`collectionsLettingGo`), and that only the method appending it names
    /// (`isMentionedOnlyBy`): kept for as long as the builder is.
    fileprivate func isAppendedToOwnCollection(_ construction: ConstructionFact, in builder: TypeID, assignments: [AssignmentFact],
                                               facts: MemberBodyFacts) -> Bool {
        let handed = ProcessLifetime.valuesOf(construction, assignments: assignments)
        let family = model.typeAndSuperclasses(of: builder)
        return facts.facts(sharingMemberWith: construction).calls.contains { call in
            guard ["append", "insert"].contains(call.name), let base = call.base, !base.utf8Contains(UInt8(ascii: ".")),
                  construction.sharesMember(call.context, call.location), call.location > construction.location,
                  call.arguments.contains(where: { handed.contains($0.value) }),
                  !model.isLocalOrParameter(base, in: builder, member: construction.context.member),
                  let property = family.lazy.compactMap({ self.model[$0]?.property(named: base) }).first,
                  property.isStored, !property.isStatic, ProcessLifetime.isCollection(property)
            else { return false }
            return !collectionsLettingGo.value { ProcessLifetime.collectionsLettingGo(in: model) }.contains(base)
                && assignmentCount(toPropertyNamed: base) == 0
                && isMentionedOnlyBy(construction.context.member, collection: base, builder: builder)
        }
    }

    /// Whether the code of the builder's classes (above and below it) and of the protocols they adopt
    /// names the collection only in the one method that builds and appends the object, which has no
    /// overload: code that names it otherwise may replace an element through a subscript
    /// (`children[0] = other`), hand it on in-out or by key path, which no fact shows.
    private func isMentionedOnlyBy(_ member: String?, collection name: String, builder: TypeID) -> Bool {
        guard let member else { return false }
        let classes = model.typeAndSuperclasses(of: builder) + descendants(of: builder)
        var appendingMethods = 0
        for id in classes + model.adoptedProtocols(of: classes) {
            guard let type = model[id] else { continue }
            for function in type.functions where function.references.contains(name) {
                guard function.name == member else { return false }
                appendingMethods += 1
            }
            guard type.properties.allSatisfy({ $0.name == name || !$0.references.contains(name) }) else { return false }
        }
        return appendingMethods == 1
    }

    /// Whether a stored property is an array or a dictionary: declared `[…]`, or set to a literal or an
    /// empty collection the facts do not type (`var childControllers = [FunctionController]()`).
    private static func isCollection(_ property: PropertyFact) -> Bool {
        if let written = property.typeName { return ProjectModel.withoutOptionality(written).hasPrefix("[") }
        return property.initializer == .other
    }

    /// The names of the collections production code may take elements out of, on any object: by the
    /// last name of the base of any call but an append or a read (`childControllers.removeAll()`,
    /// `children.popLast()`, a mutating helper of the project's: `children.keepLast(3)`).
    private static func collectionsLettingGo(in model: ProjectModel) -> Set<String> {
        var names = Set<String>()
        for owner in model.calls.keys where owner.map({ !model.isTestCode($0) }) ?? true {
            for call in model.calls[owner] ?? [] where !keepingOrReadingCalls.contains(call.name) {
                guard let base = call.base, base != CallFact.computedReceiver else { continue }
                names.insert(ProjectModel.lastComponent(of: base))
            }
        }
        return names
    }

    /// Calls on an array that keep every element it holds.
    private static let keepingOrReadingCalls: Set<String> = [
        "append", "insert", "contains", "first", "last", "firstIndex", "lastIndex", "map", "compactMap", "flatMap",
        "filter", "forEach", "reduce", "sorted", "enumerated", "reversed", "allSatisfy", "index", "prefix", "suffix",
    ]

    /// How a call's argument names what a construction made: the construction written in place, or the
    /// local bound to it on its line.
    private static func valuesOf(_ construction: ConstructionFact, assignments: [AssignmentFact]) -> Set<ValueFact> {
        let built = ValueFact.construction(construction.typeName)
        var values: Set<ValueFact> = [built]
        if let local = assignments.first(where: { $0.isDeclaration && $0.value == built && $0.location.isOnSameLine(as: construction.location) })?.target {
            values.insert(.reference(local))
        }
        return values
    }

    /// Whether a construction, or the local bound to it on its line, is handed to a method of the
    /// builder's own class (or a class above it) that keeps what it is handed among the object's own
    /// (`let child = HomeCoordinator(…)`, then `coordinate(to: child)`, whose `store(coordinator:)`
    /// puts it in `childCoordinators`): kept for as long as the builder is.
    fileprivate func isHandedToOwnKeeper(_ construction: ConstructionFact, in builder: TypeID, assignments: [AssignmentFact],
                                         facts: MemberBodyFacts) -> Bool {
        let handed = ProcessLifetime.valuesOf(construction, assignments: assignments)
        let calls = facts.facts(sharingMemberWith: construction).calls.filter {
            construction.sharesMember($0.context, $0.location) && ($0.base == nil || $0.base == "self") && $0.location >= construction.location
        }
        let family = model.typeAndSuperclasses(of: builder)
        for call in calls {
            guard let position = call.arguments.firstIndex(where: { handed.contains($0.value) }),
                  keepsArgument(at: position, of: call, in: family, depth: 0) else { continue }
            return !releasesUnlessEndless(at: position, of: call, in: family, built: construction.typeName, builder: builder)
        }
        return false
    }

    /// Whether the family's method a call runs may let go of the argument at `position` later: it hands
    /// it on in a closure (`coordinator.start().do(onNext: { [weak self] _ in self?.free(coordinator:
    /// coordinator) })`), unless what it runs on the argument never ends there (`start()` of the built
    /// class returning `Observable.never()`: a tab's or the main flow's coordinator, never freed).
    private func releasesUnlessEndless(at position: Int, of call: CallFact, in family: [TypeID], built: String,
                                       builder: TypeID) -> Bool {
        guard let (id, function) = familyMethod(call.name, in: family),
              let name = parameter(for: call.arguments[position], at: position, of: call, in: function)?.name else { return true }
        let calls = (model.calls[id] ?? []).filter { $0.context.member == function.name }
        let closures = (model.closures[id] ?? []).filter { $0.context.member == function.name }
        let releases = calls.contains { inner in
            inner.arguments.contains { $0.value == .reference(name) } && closures.contains { $0.encloses(inner.location) }
        }
        guard releases else { return false }
        let run = Set(calls.filter { $0.base == name }.map(\.name))
        let classes = model.resolveTypeText(ProjectModel.stripGenericArguments(built), from: builder).ids
        guard !run.isEmpty, !classes.isEmpty else { return true }
        return !classes.allSatisfy { built in
            model.typeAndSuperclasses(of: built).contains { member in
                (model.calls[member] ?? []).contains { $0.name == "never" && run.contains($0.context.member ?? "") }
            }
        }
    }

    /// The first class of a family (a class, then the project classes above it) that declares one
    /// instance method of the name, and that method: the one a call without a base runs.
    private func familyMethod(_ name: String, in family: [TypeID]) -> (owner: TypeID, function: FunctionFact)? {
        for id in family {
            let functions = model[id]?.functions(named: name).filter { !$0.isStatic && !$0.isInitializer } ?? []
            if functions.count == 1 { return (id, functions[0]) }
        }
        return nil
    }

    /// The parameter of a function an argument of a call fills: by its label, or by its place among
    /// the unlabelled ones.
    private func parameter(for argument: ArgumentFact, at position: Int, of call: CallFact, in function: FunctionFact) -> ParameterFact? {
        if let label = argument.label { return function.parameters.first { $0.label == label } }
        let before = call.arguments[..<position].filter { $0.label == nil }.count
        return function.parameters.filter { $0.label == nil }.dropFirst(before).first
    }

    /// Whether the family's method a call runs keeps the argument at `position` among the object's
    /// own: appends or inserts it into a stored property of the family, hands it to another such
    /// method, or (a subscript assignment the facts do not show) names it beside a stored collection
    /// of the family (`childCoordinators[coordinator.identifier] = coordinator`).
    private func keepsArgument(at position: Int, of call: CallFact, in family: [TypeID], depth: Int) -> Bool {
        guard depth < 3, let (id, function) = familyMethod(call.name, in: family),
              let name = parameter(for: call.arguments[position], at: position, of: call, in: function)?.name else { return false }
        // The family's instance storage, read once for both questions below.
        let stored = family.flatMap { model[$0]?.storedProperties ?? [] }.filter { !$0.isStatic }
        let storedNames = Set(stored.map(\.name))
        for inner in (model.calls[id] ?? []) where inner.context.member == function.name {
            guard let at = inner.arguments.firstIndex(where: { $0.value == .reference(name) }) else { continue }
            if let base = inner.base, ["append", "insert", "add", "updateValue"].contains(inner.name),
               storedNames.contains(String(base.split(separator: ".").first ?? "")) {
                return true
            }
            if inner.base == nil || inner.base == "self", keepsArgument(at: at, of: inner, in: family, depth: depth + 1) { return true }
        }
        // A mutable collection that may hold objects: declared `[…]` of no standard value (not the
        // `[String]` of screens' names a method appends to), or an initial value the facts do not
        // type (`var childCoordinators = [UUID: Any]()`).
        let collections = stored.filter { property in
            guard !property.isLet else { return false }
            if let written = property.typeName {
                let text = ProjectModel.withoutOptionality(written)
                guard text.hasPrefix("[") else { return false }
                let element = String(text.dropFirst().dropLast().split(separator: ":").last ?? "")
                return !ProcessLifetime.standardValues.contains(element)
            }
            return property.initializer == .other
        }
        return function.references.contains(name) && collections.contains { function.references.contains($0.name) }
    }
}
