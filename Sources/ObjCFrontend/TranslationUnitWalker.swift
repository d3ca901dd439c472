#if !ARCHLINT_NO_LIBCLANG
import ArchlintFacts
@_implementationOnly import CClang
import Foundation

/// Maps the cursors of one translation unit that lie in its main file to `FileFacts`: classes,
/// class extensions and categories, protocols, properties with their ownership, ivars, methods,
/// `[[X alloc] init…]` / `[X new]`, property assignments, blocks, `#import` / `@import`.
struct TranslationUnitWalker {
    let clang: LibClang
    let path: String
    let unit: CXTranslationUnit
    var facts: FileFacts
    /// Blocks already recorded with a destination (the right side of a property assignment).
    private var handledBlocks = Set<String>()
    /// In a lazy getter (`- (X *)x { if (!_x) { _x = [[X alloc] init]; } return _x; }`): its instance
    /// variable and the property it implements, which the getter's assignment stores into.
    private var lazyGetter: (ivar: String, property: String)?
    /// The main file's first inclusion directive: where it is and the file clang included for it
    /// (a precompiled header stands for that file only if it is the one: `ClangIndexer`).
    private(set) var firstInclusion: (line: Int, column: Int, file: String)?
    /// Every inclusion directive of the main file in source order, with the file clang included for
    /// it ("" when none): a lead precompiled header stands for the first few (`PrecompiledHeaders`).
    var inclusions: [String] {
        includedFiles.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map(\.file)
    }
    private var includedFiles: [(line: Int, column: Int, file: String)] = []

    init(clang: LibClang, path: String, unit: CXTranslationUnit) {
        self.clang = clang
        self.path = path
        self.unit = unit
        self.facts = FileFacts(path: path)
    }

    mutating func walk() {
        for cursor in children(of: clang.getTranslationUnitCursor(unit)) where isInMainFile(cursor) {
            switch clang.getCursorKind(cursor) {
            case CXCursor_InclusionDirective:
                // `Foo/Foo.h` names module Foo; `Foo.h` names Foo. `"/"` or `"//"` name nothing (and
                // have no first component to take).
                let included = spelling(cursor)
                let components = included.split(separator: "/")
                let module = components.count > 1 ? String(components[0])
                    : components.first.map { (String($0) as NSString).deletingPathExtension } ?? ""
                let place = location(cursor)
                if !module.isEmpty { facts.imports.append(ImportFact(module: module, location: place)) }
                let inclusion = (line: place.line, column: place.column, file: string(clang.getFileName(clang.getIncludedFile(cursor))))
                includedFiles.append(inclusion)
                if firstInclusion.map({ (place.line, place.column) < ($0.line, $0.column) }) ?? true {
                    firstInclusion = inclusion
                }
            case CXCursor_ModuleImportDecl:
                facts.imports.append(ImportFact(module: String(spelling(cursor).split(separator: ".").first ?? ""),
                                                location: location(cursor)))
            case CXCursor_ObjCInterfaceDecl:
                facts.types.append(typeFact(cursor, kind: .class, name: spelling(cursor)))
            case CXCursor_ObjCCategoryDecl:
                let className = children(of: cursor).first { clang.getCursorKind($0) == CXCursor_ObjCClassRef }.map(spelling) ?? ""
                facts.types.append(typeFact(cursor, kind: .extension, name: className))
            case CXCursor_ObjCProtocolDecl:
                var fact = typeFact(cursor, kind: .protocol, name: spelling(cursor))
                fact.attributes = ["@objc"]  // Objective-C protocols are always class-bound
                facts.types.append(fact)
            case CXCursor_ObjCImplementationDecl:
                facts.types.append(typeFact(cursor, kind: .extension, name: spelling(cursor)))
            case CXCursor_ObjCCategoryImplDecl:
                let className = children(of: cursor).first { clang.getCursorKind($0) == CXCursor_ObjCClassRef }.map(spelling) ?? ""
                facts.types.append(typeFact(cursor, kind: .extension, name: className))
            default:
                break
            }
        }
        facts.prefixedNames = prefixedNames()
    }

    /// The distinct names the file's code writes that begin with two capital letters
    /// (`FileFacts.prefixedNames`: `[UIDevice currentDevice]`, `NSWorkspace`), sorted, read from its
    /// tokens: not comments, string literals, or a directive's first line (`#import <UIKit/UIDevice.h>`
    /// names a header, not a use; a `#define` continued on further lines counts from its second).
    /// Code that `#if 0` leaves out counts too: the tokens do not say what the preprocessor keeps.
    private func prefixedNames() -> [String] {
        var tokens: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        clang.tokenize(unit, clang.getCursorExtent(clang.getTranslationUnitCursor(unit)), &tokens, &count)
        defer { clang.disposeTokens(unit, tokens, count) }
        guard let tokens else { return [] }
        var names = Set<String>()
        var directiveLine: UInt32?
        var previousLine: UInt32 = 0
        for index in 0..<Int(count) {
            let token = tokens[index]
            let kind = clang.getTokenKind(token)
            guard kind == CXToken_Identifier || kind == CXToken_Punctuation || kind == CXToken_Keyword else { continue }
            var line: UInt32 = 0
            clang.getSpellingLocation(clang.getTokenLocation(unit, token), nil, &line, nil, nil)
            defer { previousLine = line }
            if let directive = directiveLine, line == directive { continue }
            directiveLine = nil
            let text = string(clang.getTokenSpelling(unit, token))
            if kind == CXToken_Punctuation {
                // `#` first on its line starts a directive.
                if text == "#", index == 0 || line != previousLine { directiveLine = line }
                continue
            }
            let bytes = Array(text.utf8.prefix(2))
            if bytes.count == 2, bytes.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { names.insert(text) }
        }
        return names.sorted()
    }

    // MARK: Declarations

    private mutating func typeFact(_ cursor: CXCursor, kind: DeclarationKind, name: String) -> TypeFact {
        var fact = TypeFact(kind: kind, name: name, location: location(cursor))
        var methods: [CXCursor] = []
        var singletons: [(method: CXCursor, property: PropertyFact)] = []
        var hasSuperclass = false
        for child in children(of: cursor) {
            switch clang.getCursorKind(child) {
            case CXCursor_ObjCSuperClassRef:
                fact.inherited.insert(spelling(child), at: 0)
                hasSuperclass = true
            case CXCursor_ObjCProtocolRef:
                fact.inherited.append(spelling(child))
            case CXCursor_ObjCPropertyDecl:
                fact.properties.append(property(child, inProtocol: kind == .protocol))
            case CXCursor_ObjCIvarDecl:
                let type = swiftType(clang.getCursorType(child))
                let ownership = ivarOwnership(clang.getCursorType(child))
                fact.properties.append(PropertyFact(
                    name: spelling(child), typeName: type, initializer: nil, ownership: ownership, isLet: false,
                    isLazy: false, isStatic: false, isStored: true, attributes: ["@ivar"], references: [],
                    location: location(child)))
            case CXCursor_ObjCInstanceMethodDecl, CXCursor_ObjCClassMethodDecl:
                let isImplementation = kind == .extension && children(of: child).contains {
                    clang.getCursorKind($0) == CXCursor_CompoundStmt
                }
                guard isImplementation || kind != .extension else { continue }
                fact.functions.append(method(child, owner: name))
                methods.append(child)
                if let shared = dispatchOnceSingleton(child, owner: name) { singletons.append((child, shared)) }
            default:
                break
            }
        }
        // clang keeps no reference to a superclass or protocol it does not know, and drops a whole
        // protocol list for one unknown protocol (`<UIApplicationDelegate, UIAlertViewDelegate>` when the
        // SDK stand-ins lack the second, or a library's protocol whose headers the tree lacks): the
        // header as written says what the declaration inherits.
        let cursorKind = clang.getCursorKind(cursor)
        if cursorKind == CXCursor_ObjCInterfaceDecl || cursorKind == CXCursor_ObjCCategoryDecl || cursorKind == CXCursor_ObjCProtocolDecl {
            let written = writtenInheritance(of: cursor, name: name, isClass: cursorKind == CXCursor_ObjCInterfaceDecl,
                                             isProtocol: cursorKind == CXCursor_ObjCProtocolDecl)
            if !hasSuperclass, let superclass = written.superclass { fact.inherited.insert(superclass, at: 0) }
            for parent in written.protocols where !fact.inherited.contains(parent) { fact.inherited.append(parent) }
        }
        // A class that also builds itself in another method (`+ serviceForRoom:` returning
        // `[[self alloc] init]`) hands out more than the one object: no singleton.
        for singleton in singletons where !methods.contains(where: { other in
            key(other) != key(singleton.method) && buildsItself(other, owner: name)
        }) {
            fact.properties.append(singleton.property)
        }
        return fact
    }

    /// The superclass and protocols a declaration's header names, from its tokens up to its body:
    /// `@interface Name<Generic> : Superclass <Protocol, …>`, `@interface Name (Category) <Protocol>`,
    /// `@protocol Name <Protocol>`. A `<…>` right after a class's name (in its interface or a
    /// category, `@interface Box<ObjectType> (Extras)`) is its generic parameters, and one holding `*`
    /// a superclass's type arguments: neither lists protocols.
    private func writtenInheritance(of cursor: CXCursor, name: String, isClass: Bool, isProtocol: Bool)
        -> (superclass: String?, protocols: [String]) {
        let texts = tokens(of: cursor).map(\.text)
        // The body opens with an instance-variable block, a method, a directive (`@property`, `@end`;
        // clang spells `@` apart from its keyword) or, for a forward declaration, `;`.
        let bodyStarts: Set<String> = ["{", ";", "-", "+", "@", "@property", "@end", "@optional", "@required"]
        var superclass: String?
        var protocols: [String] = []
        var index = 0
        // Past `@interface`/`@protocol` and the declared name.
        while index < texts.count, texts[index] != name { index += 1 }
        index += 1
        while index < texts.count, !bodyStarts.contains(texts[index]) {
            let text = texts[index]
            if text == ":", isClass, index + 1 < texts.count, superclass == nil {
                superclass = texts[index + 1]
                index += 2
                continue
            }
            if text == "<" {
                let follows = texts[index - 1]
                var group: [String] = []
                var end = index + 1
                while end < texts.count, texts[end] != ">", !bodyStarts.contains(texts[end]) {
                    group.append(texts[end])
                    end += 1
                }
                if !(!isProtocol && follows == name), !group.contains("*") {
                    protocols += group.filter { $0 != "," && ($0.first?.isLetter == true || $0.first == "_") }
                }
                index = end + 1
                continue
            }
            index += 1
        }
        return (superclass, protocols)
    }

    /// Whether a method's body builds an object of its own class: `[[X alloc] init…]` or `[X new]`,
    /// or in a class method `[[self alloc] init…]` or `[self new]`.
    private func buildsItself(_ method: CXCursor, owner: String) -> Bool {
        let isClassMethod = clang.getCursorKind(method) == CXCursor_ObjCClassMethodDecl
        var stack = children(of: method)
        while let cursor = stack.popLast() {
            if clang.getCursorKind(cursor) == CXCursor_ObjCMessageExpr, ["alloc", "new"].contains(spelling(cursor)),
               let receiver = children(of: cursor).first.map(unwrapped) {
                let kind = clang.getCursorKind(receiver)
                if (kind == CXCursor_ObjCClassRef && spelling(receiver) == owner) || (isClassMethod && kind == CXCursor_ObjCSelfExpr) {
                    return true
                }
            }
            stack.append(contentsOf: children(of: cursor))
        }
        return false
    }

    private func property(_ cursor: CXCursor, inProtocol: Bool) -> PropertyFact {
        let attributes = clang.cursorObjCPropertyAttributes(cursor, 0)
        let type = clang.getCursorType(cursor)
        var ownership = Ownership.strong
        if attributes & CXObjCPropertyAttr_weak.rawValue != 0 {
            ownership = .weak
        } else if attributes & (CXObjCPropertyAttr_assign.rawValue | CXObjCPropertyAttr_unsafe_unretained.rawValue) != 0,
                  isObjectType(type) {
            ownership = .unownedUnsafe  // assign / unsafe_unretained: non-owning
        }
        return PropertyFact(name: swiftName(ofProperty: cursor, attributes: attributes), typeName: swiftType(type),
                            initializer: nil, ownership: ownership,
                            isLet: attributes & CXObjCPropertyAttr_readonly.rawValue != 0, isLazy: false,
                            isStatic: attributes & CXObjCPropertyAttr_class.rawValue != 0, isStored: !inProtocol,
                            attributes: [], references: [], location: location(cursor))
    }

    /// The name Swift code uses for a property: Swift names a `BOOL` property with a getter of its own
    /// after the getter (`@property (getter=isActive) BOOL active` is `isActive`, as UIKit's `hidden`
    /// is `isHidden`; `getter=hasUnread` makes `hasUnread`). Any other property keeps its name.
    private func swiftName(ofProperty cursor: CXCursor, attributes: UInt32) -> String {
        let name = spelling(cursor)
        guard attributes & CXObjCPropertyAttr_getter.rawValue != 0 else { return name }
        // As written: without the SDK's headers clang may not know `BOOL`.
        let texts = tokens(of: cursor).map(\.text)
        guard texts.contains(where: { $0 == "BOOL" || $0 == "bool" }),
              let position = texts.firstIndex(of: "getter"), position + 2 < texts.count, texts[position + 1] == "=" else { return name }
        return texts[position + 2]
    }

    private mutating func method(_ cursor: CXCursor, owner: String) -> FunctionFact {
        let selector = spelling(cursor)
        // `application:didFinishLaunchingWithOptions:` is `application(_:didFinishLaunchingWithOptions:)`.
        let parts = TranslationUnitWalker.selectorParts(selector)
        let name = String(parts.first ?? Substring(selector))
        var parameters: [ParameterFact] = []
        var body: CXCursor?
        for child in children(of: cursor) {
            switch clang.getCursorKind(child) {
            case CXCursor_ParmDecl:
                let position = parameters.count
                let label = position > 0 && position < parts.count && !parts[position].isEmpty ? String(parts[position]) : nil
                parameters.append(ParameterFact(label: label, name: spelling(child),
                                                typeName: swiftType(clang.getCursorType(child)) ?? "Any", defaultValue: nil))
            case CXCursor_CompoundStmt:
                body = child
            default:
                break
            }
        }
        if let body {
            let isGetter = clang.getCursorKind(cursor) == CXCursor_ObjCInstanceMethodDecl && parameters.isEmpty
            lazyGetter = isGetter && isLazyGetter(body, ivar: "_" + name) ? ("_" + name, name) : nil
            walkBody(body, context: DeclarationContext(typeName: owner, member: name))
            lazyGetter = nil
        }
        return FunctionFact(name: name, isInitializer: name.hasPrefix("init"),
                            isStatic: clang.getCursorKind(cursor) == CXCursor_ObjCClassMethodDecl,
                            parameters: parameters, returnType: returnType(of: cursor),
                            references: [], location: location(cursor))
    }

    /// `+ (instancetype)sharedInstance { static X *shared; static dispatch_once_t once;
    /// dispatch_once(&once, ^{ shared = [[X alloc] init]; }); return shared; }`: the class method keeps
    /// the one object it builds of its own class, as Swift's `static let sharedInstance = X()` does,
    /// and is recorded as that property. Only when the static variable is set once, inside the block
    /// `dispatch_once` runs, to a construction of the class itself (or of `self`).
    private func dispatchOnceSingleton(_ method: CXCursor, owner: String) -> PropertyFact? {
        guard clang.getCursorKind(method) == CXCursor_ObjCClassMethodDecl,
              let body = children(of: method).first(where: { clang.getCursorKind($0) == CXCursor_CompoundStmt })
        else { return nil }
        var statics = Set<String>()
        var onceBlocks: [CXCursor] = []
        var stack = children(of: body)
        while let cursor = stack.popLast() {
            let kind = clang.getCursorKind(cursor)
            if kind == CXCursor_VarDecl, isObjectType(clang.getCursorType(cursor)), isStaticDeclaration(cursor) {
                statics.insert(spelling(cursor))
            } else if kind == CXCursor_CallExpr, ["dispatch_once", "_dispatch_once"].contains(spelling(cursor)) {
                onceBlocks += children(of: cursor).map(unwrapped).filter { clang.getCursorKind($0) == CXCursor_BlockExpr }
                continue
            }
            stack.append(contentsOf: children(of: cursor))
        }
        guard !statics.isEmpty, !onceBlocks.isEmpty else { return nil }
        var stored: String?
        stack = onceBlocks
        while let cursor = stack.popLast() {
            if clang.getCursorKind(cursor) == CXCursor_BinaryOperator {
                let parts = children(of: cursor)
                if parts.count == 2, isAssignmentOperator(cursor, leftSide: parts[0]),
                   clang.getCursorKind(unwrapped(parts[0])) == CXCursor_DeclRefExpr,
                   statics.contains(spelling(unwrapped(parts[0]))) {
                    guard stored == nil, isConstruction(of: owner, parts[1]) else { return nil }
                    stored = spelling(unwrapped(parts[0]))
                }
            }
            stack.append(contentsOf: children(of: cursor))
        }
        guard stored != nil else { return nil }
        let selector = spelling(method)
        return PropertyFact(name: String(selector.split(separator: ":").first ?? Substring(selector)), typeName: owner,
                            initializer: .construction(owner), ownership: .strong, isLet: true, isLazy: false,
                            isStatic: true, isStored: true, attributes: ["@dispatch_once"], references: [],
                            location: location(method))
    }

    /// `[[X alloc] init…]`, `[X new]`, `[[self alloc] init…]` or `[self new]` in a method of X.
    private func isConstruction(of owner: String, _ cursor: CXCursor) -> Bool {
        if case .construction(let built) = value(of: cursor) { return built == owner }
        var current: CXCursor? = unwrapped(cursor)
        while let message = current, clang.getCursorKind(message) == CXCursor_ObjCMessageExpr {
            let selector = spelling(message)
            let receiver = children(of: message).first.map(unwrapped)
            if selector == "alloc" || selector == "new" {
                return receiver.map { clang.getCursorKind($0) == CXCursor_ObjCSelfExpr } ?? false
            }
            current = receiver
        }
        return false
    }

    /// Whether a getter's body is Objective-C's lazy getter: it tests its instance variable for nil in
    /// an `if` (`if (!_x)`, `if (_x == nil)`, `if (nil == _x)`, `if (!self->_x)`) and ends by returning
    /// it (`return _x;`).
    private func isLazyGetter(_ body: CXCursor, ivar: String) -> Bool {
        // Read by cursors first, and tokenised only then: every getter without arguments is asked.
        guard let last = children(of: body).last, clang.getCursorKind(last) == CXCursor_ReturnStmt,
              let returned = children(of: last).first.map(unwrapped), spelling(returned) == ivar else { return false }
        var words = tokens(of: body).map(\.text)
        guard words.count > 4 else { return false }
        // `self->_x` reads the same instance variable as `_x`.
        var index = 0
        while index + 2 < words.count {
            if words[index] == "self", words[index + 1] == "->", words[index + 2] == ivar { words.removeSubrange(index..<index + 2) }
            index += 1
        }
        guard words.suffix(4) == ["return", ivar, ";", "}"] else { return false }
        let empty: Set<String> = ["nil", "NULL", "0"]
        return words.indices.contains { start in
            guard words[start] == "if", start + 4 < words.count, words[start + 1] == "(" else { return false }
            let condition = Array(words[(start + 2)...].prefix(4))
            return condition.prefix(3) == ["!", ivar, ")"]
                || (condition.count == 4 && condition[3] == ")"
                    && ((condition[0] == ivar && condition[1] == "==" && empty.contains(condition[2]))
                        || (empty.contains(condition[0]) && condition[1] == "==" && condition[2] == ivar)))
        }
    }

    /// Whether a variable declaration opens with `static`.
    private func isStaticDeclaration(_ declaration: CXCursor) -> Bool {
        tokens(of: declaration).first?.text == "static"
    }

    /// The tokens of a cursor's extent: each one's spelling and its offset in the file.
    private func tokens(of cursor: CXCursor) -> [(text: String, offset: UInt32)] {
        var tokens: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        clang.tokenize(unit, clang.getCursorExtent(cursor), &tokens, &count)
        defer { clang.disposeTokens(unit, tokens, count) }
        guard let tokens else { return [] }
        return (0..<Int(count)).map { index in
            var offset: UInt32 = 0
            clang.getSpellingLocation(clang.getTokenLocation(unit, tokens[index]), nil, nil, nil, &offset)
            return (string(clang.getTokenSpelling(unit, tokens[index])), offset)
        }
    }

    /// A method's result type; a block, typedef'd or not, as a function type (`()->Void`).
    private func returnType(of method: CXCursor) -> String? {
        let result = clang.getCursorResultType(method)
        return clang.getCanonicalType(result).kind == CXType_BlockPointer ? "()->Void" : swiftType(result)
    }

    // MARK: Bodies

    private mutating func walkBody(_ body: CXCursor, context: DeclarationContext) {
        var stack = [body]
        var visited = 0
        while let cursor = stack.popLast(), visited < 200_000 {
            visited += 1
            switch clang.getCursorKind(cursor) {
            case CXCursor_ObjCMessageExpr:
                recordMessage(cursor, context: context)
            case CXCursor_BinaryOperator:
                recordAssignment(cursor, context: context)
            case CXCursor_VarDecl:
                if let initializer = children(of: cursor).last(where: { isExpression($0) }) {
                    facts.assignments.append(AssignmentFact(target: spelling(cursor), value: value(of: initializer),
                                                            isDeclaration: true, context: context, location: location(cursor)))
                }
            case CXCursor_BlockExpr where !handledBlocks.contains(key(cursor)):
                recordBlock(cursor, destination: .other, context: context)
            default:
                break
            }
            stack.append(contentsOf: children(of: cursor).reversed())
        }
    }

    private mutating func recordMessage(_ cursor: CXCursor, context: DeclarationContext) {
        let selector = spelling(cursor)
        let parts = children(of: cursor)
        if selector == "alloc" || selector == "new",
           let receiver = parts.first(where: { clang.getCursorKind($0) == CXCursor_ObjCClassRef }) {
            facts.constructions.append(ConstructionFact(typeName: spelling(receiver), arguments: [], context: context,
                                                        inDefaultArgument: false, location: location(receiver)))
            return
        }
        guard let (base, argumentCursors) = receiverAndArguments(of: cursor, parts: parts) else { return }
        // `[UIApplication sharedApplication]` is what Swift imports as the class property
        // `UIApplication.shared`: a read, which the message's value records, not a call. Only UIKit's,
        // AppKit's and Foundation's: the project's own `[Store make]` is a factory call.
        if let receiver = parts.first, clang.getCursorKind(unwrapped(receiver)) == CXCursor_ObjCClassRef,
           !selector.contains(":"), TranslationUnitWalker.isSystemClassName(base) { return }
        let pieces = TranslationUnitWalker.selectorParts(selector)
        let name = String(pieces.first ?? Substring(selector))
        let normalized = base == "self" ? nil : (base.hasPrefix("self.") ? String(base.dropFirst(5)) : base)
        // `pushViewController:animated:` is `pushViewController(_:animated:)`.
        let arguments = argumentCursors.enumerated().map { index, argument in
            ArgumentFact(label: index > 0 && index < pieces.count ? String(pieces[index]) : nil,
                         value: plainString(argument).map(ValueFact.string) ?? value(of: argument))
        }
        facts.calls.append(CallFact(name: name, base: normalized, arguments: arguments, context: context, location: location(cursor)))
    }

    /// A selector's parts as Swift imports it: the first names the method, and the part at each later
    /// argument's position is that argument's label (for a method's parameters and a message's
    /// arguments alike).
    static func selectorParts(_ selector: String) -> [Substring] {
        Array(selector.split(separator: ":", omittingEmptySubsequences: false).dropLast(selector.hasSuffix(":") ? 1 : 0))
    }

    /// `UIApplication`, `NSUserDefaults`: UIKit's, AppKit's and Foundation's prefixes.
    static func isSystemClassName(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3, (bytes[0], bytes[1]) == (UInt8(ascii: "U"), UInt8(ascii: "I"))
                || (bytes[0], bytes[1]) == (UInt8(ascii: "N"), UInt8(ascii: "S")) else { return false }
        return bytes[2] >= UInt8(ascii: "A") && bytes[2] <= UInt8(ascii: "Z")
    }

    /// A message's receiver as a path (`self.navigationController`, a class by its name, `super`) and
    /// the cursors of its arguments; nil when the receiver is an expression with no path (a message's
    /// result). `[super init…:x]` has no receiver among its children, only its arguments: a message
    /// with no more children than its selector has parts is one to `super`.
    private func receiverAndArguments(of message: CXCursor, parts: [CXCursor]) -> (String, ArraySlice<CXCursor>)? {
        let selector = spelling(message)
        let colons = selector.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ":") ? 1 : 0) }
        guard parts.count > colons else { return ("super", parts[...]) }
        let receiver = unwrapped(parts[0])
        if clang.getCursorKind(receiver) == CXCursor_ObjCClassRef { return (spelling(receiver), parts.dropFirst()) }
        return path(of: receiver).map { ($0, parts.dropFirst()) }
    }

    /// `target = value` where the target is a property access (`self.delegate`, `cell.delegate`).
    private mutating func recordAssignment(_ cursor: CXCursor, context: DeclarationContext) {
        let parts = children(of: cursor)
        guard parts.count == 2, isAssignmentOperator(cursor, leftSide: parts[0]) else { return }
        let left = unwrapped(parts[0])
        guard clang.getCursorKind(left) == CXCursor_MemberRefExpr, var target = path(of: left) else { return }
        if target.hasPrefix("self.") { target.removeFirst(5) }
        // A lazy getter fills the property it implements once, as Swift's `lazy var x = X()` does.
        if let lazyGetter, target == lazyGetter.ivar { target = lazyGetter.property }
        // Anonymous members (unions, bit-fields) have no name to key on.
        guard !target.isEmpty, !target.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { return }
        let right = unwrapped(parts[1])
        facts.assignments.append(AssignmentFact(target: target, value: value(of: right), isDeclaration: false,
                                                context: context, location: location(left)))
        if clang.getCursorKind(right) == CXCursor_BlockExpr {
            recordBlock(right, destination: .assigned(target: target), context: context)
        }
    }

    private mutating func recordBlock(_ block: CXCursor, destination: ClosureDestination, context: DeclarationContext) {
        handledBlocks.insert(key(block))
        var referencesSelf = false
        // `@strongify(self)` (libextobjc's, ReactiveObjC's, or a macro of the project's around them,
        // `mm_strongify(self)`) declares a strong local named `self` from the weak copy `@weakify(self)`
        // made: after it, `self` in the block is that local, also where the macro's definition is not
        // among what the file includes (a prefix header archlint does not read).
        let shadowedFrom = strongifiedSelfOffset(in: block)
        var stack = children(of: block)
        while let cursor = stack.popLast(), !referencesSelf {
            let kind = clang.getCursorKind(cursor)
            if kind == CXCursor_ObjCSelfExpr, shadowedFrom.map({ expansionOffset(cursor) < $0 }) ?? true { referencesSelf = true }
            var inner = children(of: cursor)
            // `typeof(self) strongSelf = weakSelf;` names self's type: the operand is not evaluated.
            if kind == CXCursor_VarDecl, let operand = typeofOperand(of: cursor) {
                inner.removeAll { operand.contains(startOffset($0)) }
            } else if kind == CXCursor_VarDecl, !inner.isEmpty, isTypeofDeclaration(cursor) {
                // Written by a macro (`strongify(self)` declaring `__strong __typeof__(self) self = …`),
                // the tokens are the macro's call: the type says typeof, and its operand comes first.
                inner.removeFirst()
            }
            if kind == CXCursor_VarDecl {
                // What comes before the variable's name is its type, never evaluated, also where a
                // macro writes it (`CDZStrongSelf sSelf = wSelf;` for `__typeof__(self) sSelf`).
                let name = expansionOffset(cursor)
                inner.removeAll { expansionOffset($0) < name }
            }
            stack.append(contentsOf: inner)
        }
        facts.closures.append(ClosureFact(captures: [], referencesSelf: referencesSelf, destination: destination,
                                          context: context, location: location(block), end: endLocation(block)))
    }

    /// The offsets of the operand of the `typeof(…)` (`__typeof__`, `__typeof`) that a variable
    /// declaration's type opens with, before any `=`; nil when its type is written otherwise.
    private func typeofOperand(of declaration: CXCursor) -> ClosedRange<UInt32>? {
        let tokens = tokens(of: declaration)
        var open: UInt32?
        var depth = 0
        for (index, token) in tokens.enumerated() {
            guard let start = open else {
                if token.text == "=" { return nil }
                if ["typeof", "__typeof__", "__typeof"].contains(token.text), index + 1 < tokens.count {
                    guard tokens[index + 1].text == "(" else { return nil }
                    open = tokens[index + 1].offset
                }
                continue
            }
            if token.text == "(" { depth += 1 } else if token.text == ")" {
                depth -= 1
                if depth == 0 { return start...token.offset }
            }
        }
        return nil
    }

    /// Whether a variable's declared type is written with `typeof` (`__typeof__`, `__typeof`).
    private func isTypeofDeclaration(_ declaration: CXCursor) -> Bool {
        let written = string(clang.getTypeSpelling(clang.getCursorType(declaration)))
        return written.hasPrefix("typeof") || written.hasPrefix("__typeof") || written.contains(" typeof")
            || written.contains(" __typeof")
    }

    /// Where a `…strongify(self)` call starts among the statements of a block's own body (any
    /// identifier ending in `strongify`, in any case, called with `self` alone), or nil. One in a
    /// nested block or a nested statement's braces declares its `self` only there.
    private func strongifiedSelfOffset(in block: CXCursor) -> UInt32? {
        let tokens = tokens(of: block)
        guard tokens.count >= 4 else { return nil }
        var depth = 0
        for index in 0..<(tokens.count - 3) {
            switch tokens[index].text {
            case "{": depth += 1
            case "}": depth -= 1
            default:
                if depth == 1, tokens[index].text.lowercased().hasSuffix("strongify"), tokens[index + 1].text == "(",
                   tokens[index + 2].text == "self", tokens[index + 3].text == ")" {
                    return tokens[index].offset
                }
            }
        }
        return nil
    }

    /// The offset in the file of where a cursor's code is written, or where the macro that writes it is
    /// used.
    private func expansionOffset(_ cursor: CXCursor) -> UInt32 {
        var offset: UInt32 = 0
        clang.getExpansionLocation(clang.getCursorLocation(cursor), nil, nil, nil, &offset)
        return offset
    }

    private func startOffset(_ cursor: CXCursor) -> UInt32 {
        var offset: UInt32 = 0
        clang.getSpellingLocation(clang.getCursorLocation(cursor), nil, nil, nil, &offset)
        return offset
    }

    /// The operator between the two sides, from the tokens after the left side.
    private func isAssignmentOperator(_ cursor: CXCursor, leftSide: CXCursor) -> Bool {
        var tokens: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        clang.tokenize(unit, clang.getCursorExtent(cursor), &tokens, &count)
        defer { clang.disposeTokens(unit, tokens, count) }
        guard let tokens else { return false }
        let leftEnd = clang.getRangeEnd(clang.getCursorExtent(leftSide))
        var leftEndOffset: UInt32 = 0
        clang.getSpellingLocation(leftEnd, nil, nil, nil, &leftEndOffset)
        for index in 0..<Int(count) {
            var offset: UInt32 = 0
            clang.getSpellingLocation(clang.getTokenLocation(unit, tokens[index]), nil, nil, nil, &offset)
            guard offset >= leftEndOffset, clang.getTokenKind(tokens[index]) == CXToken_Punctuation else { continue }
            return string(clang.getTokenSpelling(unit, tokens[index])) == "="
        }
        return false
    }

    // MARK: Expressions

    private func value(of cursor: CXCursor) -> ValueFact {
        let expression = unwrapped(cursor)
        switch clang.getCursorKind(expression) {
        case CXCursor_ObjCSelfExpr:
            return .reference("self")
        case CXCursor_DeclRefExpr, CXCursor_MemberRefExpr:
            guard var text = path(of: expression) else { return .other }
            if text.hasPrefix("self."), text.count > 5 { text.removeFirst(5) }
            return .reference(text)
        case CXCursor_BlockExpr:
            return .closure
        case CXCursor_ObjCMessageExpr:
            // `[[X alloc] init…]` or `[X new]`: a construction of X.
            var current: CXCursor? = expression
            while let message = current, clang.getCursorKind(message) == CXCursor_ObjCMessageExpr {
                let selector = spelling(message)
                let parts = children(of: message)
                if selector == "alloc" || selector == "new",
                   let receiver = parts.first(where: { clang.getCursorKind($0) == CXCursor_ObjCClassRef }) {
                    return .construction(spelling(receiver))
                }
                current = parts.first.map(unwrapped)
            }
            // Any other message is a call of its first selector part on its receiver, as Swift's
            // `storyboard.instantiateInitialViewController()` or `Player.shared()`.
            let parts = children(of: expression)
            guard let (base, _) = receiverAndArguments(of: expression, parts: parts), base != "super" else { return .other }
            let selector = spelling(expression)
            let name = String(selector.prefix { $0 != ":" })
            if base == "self" { return .call(name) }
            return .call((base.hasPrefix("self.") ? String(base.dropFirst(5)) : base) + "." + name)
        case CXCursor_CStyleCastExpr:
            // `(UINavigationController *)[storyboard instantiateInitialViewController]`: the value cast.
            return children(of: expression).last(where: isExpression).map(value(of:)) ?? .other
        default:
            return .other
        }
    }

    /// The text of a plain string literal written as a message's argument (`@"Settings"`), as Swift's
    /// one-line literals are recorded (`ValueFact.string`): one literal, not several joined (`@"Set"
    /// @"tings"`), without escapes.
    private func plainString(_ cursor: CXCursor) -> String? {
        let expression = unwrapped(cursor)
        guard clang.getCursorKind(expression) == CXCursor_ObjCStringLiteral,
              let literal = children(of: expression).first(where: { clang.getCursorKind($0) == CXCursor_StringLiteral }),
              tokens(of: expression).count == 2 else { return nil }
        let text = spelling(literal)
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""),
              !text.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "\\" || $0.isNewline }) else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// A dotted path for `self`, a variable, or a property access chain.
    private func path(of cursor: CXCursor) -> String? {
        let expression = unwrapped(cursor)
        switch clang.getCursorKind(expression) {
        case CXCursor_ObjCSelfExpr:
            return "self"
        case CXCursor_DeclRefExpr:
            return spelling(expression)
        case CXCursor_MemberRefExpr:
            let name = spelling(expression)
            guard let base = children(of: expression).first else {
                // A class property read with dot syntax (`UIApplication.sharedApplication`): libclang
                // keeps no child for the class, whose name the tokens still show.
                let written = tokens(of: expression)
                if written.count == 3, written[1].text == ".", written[2].text == name,
                   written[0].text.utf8.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true {
                    return written[0].text + "." + name
                }
                return name
            }
            return path(of: base).map { $0 + "." + name }
        default:
            return nil
        }
    }

    /// Skips the implicit casts and parentheses libclang reports as unexposed expressions.
    private func unwrapped(_ cursor: CXCursor) -> CXCursor {
        var current = cursor
        while [CXCursor_UnexposedExpr, CXCursor_ParenExpr].contains(clang.getCursorKind(current)),
              let first = children(of: current).first {
            current = first
        }
        return current
    }

    private func isExpression(_ cursor: CXCursor) -> Bool {
        clang.isExpression(clang.getCursorKind(cursor)) != 0
    }

    // MARK: Types

    private func isObjectType(_ type: CXType) -> Bool {
        [CXType_ObjCObjectPointer, CXType_ObjCId, CXType_BlockPointer].contains(clang.getCanonicalType(type).kind)
    }

    private func ivarOwnership(_ type: CXType) -> Ownership {
        let text = string(clang.getTypeSpelling(type))
        if text.contains("__weak") { return .weak }
        if text.contains("__unsafe_unretained") { return .unownedUnsafe }
        return .strong
    }

    /// An Objective-C type written the way the model reads Swift types: `id<XDelegate>` → `XDelegate`,
    /// `Foo *` → `Foo`, `NSArray<Foo *> *` → `[Foo]`, a block → a function type.
    private func swiftType(_ type: CXType) -> String? {
        var text = string(clang.getTypeSpelling(type))
        guard !text.isEmpty else { return nil }
        if text.contains("(^") { return "()->Void" }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            text = TranslationUnitWalker.removingNoise(from: text)
        } else {
            for noise in TranslationUnitWalker.noise {
                text = text.replacingOccurrences(of: noise, with: "")
            }
            text = text.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: " ", with: "")
        }
        if text.hasPrefix("id<"), text.hasSuffix(">") {
            return text.dropFirst(3).dropLast().split(separator: ",").joined(separator: "&")
        }
        for collection in ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet"] where text.hasPrefix(collection + "<") {
            return "[" + text.dropFirst(collection.count + 1).dropLast() + "]"
        }
        for dictionary in ["NSDictionary", "NSMutableDictionary"] where text.hasPrefix(dictionary + "<") {
            return "[" + text.dropFirst(dictionary.count + 1).dropLast().replacingOccurrences(of: ",", with: ":") + "]"
        }
        if let angle = text.firstIndex(of: "<"), text.hasSuffix(">") {
            // `UIViewController<XDisplayLogic>`: the class and its protocols.
            return text[..<angle] + "&" + text[text.index(after: angle)..<text.index(before: text.endIndex)].split(separator: ",").joined(separator: "&")
        }
        return text == "id" ? "Any" : text
    }

    /// Qualifiers a type's spelling drops, removed in this order.
    private static let noise = ["_Nullable", "_Nonnull", "_Null_unspecified", "__strong", "__weak", "__unsafe_unretained",
                                "__kindof", "const", "nullable", "nonnull", "__autoreleasing"]
    private static let noiseBytes = noise.map { Array($0.utf8) }

    /// ASCII `text` without `noise`, `*` and spaces: what the `replacingOccurrences` calls give (each
    /// pattern in turn, one left-to-right pass each), on bytes. Foundation's search was about 5% of
    /// the workers' time; for other text it still decides (it matches by canonical equivalence).
    private static func removingNoise(from text: String) -> String {
        var bytes = Array(text.utf8)
        for pattern in noiseBytes {
            guard bytes.count >= pattern.count else { continue }
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
                   bytes[index..<index + pattern.count].elementsEqual(pattern) {
                    index += pattern.count
                } else {
                    kept.append(bytes[index])
                    index += 1
                }
            }
            bytes = kept
        }
        bytes.removeAll { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: " ") }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Cursors

    private func children(of cursor: CXCursor) -> [CXCursor] {
        let collector = ChildCollector()
        let pointer = Unmanaged.passRetained(collector).toOpaque()
        clang.visitChildren(cursor, { child, _, data in
            guard let data else { return CXChildVisit_Break }
            Unmanaged<ChildCollector>.fromOpaque(data).takeUnretainedValue().cursors.append(child)
            return CXChildVisit_Continue
        }, pointer)
        Unmanaged<ChildCollector>.fromOpaque(pointer).release()
        return collector.cursors
    }

    private func isInMainFile(_ cursor: CXCursor) -> Bool {
        clang.locationIsFromMainFile(clang.getCursorLocation(cursor)) != 0
    }

    private func location(_ cursor: CXCursor) -> SourceLocation {
        var line: UInt32 = 0
        var column: UInt32 = 0
        clang.getSpellingLocation(clang.getCursorLocation(cursor), nil, &line, &column, nil)
        return SourceLocation(file: path, line: Int(line), column: Int(column))
    }

    /// The last character of the cursor's extent (a block's closing brace).
    private func endLocation(_ cursor: CXCursor) -> SourceLocation {
        var line: UInt32 = 0
        var column: UInt32 = 0
        clang.getSpellingLocation(clang.getRangeEnd(clang.getCursorExtent(cursor)), nil, &line, &column, nil)
        return SourceLocation(file: path, line: Int(line), column: max(1, Int(column) - 1))
    }

    private func key(_ cursor: CXCursor) -> String {
        let location = self.location(cursor)
        return "\(location.line):\(location.column)"
    }

    private func spelling(_ cursor: CXCursor) -> String { string(clang.getCursorSpelling(cursor)) }

    private func string(_ value: CXString) -> String {
        defer { clang.disposeString(value) }
        guard let pointer = clang.getCString(value) else { return "" }
        return String(cString: pointer)
    }
}

private final class ChildCollector {
    var cursors: [CXCursor] = []
}
#endif
