import Dispatch
import Foundation
import ArchlintFacts

/// The project model: every declared type with its extensions merged, name resolution, protocol
/// conformers, roles and scenes, and the body facts grouped by the type they sit in.
public struct ProjectModel: Sendable {
    public let files: [FileFacts]
    /// The declared types, indexed by `TypeID.index`.
    private var types: [ProjectType] = []
    /// Keeps the interned names alive for as long as the model's ids are in use.
    private let nameTable: TypeNameTable
    /// Every type id, sorted, for deterministic iteration.
    public private(set) var typeIDs: [TypeID] = []
    public private(set) var scenes: [String: Scene] = [:]
    /// Body facts by the type whose body holds them; top-level code is under nil.
    public private(set) var constructions = BodyFactTable<ConstructionFact>(facts: [], starts: [], typeIDs: [])
    public private(set) var calls = BodyFactTable<CallFact>(facts: [], starts: [], typeIDs: [])
    public private(set) var assignments = BodyFactTable<AssignmentFact>(facts: [], starts: [], typeIDs: [])
    public private(set) var closures = BodyFactTable<ClosureFact>(facts: [], starts: [], typeIDs: [])
    /// Each file's imports (nothing in the model reads them this way; built when asked).
    public var importsByFile: [String: [ImportFact]] {
        Dictionary(files.map { ($0.path, $0.imports) }, uniquingKeysWith: { first, _ in first })
    }
    /// Local bindings (`let vc = …`) by the type and member they are declared in, and their name: in
    /// blocks of `localBlockSize` owner slots, each built on its own thread and never merged (merging
    /// them into one table was a twentieth of the model on one thread).
    private var localBlocks: [LocalBlock] = []
    private static let localBlockSize = 1024

    /// The locals of a block of owners, each with its entry in `ranges`: where its values are in
    /// `values`.
    struct LocalBlock: Sendable {
        var locals: [LocalKey: Int32] = [:]
        var ranges: [LocalValues] = []
        var values: [ValueFact] = []
    }

    struct LocalKey: Hashable, Sendable {
        /// The owner's `BodyFactTable` slot.
        var slot: Int32
        var member: String?
        var name: String
    }

    struct LocalValues: Sendable {
        var start: Int32
        var count: Int32
    }

    /// Where each name's ids are in `typeIDs`: ids sort by name first, so a name's are adjacent, and
    /// a range costs no array per name.
    private var idsByName = StringMap<IDRange>()

    struct IDRange: Sendable {
        var start: Int32
        var end: Int32
        var range: Range<Int> { Int(start)..<Int(end) }
    }
    /// Last components of nested type names: only these need the context-relative lookup.
    private var nestedSimpleNames = StringSet()
    /// Each protocol's conformers (`conformers(of:)`), by `TypeID.index`: an array, not a dictionary
    /// hashing the id with SipHash on every question.
    private var conformersByProtocol: [[TypeID]] = []
    /// Each file's module and the modules its code can name, under one hash of the path.
    private var fileScopes = StringMap<FileScope>()

    struct FileScope: Sendable {
        var module: String
        /// Nil: every module (Objective-C, or a module no manifest declares).
        var visible: Set<String>?
    }
    /// Every type written in a declaration, parsed, with its names looked up once.
    private var typeTextLookups = TypeTextTable()
    /// `conformanceNames(of:)` by `TypeID.index`, made once the extensions are merged in.
    private var conformanceNamesByType: [[String]] = []
    /// The modules code can name without qualification: its own and those it imports, by file, by
    /// type (over the files that declare and extend it) and by module (over its Swift files). Nil:
    /// every module (Objective-C, whose header imports archlint does not map to modules). A file's
    /// are in `fileScopes`.
    private var visibleModulesByType: [Set<String>?] = []
    private var visibleModulesByModule: [String: Set<String>] = [:]
    /// Where each file's module came from (`ModuleMap`).
    public let moduleMap: ModuleMap
    /// Whether each type's module is one a manifest declares, by `TypeID.index`: resolving asks it
    /// of the candidates of every name, and asked of `moduleMap.declaredModules` it hashed the
    /// module's name each time.
    private var typeModuleIsDeclared: [Bool] = []
    /// Each class's superclass: a project class, or the name of one from outside the tree; by
    /// `TypeID.index` (role inference walks the chain of every class).
    private var superclassLinks: [SuperclassLink?] = []
    /// Files under test folders (`Tests`, `*Tests`, `Mocks`).
    public private(set) var testFiles: Set<String> = []
    /// Nested types (names with a period) by the first component of their name; a top-level name's
    /// own types are its `idsByName`.
    private var nestedTypesByNamespace: [String: [TypeID]] = [:]
    /// What each `typealias` stands for, by the declaring type's name (`""` at the top level) and the
    /// alias's name; nil where two declarations of one name say different things.
    private var aliasedTexts: [String: [String: String?]] = [:]
    /// For each type (by `TypeID.index`) that inherits members from types declaring aliases (its
    /// superclasses, the protocols it or they adopt), those types' names, nearest first.
    private var inheritedAliasScopes: [Int32: [String]] = [:]
    /// Whether any type is nested in the namespace (the first component of the name) of each type,
    /// by `TypeID.index`: from a context whose namespace holds none, no name resolves to a nested
    /// type relative to it, and `resolve` skips building and looking up each enclosing name.
    private var namespaceHoldsNestedTypes: [Bool] = []

    /// Explicit role assignments from configuration, checked before any inference.
    public let roleRules: [RoleRule]

    /// The controllers apps' launch storyboards make once per process.
    public let launchStoryboards: LaunchStoryboards

    /// `modules` gives each file's module (`ModuleMap.discover` reads it from the project's
    /// manifests); without it, the SwiftPM layout's folders are the modules. `launchStoryboards`:
    /// what the apps' Info.plist files and storyboards say they make at launch.
    public init(files: [FileFacts], roleRules: [RoleRule] = [], modules: ModuleMap = ModuleMap(),
                launchStoryboards: LaunchStoryboards = LaunchStoryboards(),
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        // Sorted by path on every core (ties keep their order, as the standard library's stable sort did).
        let paths = files.map(\.path)
        let order = ParallelWork.sortedIndices(files.count, jobs: jobs) { left, right in
            paths[left] != paths[right] ? paths[left] < paths[right] : left < right
        }
        self.files = ParallelWork.map(order.count, jobs: jobs) { files[order[$0]] }
        self.roleRules = roleRules
        self.moduleMap = modules
        self.launchStoryboards = launchStoryboards
        let sortedFiles = self.files
        // Each file's module and test status, once: both split the path.
        let fileKinds = ParallelWork.map(sortedFiles.count, jobs: jobs) { index in
            FileKind(module: modules.module(ofFile: sortedFiles[index].path),
                     isTest: ProjectModel.isTestFile(sortedFiles[index]))
        }
        // Scoped: the declarations before ids exist are gone once the types are built.
        do {
            let declared = ProjectModel.declaredTypes(in: self.files, kinds: fileKinds, jobs: jobs)
            nameTable = TypeNameTable(names: declared.names, modules: declared.modules, jobs: jobs)
            collectTypes(declared, kinds: fileKinds, jobs: jobs)
        }
        collectConformers(jobs: jobs)
        collectTypeAliases()
        collectBodyFacts(kinds: fileKinds, jobs: jobs)
        collectSuperclassLinks(jobs: jobs)
        collectInheritedAliasScopes()
        assignRolesAndScenes(jobs: jobs)
    }

    /// The facts of a file of the model, by its path (`files` is sorted by path).
    public func facts(ofFile path: String) -> FileFacts? {
        var low = 0
        var high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < files.count && files[low].path == path ? files[low] : nil
    }

    public subscript(id: TypeID) -> ProjectType? {
        let index = Int(id.index)
        return types.indices.contains(index) ? types[index] : nil
    }

    /// The module of a file of the model (`ModuleMap`'s precedence); `""` when none is known.
    public func module(of file: String) -> String {
        fileScopes[file]?.module ?? moduleMap.module(ofFile: file)
    }

    /// The text a type alias stands for, as `holder`'s code sees the name: declared in `holder` or an
    /// extension of it, in a type that encloses it, in a superclass or a protocol it inherits the
    /// alias from (`protocol DataSourceRegistration { typealias HeaderRegistration = … }`), or at the
    /// top level. Nil when no alias of the name is declared there, or two of them differ.
    public func aliasedTypeText(_ name: String, from holder: TypeID?) -> String? {
        var scope = holder?.name
        while let current = scope {
            if let found = aliasedTexts[current]?[name] { return found }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        if let holder, let scopes = inheritedAliasScopes[holder.index] {
            for inherited in scopes { if let found = aliasedTexts[inherited]?[name] { return found } }
        }
        return aliasedTexts[""]?[name] ?? nil
    }

    // MARK: Building

    private mutating func collectTypeAliases() {
        for file in files where !file.typeAliases.isEmpty {
            for alias in file.typeAliases {
                let scope = alias.typeName ?? ""
                if let known = aliasedTexts[scope]?[alias.name], known != alias.aliased {
                    aliasedTexts[scope]![alias.name] = .some(nil)
                } else if aliasedTexts[scope]?[alias.name] == nil {
                    aliasedTexts[scope, default: [:]][alias.name] = .some(alias.aliased)
                }
            }
        }
    }

    /// `inheritedAliasScopes`: only types that inherit from a type declaring aliases, found by the last
    /// component of what their inheritance clauses write before anything is resolved.
    private mutating func collectInheritedAliasScopes() {
        let scopes = Set(aliasedTexts.keys.filter { !$0.isEmpty })
        guard !scopes.isEmpty else { return }
        let lastComponents = Set(scopes.map { String(ProjectModel.lastComponent(of: $0)) })
        var found: [Int32: [String]] = [:]
        for id in typeIDs {
            var names: [String] = []
            for member in typeAndSuperclasses(of: id) {
                if member != id, scopes.contains(member.name), !names.contains(member.name) { names.append(member.name) }
                for text in self[member]?.inherited ?? [] {
                    let written = ProjectModel.stripGenericArguments(text)
                    guard lastComponents.contains(String(ProjectModel.lastComponent(of: written))) else { continue }
                    for target in resolve(written, fromModule: member.module, context: member)
                    where scopes.contains(target.name) && !names.contains(target.name) {
                        names.append(target.name)
                    }
                }
            }
            if !names.isEmpty { found[id.index] = names }
        }
        inheritedAliasScopes = found
    }

    struct FileKind: Sendable {
        var module: String
        var isTest: Bool
    }

    private mutating func collectTypes(_ declared: (names: [String], modules: [String], types: [ProjectType.Declared]),
                                       kinds: [FileKind], jobs: Int) {
        let files = self.files
        let reexports = ProjectModel.reexportedModules(files, kinds: kinds)
        let sharing = moduleMap.sourceSharingModules
        let declaredModules = moduleMap.declaredModules
        // What each file's code can name, and where its extensions are: file by file, in parallel.
        let scanned = ParallelWork.map(files.count, jobs: jobs) { index -> (scope: FileScope, extensions: [Int]) in
            let file = files[index]
            let module = kinds[index].module
            var visible = declaredModules.contains(module)
                ? ProjectModel.visibleModules(file, module: module, reexports: reexports) : nil
            // Apps and app extensions name each other's types only by compiling the same files.
            if sharing.contains(module) { visible?.formUnion(sharing) }
            let extensions = file.types.indices.filter { file.types[$0].kind == .extension && !file.types[$0].name.isEmpty }
            return (FileScope(module: module, visible: visible), extensions)
        }
        fileScopes.reserveCapacity(files.count)
        // By index: a loop over the files copied each one (a retain and a release per fact array).
        for (index, entry) in scanned.enumerated() {
            fileScopes[files[index].path] = entry.scope
            if let visible = entry.scope.visible { visibleModulesByModule[entry.scope.module, default: []].formUnion(visible) }
        }
        typeIDs = declared.types.indices.map { TypeID(index: Int32($0), table: nameTable) }
        let declaredTypes = declared.types
        let ids = typeIDs
        types = ParallelWork.map(ids.count, jobs: jobs) { declaredTypes[$0].type(id: ids[$0]) }
        typeModuleIsDeclared = ParallelWork.map(ids.count, jobs: jobs) { declaredModules.contains(ids[$0].module) }
        // What a declaration sees, before extensions are merged (resolving them needs it).
        do {
            // Scoped, so that the copies are gone before the types are edited (copy-on-write).
            let built = types
            let scopes = fileScopes
            visibleModulesByType = ParallelWork.map(built.count, jobs: jobs) { index in
                ProjectModel.visibility(over: built[index].files, scopes: scopes)
            }
        }
        // Ids sort by name first: each name's ids are one run.
        idsByName.reserveCapacity(typeIDs.count)
        let names = nameTable.names
        var runStart = 0
        while runStart < names.count {
            var runEnd = runStart + 1
            while runEnd < names.count, names[runEnd] == names[runStart] { runEnd += 1 }
            idsByName[names[runStart]] = IDRange(start: Int32(runStart), end: Int32(runEnd))
            runStart = runEnd
        }
        // The names `@objc(OBAApplication)` gives classes: a mixed target's Objective-C code builds and
        // names them by it. Only where no type bears the name, and only one type claims it.
        // Swift code never names a class so: only names that Objective-C files write count (Swift's own
        // `Logger` stays os.Logger even when a class is `@objc(Logger)`).
        var objcClaims: [String: [Int]] = [:]
        if declaredTypes.contains(where: { $0.objcName != nil }) {
            let written = ProjectModel.namesWrittenInObjectiveC(files)
            for (index, type) in declaredTypes.enumerated() {
                if let objcName = type.objcName, idsByName[objcName] == nil, written.contains(objcName) {
                    objcClaims[objcName, default: []].append(index)
                }
            }
        }
        for (objcName, claims) in objcClaims where claims.count == 1 {
            idsByName[objcName] = IDRange(start: Int32(claims[0]), end: Int32(claims[0] + 1))
        }
        // Test files before extensions: whether test code extends a production type depends on them.
        for index in files.indices where kinds[index].isTest { testFiles.insert(files[index].path) }
        // Each extension's type, found in parallel and merged in file order.
        let extended = ProjectModel.extendedTypes(self, extensions: scanned.map(\.extensions), kinds: kinds, jobs: jobs)
        for (fileIndex, targets) in extended.enumerated() {
            let path = files[fileIndex].path
            for (factIndex, target) in zip(scanned[fileIndex].extensions, targets) {
                guard let id = target else { continue }
                let fact = files[fileIndex].types[factIndex]
                types[Int(id.index)].edit { type in
                    type.inherited += fact.inherited
                    type.properties += fact.properties
                    type.functions += fact.functions
                    if !type.files.contains(path) { type.files.insert(path) }
                }
            }
        }
        // Each type's member index, and what a type spread over several files sees (members added
        // by extensions resolve with what the extending files see too): type by type, in parallel.
        let finished: [(members: ProjectType.MemberIndex, visible: Set<String>??)]
        do {
            let merged = types
            let scopes = fileScopes
            finished = ParallelWork.map(merged.count, jobs: jobs) { index in
                let type = merged[index]
                return (type.memberIndex(),
                        type.files.count > 1 ? .some(ProjectModel.visibility(over: type.files, scopes: scopes)) : nil)
            }
        }
        for (index, entry) in finished.enumerated() {
            types[index].setMemberIndex(entry.members)
            if let visible = entry.visible { visibleModulesByType[index] = visible }
        }
        // A top-level name is its own namespace: its types are its `idsByName`.
        let nesting = ParallelWork.map(ids.count, jobs: jobs) { ProjectModel.nestingComponents(of: ids[$0].name) }
        for (id, components) in zip(ids, nesting) {
            guard let components else { continue }
            if let simpleName = components.simpleName { nestedSimpleNames.insert(simpleName) }
            nestedTypesByNamespace[components.namespace, default: []].append(id)
        }
        let namespaces = StringSet(Array(nestedTypesByNamespace.keys))
        namespaceHoldsNestedTypes = ParallelWork.map(ids.count, jobs: jobs) { index in
            let name = ids[index].name
            return name.hasPrefix(".") || namespaces.contains(nesting[index]?.namespace ?? name)
        }
        typeTextLookups = TypeTextTable(types: types, idsByName: idsByName, nestedSimpleNames: nestedSimpleNames,
                                        jobs: jobs)
        let lookups = typeTextLookups
        let merged = types
        conformanceNamesByType = ParallelWork.map(merged.count, jobs: jobs) { index in
            merged[index].inherited.flatMap { text in (lookups[text]?.reference ?? TypeReference(parsing: text)).names }
                .map(ProjectModel.lastComponent(of:))
        }
    }

    /// The last components of the names a type's inheritance clause writes (`Outer.XDisplayLogic`
    /// gives `XDisplayLogic`), in order: role inference and presentation evidence ask them of every
    /// type several times.
    public func conformanceNames(of id: TypeID) -> [String] {
        let index = Int(id.index)
        return conformanceNamesByType.indices.contains(index) ? conformanceNamesByType[index] : []
    }

    /// The first component of a nested type's name, and its last when there are two or more, as
    /// `split(separator: ".")` gives them; nil for a name without a period.
    static func nestingComponents(of name: String) -> (namespace: String, simpleName: String?)? {
        // Most names have no period: looked for in the bytes in place, not index by index.
        let period = UInt8(ascii: ".")
        guard name.utf8Contains(period) else { return nil }
        // An ASCII name is split by byte: by Character (grapheme breaking at each step) it was a
        // twentieth of the model. Outside ASCII a period byte may be part of a character. Over the
        // bytes in place, first and last component only: the UTF-8 view's `split` made an array of
        // every component, and its `allSatisfy` stepped index by index (2,000 instructions a name).
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> NestingComponents in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return .notASCII }
            // `split` omits empty components: the first is the first run of bytes without a period,
            // the last the last such run, and there are two or more when they are not the same run.
            var firstStart = 0
            while firstStart < bytes.count, bytes[firstStart] == period { firstStart += 1 }
            guard firstStart < bytes.count else { return .periodsOnly }
            var firstEnd = firstStart
            while firstEnd < bytes.count, bytes[firstEnd] != period { firstEnd += 1 }
            var lastEnd = bytes.count
            while bytes[lastEnd - 1] == period { lastEnd -= 1 }
            var lastStart = lastEnd
            while lastStart > 0, bytes[lastStart - 1] != period { lastStart -= 1 }
            let namespace = String(decoding: UnsafeBufferPointer(rebasing: bytes[firstStart..<firstEnd]), as: UTF8.self)
            guard lastStart != firstStart else { return .components(namespace, nil) }
            return .components(namespace, String(decoding: UnsafeBufferPointer(rebasing: bytes[lastStart..<lastEnd]),
                                                 as: UTF8.self))
        }
        switch ascii {
        case .components(let namespace, let simpleName)?: return (namespace, simpleName)
        case .periodsOnly?: return nil
        case .notASCII?: break
        case nil:
            if name.utf8.allSatisfy({ $0 < 0x80 }) {
                let components = name.utf8.split(separator: UInt8(ascii: "."))
                guard let first = components.first, let last = components.last else { return nil }
                return (String(Substring(first)), components.count > 1 ? String(Substring(last)) : nil)
            }
        }
        let components = name.split(separator: ".")
        guard let first = components.first, let last = components.last else { return nil }
        return (String(first), components.count > 1 ? String(last) : nil)
    }

    /// What an ASCII name's bytes split into (`nestingComponents`).
    private enum NestingComponents {
        case components(String, String?)
        case periodsOnly
        case notASCII
    }

    /// The class names Objective-C files write in property types, constructions and inheritance.
    static func namesWrittenInObjectiveC(_ files: [FileFacts]) -> Set<String> {
        var names = Set<String>()
        for file in files where [".h", ".m", ".mm"].contains(where: { file.path.hasSuffix($0) }) {
            for type in file.types {
                names.formUnion(type.inherited)
                for property in type.properties {
                    guard let written = property.typeName else { continue }
                    names.insert(String(written.filter { $0 != "*" && $0 != " " }))
                }
            }
            for construction in file.constructions { names.insert(construction.typeName) }
        }
        return names
    }

    /// Test code: a file that `isTestFile(_ path:)` names so, or that imports a testing framework
    /// (a test-support target's stubs, fixtures and snapshot helpers, wherever they live).
    public static func isTestFile(_ file: FileFacts) -> Bool {
        isTestFile(file.path) || file.imports.contains { testingFrameworks.contains($0.module) }
    }

    /// Modules only tests import. Not `XCTestDynamicOverlay`: production code imports it for
    /// `unimplemented` placeholders.
    static let testingFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting",
                                                 "iOSSnapshotTestCase", "FBSnapshotTestCase", "Cuckoo"]

    /// The words one of which every test path contains (`isTestFile`), as bytes.
    private static let testPathWords: [[UInt8]] = ["Test", "Spec", "Mock", "XCT"].map { Array($0.utf8) }

    /// Test code: under a test folder (`isTestFolder`), or a file named `*Tests.swift`,
    /// `*Test.swift`, `*Spec.swift`, `*Mock(s).swift`.
    public static func isTestFile(_ path: String) -> Bool {
        // Every test folder and file name contains one of these; most paths contain none of them.
        // Searched in the path's bytes in place: walking its UTF-8 view four times, index by index,
        // was a twentieth of the model.
        func contains<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ needle: [UInt8]) -> Bool {
            var matched = 0
            for byte in bytes {
                matched = byte == needle[matched] ? matched + 1 : (byte == needle[0] ? 1 : 0)
                if matched == needle.count { return true }
            }
            return false
        }
        func mayBeTest<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
            ProjectModel.testPathWords.contains { contains(bytes, $0) }
        }
        guard path.utf8.withContiguousStorageIfAvailable(mayBeTest) ?? mayBeTest(path.utf8) else { return false }
        let components = path.split(separator: "/")
        if components.dropLast().contains(where: isTestFolder) { return true }
        guard let file = components.last else { return false }
        let stem = file.hasSuffix(".swift") ? file.dropLast(6) : file
        return ["Tests", "Test", "Spec", "Mock", "Mocks"].contains { stem.hasSuffix($0) }
    }

    /// `Tests`, `AppTests`, `Mocks`, and the folders of test-support targets: `CoreMocks`, `CoreTestData`,
    /// `UnitTestCommons`, `NetworkingTestSupport`, `Test Doubles`, `XCTEurofurenceModel`.
    static func isTestFolder(_ name: Substring) -> Bool {
        if name == "Tests" || name.hasSuffix("Tests") || name.hasSuffix("Mocks") { return true }
        if ["TestSupport", "TestData", "TestCommons", "TestHelpers", "TestUtilities", "TestUtils", "TestKit",
            "Test Doubles", "TestDoubles"].contains(where: { name.hasSuffix($0) }) { return true }
        return name.hasPrefix("XCT") && name.dropFirst(3).first?.isUppercase == true
    }

    /// The parsed form of a written type (cached for every type written in a declaration).
    public func typeReference(_ text: String) -> TypeReference {
        typeTextLookups[text]?.reference ?? TypeReference(parsing: text)
    }

    public static func stripGenericArguments(_ name: String) -> String {
        // Over the bytes in place: the UTF-8 view's `firstIndex` stepped index by index (asked of every
        // construction). The bytes before an ASCII `<` are the characters before it.
        let angle = UInt8(ascii: "<")
        let fast = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let index = bytes.firstIndex(of: angle) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self)
        }
        switch fast {
        case .some(let stripped?): return stripped
        case .some(nil): return name
        case nil:
            guard let index = name.utf8.firstIndex(of: angle) else { return name }
            return String(name[..<index])
        }
    }

    /// Resolves a written type name to declared types: nested names from the context outwards; of
    /// the types with the name, those of the same module first, else the one of a module the code
    /// imports. A type of a module the code does not import is never named, and a name that two
    /// imported modules declare is ambiguous and resolves to none. What the code imports is that of
    /// `file` when given, else of the context's files, else of every file of the module.
    public func resolve(_ name: String, fromModule module: String, context: TypeID?, file: String? = nil) -> [TypeID] {
        if let context, mayNameNestedTypes(from: context), nestedSimpleNames.contains(ProjectModel.lastComponent(of: name)) {
            var prefix = Substring(context.name)
            // An ASCII name's periods are found by byte: walking it by Character (grapheme breaking at
            // each step) was 40 % of resolve. Outside ASCII a period byte may be part of a character.
            let isASCII = prefix.utf8.allSatisfy { $0 < 0x80 }
            while !prefix.isEmpty {
                if let found = idsByName[prefix + "." + name] {
                    return pick(typeIDs[found.range], fromModule: module, context: context, file: file)
                }
                let dot = isASCII ? prefix.utf8.lastIndex(of: UInt8(ascii: ".")) : prefix.lastIndex(of: ".")
                guard let dot else { break }
                prefix = prefix[..<dot]
            }
        }
        guard let found = idsByName[name] else { return [] }
        return pick(typeIDs[found.range], fromModule: module, context: context, file: file)
    }

    /// `resolve`, reading through an alias the code sees when the name itself names no type:
    /// `ViewModel.Input(…)` in a screen that declares `typealias ViewModel = SettingsViewModel` (as a
    /// protocol with an associated type asks) builds a `SettingsViewModel.Input`. An alias of an alias
    /// is read once more; what an alias of a type outside the project stands for names none.
    public func resolveReadingAliases(_ name: String, fromModule module: String, context: TypeID?,
                                      file: String? = nil) -> [TypeID] {
        var written = name
        for _ in 0..<3 {
            let found = resolve(written, fromModule: module, context: context, file: file)
            guard found.isEmpty, !aliasedTexts.isEmpty else { return found }
            let first = written.prefix { $0 != "." }
            guard let aliased = aliasedTypeText(String(first), from: context) else { return [] }
            let target = ProjectModel.stripGenericArguments(aliased)
            guard !target.isEmpty, target != first, !target.contains(where: { "?!&[]:(), ".contains($0) }) else { return [] }
            written = target + written.dropFirst(first.count)
        }
        return []
    }

    /// Whether a name written in `context` may stand for a type nested in one of its enclosing
    /// names: only when some type is nested in the context's namespace (true for an id the table
    /// does not hold).
    private func mayNameNestedTypes(from context: TypeID) -> Bool {
        let index = Int(context.index)
        return namespaceHoldsNestedTypes.indices.contains(index) ? namespaceHoldsNestedTypes[index] : true
    }

    /// Types by the first component of their qualified name (`ListProducts` → `ListProducts`,
    /// `ListProducts.Fetch.Request`…), sorted.
    public func types(inNamespace namespace: String) -> ArraySlice<TypeID> {
        var topLevel: ArraySlice<TypeID> = []
        if !namespace.utf8Contains(UInt8(ascii: ".")), let found = idsByName[namespace] { topLevel = typeIDs[found.range] }
        guard let nested = nestedTypesByNamespace[namespace] else { return topLevel }
        return topLevel.isEmpty ? nested[...] : ArraySlice((Array(topLevel) + nested).sorted())
    }

    /// Of the types that share a name: those of the same module, else the only one of a module the
    /// code sees, else none.
    private func pick(_ ids: ArraySlice<TypeID>, fromModule module: String, context: TypeID?, file: String?) -> [TypeID] {
        if ids.count == 1, let only = ids.first {
            return only.module == module || sees(only, fromModule: module, context: context, file: file) ? [only] : []
        }
        let sameModule = ids.filter { $0.module == module }
        if !sameModule.isEmpty { return sameModule }
        guard let visible = visibleModules(fromModule: module, context: context, file: file) else { return [] }
        let imported = ids.filter { visible.contains($0.module) || !typeModuleIsDeclared[Int($0.index)] }
        return imported.count == 1 ? imported : []
    }

    private func sees(_ target: TypeID, fromModule module: String, context: TypeID?, file: String?) -> Bool {
        guard typeModuleIsDeclared[Int(target.index)] else { return true }
        guard let visible = visibleModules(fromModule: module, context: context, file: file) else { return true }
        return visible.contains(target.module)
    }

    /// The modules the code can name; nil: all of them.
    private func visibleModules(fromModule module: String, context: TypeID?, file: String?) -> Set<String>? {
        if let file, let scope = fileScopes[file] { return scope.visible }
        if let context, Int(context.index) < visibleModulesByType.count, context.module == module {
            return visibleModulesByType[Int(context.index)]
        }
        return visibleModulesByModule[module]
    }

    /// Whether code in `file` can name a type of `module`: its own module, or one it imports (any
    /// module from Objective-C, and from a file the model does not hold).
    public func sees(module target: String, fromFile file: String) -> Bool {
        guard moduleMap.declaredModules.contains(target) else { return true }
        guard let visible = fileScopes[file]?.visible else { return true }
        return visible.contains(target)
    }

    /// A file's own module, the modules it imports, and those they (or its own module) re-export
    /// with `@_exported import`; nil for Objective-C.
    private static func visibleModules(_ file: FileFacts, module: String, reexports: [String: Set<String>]) -> Set<String>? {
        guard file.path.hasSuffix(".swift") else { return nil }
        var visible: Set<String> = [module]
        for fact in file.imports { visible.insert(fact.module) }
        guard !reexports.isEmpty else { return visible }
        for name in visible { if let more = reexports[name] { visible.formUnion(more) } }
        return visible
    }

    /// For each module with `@_exported import`s, every module it makes visible, transitively: an
    /// exported import is visible in every file of its module and in the modules that import it.
    private static func reexportedModules(_ files: [FileFacts], kinds: [FileKind]) -> [String: Set<String>] {
        var direct: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() {
            for fact in file.imports where fact.isExported { direct[kinds[index].module, default: []].insert(fact.module) }
        }
        var closure: [String: Set<String>] = [:]
        for module in direct.keys.sorted() {
            var reached = Set<String>()
            var stack = Array(direct[module] ?? [])
            while let next = stack.popLast() {
                guard reached.insert(next).inserted else { continue }
                stack.append(contentsOf: direct[next] ?? [])
            }
            closure[module] = reached
        }
        return closure
    }

    /// What code spread over these files sees: what any of them sees.
    private static func visibility(over files: Set<String>, scopes: StringMap<FileScope>) -> Set<String>? {
        if files.count == 1, let file = files.first { return scopes[file]?.visible }
        var union = Set<String>()
        for file in files {
            guard let visible = scopes[file]?.visible else { return nil }
            union.formUnion(visible)
        }
        return union
    }

    /// The type each extension extends, file by file (`extensions` holds each file's extension
    /// facts by position); nil where it extends no project type, or where test code extends a
    /// production type: test code takes no part in the production analysis (SPEC §3), so a test
    /// target's `extension ProductionType { static func fake() }` adds nothing to ProductionType.
    private static func extendedTypes(_ model: ProjectModel, extensions: [[Int]], kinds: [FileKind],
                                      jobs: Int) -> [[TypeID?]] {
        let files = model.files
        return ParallelWork.map(files.count, jobs: jobs) { fileIndex in
            let file = files[fileIndex]
            let kind = kinds[fileIndex]
            return extensions[fileIndex].map { factIndex -> TypeID? in
                let name = ProjectModel.stripGenericArguments(file.types[factIndex].name)
                guard let id = model.resolve(name, fromModule: kind.module, context: nil, file: file.path).first
                else { return nil }
                if kind.isTest, !model.testFiles.contains(model.types[Int(id.index)].location.file) { return nil }
                return id
            }
        }
    }

    /// `Inner` of `Outer.Inner`; the name itself when it has no period.
    public static func lastComponent(of name: String) -> String {
        // Found in the name's bytes in place: walking its UTF-8 view backwards, index by index, was
        // most of the cost (resolving asks it of every name). An ASCII byte after the period starts
        // a character, so the bytes from there are the same string the slice below makes.
        let fast = name.utf8.withContiguousStorageIfAvailable { bytes -> LastComponent in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return .whole }
            let rest = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            guard rest.first.map({ $0 < 0x80 }) ?? true else { return .unknown }
            return .component(String(decoding: rest, as: UTF8.self))
        }
        switch fast {
        case .whole?: return name
        case .component(let component)?: return component
        case .unknown?, nil: break
        }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    private enum LastComponent {
        /// No period: the name itself.
        case whole
        case component(String)
        /// Not found from the bytes alone.
        case unknown
    }

    /// Resolves every name a written type mentions.
    public func resolveTypeText(_ text: String, from holder: TypeID) -> (ids: [TypeID], isCollection: Bool) {
        let resolved = resolveTypeTextAndReference(text, from: holder)
        return (resolved.ids, resolved.reference.isCollection)
    }

    /// `resolveTypeText` and `typeReference` of one text, the text looked up once for both (the graph
    /// asks both of every stored property's type).
    public func resolveTypeTextAndReference(_ text: String, from holder: TypeID) -> (ids: [TypeID], reference: TypeReference) {
        if let lookup = typeTextLookups[text] {
            // The same as below, without hashing each name again: only a name that may be nested
            // needs the context-relative lookup. The other branch is `resolve`'s last step (its
            // `idsByName[name]` is `entry.ids`): a change to how `resolve` picks among the
            // candidates belongs in both.
            var ids: [TypeID] = []
            for entry in lookup.names {
                let found = entry.mayBeNested ? resolve(entry.name, fromModule: holder.module, context: holder)
                    : pick(typeIDs[entry.ids.range], fromModule: holder.module, context: holder, file: nil)
                for id in found where !ids.contains(id) { ids.append(id) }
            }
            return (ids, lookup.reference)
        }
        let reference = TypeReference(parsing: text)
        var ids: [TypeID] = []
        for name in reference.names {
            for id in resolve(name, fromModule: holder.module, context: holder) where !ids.contains(id) {
                ids.append(id)
            }
        }
        return (ids, reference)
    }

    private mutating func collectConformers(jobs: Int) {
        let conformances = ProjectModel.protocolConformances(self, jobs: jobs)
        // The types naming each protocol, by the protocol's index, each once (a type's are appended
        // together): arrays, where a dictionary of sets hashed every conformance twice on one thread.
        var direct = [[TypeID]](repeating: [], count: typeIDs.count)
        for (id, protocols) in zip(typeIDs, conformances) {
            for target in protocols where direct[Int(target.index)].last != id {
                direct[Int(target.index)].append(id)
            }
        }
        // Conformers of a refining protocol conform to the protocols it refines: each protocol's
        // walk reads only `direct`, so the protocols are split over the cores.
        let protocols = direct.indices.filter { !direct[$0].isEmpty }
        let found = direct
        let model = self
        let conformers = ParallelWork.map(protocols.count, jobs: jobs) { index -> [TypeID] in
            var result = Set<TypeID>()
            var stack = found[protocols[index]]
            var visited = Set<TypeID>()
            while let next = stack.popLast() {
                guard visited.insert(next).inserted else { continue }
                if model[next]?.kind == .protocol {
                    stack.append(contentsOf: found[Int(next.index)])
                } else {
                    result.insert(next)
                }
            }
            return result.sorted()
        }
        conformersByProtocol = [[TypeID]](repeating: [], count: typeIDs.count)
        for (protocolIndex, list) in zip(protocols, conformers) { conformersByProtocol[protocolIndex] = list }
    }

    /// The project protocols each type names in its inheritance clause, in type id order.
    private static func protocolConformances(_ model: ProjectModel, jobs: Int) -> [[TypeID]] {
        let ids = model.typeIDs
        return ParallelWork.map(ids.count, jobs: jobs) { index in
            guard let type = model[ids[index]] else { return [] }
            var result: [TypeID] = []
            for entry in type.inherited {
                for target in model.resolveTypeText(entry, from: ids[index]).ids where model[target]?.kind == .protocol {
                    result.append(target)
                }
            }
            return result
        }
    }

    /// The concrete types conforming to a protocol, directly or through refining protocols.
    public func conformers(of protocolID: TypeID) -> [TypeID] {
        let index = Int(protocolID.index)
        return conformersByProtocol.indices.contains(index) ? conformersByProtocol[index] : []
    }

    /// The type and its project superclasses, nearest first: what a class declares, holds and calls
    /// includes what it inherits.
    public func typeAndSuperclasses(of id: TypeID) -> [TypeID] {
        [id] + superclassChain(of: id).projectTypes
    }

    /// The superclass chain through project types, nearest first, ending with the first external name.
    public func superclassChain(of id: TypeID) -> (projectTypes: [TypeID], externalName: String?) {
        var chain: [TypeID] = []
        var current = id
        // What the walk has seen is the type and its chain: searched in the chain while it is short,
        // in a set once it is long (a set made for every type was most of the cost: role inference
        // asks this of each one, and most have no project superclass).
        var visited: Set<TypeID>?
        while case .project(let superclass)? = superclassLink(of: current) {
            if chain.count < 16 {
                guard superclass != id, !chain.contains(superclass) else { return (chain, nil) }
            } else {
                if visited == nil { visited = Set(chain + [id]) }
                guard visited!.insert(superclass).inserted else { return (chain, nil) }
            }
            chain.append(superclass)
            current = superclass
        }
        guard case .external(let name)? = superclassLink(of: current) else { return (chain, nil) }
        return (chain, name)
    }

    private func superclassLink(of id: TypeID) -> SuperclassLink? {
        let index = Int(id.index)
        return superclassLinks.indices.contains(index) ? superclassLinks[index] : nil
    }

    /// Each class's superclass, resolved once: role inference walks the chain of every class, and
    /// resolving names at each step made a 1,000-class chain run for minutes.
    private mutating func collectSuperclassLinks(jobs: Int) {
        superclassLinks = ProjectModel.superclassLinks(self, jobs: jobs)
    }

    private enum SuperclassLink: Sendable {
        case project(TypeID)
        case external(String)
    }

    private static func superclassLinks(_ model: ProjectModel, jobs: Int) -> [SuperclassLink?] {
        let ids = model.typeIDs
        return ParallelWork.map(ids.count, jobs: jobs) { index -> SuperclassLink? in
            let id = ids[index]
            guard let type = model[id], type.kind == .class, let first = type.inherited.first else { return nil }
            let name = ProjectModel.stripGenericArguments(first)
            if let superclass = model.resolve(name, fromModule: id.module, context: id).first {
                return model[superclass]?.kind == .class ? .project(superclass) : nil
            }
            return .external(name)
        }
    }

    private mutating func assignRolesAndScenes(jobs: Int) {
        // Inference reads a copy of the model; it is gone before the types are written, so writing
        // them copies nothing.
        for (id, assignment) in zip(typeIDs, ProjectModel.inferRoles(self, jobs: jobs)) {
            guard let assignment else { continue }
            types[Int(id.index)].edit { type in
                type.role = assignment.role
                type.roleEvidence = assignment.evidence
            }
        }
        // Each type's scene prefix, once and in parallel: asked member by member, it was a tenth of
        // the model's time on one thread. Scene detection places types by the same prefixes.
        let ids = typeIDs
        let prefixes = ParallelWork.map(ids.count, jobs: jobs) { SceneDetection.prefix(of: ids[$0].name) }
        scenes = SceneDetection(model: self).scenes(jobs: jobs, prefixes: prefixes)
        // A type in two scenes (its name's prefix, and a namespace's models) belongs to the scene its
        // own name gives; otherwise to the first by name, so the result never depends on hash order.
        for name in scenes.keys.sorted() {
            for member in scenes[name]?.members ?? [] where prefixes[Int(member.index)] == name {
                types[Int(member.index)].edit { $0.scene = name }
            }
        }
        for name in scenes.keys.sorted() {
            for member in scenes[name]?.members ?? [] where types[Int(member.index)].scene == nil {
                types[Int(member.index)].edit { $0.scene = name }
            }
        }
        // A `*Router` outside any scene that is not a VIP router by conformance, and that holds what
        // it navigates (a navigation controller or a router of its own), navigates for coordinators;
        // one that holds nothing of the kind is a module's router (VIPER), not the Coordinator's Router.
        for id in ProjectModel.navigatingRouters(self) {
            types[Int(id.index)].edit { type in
                type.role = .navigationRouter
                type.roleEvidence = RoleEvidence(.behaviour, "a router outside any VIP scene that holds its navigation")
            }
        }
    }

    /// Each type's inferred role, in type id order; role inference only reads the model, so the types
    /// are split over the cores.
    private static func inferRoles(_ model: ProjectModel, jobs: Int) -> [RoleAssignment?] {
        let inference = RoleInference(model: model)
        let ids = model.typeIDs
        return ParallelWork.map(ids.count, jobs: jobs) { inference.role(of: ids[$0]) }
    }

    private static func navigatingRouters(_ model: ProjectModel) -> [TypeID] {
        let inference = RoleInference(model: model)
        return model.typeIDs.filter { id in
            model[id]?.role == .vipRouter && model[id]?.scene == nil
                && !inference.conformsToVIPRouting(id) && inference.holdsNavigation(id)
        }
    }

    private mutating func collectBodyFacts(kinds: [FileKind], jobs: Int) {
        let grouped = ProjectModel.groupedBodyFacts(self, kinds: kinds, jobs: jobs)
        let files = self.files
        let ids = typeIDs
        // File by file, so each owner's facts are in file order, then source order.
        constructions = .gathering(grouped.map(\.constructions), from: { files[$0].constructions }, typeIDs: ids, jobs: jobs)
        calls = .gathering(grouped.map(\.calls), from: { files[$0].calls }, typeIDs: ids, jobs: jobs)
        assignments = .gathering(grouped.map(\.assignments), from: { files[$0].assignments }, typeIDs: ids, jobs: jobs)
        closures = .gathering(grouped.map(\.closures), from: { files[$0].closures }, typeIDs: ids, jobs: jobs)
        // Each owner's locals, from its assignments in order, owners split over the cores in blocks (a
        // key names its owner, so each goes into the table once); each block's values are one array.
        let table = assignments
        let blockSize = ProjectModel.localBlockSize
        localBlocks = ParallelWork.map((ids.count + 1 + blockSize - 1) / blockSize, jobs: jobs, chunkSize: 1) { block in
            // Each declaration's local found or entered with one hash of its key, then the values
            // placed by entry (a counting sort): a table of positions per owner, a second table and
            // an array per local hashed each key three times and allocated once per local.
            var locals: [LocalKey: Int32] = [:]
            var counts: [Int32] = []
            var entries: [Int32] = []
            var declared: [ValueFact] = []
            for slot in block * blockSize..<min(ids.count + 1, (block + 1) * blockSize) {
                let owner = slot == 0 ? nil : ids[slot - 1]
                guard let facts = table[owner] else { continue }
                // By index: a loop over the facts copied each one, the other assignments too.
                for position in facts.indices where facts[position].isDeclaration {
                    let key = LocalKey(slot: Int32(slot), member: facts[position].context.member, name: facts[position].target)
                    let entry = ProjectModel.entry(&locals[key, default: -1], next: Int32(counts.count))
                    if Int(entry) == counts.count { counts.append(0) }
                    counts[Int(entry)] += 1
                    entries.append(entry)
                    declared.append(facts[position].value)
                }
            }
            var ranges: [LocalValues] = []
            ranges.reserveCapacity(counts.count)
            var start: Int32 = 0
            for count in counts {
                ranges.append(LocalValues(start: start, count: count))
                start += count
            }
            // Each local's values in declaration order, locals one after the other.
            var next = ranges.map(\.start)
            var order = [Int32](repeating: 0, count: declared.count)
            for (index, entry) in entries.enumerated() {
                order[Int(next[Int(entry)])] = Int32(index)
                next[Int(entry)] += 1
            }
            return LocalBlock(locals: locals, ranges: ranges, values: order.map { declared[Int($0)] })
        }
    }

    /// A file's body facts in runs by the type they belong to, in source order.
    private struct GroupedBodyFacts: Sendable {
        var constructions: [BodyFactRun]
        var calls: [BodyFactRun]
        var assignments: [BodyFactRun]
        var closures: [BodyFactRun]
    }

    /// Resolving the owners is the costly part of grouping body facts; it reads only the model, so
    /// the files are split over the cores, and each file's facts are grouped by owner there too.
    private static func groupedBodyFacts(_ model: ProjectModel, kinds: [FileKind], jobs: Int) -> [GroupedBodyFacts] {
        let files = model.files
        return ParallelWork.map(files.count, jobs: jobs) { index in
            let file = files[index]
            let module = kinds[index].module
            var cache: [String: TypeID?] = [:]
            func resolvedOwner(_ context: DeclarationContext) -> TypeID? {
                guard let name = context.typeName else { return nil }
                if let cached = cache[name] { return cached }
                let id = model.resolve(ProjectModel.stripGenericArguments(name), fromModule: module, context: nil,
                                       file: file.path).first
                cache[name] = id
                return id
            }
            // Body facts of test files count only for types declared in test code.
            let isTestFile = kinds[index].isTest
            // Consecutive facts mostly sit in one type: its owner is looked up once.
            var last: (typeName: String?, owner: TypeID?)?
            func owner(_ context: DeclarationContext) -> TypeID? {
                let typeName = context.typeName
                if let last, last.typeName == typeName { return last.owner }
                var found = resolvedOwner(context)
                if isTestFile, let id = found, let type = model[id], !model.testFiles.contains(type.location.file) {
                    found = nil
                }
                last = (typeName, found)
                return found
            }
            // Runs of facts with one owner; an owner may have several runs (a nested type's members
            // between its parent's), which the table keeps in order. Each fact's context is read in
            // place by its position: a generic loop over the facts copied every fact through its
            // value witness (a retain and a release of each of its strings) to read one field.
            func grouped(_ count: Int, _ context: (Int) -> DeclarationContext) -> [BodyFactRun] {
                var runs: [BodyFactRun] = []
                for position in 0..<count {
                    let slot = Int32(BodyFactRun.slot(of: owner(context(position))))
                    if let last = runs.indices.last, runs[last].slot == slot {
                        runs[last].end += 1
                    } else {
                        runs.append(BodyFactRun(slot: slot, start: Int32(position), end: Int32(position + 1)))
                    }
                }
                return runs
            }
            return GroupedBodyFacts(constructions: grouped(file.constructions.count) { file.constructions[$0].context },
                                    calls: grouped(file.calls.count) { file.calls[$0].context },
                                    assignments: grouped(file.assignments.count) { file.assignments[$0].context },
                                    closures: grouped(file.closures.count) { file.closures[$0].context })
        }
    }

    /// All types with a role, sorted.
    public func ids(withRole role: Role) -> [TypeID] { typeIDs.filter { self[$0]?.role == role } }

    /// The values a local named `name` is bound to in a member (`let vc = makeDetail()`), or nil when
    /// the member declares no such local: a parameter, a property or nothing.
    public func localBindings(_ name: String, in type: TypeID?, member: String?) -> ArraySlice<ValueFact>? {
        let slot = BodyFactTable<ValueFact>.slot(of: type)
        let block = slot / ProjectModel.localBlockSize
        guard localBlocks.indices.contains(block),
              let entry = localBlocks[block].locals[LocalKey(slot: Int32(slot), member: member, name: name)]
        else { return nil }
        let found = localBlocks[block].ranges[Int(entry)]
        return localBlocks[block].values[Int(found.start)..<Int(found.start + found.count)]
    }

    /// A table entry's value, set to `next` when it is new (-1): `&table[key, default: -1]` finds
    /// or enters the key with one hash.
    private static func entry(_ value: inout Int32, next: Int32) -> Int32 {
        if value < 0 { value = next }
        return value
    }
}
