import ArchlintFacts

/// Walks a file's tokens at declaration level: imports, types, extensions, properties and
/// functions. Bodies and initialisers are handed to the body scanner (`BodyScanner.swift`).
/// One scanner per file, on one thread; its state is touched only from its own methods, and no method
/// holds an access to a property across a call that touches it (the runtime checks never fired in the
/// tests and fuzz runs that had them). `@exclusivity(unchecked)` spares the check each touch cost:
/// about 2 % of a scan, mostly at call sites.
final class DeclarationScanner {
    let source: SourceText
    /// The facts found so far, in the thread's reused memory (`CollectedFacts`). Closures stay
    /// unfinished there until every `self` mention is known; beside them (same offsets) their token
    /// ranges.
    let facts: CollectedFacts
    @exclusivity(unchecked) var pendingClosureSpans: [ClosureSpan] = []
    /// Token indices of `self` mentions (not `x.self`).
    @exclusivity(unchecked) var selfMentions: [Int] = []
    /// Token indices of `self` rebound by an optional binding (`guard let self`, `if let self = self`).
    @exclusivity(unchecked) var selfRebindings: [Int] = []
    /// What a closure opened right after an `=` token is assigned or bound to, by the `=`'s index.
    @exclusivity(unchecked) var closureDestinations: [Int: ClosureDestination] = [:]

    /// Kept only where a closure does open right after the `=`: a file of a million assignments
    /// would otherwise hold a million entries no closure asks for.
    func recordClosureDestination(_ destination: ClosureDestination, at equals: Int) {
        if equals + 1 < source.endIndex, kind(equals + 1) == .leftBrace { closureDestinations[equals] = destination }
    }
    /// `.init(` written as a typed initialiser value: the period's index and the declared type.
    @exclusivity(unchecked) var typedInits: [Int: String] = [:]
    /// `.init(` written without a type as a whole argument of a call (`transform(input: .init(tap: tap))`),
    /// by its period's index: the call's arguments are read at its `(`, before the `.init(` in them.
    @exclusivity(unchecked) var untypedInitArguments = Set<Int>()
    /// The name an `@objc(Name)` attribute gives the declaration being scanned, until a type takes it.
    var pendingObjCName: String?
    /// Where the names after an import's module begin (`UIDevice` in `import UIKit.UIDevice`): the
    /// path of a declaration the import selects, no mention of it in the file's code.
    var importPathNameStarts: [Int] = []
    /// Calls by the index of their `(`, or of the `{` of a parenless trailing closure, in the token
    /// table's call record of that bracket (`noteCallFact`, `noteCallSite`, `callSite(openingAt:)`):
    /// the index of a call fact with `callFactRecord` set, or the index + 1 of a site here. A hash map
    /// of sites cost a hash and two more retains a call, and two allocations a file, for sites that
    /// are mostly never asked for.
    @exclusivity(unchecked) var otherCallSites: [CallSite] = []
    static let callFactRecord: UInt32 = 1 << 31
    /// The implicit members called (`.never()`), told to their closures once the file is scanned.
    @exclusivity(unchecked) var implicitMemberCalls: [ImplicitMemberCall] = []
    /// The closing braces of `repeat { }` blocks, so the `while` after them opens no block.
    @exclusivity(unchecked) var repeatCloses = TokenSet(from: 0)
    /// Token indices of closure signatures' `in`, which end a statement-less prefix.
    @exclusivity(unchecked) var signatureEnds = TokenSet(from: 0)
    /// Token indices of names a `case let` / `if case let` pattern binds (`case let T.loaded(items)`).
    @exclusivity(unchecked) var patternBindings = TokenSet(from: 0)
    /// The tokens of `#if cond` / `#elseif cond` / `#else` / `#endif` lines skipped so far, each mapped to
    /// its `#` token, so a member chain continued after a directive (`}⏎#if os(iOS)⏎.keyboardType(…)`)
    /// finds its base before the directive.
    @exclusivity(unchecked) var directiveStarts: [Int: Int] = [:]
    /// A reused buffer for a path's token indices (`plainPath`, call sites). Taken while in use and
    /// put back, so a nested use gets a fresh one instead of clobbering it; the file's facts need no
    /// array per step.
    @exclusivity(unchecked) var pathBuffer: [Int] = []
    /// A call's argument ends (`callArguments`), reused likewise.
    @exclusivity(unchecked) var argumentEnds: [Int] = []
    /// The body scanner's bracket frames and pending ranges, likewise reused from body to body.
    @exclusivity(unchecked) var frameBuffer: [Frame] = []
    @exclusivity(unchecked) var pendingBuffer: [Range<Int>] = []

    /// The parameter names of the member function whose body is being scanned (within the innermost
    /// type; a function declared inside a body is read as part of its member): `self.name` written
    /// where one of them is in scope is the property, not the parameter, and a value keeps its
    /// `self.` there (`valuePath`).
    @exclusivity(unchecked) var bodyParameterNames: [String] = []
    /// A member's reference set, reused likewise (`takeReferences`, `putBack`).
    @exclusivity(unchecked) var spareReferences = ReferenceSet()

    func takeReferences() -> ReferenceSet {
        var references = spareReferences
        spareReferences = ReferenceSet()
        references.removeAll()
        return references
    }

    func putBack(_ references: ReferenceSet) { spareReferences = references }

    func takePathBuffer() -> [Int] {
        var path = pathBuffer
        pathBuffer = []
        path.removeAllKeepingCapacity()
        return path
    }

    /// Nesting guard: deeper type nesting than this is skipped rather than recursed into.
    @exclusivity(unchecked) var typeDepth = 0
    static let maximumTypeDepth = 200

    /// The thread's buffers, whose storage the scanner holds while it runs (`ScannerBuffers`).
    private let spareBuffers: ScannerBuffers

    init(source: SourceText) {
        self.source = source
        spareBuffers = ScannerBuffers.take()
        facts = spareBuffers.facts
        swapBuffers()
        // A huge file: room for as many assignments as it has `=`, and as many calls and constructions
        // as it has `(` and `{`, so the arrays never grow (a grown array briefly holds its facts twice).
        // Large blocks are mapped on demand: the room never used costs no memory.
        if source.table.equalsCount >= 1 << 16 { facts.assignments.reserveCapacity(source.table.equalsCount) }
        if source.table.openingCount >= 1 << 16 {
            facts.calls.reserveCapacity(source.table.openingCount)
            facts.constructions.reserveCapacity(source.table.openingCount)
        }
    }

    var tokens: TokenView { source.tokens }

    @inline(__always) func kind(_ index: Int) -> TokenKind { source.kind(index) }
    @inline(__always) func keyword(_ index: Int) -> Keyword { source.keyword(index) }
    @inline(__always) func partner(_ index: Int) -> Int { source.partner(index) }

    func run() -> FileFacts {
        scanMembers(from: 0, to: source.endIndex, owner: nil)
        finishClosures()
        var directives: [CommentDirective] = []
        for range in source.directiveComments {
            let text = String(decoding: UnsafeBufferPointer(rebasing: source.bytes[range]), as: UTF8.self)
            if let directive = CommentDirective.parse(comment: text, location: source.location(ofOffset: range.lowerBound)) {
                directives.append(directive)
            }
        }
        var finished = facts.fileFacts(path: source.path, directives: directives, prefixedNames: prefixedNames())
        finished.attribute(implicitMemberCalls)
        swapBuffers()
        ScannerBuffers.putBack(spareBuffers)
        return finished
    }

    /// `FileFacts.prefixedNames`, from the names the lexer kept. A `#Preview` or `#if` is one token,
    /// its name included, so a macro's name is no mention; nor is a name in an import's path.
    private func prefixedNames() -> [String] {
        guard !source.prefixedNames.isEmpty else { return [] }
        var names = takeReferences()
        defer { putBack(names) }
        for range in source.prefixedNames where !importPathNameStarts.contains(range.lowerBound) {
            names.insert(source.bytes, start: range.lowerBound, end: range.upperBound)
        }
        return names.sortedNames(source.bytes)
    }

    /// Trades the scanner's buffers with the thread's: the thread's storage in at the start, back out at
    /// the end.
    private func swapBuffers() {
        swap(&pathBuffer, &spareBuffers.path)
        swap(&argumentEnds, &spareBuffers.argumentEnds)
        swap(&frameBuffer, &spareBuffers.frames)
        swap(&pendingBuffer, &spareBuffers.pending)
        swap(&spareReferences, &spareBuffers.references)
        swap(&selfMentions, &spareBuffers.selfMentions)
        swap(&selfRebindings, &spareBuffers.selfRebindings)
        swap(&otherCallSites, &spareBuffers.otherCallSites)
        swap(&pendingClosureSpans, &spareBuffers.closureSpans)
    }

    // MARK: Member lists

    /// Scans a member list: the file's top level (`owner == nil`) or a type body.
    func scanMembers(from start: Int, to end: Int, owner: TypeFactBuilder?) {
        var index = start
        // The members' modifiers, in one array reused from member to member: only a type keeps its
        // modifiers (`TypeFact.modifiers`); a property's or a function's are read and dropped, and
        // each had an array of its own.
        var modifiers: [String] = []
        while index < end {
            let declarationStart = index
            var attributes: [String] = []
            modifiers.removeAllKeepingCapacity()
            index = scanAttributesAndModifiers(from: index, to: end, attributes: &attributes, modifiers: &modifiers)
            guard index < end else { break }
            switch keyword(index) {
            case .import:
                index = scanImport(at: index, to: end)
            case let word where word.startsTypeDeclaration && isTypeDeclaration(at: index):
                index = scanType(at: index, to: end, attributes: attributes, modifiers: modifiers,
                                 parent: owner?.name)
                modifiers = []  // the type's fact holds them now
            case let word where (word == .var || word == .let) && owner != nil:
                index = scanProperty(at: index, to: end, owner: owner!, attributes: attributes, modifiers: modifiers)
            case .func, .`init`, .deinit, .subscript:
                index = scanFunction(at: index, to: end, owner: owner, modifiers: modifiers)
            case .case where owner != nil:
                let declarationEnd = skipDeclaration(from: index + 1, to: end)
                if owner!.kind == .enum { scanCaseValueTypes(from: index + 1, to: declarationEnd, into: owner!) }
                index = declarationEnd
            case .typealias:
                index = scanTypeAlias(at: index, to: end, owner: owner)
            case .associatedtype, .operator, .precedencegroup, .macro:
                index = skipDeclaration(from: index + 1, to: end)
            default:
                if kind(index) == .pound, owner == nil, isFreestandingMacro(index) {
                    // `#Preview { … }` at the top level: its closures and constructions are code, which
                    // only the previews run.
                    let statementEnd = topLevelStatementEnd(from: index, to: end)
                    var unused = takeReferences()
                    let member = source.textEquals(index, "#Preview") ? DeclarationContext.previewMember : nil
                    scanBody(from: index, to: statementEnd, context: DeclarationContext(typeName: nil, member: member),
                             references: &unused)
                    putBack(unused)
                    index = statementEnd
                } else if kind(index) == .pound {
                    index = skipPoundDirective(at: index, to: end)
                } else if owner == nil {
                    // Top-level code (main.swift, scripts): statements until the next declaration.
                    let statementEnd = topLevelStatementEnd(from: index, to: end)
                    var unused = takeReferences()
                    scanBody(from: index, to: statementEnd, context: DeclarationContext(typeName: nil, member: nil),
                             references: &unused)
                    putBack(unused)
                    index = statementEnd
                } else if kind(index) == .leftBrace {
                    index = partner(index) + 1
                } else {
                    index += 1
                }
            }
            if index == declarationStart { index += 1 }
        }
    }

    /// A `class` that starts a type (not `class func`, `class var`): followed by a name.
    func isTypeDeclaration(at index: Int) -> Bool {
        let next = index + 1
        // `extension [Element]?`, `extension [Key: Value]`: sugared types are extended too.
        if keyword(index) == .extension, next < source.endIndex, kind(next) == .leftBracket { return true }
        guard next < source.endIndex, kind(next) == .identifier else { return false }
        if keyword(index) == .class || keyword(index) == .actor {
            let nextKeyword = keyword(next)
            return !(nextKeyword.isModifier || nextKeyword == .func || nextKeyword == .var || nextKeyword == .let
                     || nextKeyword == .subscript || nextKeyword == .`init` || nextKeyword == .typealias)
        }
        return true
    }

    func scanAttributesAndModifiers(from start: Int, to end: Int, attributes: inout [String],
                                    modifiers: inout [String]) -> Int {
        var index = start
        pendingObjCName = nil
        while index < end {
            if kind(index) == .at {
                let (name, next) = attributeName(at: index, to: end)
                attributes.append(name)
                // `@objc(OBAApplication)`: the name Objective-C gives the declaration that follows.
                if name == "@objc" {
                    let isOneName = index + 5 == next && kind(index + 2) == .leftParen && kind(index + 3) == .identifier
                    pendingObjCName = isOneName ? source.text(index + 3) : nil
                }
                index = next
            } else if kind(index) == .pound, isConditionalDirective(index) {
                index = skipPoundDirective(at: index, to: end)
            } else if keyword(index).isModifier || (keyword(index) == .class && !isTypeDeclaration(at: index)) {
                // A modifier only when a declaration follows; `weak` alone could be a statement's name.
                guard isFollowedByDeclaration(index + 1, to: end) else { return index }
                var text = Keyword.spellings[Int(keyword(index).rawValue)]
                index += 1
                // `private(set)`, also written `private (set)`.
                if index < end, kind(index) == .leftParen,
                   !tokens[index].followsSpace || (partner(index) == index + 2 && kind(index + 1) == .identifier) {
                    let close = partner(index)
                    text += "(" + (index + 1..<close).map { source.text($0) }.joined() + ")"
                    index = close + 1
                }
                modifiers.append(text)
            } else {
                return index
            }
        }
        return index
    }

    private func isFollowedByDeclaration(_ start: Int, to end: Int) -> Bool {
        var index = start
        if index < end, kind(index) == .leftParen { index = partner(index) + 1 }
        guard index < end else { return false }
        let next = keyword(index)
        return next.isModifier || next.startsTypeDeclaration || next == .var || next == .let || next == .func
            || next == .`init` || next == .deinit || next == .subscript || next == .typealias || next == .class
            || next == .case || next == .associatedtype || next == .operator || next == .macro || kind(index) == .at
    }

    /// `@Name`, `@Module.Name`, with its argument clause when one follows without a space.
    func attributeName(at index: Int, to end: Int) -> (String, Int) {
        var next = index + 1
        var name = "@"
        if next < end, kind(next) == .identifier {
            name += source.text(next)
            next += 1
            while next + 1 < end, kind(next) == .period, kind(next + 1) == .identifier, !tokens[next].followsSpace {
                name += "." + source.text(next + 1)
                next += 2
            }
        }
        // A generic attribute names its arguments (`@Dependency<Intent>(\.$server)`), as SwiftSyntax's name does.
        if next < end, isAngleOpen(next), !tokens[next].followsSpace {
            let close = angleClose(from: next, to: end)
            name += typeText(from: next, to: close + 1)
            next = close + 1
        }
        if next < end, kind(next) == .leftParen, !tokens[next].followsSpace {
            next = partner(next) + 1
        }
        return (name, next)
    }

    /// A macro expansion such as `#Preview(…) { … }`, not a compiler directive (`#if`, `#warning(…)`).
    func isFreestandingMacro(_ index: Int) -> Bool {
        return !isConditionalDirective(index) && !source.textEquals(index, "#warning") && !source.textEquals(index, "#error")
            && !source.textEquals(index, "#sourceLocation") && !source.textEquals(index, "#line") && source.text(index).count > 1
    }

    func isConditionalDirective(_ index: Int) -> Bool {
        source.textEquals(index, "#if") || source.textEquals(index, "#elseif") || source.textEquals(index, "#else")
            || source.textEquals(index, "#endif")
    }

    /// Skips `#if cond`, `#elseif cond`, `#else`, `#endif`, `#warning(…)` and other directives.
    func skipPoundDirective(at index: Int, to end: Int) -> Int {
        var next = index + 1
        if source.textEquals(index, "#if") || source.textEquals(index, "#elseif") {
            while next < end, !tokens[next].followsNewline {
                next = kind(next) == .leftParen ? partner(next) + 1 : next + 1
            }
            for token in index..<next { directiveStarts[token] = index }
        } else if source.textEquals(index, "#else") || source.textEquals(index, "#endif") {
            directiveStarts[index] = index
        } else if next < end, kind(next) == .leftParen, !tokens[next].followsSpace {
            next = partner(next) + 1
        }
        return next
    }

    func scanImport(at index: Int, to end: Int) -> Int {
        var next = index + 1
        // `import struct Module.Type`: the kind keyword is not part of the module.
        if next < end, [.struct, .class, .enum, .protocol, .typealias, .var, .let, .func].contains(keyword(next)) {
            next += 1
        }
        guard next < end, kind(next) == .identifier else { return next }
        let module = source.text(next)
        // `@_exported import Module`: the attribute's two tokens just before `import`.
        let isExported = index >= 2 && kind(index - 2) == .at && source.text(index - 1) == "_exported"
        facts.imports.append(ImportFact(module: module, location: source.location(index), isExported: isExported))
        next += 1
        while next + 1 < end, kind(next) == .period, kind(next + 1) == .identifier {
            importPathNameStarts.append(source.table.textStart(next + 1))
            next += 2
        }
        return next
    }

    // MARK: Types

    func scanType(at index: Int, to end: Int, attributes: [String], modifiers: [String], parent: String?) -> Int {
        let kindKeyword = keyword(index)
        let declarationKind: DeclarationKind
        switch kindKeyword {
        case .class: declarationKind = .class
        case .struct: declarationKind = .struct
        case .enum: declarationKind = .enum
        case .protocol: declarationKind = .protocol
        case .actor: declarationKind = .actor
        default: declarationKind = .extension
        }
        var next = index + 1
        let nameIndex = next
        var name: String
        var genericParameters: [String] = []
        if declarationKind == .extension {
            let typeEnd = typeTextEnd(from: next, to: end, stopAtColon: true)
            name = typeText(from: next, to: typeEnd)
            next = typeEnd
        } else {
            name = source.text(next)
            next += 1
            if next < end, source.isOperator(next, "<") || isAngleOpen(next) {
                let close = angleClose(from: next, to: end)
                genericParameters = genericParameterNames(from: next + 1, to: close)
                next = close + 1
            }
        }
        if let parent { name = DeclarationScanner.qualifiedName(parent, name) }
        var inherited: [String] = []
        if next < end, kind(next) == .colon {
            next += 1
            while next < end {
                let entryEnd = typeTextEnd(from: next, to: end, stopAtColon: false)
                if entryEnd > next { inherited.append(typeText(from: next, to: entryEnd)) }
                next = entryEnd
                if next < end, kind(next) == .comma { next += 1 } else { break }
            }
        }
        // Skip a `where` clause up to the body.
        while next < end, kind(next) != .leftBrace {
            if kind(next) == .rightBrace { return next }
            next = kind(next) == .leftParen || kind(next) == .leftBracket ? partner(next) + 1 : next + 1
        }
        guard next < end else { return next }
        let bodyClose = min(partner(next), end)
        // Only a type whose own attributes were just read: a local type in a body takes no other's.
        let objcName = attributes.contains("@objc") ? pendingObjCName.flatMap { source.text(nameIndex) == $0 ? nil : $0 } : nil
        pendingObjCName = nil
        let location = source.location(nameIndex)
        let builder = TypeFactBuilder(name: name, kind: declarationKind, facts: facts)
        if typeDepth < DeclarationScanner.maximumTypeDepth {
            typeDepth += 1
            // A local type's members do not see the enclosing function's parameters.
            let outerParameterNames = bodyParameterNames
            bodyParameterNames = []
            scanMembers(from: next + 1, to: bodyClose, owner: builder)
            bodyParameterNames = outerParameterNames
            typeDepth -= 1
        }
        facts.types.append(TypeFact(kind: declarationKind, name: name, genericParameters: genericParameters,
                                    inherited: inherited, attributes: attributes, modifiers: modifiers,
                                    properties: builder.takeProperties(), functions: builder.takeFunctions(),
                                    caseValueTypes: builder.takeCaseValueTypes(), objcName: objcName, location: location))
        return bodyClose + 1
    }

    /// `parent + "." + name`, written straight into one String: the two appends made a String for
    /// `parent.` and grew it for the name, two allocations a nested type. Both parts are valid UTF-8,
    /// so the result is the same String.
    static func qualifiedName(_ parent: String, _ name: String) -> String {
        var parent = parent
        var name = name
        return parent.withUTF8 { parentBytes in
            name.withUTF8 { nameBytes in
                String(unsafeUninitializedCapacity: parentBytes.count + 1 + nameBytes.count) { buffer in
                    var written = 0
                    if let base = parentBytes.baseAddress {
                        buffer.baseAddress!.update(from: base, count: parentBytes.count)
                        written = parentBytes.count
                    }
                    buffer[written] = UInt8(ascii: ".")
                    written += 1
                    if let base = nameBytes.baseAddress {
                        (buffer.baseAddress! + written).update(from: base, count: nameBytes.count)
                        written += nameBytes.count
                    }
                    return written
                }
            }
        }
    }

    func isAngleOpen(_ index: Int) -> Bool {
        kind(index) == .operator && source.firstByte(index) == UInt8(ascii: "<")
    }

    /// The index of the `>` closing the angle bracket at `open` (operator tokens may hold several).
    func angleClose(from open: Int, to end: Int) -> Int {
        var depth = 0
        var index = open
        while index < end {
            switch kind(index) {
            case .operator:
                for byte in source.textBytes(index) {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return index }
            case .leftParen, .leftBracket:
                index = partner(index)
            case .leftBrace, .rightBrace, .semicolon:
                return index - 1
            default:
                break
            }
            index += 1
        }
        return end - 1
    }

    func genericParameterNames(from start: Int, to end: Int) -> [String] {
        var names: [String] = []
        var expectName = true
        var index = start
        while index < end {
            if kind(index) == .comma {
                expectName = true
            } else if expectName, kind(index) == .identifier, keyword(index) != .each {
                names.append(source.text(index))
                expectName = false
            } else if kind(index) == .leftParen || kind(index) == .leftBracket {
                index = partner(index)
            } else if isAngleOpen(index) {
                index = angleClose(from: index, to: end)
            }
            index += 1
        }
        return names
    }

    /// The end of a type written from `start`: stops at `,`, `{`, `=`, `where`, `)`, or a line break
    /// outside brackets. With `stopAtColon`, also at `:` (an extension's conformance list).
    func typeTextEnd(from start: Int, to end: Int, stopAtColon: Bool) -> Int {
        var index = start
        var angleDepth = 0
        while index < end {
            if index > start, tokens[index].followsNewline, angleDepth == 0, !continuesType(index) { return index }
            switch kind(index) {
            case .leftParen, .leftBracket:
                index = partner(index) + 1
                continue
            case .comma:
                if angleDepth == 0 { return index }
            case .colon:
                if angleDepth == 0 && stopAtColon { return index }
                if angleDepth == 0 && !stopAtColon { return index }
            case .leftBrace, .rightBrace, .rightParen, .rightBracket, .semicolon, .endOfFile:
                return index
            case .operator:
                let text = source.textBytes(index)
                if text.first == UInt8(ascii: "=") { if angleDepth == 0 { return index } }
                let isArrow = source.textEquals(index, "->")
                for byte in text {
                    if byte == UInt8(ascii: "<") { angleDepth += 1 }
                    if byte == UInt8(ascii: ">") && !isArrow { angleDepth = max(0, angleDepth - 1) }
                }
            case .identifier:
                if angleDepth == 0, keyword(index) == .where { return index }
            case .pound:
                return index
            default:
                break
            }
            index += 1
        }
        return index
    }

    /// A line break inside a type continues it when the next token joins on (`&`, `->`, `.`, `?`).
    private func continuesType(_ index: Int) -> Bool {
        switch kind(index) {
        case .period, .postfixQuestion, .postfixExclaim: return true
        case .identifier where keyword(index).isEffect:
            return index > 0 && kind(index - 1) == .rightParen  // `(A, B)⏎ throws -> C`: a function type's effects
        case .operator:
            return source.textEquals(index, "&") || source.textEquals(index, "->") || source.firstByte(index) == UInt8(ascii: ">")
        default:
            if index > 0, kind(index - 1) == .operator {
                return source.textEquals(index - 1, "&") || source.textEquals(index - 1, "->")
                    || source.textBytes(index - 1).last == UInt8(ascii: "<")
            }
            return false
        }
    }

    /// A type's text with whitespace normalised: tokens joined, one space only between two words.
    /// Measured, then written straight into the String's storage (`pathText`'s way): appending each
    /// token's bytes to a buffer cost about a thousand instructions a type. A type of one token, most
    /// of them, is that token's text.
    func typeText(from start: Int, to end: Int) -> String {
        guard end - start > 1 else { return start < end ? source.text(start) : "" }
        let table = source.table
        @inline(__always) func isWord(_ index: Int) -> Bool { kind(index) == .identifier || kind(index) == .number }
        var length = 0
        for index in start..<end {
            if index > start, isWord(index), isWord(index - 1) { length += 1 }
            length += table.textEnd(index) - table.textStart(index)
        }
        guard let base = source.bytes.baseAddress, length > 0 else { return "" }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var written = 0
            for index in start..<end {
                if index > start, isWord(index), isWord(index - 1) {
                    buffer[written] = UInt8(ascii: " ")
                    written += 1
                }
                let textStart = table.textStart(index)
                let count = table.textEnd(index) - textStart
                copyBytes(to: buffer.baseAddress! + written, from: base + textStart, count: count)
                written += count
            }
            return written
        }
    }

    // MARK: Type aliases

    /// `typealias Name = Aliased` (`typealias Name<T> = …` too): its fact, and the index after the
    /// aliased type. Anything else written after `typealias` is skipped as a declaration without facts.
    func scanTypeAlias(at index: Int, to end: Int, owner: TypeFactBuilder?) -> Int {
        let nameIndex = index + 1
        guard nameIndex < end, kind(nameIndex) == .identifier else { return skipDeclaration(from: index + 1, to: end) }
        var next = nameIndex + 1
        if next < end, isAngleOpen(next) { next = angleClose(from: next, to: end) + 1 }
        guard next < end, kind(next) == .operator, source.textEquals(next, "=") else {
            return skipDeclaration(from: index + 1, to: end)
        }
        let typeStart = next + 1
        let typeEnd = typeTextEnd(from: typeStart, to: end, stopAtColon: false)
        guard typeEnd > typeStart else { return skipDeclaration(from: index + 1, to: end) }
        facts.typeAliases.append(TypeAliasFact(name: source.text(nameIndex), aliased: typeText(from: typeStart, to: typeEnd),
                                               typeName: owner?.name, location: source.location(index)))
        return typeEnd
    }

    // MARK: Properties

    func scanProperty(at index: Int, to end: Int, owner: TypeFactBuilder, attributes: [String],
                      modifiers: [String]) -> Int {
        let isLet = keyword(index) == .let
        let ownership = DeclarationScanner.ownership(of: modifiers)
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        let isLazy = modifiers.contains("lazy")
        let inProtocol = owner.kind == .protocol
        // An overriding property never declares storage: the superclass's property keeps the value
        // (`override var delegate: D? { didSet { … } }` observes the inherited `weak var delegate`).
        let declaresStorage = !inProtocol && !modifiers.contains("override")
        var next = index + 1
        var pendingNames: [(name: String, index: Int)] = []
        while next < end {
            guard kind(next) == .identifier else {
                // Tuple patterns and malformed declarations: skip the declaration.
                return skipDeclaration(from: next, to: end)
            }
            let nameIndex = next
            let name = source.text(next)
            next += 1
            var typeName: String?
            if next < end, kind(next) == .colon {
                let typeEnd = typeTextEnd(from: next + 1, to: end, stopAtColon: false)
                typeName = typeText(from: next + 1, to: typeEnd)
                next = typeEnd
            }
            var initializer: ValueFact?
            var references = takeReferences()
            // Made only for a value or accessors, the code whose facts it places: most properties have
            // neither, and their context was allocated and freed for nothing.
            var memberContext: DeclarationContext?
            if next < end, source.isOperator(next, "=") {
                let context = DeclarationContext(typeName: owner.name, member: name)
                let valueStart = next + 1
                let valueEnd = expressionEnd(from: valueStart, to: end, inDeclaration: true)
                // A plain one-line string (`static let player = "JSPlayer"` in `extension NSStoryboard.Name`).
                if valueStart + 1 == valueEnd, let text = plainStringLiteral(valueStart) {
                    initializer = .string(text)
                } else {
                    initializer = classifyValue(from: valueStart, to: valueEnd, declaredType: typeName)
                }
                recordClosureDestination(.declared(name: name, isProperty: true), at: next)
                registerTypedInit(at: valueStart, to: valueEnd, declaredType: typeName)
                scanBody(from: valueStart, to: valueEnd, context: context, references: &references)
                next = valueEnd
                memberContext = context
            }
            var isStored = declaresStorage
            if next < end, kind(next) == .leftBrace {
                let context = memberContext ?? DeclarationContext(typeName: owner.name, member: name)
                let close = partner(next)
                let observersOnly = scanAccessors(from: next + 1, to: close, context: context, references: &references)
                if !observersOnly { isStored = false }
                next = close + 1
            }
            if let typeName, initializer == nil {
                for pending in pendingNames {
                    owner.properties.append(PropertyFact(
                        name: pending.name, typeName: typeName, initializer: nil, ownership: ownership, isLet: isLet,
                        isLazy: isLazy, isStatic: isStatic, isStored: isStored, attributes: attributes,
                        references: [], location: source.location(pending.index)))
                }
                pendingNames.removeAll()
            }
            // `var a, b: T`: names without a type or value share the type that follows.
            if typeName == nil, initializer == nil, next < end, kind(next) == .comma {
                pendingNames.append((name, nameIndex))
            } else {
                owner.properties.append(PropertyFact(
                    name: name, typeName: typeName, initializer: initializer, ownership: ownership, isLet: isLet,
                    isLazy: isLazy, isStatic: isStatic, isStored: isStored, attributes: attributes,
                    references: references.sortedNames(source.bytes), location: source.location(nameIndex)))
            }
            putBack(references)
            if next < end, kind(next) == .comma { next += 1 } else { break }
        }
        for pending in pendingNames {
            owner.properties.append(PropertyFact(
                name: pending.name, typeName: nil, initializer: nil, ownership: ownership, isLet: isLet,
                isLazy: isLazy, isStatic: isStatic, isStored: declaresStorage, attributes: attributes,
                references: [], location: source.location(pending.index)))
        }
        return next
    }

    static func ownership(of modifiers: [String]) -> Ownership {
        for modifier in modifiers {
            if modifier == "weak" { return .weak }
            if modifier == "unowned(unsafe)" { return .unownedUnsafe }
            if modifier.hasPrefix("unowned") { return .unowned }
        }
        return .strong
    }

    /// Scans an accessor block. Returns true when it holds only `willSet`/`didSet` observers (the
    /// property stays stored); an implicit getter or `get`/`set` makes it computed.
    func scanAccessors(from start: Int, to end: Int, context: DeclarationContext,
                       references: inout ReferenceSet) -> Bool {
        var index = start
        var observersOnly = true
        var sawAccessor = false
        while index < end {
            var attributes: [String] = []
            var modifiers: [String] = []
            index = scanAttributesAndModifiers(from: index, to: end, attributes: &attributes, modifiers: &modifiers)
            while index < end, keyword(index) == .mutating || keyword(index) == .nonmutating { index += 1 }
            guard index < end else { break }
            let accessor = keyword(index)
            let isAccessorName = [.get, .set, .willSet, .didSet, ._read, ._modify, .unsafeAddress,
                                  .unsafeMutableAddress, .`init`].contains(accessor)
                || source.textEquals(index, "_read") || source.textEquals(index, "_modify")
            guard isAccessorName else {
                if sawAccessor { index += 1; continue }
                // An implicit getter: the whole block is a body.
                scanBody(from: start, to: end, context: context, references: &references)
                return false
            }
            sawAccessor = true
            if accessor != .willSet && accessor != .didSet { observersOnly = false }
            index += 1
            // `set(image)`, `didSet(old)`: the accessor's parameter is a local of the property's accessors,
            // hiding a method of that name (`func image(for:)`).
            if index + 2 < end, kind(index) == .leftParen, kind(index + 1) == .identifier, kind(index + 2) == .rightParen {
                facts.assignments.append(AssignmentFact(target: source.text(index + 1), value: .other, isDeclaration: true,
                                                        context: context, location: source.location(index + 1)))
            }
            // `set(newValue)`, effects such as `async throws`, then the body.
            while index < end, kind(index) != .leftBrace, !(index > start && isAccessorStart(index)) {
                index = kind(index) == .leftParen ? partner(index) + 1 : index + 1
            }
            if index < end, kind(index) == .leftBrace {
                let close = partner(index)
                scanBody(from: index + 1, to: close, context: context, references: &references)
                index = close + 1
            }
        }
        return observersOnly
    }

    private func isAccessorStart(_ index: Int) -> Bool {
        [.get, .set, .willSet, .didSet].contains(keyword(index)) && tokens[index].followsNewline
    }

    // MARK: Functions

    func scanFunction(at index: Int, to end: Int, owner: TypeFactBuilder?, modifiers: [String]) -> Int {
        let introducer = keyword(index)
        var next = index + 1
        var name: String
        var nameIndex = index
        switch introducer {
        case .`init`:
            name = "init"
            if next < end, kind(next) == .postfixQuestion || kind(next) == .postfixExclaim
                || source.isOperator(next, "?") || source.isOperator(next, "!") { next += 1 }
        case .deinit: name = "deinit"
        case .subscript: name = "subscript"
        default:
            guard next < end, kind(next) == .identifier || kind(next) == .operator else { return next }
            name = source.text(next)
            nameIndex = next
            next += 1
        }
        if next < end, isAngleOpen(next) { next = angleClose(from: next, to: end) + 1 }
        let context = DeclarationContext(typeName: owner?.name, member: name)
        var parameters: [ParameterFact] = []
        var references = takeReferences()
        if next < end, kind(next) == .leftParen {
            let close = partner(next)
            parameters = scanParameters(from: next + 1, to: close, context: context, references: &references)
            next = close + 1
        }
        // Effects, return type, where clause: up to the body or the end of the declaration.
        var returnType: String?
        var inWhereClause = false
        while next < end, kind(next) != .leftBrace {
            // A line break ends the declaration unless the next line continues it: an arrow, effects, a
            // `where` clause, whose requirements may span lines until the body or the next declaration.
            if keyword(next) == .where { inWhereClause = true }
            if tokens[next].followsNewline && !source.isOperator(next, "->") && keyword(next) != .where
                && !keyword(next).isEffect && !(inWhereClause && !startsDeclaration(next)) { break }
            if source.isOperator(next, "->"), !inWhereClause {  // `where T.Handler == (Int) -> Void` is no return type
                let typeEnd = typeTextEnd(from: next + 1, to: end, stopAtColon: false)
                returnType = typeText(from: next + 1, to: typeEnd)
                next = typeEnd
                continue
            }
            if kind(next) == .rightBrace || kind(next) == .semicolon { break }
            next = kind(next) == .leftParen ? partner(next) + 1 : next + 1
        }
        if next < end, kind(next) == .leftBrace {
            let close = min(partner(next), end)
            if introducer == .subscript {
                // `get { … } set { … }` as a computed property's: accessors, not calls of `get`.
                _ = scanAccessors(from: next + 1, to: close, context: context, references: &references)
            } else {
                let outerParameterNames = bodyParameterNames
                bodyParameterNames = parameters.map(\.name)
                scanBody(from: next + 1, to: close, context: context, references: &references)
                bodyParameterNames = outerParameterNames
            }
            next = close + 1
        }
        if let owner {
            owner.functions.append(FunctionFact(
                name: name, isInitializer: introducer == .`init`,
                isStatic: modifiers.contains("static") || modifiers.contains("class"),
                parameters: parameters, returnType: returnType, references: references.sortedNames(source.bytes),
                location: source.location(nameIndex)))
        }
        putBack(references)
        return next
    }

    func scanParameters(from start: Int, to end: Int, context: DeclarationContext,
                        references: inout ReferenceSet) -> [ParameterFact] {
        // On the shared stack: a default value's closures may hold functions with parameters of their own.
        let parameters = facts.parameters
        let firstParameter = parameters.count
        var index = start
        while index < end {
            var attributes: [String] = []
            var modifiers: [String] = []
            index = scanAttributesAndModifiers(from: index, to: end, attributes: &attributes, modifiers: &modifiers)
            // A label and a name, or one name serving as both: two Strings, not an array a parameter.
            var first: String?
            var second: String?
            while index < end, kind(index) == .identifier, second == nil {
                if first == nil { first = source.text(index) } else { second = source.text(index) }
                index += 1
            }
            guard index < end, kind(index) == .colon, let first else {
                // Malformed parameter: skip it and its comma.
                index = skipToComma(from: index, to: end) + 1
                continue
            }
            let typeEnd = typeTextEnd(from: index + 1, to: end, stopAtColon: false)
            let typeName = typeText(from: index + 1, to: typeEnd)
            index = typeEnd
            var defaultValue: ValueFact?
            if index < end, source.isOperator(index, "=") {
                let valueEnd = skipToComma(from: index + 1, to: end)
                defaultValue = classifyValue(from: index + 1, to: valueEnd, declaredType: typeName)
                registerTypedInit(at: index + 1, to: valueEnd, declaredType: typeName)
                scanBody(from: index + 1, to: valueEnd, context: context, references: &references,
                         inDefaultArgument: true)
                index = valueEnd
            } else {
                index = skipToComma(from: index, to: end)
            }
            let label = first == "_" ? nil : first
            parameters.append(ParameterFact(label: label, name: second ?? first,
                                            typeName: typeName, defaultValue: defaultValue))
            if index < end, kind(index) == .comma { index += 1 }
        }
        return parameters.take(from: firstParameter)
    }

    func skipToComma(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, kind(index) != .comma {
            switch kind(index) {
            case .leftParen, .leftBracket, .leftBrace, .stringBegin: index = partner(index) + 1
            case .operator: index = genericClauseEnd(at: index, to: end) ?? index + 1
            default: index += 1
            }
        }
        return min(index, end)
    }

    // MARK: Skipping

    /// The types an enum case declaration's associated values hold (`case image(image: UIImage?),
    /// text(String)` gives `UIImage?` and `String`): each element's type after its label, before a
    /// default value.
    func scanCaseValueTypes(from start: Int, to end: Int, into owner: TypeFactBuilder) {
        var index = start
        while index < end {
            guard kind(index) == .leftParen else { index += 1; continue }
            let close = min(partner(index), end)
            var element = index + 1
            while element < close {
                // `label: Type` or `Type`; a second name before the colon is Swift's `_ name:`.
                var typeStart = element
                if element + 1 < close, kind(element) == .identifier, kind(element + 1) == .colon {
                    typeStart = element + 2
                } else if element + 2 < close, kind(element) == .identifier, kind(element + 1) == .identifier,
                          kind(element + 2) == .colon {
                    typeStart = element + 3
                }
                let typeEnd = typeTextEnd(from: typeStart, to: close, stopAtColon: false)
                if typeEnd > typeStart { owner.caseValueTypes.append(typeText(from: typeStart, to: typeEnd)) }
                // On to the next element: past a default value (`= 0`) to the comma.
                var next = typeEnd
                while next < close, kind(next) != .comma {
                    if [.leftParen, .leftBracket, .leftBrace].contains(kind(next)) { next = partner(next) }
                    next += 1
                }
                element = next + 1
            }
            index = close + 1
        }
    }

    /// Skips to the end of a declaration we take no facts from: the next line that starts a new one.
    func skipDeclaration(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end {
            if index > start, tokens[index].followsNewline, startsDeclaration(index) { return index }
            switch kind(index) {
            case .leftParen, .leftBracket, .leftBrace, .stringBegin: index = partner(index) + 1
            case .semicolon: return index + 1
            case .rightBrace: return index
            default: index += 1
            }
        }
        return index
    }

    func startsDeclaration(_ index: Int) -> Bool {
        let word = keyword(index)
        return word.isModifier || word.startsTypeDeclaration || word == .var || word == .let || word == .func
            || word == .`init` || word == .deinit || word == .subscript || word == .case || word == .typealias
            || word == .associatedtype || word == .import || kind(index) == .at || kind(index) == .pound
    }

    private func topLevelStatementEnd(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end {
            if index > start, tokens[index].followsNewline {
                let word = keyword(index)
                if word.startsTypeDeclaration && isTypeDeclaration(at: index) || word == .func || word == .import
                    || kind(index) == .at || (word.isModifier && isFollowedByDeclaration(index + 1, to: end))
                    || (kind(index) == .pound && source.textEquals(index, "#Preview")) {
                    return index
                }
            }
            switch kind(index) {
            case .leftParen, .leftBracket, .leftBrace, .stringBegin: index = partner(index) + 1
            default: index += 1
            }
        }
        return min(index, end)
    }
}

/// Where a pending closure sits: its braces, its capture list and signature (no `self` mention of the
/// closure's own), and how its capture list captures `self`, if it does.
struct ClosureSpan {
    var open: Int
    var close: Int
    var signatureStart: Int
    var signatureEnd: Int
    var selfCapture: Ownership?
    /// A parameter of the closure is named `self`.
    var bindsSelf: Bool
}

/// The members of a type fact under construction: its name and kind, and where its properties and
/// functions start on the file's shared stacks (`CollectedFacts`), whose tops they are while its body
/// is scanned (a nested type's members are taken off before the enclosing type's next one).
///
/// It holds these, not a whole `TypeFact`: reading `fact.name` through a class copied the fact out (a
/// retain and a release of each of its strings and arrays), and so did storing the finished fact.
/// `scanType` makes the fact from its own values and the taken members at the end.
struct TypeFactBuilder {
    let name: String
    let kind: DeclarationKind
    let properties: FactStack<PropertyFact>
    let functions: FactStack<FunctionFact>
    let caseValueTypes: FactStack<String>
    private let firstProperty: Int
    private let firstFunction: Int
    private let firstCaseValueType: Int

    init(name: String, kind: DeclarationKind, facts: CollectedFacts) {
        self.name = name
        self.kind = kind
        properties = facts.properties
        functions = facts.functions
        caseValueTypes = facts.caseValueTypes
        firstProperty = properties.count
        firstFunction = functions.count
        firstCaseValueType = caseValueTypes.count
    }

    func takeProperties() -> [PropertyFact] { properties.take(from: firstProperty) }
    func takeFunctions() -> [FunctionFact] { functions.take(from: firstFunction) }
    func takeCaseValueTypes() -> [String] { caseValueTypes.take(from: firstCaseValueType) }
}
