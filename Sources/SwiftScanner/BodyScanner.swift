import ArchlintFacts

/// A call site found in a body: what is called (an empty name when the callee is not a named function
/// or method: `f()()`, `handler?(x)`) and on what.
///
/// The base is kept as a String and a flag rather than a `String?`: the call map's copies of an
/// optional String went through the runtime's generic value witnesses, a few hundred instructions a
/// call site.
struct CallSite {
    var name: String
    private var baseText: String
    private var hasBase: Bool

    var base: String? { hasBase ? baseText : nil }
}

extension CallSite {
    /// By the memberwise initialiser, which builds the site in place (see `FileFacts`).
    init(name: String, base: String?) {
        self.init(name: name, baseText: base ?? "", hasBase: base != nil)
    }
}

/// A set of token indices at or after a first one, one bit each: a body of a million bindings
/// marks a million names, and a hash set of them would cost dozens of bytes each. From token 0 it
/// serves the file-wide sets too (`signatureEnds`, asked at every statement start, ran the
/// standard hasher per question).
struct TokenSet {
    private let first: Int
    private var words: [UInt64] = []
    private var before: Set<Int> = []

    init(from first: Int) { self.first = first }

    mutating func insert(_ index: Int) {
        let offset = index - first
        guard offset >= 0 else { before.insert(index); return }
        let word = offset >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 << UInt64(offset & 63)
    }

    func contains(_ index: Int) -> Bool {
        let offset = index - first
        guard offset >= 0 else { return before.contains(index) }
        let word = offset >> 6
        return word < words.count && words[word] & (1 << UInt64(offset & 63)) != 0
    }
}

/// One open bracket while scanning a body: twelve bytes, since 100,000-deep nesting keeps every
/// one of them at once (with the call site inline it was 64 bytes, and a 50 MB file of nested
/// brackets took 1.4 GB).
struct Frame {
    enum Kind: UInt8 { case block, closure, paren, bracket, other }
    var kind: Kind
    /// A statement keyword (`if`, `guard`, `for`…) was seen: the next `{` at this level is its block.
    var expectsBlock = false
    /// For a call's argument parentheses: the `(`, whose call is recorded (`callSite(openingAt:)`); -1 otherwise.
    private var callOpening: Int32 = -1
    /// For an `if path == nil {` block: the first token of `path`; -1 otherwise.
    private var nilTestedPathStart: Int32 = -1
    /// On the frame around such an `if`, the same until its block opens.
    var pendingNilTestedPath: Int32 = -1
    /// A nested function's body, or (on the frame around its header) one about to open.
    var isFunctionBody = false
    var expectsFunctionBody = false
    private var closeIndex: UInt32

    init(kind: Kind, close: Int, callOpening: Int? = nil, nilTestedPath: Int? = nil) {
        self.kind = kind
        self.closeIndex = UInt32(close)
        self.callOpening = callOpening.map { Int32($0) } ?? -1
        self.nilTestedPathStart = nilTestedPath.map { Int32($0) } ?? -1
    }

    var close: Int { Int(closeIndex) }
    var isCall: Bool { callOpening >= 0 }
    var callOpeningIndex: Int? { callOpening >= 0 ? Int(callOpening) : nil }
    var nilTestedPath: Int? { nilTestedPathStart >= 0 ? Int(nilTestedPathStart) : nil }
}

/// Expression-level scanning of function bodies, accessors and initialisers: constructions, calls,
/// assignments, local bindings, closures, `self` mentions and member references. Linear, with an
/// explicit bracket stack, so deep nesting cannot exhaust the stack.
extension DeclarationScanner {
    func scanBody(from start: Int, to end: Int, context: DeclarationContext, references: inout ReferenceSet,
                  inDefaultArgument: Bool = false) {
        // Capture initialisers (`[value = compute()]`) are expressions of the enclosing scope, and
        // may hold closures with capture lists of their own: they wait in a work list instead of a
        // recursive call, so 100,000 nested capture lists cannot exhaust the stack.
        var pending = pendingBuffer
        pendingBuffer = []
        pending.removeAllKeepingCapacity()
        pending.append(start..<end)
        while let range = pending.popLast() {
            scanRange(from: range.lowerBound, to: range.upperBound, context: context, references: &references,
                      inDefaultArgument: inDefaultArgument, pending: &pending)
        }
        pendingBuffer = pending
    }

    private func scanRange(from start: Int, to end: Int, context: DeclarationContext, references: inout ReferenceSet,
                           inDefaultArgument: Bool, pending: inout [Range<Int>]) {
        guard start < end else { return }
        // The frame stack's room is reused from body to body (a nested body takes a fresh one).
        var frames = frameBuffer
        frameBuffer = []
        frames.removeAllKeepingCapacity()
        frames.append(Frame(kind: .block, close: end))
        defer { frameBuffer = frames }
        var nonReferences = TokenSet(from: start)
        var jumps = TokenMap<Int>()
        var index = start
        while index < end {
            if let target = jumps[index] {
                index = target
                continue
            }
            while frames.count > 1, index > frames[frames.count - 1].close { frames.removeLast() }
            switch kind(index) {
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd, .stringEnd:
                if frames.count > 1, frames[frames.count - 1].close == index { frames.removeLast() }
                index += 1
            case .leftParen where isCompoundNameClause(index):
                index = partner(index) + 1  // `f(_:with:)` names a function; its labels mention nothing
            case .leftParen:
                let trailingAllowed = !frames[frames.count - 1].expectsBlock
                    || opensConditionClosure(partner(index) + 1, end: end)
                let isCall = recordCall(openingAt: index, context: context, inDefaultArgument: inDefaultArgument,
                                        trailingAllowed: trailingAllowed, end: end)
                frames.append(Frame(kind: .paren, close: partner(index), callOpening: isCall ? index : nil))
                index += 1
            case .interpolationBegin:
                // `\(value, privacy: .public)`: an interpolation's labels are argument labels.
                frames.append(Frame(kind: .paren, close: partner(index)))
                index += 1
            case .leftBracket where index > start && !tokens[index].followsSpace && endsOperand(index - 1):
                // A subscript's arguments are labelled like a call's (`images[safe: index]`).
                frames.append(Frame(kind: .paren, close: partner(index)))
                index += 1
            case .leftBracket, .stringBegin:
                frames.append(Frame(kind: kind(index) == .leftBracket ? .bracket : .other, close: partner(index)))
                index += 1
            case .leftBrace:
                if frames[frames.count - 1].expectsBlock, !opensConditionClosure(index, end: end) {
                    frames[frames.count - 1].expectsBlock = false
                    if index > 0, keyword(index - 1) == .repeat { repeatCloses.insert(partner(index)) }
                    let nilTestedPath = frames[frames.count - 1].pendingNilTestedPath
                    let isFunctionBody = frames[frames.count - 1].expectsFunctionBody
                    frames[frames.count - 1].pendingNilTestedPath = -1
                    frames[frames.count - 1].expectsFunctionBody = false
                    frames.append(Frame(kind: .block, close: partner(index),
                                        nilTestedPath: nilTestedPath >= 0 ? Int(nilTestedPath) : nil))
                    frames[frames.count - 1].isFunctionBody = isFunctionBody
                    index += 1
                } else {
                    let top = frames[frames.count - 1]
                    let enclosingCall = top.callOpeningIndex.flatMap { callSite(openingAt: $0) }
                    // In a statement's condition (`if let url = items.first(where: { … })?.url {`), a
                    // brace after the call's chain opens the statement's block, not a trailing closure.
                    let inCondition = top.expectsBlock || (top.isCall && frames.count > 1 && frames[frames.count - 2].expectsBlock)
                    let (bodyStart, captureValues) = recordClosure(openingAt: index, enclosingCall: enclosingCall,
                                                                   enclosingClose: top.close,
                                                                   context: context, inDefaultArgument: inDefaultArgument,
                                                                   inCondition: inCondition, end: end)
                    pending += captureValues.reversed()
                    frames.append(Frame(kind: .closure, close: partner(index)))
                    index = bodyStart
                }
            case .at:
                index = attributeName(at: index, to: end).1
            case .pound:
                if isConditionalDirective(index) {
                    index = skipPoundDirective(at: index, to: end)
                } else if (source.textEquals(index, "#available") || source.textEquals(index, "#unavailable")), index + 1 < end,
                          kind(index + 1) == .leftParen {
                    index = partner(index + 1) + 1  // platform names, not values
                } else {
                    index += 1
                }
            case .identifier:
                index = scanIdentifier(at: index, bodyStart: start, end: end, context: context,
                                       frames: &frames, references: &references, nonReferences: &nonReferences,
                                       jumps: &jumps)
            case .operator:
                // A generic argument clause (`MemoryLayout<natural_t>.size`) names types, never values.
                index = genericClauseEnd(at: index, to: end) ?? index + 1
            default:
                index += 1
            }
        }
    }

    private func scanIdentifier(at index: Int, bodyStart: Int, end: Int, context: DeclarationContext,
                                frames: inout [Frame], references: inout ReferenceSet,
                                nonReferences: inout TokenSet, jumps: inout TokenMap<Int>) -> Int {
        var word = keyword(index)
        // After a period a keyword is a member name (`.if(…)`, `.default`), never a statement.
        if index > 0, kind(index - 1) == .period, word != .`init`, word != .self { word = .none }
        // An argument label, even a keyword one (`for:`, `in:`, `default:`), names nothing.
        if index + 1 < end, kind(index + 1) == .colon, index > 0,
           kind(index - 1) == .leftParen || kind(index - 1) == .leftBracket || kind(index - 1) == .comma
            || kind(index - 1) == .interpolationBegin,
           frames[frames.count - 1].kind == .paren {
            return index + 1
        }
        // A trailing closure's label, even a keyword one (`} catch: { error in … }`), names nothing.
        if index > 0, kind(index - 1) == .rightBrace, index + 2 < end, kind(index + 1) == .colon,
           kind(index + 2) == .leftBrace {
            return index + 1
        }
        switch word {
        case .default where index + 1 < end && kind(index + 1) == .colon:
            return index + 1  // `default:` in a switch
        case .nonisolated where index + 1 < end
                 && (kind(index + 1) == .leftParen || [.let, .var].contains(keyword(index + 1))):
            // A local's modifier (`nonisolated(unsafe) let storage = …`), not a call.
            let next = kind(index + 1) == .leftParen ? partner(index + 1) + 1 : index + 1
            guard next < end, [.let, .var].contains(keyword(next)) else { break }
            return next
        case .if:
            frames[frames.count - 1].expectsBlock = true
            frames[frames.count - 1].pendingNilTestedPath = nilTestedPath(after: index, end: end).map { Int32($0) } ?? -1
            return index + 1
        case .guard, .switch, .catch, .do, .else, .defer, .repeat:
            frames[frames.count - 1].expectsBlock = true
            return index + 1
        case .while:
            // `repeat { } while cond` ends a statement; it opens no block.
            if !(index > 0 && kind(index - 1) == .rightBrace && repeatCloses.contains(index - 1)) {
                frames[frames.count - 1].expectsBlock = true
            }
            return index + 1
        case .for:
            frames[frames.count - 1].expectsBlock = true
            // The loop pattern binds names; it mentions none. Each name it binds (`for item in`,
            // `for (key, value) in`) is a local of the body, which hides a method of that name
            // (`for lineFragment in fragments { node.lineFragment = lineFragment }` hands on the
            // element, not the method). Names after `let`/`var`/`case` are bound by `scanBinding`, the
            // whole pattern's when one opens it (`for case let (a, b) in`), or one element's (`for (date,
            // var items) in`); a type annotation (`for (key, value): (Any, Any) in`) binds nothing.
            var patternEnd = index + 1
            var namesEnd: Int?
            var depth = 0
            while patternEnd < end, keyword(patternEnd) != .in, kind(patternEnd) != .leftBrace {
                switch kind(patternEnd) {
                case .leftParen: depth += 1
                case .rightParen: depth -= 1
                case .colon where depth == 0: namesEnd = namesEnd ?? patternEnd
                default: break
                }
                patternEnd += 1
            }
            let bindsByKeyword = index + 1 < end && [.case, .let, .var].contains(keyword(index + 1))
            var next = index + 1
            while next < patternEnd {
                if kind(next) == .identifier {
                    nonReferences.insert(next)
                    if !bindsByKeyword, next < namesEnd ?? patternEnd,
                       next == index + 1 || kind(next - 1) == .leftParen || kind(next - 1) == .comma
                        || keyword(next - 1) == .await,
                       !keyword(next).isReserved, !(source.textEquals(next, "_") && !tokens[next].isBackticked),
                       !(next + 1 < end && kind(next + 1) == .period) {
                        facts.assignments.append(AssignmentFact(target: source.text(next), value: .other, isDeclaration: true,
                                                                context: context, location: source.location(next)))
                    }
                }
                next += 1
            }
            return index + 1
        case .let, .var:
            return scanBinding(at: index, end: end, context: context, frames: &frames, references: &references,
                               nonReferences: &nonReferences, jumps: &jumps)
        case .func:
            return skipNestedFunctionHeader(at: index, end: end, frames: &frames)
        case .class, .struct, .enum, .protocol, .actor, .extension:
            if isTypeDeclaration(at: index), isStatementStart(index, bodyStart: bodyStart, frames: frames) {
                return scanType(at: index, to: end, attributes: [], modifiers: [], parent: context.typeName)
            }
            return index + 1
        case .self:
            if (index == 0 || kind(index - 1) != .period) && !isSelectorOperand(index) { selfMentions.append(index) }
            if isStatementStart(index, bodyStart: bodyStart, frames: frames) {
                recordAssignment(startingAt: index, end: end, context: context, frames: frames)
            }
            return index + 1
        case .none where index + 1 < end && source.isOperator(index + 1, "&") && source.textEquals(index, "yield"):
            return index + 1  // `_modify { yield &storage }`: a statement keyword
        case .super:
            // `super.title = value` assigns as `self.title = value` does.
            if isStatementStart(index, bodyStart: bodyStart, frames: frames) {
                recordAssignment(startingAt: index, end: end, context: context, frames: frames)
            }
            return index + 1
        case .any where index + 1 < end && kind(index + 1) == .identifier && !keyword(index + 1).isReserved
                 && !tokens[index + 1].followsNewline,
             .some where index + 1 < end && kind(index + 1) == .identifier && !keyword(index + 1).isReserved
                 && !tokens[index + 1].followsNewline:
            return index + 1  // `(any Error).self`, `Box<any Service>`: a type's keyword, not a name
        default:
            // `weak var`, `lazy var`, `async let` in a body: modifiers, not names.
            if word.isModifier || word == .async, index + 1 < end,
               [.var, .let, .func].contains(keyword(index + 1)) || keyword(index + 1).isModifier {
                return index + 1
            }
        }
        if !word.isReserved {
            if isStatementStart(index, bodyStart: bodyStart, frames: frames) {
                recordAssignment(startingAt: index, end: end, context: context, frames: frames)
            }
            if source.isLowercaseName(index), !nonReferences.contains(index), !isCastType(index),
               isMention(index, frames: frames) {
                references.insert(source.bytes, start: source.table.textStart(index), end: source.table.textEnd(index))
            }
        }
        return index + 1
    }

    /// Whether the name at `index` ends the dotted operand of `#selector(…)` (`#selector(Home.start)`,
    /// `#selector(Home.start(with:))`, `#selector(Self.start)`, `#selector(getter: User.fullName)`): the
    /// method it names is handed on, so it is mentioned.
    private func endsSelectorOperand(_ index: Int) -> Bool {
        guard index + 1 < tokens.count, kind(index + 1) == .rightParen || kind(index + 1) == .leftParen else { return false }
        var cursor = index - 1
        while cursor > 0, kind(cursor) == .period
                || kind(cursor) == .identifier && (!keyword(cursor).isReserved || keyword(cursor) == .Self) {
            cursor -= 1
        }
        // `getter:` or `setter:` before the operand.
        if cursor > 1, kind(cursor) == .colon,
           source.textEquals(cursor - 1, "getter") || source.textEquals(cursor - 1, "setter") {
            cursor -= 2
        }
        return kind(cursor) == .leftParen && cursor > 0 && source.textEquals(cursor - 1, "#selector")
    }

    /// Whether the name at `index` is the type of a cast or check (`x as! _Cell`, `x is _Box`).
    private func isCastType(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = index - 1
        if keyword(previous) == .as || keyword(previous) == .is { return true }
        return previous > 0 && (kind(previous) == .postfixQuestion || kind(previous) == .postfixExclaim)
            && keyword(previous - 1) == .as
    }

    /// Whether a lowercase name at `index` mentions a value: not a member (`x.name`, except
    /// `self.name`), not an argument label, not a trailing-closure label.
    private func isMention(_ index: Int, frames: [Frame]) -> Bool {
        if index > 0, kind(index - 1) == .period {
            return index > 1 && keyword(index - 2) == .self && !(index > 2 && kind(index - 3) == .period)
                || endsSelectorOperand(index)
        }
        if index + 1 < tokens.count, kind(index + 1) == .colon, index > 0 {
            let previous = kind(index - 1)
            if previous == .rightBrace { return false }
            if (previous == .leftParen || previous == .leftBracket || previous == .comma || previous == .interpolationBegin),
               frames[frames.count - 1].kind == .paren { return false }
        }
        // A statement's label (`search: for row in rows`) and the jumps to it (`break search`) name no value.
        if index + 2 < tokens.count, kind(index + 1) == .colon, tokens[index].followsNewline,
           [.for, .while, .repeat, .if, .switch, .do, .guard].contains(keyword(index + 2)) {
            return false
        }
        if index > 0, keyword(index - 1) == .break || keyword(index - 1) == .continue, !tokens[index].followsNewline {
            return false
        }
        return true
    }

    /// Whether the `{` at `open`, met where a statement's block is due (`if`, `while`, `for`, `guard`,
    /// `switch`), opens a closure instead: a closure literal where an operand starts (`if let x: T = { … }()`),
    /// or a trailing closure by SwiftParser's rule for conditions (`if items.filter { … }.isEmpty {`):
    /// its first token is on its line, and after its `}` comes `{`, `where` or `,`, or, on the same line,
    /// a postfix or binary continuation.
    func opensConditionClosure(_ open: Int, end: Int) -> Bool {
        guard open < end, open > 0, kind(open) == .leftBrace else { return false }
        let previous = open - 1
        if kind(previous) == .operator, !(isAngleClose(previous) && genericClauseStart(closingAt: previous) != nil) {
            return true
        }
        guard endsOperand(previous), keyword(previous) != .else, open + 1 < end, !tokens[open + 1].followsNewline,
              keyword(open + 1) != .case else { return false }
        let next = partner(open) + 1
        guard next < end else { return false }
        switch kind(next) {
        case .leftBrace, .comma:
            return true
        case .leftBracket, .leftParen, .period, .postfixQuestion, .postfixExclaim, .colon, .operator:
            return !tokens[next].followsNewline
        case .identifier:
            if keyword(next) == .where { return true }
            return (keyword(next) == .is || keyword(next) == .as) && !tokens[next].followsNewline
        default:
            return false
        }
    }

    private func isStatementStart(_ index: Int, bodyStart: Int, frames: [Frame]) -> Bool {
        if index == bodyStart { return true }
        let previous = index - 1
        switch kind(previous) {
        case .leftBrace, .rightBrace, .semicolon:
            return true
        case .colon:
            // Also an argument after its label: `defaultCall: stub.value = newValue` (an autoclosure) assigns.
            return frames[frames.count - 1].kind == .block || frames[frames.count - 1].kind == .closure
                || (frames[frames.count - 1].kind == .paren && previous > 0 && kind(previous - 1) == .identifier)
        case .identifier:
            if signatureEnds.contains(previous) { return true }
            // `return a = b`, `try a = b`: the expression after them may be an assignment.
            let word = keyword(previous)
            if word == .return || word == .try || word == .await { return true }
            // A statement on the line after `break` (its label, if any, is on its own line), code that
            // never runs but is code all the same.
            if word == .break || word == .continue || word == .fallthrough { return tokens[index].followsNewline }
            // A keyword after a period is a member (`x = .internal`), so a new line may start a statement.
            if word.isReserved && !word.isValueKeyword && !(previous > 0 && kind(previous - 1) == .period) {
                return false
            }
            return tokens[index].followsNewline
        case .pound:
            return isConditionalDirective(previous) || tokens[index].followsNewline
        case .leftParen:
            // `flag ? (a = x) : (a = y)`: parentheses that are not a call's may hold an assignment.
            return frames[frames.count - 1].kind == .paren && !frames[frames.count - 1].isCall
                && frames[frames.count - 1].close == partner(previous)
        case .operator:
            // A line after a declaration whose type ends in a generic clause (`let w: Wrapper<T>⏎w = …`).
            return tokens[index].followsNewline && isAngleClose(previous) && genericClauseStart(closingAt: previous) != nil
        case .period, .comma, .leftBracket, .at, .backslash, .interpolationBegin, .stringBegin:
            return false
        default:
            return tokens[index].followsNewline
        }
    }

    // MARK: Assignments and bindings

    /// `path = value` at a statement start, for a plain dotted path.
    private func recordAssignment(startingAt index: Int, end: Int, context: DeclarationContext, frames: [Frame]) {
        // Most statements are not assignments: find the token after the path before building strings.
        let next = plainPathEnd(from: index, to: end)
        guard next < end, source.isOperator(next, "=") else { return }
        // `_ = value` discards; it assigns nothing.
        if next == index + 1, source.textEquals(index, "_") { return }
        var path = takePathBuffer()
        _ = plainPath(from: index, to: end, into: &path)
        let target = normalizedPath(path)
        pathBuffer = path
        let valueEnd = expressionEnd(from: next + 1, to: end, inDeclaration: false)
        facts.assignments.append(AssignmentFact(
            target: target, value: classifyValue(from: next + 1, to: valueEnd, declaredType: nil),
            isDeclaration: false, onlyWhenNil: isTestedForNil(target, frames: frames, through: valueEnd), context: context,
            location: source.location(index)))
        recordClosureDestination(.assigned(target: target), at: next)
    }

    /// `if path == nil {`, the condition alone: the first token of `path`, whose block then runs only
    /// while `path` holds nothing. `self.` and `super.` paths count, and names that are keywords only
    /// in places (`package`, `open`); `Self.` and reserved words do not.
    private func nilTestedPath(after ifKeyword: Int, end: Int) -> Int? {
        let start = ifKeyword + 1
        guard start < end, kind(start) == .identifier else { return nil }
        let word = keyword(start)
        guard !word.isReserved || word == .self || word == .super else { return nil }
        let pathEnd = plainPathEnd(from: start, to: end)
        guard pathEnd + 2 < end, source.isOperator(pathEnd, "=="), keyword(pathEnd + 1) == .nil,
              kind(pathEnd + 2) == .leftBrace, !opensConditionClosure(pathEnd + 2, end: end) else { return nil }
        return start
    }

    /// Whether an enclosing block of this body is an `if target == nil {` block for this very target,
    /// with no closure or nested function in between (either may run later, when the slot is full)
    /// and no `await` from the test to the end of the assigned value (another task may fill the slot
    /// while this one waits).
    private func isTestedForNil(_ target: String, frames: [Frame], through valueEnd: Int) -> Bool {
        for frame in frames.reversed() {
            if frame.kind == .closure || frame.isFunctionBody { return false }
            guard let start = frame.nilTestedPath else { continue }
            var path = takePathBuffer()
            _ = plainPath(from: start, to: frame.close, into: &path)
            let tested = normalizedPath(path)
            pathBuffer = path
            guard tested == target else { continue }
            return !(start..<valueEnd).contains { kind($0) == .identifier && keyword($0) == .await }
        }
        return false
    }

    /// `` `self` ``: the lexer keeps a backticked name's text without its backticks.
    private func isBacktickedSelf(_ index: Int) -> Bool {
        tokens[index].isBackticked && source.textEquals(index, "self")
    }

    /// `let`/`var` in a body: a declaration records its bindings; a pattern (`if let`, `case let`) only
    /// marks the names it binds.
    private func scanBinding(at index: Int, end: Int, context: DeclarationContext, frames: inout [Frame],
                             references: inout ReferenceSet, nonReferences: inout TokenSet,
                             jumps: inout TokenMap<Int>) -> Int {
        let previous = index > 0 ? index - 1 : index
        let isPattern = index > 0 && ([.case, .if, .guard, .while, .for, .catch].contains(keyword(previous))
            || kind(previous) == .comma || kind(previous) == .leftParen
            // After an associated value's label (`case .install(url: let url)`), not a case label's colon.
            || (kind(previous) == .colon && isInsideParentheses(index)))
        if isPattern {
            let recordedBefore = facts.assignments.count
            // A comma between conditions (`if a, let b = c`), not between a pattern's elements
            // (`case .pair(let a, let b)`).
            let isOptionalBinding = [.if, .guard, .while].contains(keyword(previous))
                || (kind(previous) == .comma && !isInsideParentheses(index))
            if isOptionalBinding {
                recordOptionalBinding(at: index, end: end, context: context)
                // `guard let self`, `if let self = self`, `` guard let `self` = self ``: a strong `self` from here on.
                if index + 1 < end, keyword(index + 1) == .self || isBacktickedSelf(index + 1) {
                    selfRebindings.append(index + 1)
                }
            }
            // `if let scene: UIWindowScene = …`: the annotation is a type, not a statement. In a switch,
            // `case let code:` ends the label instead.
            let isSwitchCase = keyword(previous) == .case
                && !(previous > 0 && [.if, .guard, .while, .for].contains(keyword(previous - 1)))
                && !(previous > 0 && kind(previous - 1) == .comma)
            if !isSwitchCase, index + 2 < end, kind(index + 1) == .identifier, kind(index + 2) == .colon {
                jumps[index + 2] = typeTextEnd(from: index + 3, to: end, stopAtColon: false)
            }
            // The names a pattern binds (`case let .loaded(items, count)`) are not mentions; each is a
            // local of its own (it hides a method of that name), unless bound as `if let name = value`
            // (recorded with its value) or `if let name` (the same name, unwrapped).
            let boundByBinding = isOptionalBinding || facts.assignments.count > recordedBefore ? index + 1 : -1
            var next = index + 1
            var depth = 0
            while next < end, !source.isOperator(next, "="), kind(next) != .colon || depth > 0, kind(next) != .leftBrace,
                  keyword(next) != .else, keyword(next) != .in, keyword(next) != .where,
                  !(depth == 0 && kind(next) == .comma && next > index + 1) {
                if kind(next) == .leftParen { depth += 1 }
                if kind(next) == .rightParen { depth -= 1 }
                if depth < 0 { break }
                // A cast pattern's type binds nothing (`case let (key, params as [String: Any])`): its
                // names after a colon are no associated value's labels.
                if keyword(next) == .as || keyword(next) == .is, !tokens[next].isBackticked, next > index + 1 {
                    next = max(next + 1, typeTextEnd(from: next + 1, to: end, stopAtColon: true))
                    continue
                }
                // Bound names follow `let`, `(`, `,` or an associated value's label (`T.sized(width: w)`).
                if kind(next) == .identifier, next == index + 1 || kind(next - 1) == .leftParen || kind(next - 1) == .comma
                    || (kind(next - 1) == .colon && depth > 0) {
                    nonReferences.insert(next)
                    patternBindings.insert(next)
                    if next != boundByBinding, !(source.textEquals(next, "_") && !tokens[next].isBackticked),
                       !keyword(next).isReserved, !isBacktickedSelf(next),
                       // Not a label (`value: v`) nor a type qualifying a case (`Outcome.loaded(items)`).
                       !(next + 1 < end && ((depth > 0 && kind(next + 1) == .colon) || kind(next + 1) == .period)) {
                        facts.assignments.append(AssignmentFact(target: source.text(next), value: .other, isDeclaration: true,
                                                                context: context, location: source.location(next)))
                    }
                }
                next += 1
            }
            return index + 1
        }
        var next = index + 1
        if next < end, kind(next) == .leftParen {
            // `let (a, b) = pair`: a tuple pattern binds names and records no binding fact.
            for inner in (next + 1)..<min(partner(next), end) where kind(inner) == .identifier { nonReferences.insert(inner) }
            return index + 1
        }
        while next < end, kind(next) == .identifier {
            let nameIndex = next
            let name = source.text(next)
            let isWildcard = name == "_" && !tokens[next].isBackticked
            nonReferences.insert(nameIndex)
            next += 1
            var declaredType: String?
            if next < end, kind(next) == .colon {
                let typeEnd = typeTextEnd(from: next + 1, to: end, stopAtColon: false)
                declaredType = typeText(from: next + 1, to: typeEnd)
                jumps[next] = typeEnd
                next = typeEnd
            }
            if next < end, source.isOperator(next, "="), isWildcard {
                next = expressionEnd(from: next + 1, to: end, inDeclaration: true)  // `let _ = value` binds nothing
            } else if next < end, source.isOperator(next, "=") {
                let valueEnd = expressionEnd(from: next + 1, to: end, inDeclaration: true)
                facts.assignments.append(AssignmentFact(
                    target: name, value: classifyValue(from: next + 1, to: valueEnd, declaredType: declaredType,
                                                       inLocalDeclaration: true),
                    isDeclaration: true, context: context, location: source.location(nameIndex)))
                recordClosureDestination(.declared(name: name, isProperty: false), at: next)
                registerTypedInit(at: next + 1, to: valueEnd, declaredType: declaredType)
                next = valueEnd
                // Observers after the value (`var mode: Mode = .idle { didSet { … } }`, a global's or a
                // local's): bodies of their own, not a trailing closure of the value.
                if next < end, kind(next) == .leftBrace, opensAccessorBlock(next, end: end) {
                    let close = partner(next)
                    _ = scanAccessors(from: next + 1, to: close, context: context, references: &references)
                    jumps[next] = close + 1
                    next = close + 1
                }
            } else if next < end, kind(next) == .leftBrace, declaredType != nil {
                // A local computed variable or observers: its accessors are bodies of their own, and
                // its name is a local, declared without a value (at the top level, a global's: what
                // its getter builds is not part of the declaration above it).
                if !isWildcard {
                    facts.assignments.append(AssignmentFact(target: name, value: .other, isDeclaration: true,
                                                            context: context, location: source.location(nameIndex)))
                }
                let close = partner(next)
                _ = scanAccessors(from: next + 1, to: close, context: context, references: &references)
                jumps[next] = close + 1
                next = close + 1
            } else if declaredType != nil, !isWildcard {
                // `let item: NSMenuItem`, set later on each branch: a local all the same, which hides
                // a property or method of that name (its value comes from the later assignments).
                facts.assignments.append(AssignmentFact(target: name, value: .unset, isDeclaration: true, context: context,
                                                        location: source.location(nameIndex)))
            }
            guard next < end, kind(next) == .comma, next + 1 < end, kind(next + 1) == .identifier else { break }
            next += 1
        }
        return index + 1
    }

    /// Whether a token sits inside parentheses opened on its statement (`.install(url: let url)`),
    /// looking back a few dozen tokens at most.
    private func isInsideParentheses(_ index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor < 64 {
            switch kind(cursor) {
            case .rightParen, .rightBracket:
                let opening = partner(cursor)
                guard opening < cursor else { return false }  // unbalanced
                cursor = opening - 1
            case .leftParen: return partner(cursor) > index
            case .leftBrace, .rightBrace, .leftBracket: return false
            default: cursor -= 1
            }
        }
        return false
    }

    /// `if let name = value`, `guard var name: T = value`: a local binding, like `let name = value`.
    private func recordOptionalBinding(at index: Int, end: Int, context: DeclarationContext) {
        let nameIndex = index + 1
        guard nameIndex < end, kind(nameIndex) == .identifier, keyword(nameIndex) != .self,
              !(source.textEquals(nameIndex, "_") && !tokens[nameIndex].isBackticked) else { return }
        var next = nameIndex + 1
        var declaredType: String?
        if next < end, kind(next) == .colon {
            let typeEnd = typeTextEnd(from: next + 1, to: end, stopAtColon: false)
            declaredType = typeText(from: next + 1, to: typeEnd)
            next = typeEnd
        }
        guard next < end, source.isOperator(next, "=") else { return }
        let valueEnd = expressionEnd(from: next + 1, to: end, inDeclaration: false, inCondition: true)
        facts.assignments.append(AssignmentFact(
            target: source.text(nameIndex), value: classifyValue(from: next + 1, to: valueEnd, declaredType: declaredType),
            isDeclaration: true, context: context, location: source.location(nameIndex)))
    }

    /// Skips a nested function's name, generic clause and parameters; its body is then a block.
    private func skipNestedFunctionHeader(at index: Int, end: Int, frames: inout [Frame]) -> Int {
        var next = index + 1
        while next < end, kind(next) != .leftBrace {
            if kind(next) == .rightBrace || (next > index + 1 && tokens[next].followsNewline && startsDeclaration(next)) {
                return next
            }
            next = kind(next) == .leftParen || kind(next) == .leftBracket ? partner(next) + 1 : next + 1
        }
        frames[frames.count - 1].expectsBlock = true
        frames[frames.count - 1].expectsFunctionBody = true
        return next
    }

    func registerTypedInit(at start: Int, to end: Int, declaredType: String?) {
        guard let declaredType, let typeName = DeclarationScanner.constructedTypeName(declaredType) else { return }
        var index = skipTryAndAwait(from: start, to: end)
        // A closure called at once (`lazy var central: Central = { .init(…) }()`) whose body is the
        // typed `.init(…)` or returns it first: with no context of its own, `.init` takes the closure's
        // result type, which is the declared one.
        if index < end, kind(index) == .leftBrace {
            let close = partner(index)
            guard close + 3 == end, kind(close + 1) == .leftParen, kind(close + 2) == .rightParen else { return }
            index += 1
            if keyword(index) == .return { index += 1 }
            index = skipTryAndAwait(from: index, to: close)
            guard index + 1 < close else { return }
        }
        if index + 1 < end, kind(index) == .period, keyword(index + 1) == .`init` {
            typedInits[index] = typeName
        }
    }

    func skipTryAndAwait(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, keyword(index) == .try || keyword(index) == .await
            || kind(index) == .postfixQuestion || kind(index) == .postfixExclaim { index += 1 }
        return index
    }

    /// The type a typed `.init(…)` builds: `Foo`, `Foo?`, `Foo!`, `Module.Foo`; nil for anything else.
    static func constructedTypeName(_ typeText: String) -> String? {
        // ASCII text, nearly all of it, by bytes: Character's Unicode-aware `isLetter` cost thousands of
        // instructions per declaration. For ASCII the answer is the same as below.
        let verdict = typeText.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            for byte in bytes where byte >= 0x80 { return -2 }
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
            guard end > 0 else { return -1 }
            for offset in 0..<end {
                let byte = bytes[offset]
                let isLetter = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                if offset == 0, !(isLetter || byte == UInt8(ascii: "_")) { return -1 }
                guard isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: ".") else { return -1 }
            }
            return end
        }
        if let verdict, verdict != -2 {
            guard verdict >= 0 else { return nil }
            return verdict == typeText.utf8.count ? typeText : String(typeText.utf8.prefix(verdict))!
        }
        var text = Substring(typeText)
        while text.last == "?" || text.last == "!" { text = text.dropLast() }
        guard let first = text.first, first.isLetter || first == "_" else { return nil }
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(text)
    }

    // MARK: Calls and constructions

    /// Records the call or construction whose argument list opens at `open`, if it is one; true when it
    /// was (its site is then recorded at `open`).
    private func recordCall(openingAt open: Int, context: DeclarationContext, inDefaultArgument: Bool,
                            trailingAllowed: Bool, end: Int) -> Bool {
        guard open > 0, !tokens[open].followsNewline else { return false }
        let previous = open - 1
        guard endsOperand(previous) || isAngleClose(previous) else { return false }
        if kind(previous) == .rightParen, isCompoundNameClause(partner(previous)), partner(previous) > 0 {
            // `handler.handle(_:)(error)`: a call of a function named with its labels.
            let arguments = callArguments(open: open, trailingAllowed: trailingAllowed, end: end)
            recordCallSite(calleeEnd: partner(previous) - 1, arguments: arguments, context: context,
                           inDefaultArgument: inDefaultArgument, opening: open)
            return true
        }
        if kind(previous) == .pound { return false }  // a macro's arguments (`#Preview("Dark")`), not a call
        if kind(previous) == .identifier, keyword(previous).isReserved, keyword(previous) != .`init`,
           keyword(previous) != .Self, !(previous > 0 && kind(previous - 1) == .period) { return false }
        if isCompoundNameClause(open) { return false }
        let arguments = callArguments(open: open, trailingAllowed: trailingAllowed, end: end)
        recordCallSite(calleeEnd: previous, arguments: arguments, context: context,
                       inDefaultArgument: inDefaultArgument, opening: open)
        return true
    }

    /// `(data:)`, `(_:with:)`: the argument-label part of a compound name (`UIImage.init(data:)`), not a call.
    func isCompoundNameClause(_ open: Int) -> Bool {
        let close = partner(open)
        guard close > open + 1, (close - open - 1) % 2 == 0 else { return false }
        var index = open + 1
        while index < close {
            guard kind(index) == .identifier, kind(index + 1) == .colon else { return false }
            index += 2
        }
        return true
    }

    /// Whether the token at `index` can end an operand: `tokenEndsOperand`, minus keywords such as
    /// `case` or `return` that only look like names.
    func endsOperand(_ index: Int) -> Bool {
        if kind(index) == .pound { return !isConditionalDirective(index) }  // `#function.name`
        if kind(index) == .operator {
            // An operator bound on the left and followed by a period is postfix (`|view|.top(8)`).
            return index > 0 && !tokens[index].followsSpace && tokenEndsOperand(kind(index - 1))
                && index + 1 < tokens.count && kind(index + 1) == .period && !tokens[index + 1].followsSpace
                && !source.isOperator(index, "=")
        }
        guard tokenEndsOperand(kind(index)) else { return false }
        guard kind(index) == .identifier else { return true }
        if index > 0, kind(index - 1) == .period { return true }  // a member named like a keyword (`.if`)
        let word = keyword(index)
        return !word.isReserved || word.isValueKeyword || word == .`init`
    }

    /// `>`, `>>`, or with optionals lexed into it, `>?>` (`Operation<Box<T>?> { … }`) and `>?`
    /// (`let box: Box<T>?`): a token that may close a generic clause.
    func isAngleClose(_ index: Int) -> Bool {
        kind(index) == .operator && source.firstByte(index) == UInt8(ascii: ">")
            && source.textBytes(index).allSatisfy { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }
    }

    /// Shared by parenthesised calls and parenless trailing-closure calls: resolves the callee that
    /// ends at `calleeEnd`, records a construction or a call, and notes its site at `opening`.
    func recordCallSite(calleeEnd: Int, arguments: [ArgumentFact], context: DeclarationContext,
                        inDefaultArgument: Bool, opening: Int) {
        var nameIndex = calleeEnd
        if isAngleClose(calleeEnd) {
            var depth = 0
            var cursor = calleeEnd
            while cursor > 0 {
                if kind(cursor) == .operator {
                    // A function type's arrow inside the clause (`Box<() -> Void>(…)`) opens nothing; a
                    // `<` with spaces on both sides is a comparison (`if limit < b && c > (d)`), never a
                    // clause's (`FilterOperation <Saturation>(…)`, spaced on one side, still is).
                    if source.textEquals(cursor, "->") { cursor -= 1; continue }
                    let bytes = source.textBytes(cursor)
                    if tokens[cursor].followsSpace, cursor + 1 < tokens.count, tokens[cursor + 1].followsSpace,
                       bytes.contains(UInt8(ascii: "<")) { break }
                    for byte in bytes.reversed() {
                        if byte == UInt8(ascii: ">") { depth += 1 }
                        if byte == UInt8(ascii: "<") { depth -= 1 }
                    }
                    if depth <= 0 { break }
                } else if ![.identifier, .period, .comma, .leftBracket, .rightBracket, .colon, .postfixQuestion,
                             .postfixExclaim, .leftParen, .rightParen].contains(kind(cursor)) {
                    break
                }
                cursor -= 1
            }
            nameIndex = cursor - 1
            // No `<` opens it: a comparison before a parenthesised operand (`if row > (count)! + 4`), whose
            // walk back stopped at the body's brace, not a generic clause naming the type before it.
            guard depth <= 0, nameIndex >= 0, source.isUppercaseName(nameIndex) else {
                noteCallSite(CallSite(name: "", base: nil), at: opening)
                return
            }
        }
        // A tuple element called (`pair.1(value)`) is named by its index, as a member is.
        guard kind(nameIndex) == .identifier || (isPathComponent(nameIndex) && nameIndex > 0 && kind(nameIndex - 1) == .period)
        else {
            noteCallSite(CallSite(name: "", base: nil), at: opening)
            return
        }
        // Walk back over `.name`, `?.name`, `!.name`, gathering the path's token indices from its end.
        var path = takePathBuffer()
        defer { pathBuffer = path }
        path.append(nameIndex)
        var firstIndex = nameIndex
        var isPlain = true
        var isImplicitMember = false
        var cursor = nameIndex - 1
        while cursor >= 0, kind(cursor) == .period {
            var baseEnd = cursor - 1
            while baseEnd >= 0, !directiveStarts.isEmpty, let directive = directiveStarts[baseEnd] { baseEnd = directive - 1 }
            while baseEnd >= 0, kind(baseEnd) == .postfixQuestion || kind(baseEnd) == .postfixExclaim { baseEnd -= 1 }
            if baseEnd >= 0, isAngleClose(baseEnd), genericClauseStart(closingAt: baseEnd) != nil {
                isPlain = false  // `Result<Int, Error>.success(…)`: a specialised type is not a plain path
                break
            }
            guard baseEnd >= 0, endsOperand(baseEnd) else {
                if path.count > 1 {
                    isPlain = false  // `.alphanumerics.union(…)`: a chain from an implicit member
                } else {
                    isImplicitMember = true
                    firstIndex = cursor
                }
                break
            }
            // A member after a period may be a keyword (`Visibility.public`) or a tuple index (`pair.0`).
            let isMember = baseEnd > 0 && kind(baseEnd - 1) == .period && isPathComponent(baseEnd)
            guard isMember || (kind(baseEnd) == .identifier && (!keyword(baseEnd).isReserved
                    || keyword(baseEnd) == .self || keyword(baseEnd) == .super || keyword(baseEnd) == .`init`)) else {
                isPlain = false
                break
            }
            path.append(baseEnd)
            firstIndex = baseEnd
            cursor = baseEnd - 1
        }
        path.reverse()
        let name = source.text(nameIndex)
        let location = source.location(firstIndex)
        if isImplicitMember {
            if source.textEquals(nameIndex, "init") {
                if let typeName = typedInits[firstIndex] ?? (untypedInitArguments.contains(firstIndex) ? ConstructionFact.untypedInit : nil) {
                    facts.constructions.append(ConstructionFact(typeName: typeName, arguments: arguments, context: context,
                                                                inDefaultArgument: inDefaultArgument, location: location))
                }
            } else {
                implicitMemberCalls.append(ImplicitMemberCall(name: name, location: location))
            }
            noteCallSite(CallSite(name: name, base: nil), at: opening)
            return
        }
        if !isPlain {
            // A chain through a call or subscript (`type(of: self).orders.append`): the call sits at its name.
            facts.calls.append(CallFact(name: name, base: CallFact.computedReceiver, arguments: arguments, context: context,
                                        location: source.location(nameIndex)))
            noteCallFact(at: opening)
            return
        }
        if let typeName = constructedType(path) {
            facts.constructions.append(ConstructionFact(typeName: typeName, arguments: arguments, context: context,
                                                        inDefaultArgument: inDefaultArgument, location: location))
            noteCallSite(CallSite(name: name, base: path.count > 1 ? pathText(path, 0..<(path.count - 1)) : nil), at: opening)
            return
        }
        let base = normalizedBase(path, count: path.count - 1)
        facts.calls.append(CallFact(name: name, base: base, arguments: arguments, context: context, location: location))
        noteCallFact(at: opening)
    }

    /// Notes that the call opening at `opening` is the call fact just recorded: its site is read back
    /// from the fact when a closure asks for it.
    func noteCallFact(at opening: Int) {
        source.table.setCallRecord(opening, DeclarationScanner.callFactRecord | UInt32(facts.calls.count - 1))
    }

    /// Notes the site of a call that is no call fact: a construction, an implicit member, a callee
    /// without a name.
    func noteCallSite(_ site: CallSite, at opening: Int) {
        otherCallSites.append(site)
        source.table.setCallRecord(opening, UInt32(otherCallSites.count))
    }

    /// The site of the call whose `(`, or parenless trailing closure's `{`, is at `opening`, if one was noted.
    func callSite(openingAt opening: Int) -> CallSite? {
        guard kind(opening).isBracketLike else { return nil }
        let record = source.table.callRecord(opening)
        if record == 0 { return nil }
        if record & DeclarationScanner.callFactRecord != 0 {
            let index = Int(record & ~DeclarationScanner.callFactRecord)
            return CallSite(name: facts.calls[index].name, base: facts.calls[index].base)
        }
        return otherCallSites[Int(record) - 1]
    }

    /// The arguments between `open` and its partner, then any trailing closures on the same line.
    /// The arguments are found first (their ends in `argumentEnds`) and the array made at its size:
    /// grown an argument at a time it was reallocated at the second and the fourth, and trailing
    /// closures came in an array of their own, appended and freed.
    func callArguments(open: Int, trailingAllowed: Bool, end: Int) -> [ArgumentFact] {
        let close = partner(open)
        var ends = argumentEnds
        argumentEnds = []
        ends.removeAllKeepingCapacity()
        var index = open + 1
        while index < close {
            let pieceEnd = skipToComma(from: index, to: close)
            ends.append(pieceEnd)
            index = pieceEnd + 1
        }
        let trailingCount = trailingAllowed ? trailingClosureCount(after: close + 1, end: end) : 0
        var arguments: [ArgumentFact] = []
        if ends.count + trailingCount > 0 { arguments.reserveCapacity(ends.count + trailingCount) }
        index = open + 1
        for pieceEnd in ends {
            var valueStart = index
            var label: String?
            if index + 1 < pieceEnd, kind(index) == .identifier, kind(index + 1) == .colon {
                label = source.text(index)
                valueStart = index + 2
            }
            if valueStart + 1 == pieceEnd, let text = plainStringLiteral(valueStart) {
                arguments.append(ArgumentFact(label: label, value: .string(text)))
            } else if valueStart < pieceEnd {
                let value = classifyValue(from: valueStart, to: pieceEnd, declaredType: nil, inArgument: true)
                // An untyped `.init(…)` as the whole argument, which the parameter it fills types.
                if value == .construction(ConstructionFact.untypedInit) {
                    untypedInitArguments.insert(skipTryAndAwait(from: valueStart, to: pieceEnd))
                }
                arguments.append(ArgumentFact(label: label, value: value))
            }
            index = pieceEnd + 1
        }
        argumentEnds = ends
        if trailingCount > 0 { appendTrailingClosures(after: close + 1, end: end, to: &arguments) }
        return arguments
    }

    /// The text between the quotes of a one-line string literal token without interpolations,
    /// escapes or raw delimiters (`"Main"`), or nil (`ValueFact.string`).
    func plainStringLiteral(_ index: Int) -> String? {
        guard kind(index) == .string else { return nil }
        // An ASCII literal, nearly every one, is read on its bytes: each byte is a Character there
        // (a one-line literal holds no CR LF), so the checks and the quotes' removal below mean the
        // same, without the String's Character-by-Character walks of `hasPrefix`, `dropFirst` and
        // `dropLast` (about 3,000 instructions a literal, 1 % of a scan).
        let bytes = source.textBytes(index)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return plainStringLiteral(text: source.text(index)) }
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "\""), bytes[bytes.count - 1] == UInt8(ascii: "\""),
              bytes[1] != UInt8(ascii: "\"") || bytes[2] != UInt8(ascii: "\""),
              !bytes.contains(UInt8(ascii: "\\")) else { return nil }
        return makeString(UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)]))
    }

    /// `plainStringLiteral` of a literal with non-ASCII text, by Characters.
    private func plainStringLiteral(text: String) -> String? {
        guard text.utf8.count > 2, text.utf8.first == UInt8(ascii: "\""), text.utf8.last == UInt8(ascii: "\""),
              !text.hasPrefix("\"\"\""), !text.utf8.contains(UInt8(ascii: "\\")) else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// Trailing closures starting at `start`: `{ … }` then `label: { … }` pairs.
    func trailingClosures(after start: Int, end: Int) -> [ArgumentFact] {
        var arguments: [ArgumentFact] = []
        appendTrailingClosures(after: start, end: end, to: &arguments)
        return arguments
    }

    private func appendTrailingClosures(after start: Int, end: Int, to arguments: inout [ArgumentFact]) {
        walkTrailingClosures(after: start, end: end) { label in
            arguments.append(ArgumentFact(label: label.map { source.text($0) }, value: .closure))
        }
    }

    private func trailingClosureCount(after start: Int, end: Int) -> Int {
        var count = 0
        walkTrailingClosures(after: start, end: end) { _ in count += 1 }
        return count
    }

    /// Hands each trailing closure starting at `start` to `body`: the index of its label, nil for the
    /// first, which has none.
    @inline(__always)
    private func walkTrailingClosures(after start: Int, end: Int, _ body: (Int?) -> Void) {
        var index = start
        // The closure may open on the next line (`f(a)⏎{ … }`), as SwiftParser reads it.
        guard index < end, kind(index) == .leftBrace else { return }
        body(nil)
        index = partner(index) + 1
        while index + 2 < end, kind(index) == .identifier, kind(index + 1) == .colon, kind(index + 2) == .leftBrace {
            body(index)
            index = partner(index + 2) + 1
        }
    }

    // MARK: Closures

    /// Records the closure opening at `open` and returns the index where its body statements start.
    private func recordClosure(openingAt open: Int, enclosingCall: CallSite?, enclosingClose: Int,
                               context: DeclarationContext, inDefaultArgument: Bool, inCondition: Bool,
                               end: Int) -> (Int, [Range<Int>]) {
        let close = partner(open)
        var destination = ClosureDestination.other
        // Where the call taking the closure ends its own tokens: its `)` for an argument inside the
        // parentheses, the closure itself for a trailing one; trailing closures after that follow.
        var callTail = close
        // The last token of the callee of the call taking the closure, when it takes it as an argument.
        var calleeEnd: Int?
        let previous = open - 1
        if previous >= 0 {
            switch kind(previous) {
            case .rightParen:
                // A trailing closure may open on the line after the arguments.
                if let call = callSite(openingAt: partner(previous)) {
                    destination = .argument(callee: call.name, base: call.base, label: nil)
                    calleeEnd = partner(previous) - 1
                }
            case .leftParen, .comma:
                if let call = enclosingCall {
                    destination = .argument(callee: call.name, base: call.base, label: nil)
                    callTail = enclosingClose
                    calleeEnd = partner(enclosingClose) - 1
                }
            case .colon:
                if previous >= 1, kind(previous - 1) == .identifier {
                    if previous >= 2, kind(previous - 2) == .rightBrace,
                       let (call, opening) = trailingCallAndOpening(closingAt: previous - 2) {
                        destination = .argument(callee: call.name, base: call.base, label: source.text(previous - 1))
                        calleeEnd = opening - 1
                    } else if let call = enclosingCall,
                              previous >= 2, kind(previous - 2) == .leftParen || kind(previous - 2) == .comma {
                        destination = .argument(callee: call.name, base: call.base, label: source.text(previous - 1))
                        callTail = enclosingClose
                        calleeEnd = partner(enclosingClose) - 1
                    }
                }
            case .operator:
                if source.isOperator(previous, "=") {
                    destination = closureDestinations[previous] ?? .other
                } else if isAngleClose(previous), genericClauseStart(closingAt: previous) != nil {
                    // `EventMapping<Event> { … }`: a generic type's trailing-closure initialiser.
                    destination = trailingCallDestination(calleeEnd: previous, open: open, context: context,
                                                          inDefaultArgument: inDefaultArgument, end: end)
                    calleeEnd = previous
                }
            case .identifier, .postfixQuestion, .postfixExclaim:
                // After a period a keyword is a member name (`promise.catch { … }`). The closure may open on
                // the next line (`publisher.sink⏎{ … }`), as SwiftParser reads it.
                if kind(previous) != .identifier || !keyword(previous).isReserved
                    || keyword(previous) == .self || keyword(previous) == .Self || keyword(previous) == .`init`
                    || (previous > 0 && kind(previous - 1) == .period) {
                    // A parenless trailing-closure call: `foo { … }`, `items.forEach { … }`.
                    destination = trailingCallDestination(calleeEnd: previous, open: open, context: context,
                                                          inDefaultArgument: inDefaultArgument, end: end)
                    calleeEnd = previous
                }
            default:
                if isAngleClose(previous) {
                    destination = trailingCallDestination(calleeEnd: previous, open: open, context: context,
                                                          inDefaultArgument: inDefaultArgument, end: end)
                    calleeEnd = previous
                }
            }
        }
        if close + 1 < tokens.count, kind(close + 1) == .leftParen, !tokens[close + 1].followsNewline {
            destination = .invoked
        }
        var chained: [ChainedCallFact] = []
        var resultIsDiscarded = false
        if case .argument = destination {
            var callEnd = callTail + 1
            if callTail != close, !inCondition || opensConditionClosure(callEnd, end: end) {
                callEnd = trailingEnd(from: callEnd, to: end)
            }
            while callEnd + 2 < end, kind(callEnd) == .identifier, kind(callEnd + 1) == .colon, kind(callEnd + 2) == .leftBrace {
                callEnd = partner(callEnd + 2) + 1
            }
            var chainEnd = callEnd
            chained = chainedCalls(from: callEnd, to: end, inCondition: inCondition, stoppedAt: &chainEnd)
            if let calleeEnd, !inCondition { resultIsDiscarded = isDiscarded(chainFrom: calleeEnd, to: chainEnd, end: end) }
        }
        // Capture list and signature.
        var captures: [CaptureFact] = []
        var captureValues: [Range<Int>] = []
        var bodyStart = open + 1
        var signatureStart = open + 1
        while signatureStart < close, kind(signatureStart) == .at {
            signatureStart = attributeName(at: signatureStart, to: close).1
        }
        var captureEnd = signatureStart
        var parameters: [String] = []
        if signatureStart < close, kind(signatureStart) == .leftBracket {
            let listClose = partner(signatureStart)
            if let inIndex = signatureIn(from: listClose + 1, to: close) {
                (captures, captureValues) = parseCaptures(from: signatureStart + 1, to: listClose)
                captureEnd = listClose + 1
                signatureEnds.insert(inIndex)
                bodyStart = inIndex + 1
                parameters = parameterNames(from: captureEnd, to: inIndex)
            }
        } else if let inIndex = signatureIn(from: signatureStart, to: close) {
            signatureEnds.insert(inIndex)
            bodyStart = inIndex + 1
            parameters = parameterNames(from: signatureStart, to: inIndex)
        }
        let bindsSelf = parameters.contains("self")
        let fact = ClosureFact(captures: captures, referencesSelf: false, destination: destination, chainedCalls: chained,
                               resultIsDiscarded: resultIsDiscarded, parameters: parameters, context: context,
                               location: source.location(open), end: source.location(close))
        pendingClosureSpans.append(ClosureSpan(open: open, close: close, signatureStart: signatureStart,
                                               signatureEnd: captureEnd, selfCapture: fact.selfCapture, bindsSelf: bindsSelf))
        facts.closures.append(fact)
        return (bodyStart, captureValues)
    }

    /// Records the parenless trailing-closure call whose callee ends at `calleeEnd` and whose first
    /// closure opens at `open`: that closure is its argument.
    private func trailingCallDestination(calleeEnd: Int, open: Int, context: DeclarationContext,
                                         inDefaultArgument: Bool, end: Int) -> ClosureDestination {
        recordCallSite(calleeEnd: calleeEnd, arguments: trailingClosures(after: open, end: end), context: context,
                       inDefaultArgument: inDefaultArgument, opening: open)
        guard let site = callSite(openingAt: open) else { return .other }
        return .argument(callee: site.name, base: site.base, label: nil)
    }

    /// The calls applied in turn to a call's result, starting right after that call (`.store(in: &bag)`),
    /// up to the first member that is not called, which ends the list without arguments (Factory's
    /// `self { Monitor() }.singleton`). In a statement's condition a brace takes no trailing closure
    /// unless what follows it shows one (`opensConditionClosure`): it opens the statement's block.
    private func chainedCalls(from start: Int, to end: Int, inCondition: Bool, stoppedAt stop: inout Int) -> [ChainedCallFact] {
        var calls: [ChainedCallFact] = []
        var index = start
        let takesTrailingClosure = { (brace: Int) in !inCondition || self.opensConditionClosure(brace, end: end) }
        while index < end {
            while index < end, kind(index) == .postfixQuestion || kind(index) == .postfixExclaim { index += 1 }
            // A tuple's element (`first(where: …)?.1`) is a member too, never called.
            guard index + 1 < end, kind(index) == .period, kind(index + 1) == .identifier || isPathComponent(index + 1) else { break }
            let name = source.text(index + 1)
            let open = index + 2
            if open < end, kind(open) == .leftParen, !tokens[open].followsNewline {
                let trailingAllowed = takesTrailingClosure(partner(open) + 1)
                calls.append(ChainedCallFact(name: name, arguments: callArguments(open: open, trailingAllowed: trailingAllowed, end: end)))
                index = trailingAllowed ? trailingEnd(from: partner(open) + 1, to: end) : partner(open) + 1
            } else if open < end, kind(open) == .leftBrace, takesTrailingClosure(open) {
                calls.append(ChainedCallFact(name: name, arguments: trailingClosures(after: open, end: end)))
                index = trailingEnd(from: open, to: end)
            } else {
                calls.append(ChainedCallFact(name: name, arguments: []))
                index = open
                break
            }
        }
        stop = index
        return calls
    }

    /// Whether the statement throws away what a chain of calls makes: the chain whose call the callee
    /// ending at `calleeEnd` makes, up to `chainEnd`, is the whole value of `_ = …` (or `let _ = …`),
    /// after `try` or `await`. (In a condition, `guard let _ = …` tests the value instead.)
    private func isDiscarded(chainFrom calleeEnd: Int, to chainEnd: Int, end: Int) -> Bool {
        guard let start = chainStart(calleeEnd: calleeEnd) else { return false }
        var before = start - 1
        while before >= 0, keyword(before) == .try || keyword(before) == .await
            || (kind(before) == .postfixQuestion || kind(before) == .postfixExclaim) && before > 0 && keyword(before - 1) == .try {
            before -= 1
        }
        guard before >= 1, source.isOperator(before, "="), source.textEquals(before - 1, "_"), !tokens[before - 1].isBackticked
        else { return false }
        return expressionEnd(from: start, to: end, inDeclaration: false) == chainEnd
    }

    /// The first token of the postfix chain whose last callee token is `calleeEnd`
    /// (`Publishers⏎.Zip(a, b)⏎.sink`: `Publishers`): back over members, calls, subscripts, trailing
    /// closures, generic arguments, `?` and `!`. A chain of an implicit member starts at its period;
    /// one of a parenthesised expression at its parenthesis.
    private func chainStart(calleeEnd: Int) -> Int? {
        var index = calleeEnd
        var budget = 4096
        while index >= 0, budget > 0 {
            budget -= 1
            if isAngleClose(index), let clause = genericClauseStart(closingAt: index), clause > 0 {
                index = clause - 1
                continue
            }
            let head: Int
            switch kind(index) {
            case .postfixQuestion, .postfixExclaim:
                index -= 1  // `queryImage!(…)`, `delegate?.load`
                continue
            case .rightParen, .rightBracket, .rightBrace:
                head = partner(index)
                guard head < index else { return nil }
            case .identifier, .number:
                head = index
            default:
                return nil
            }
            let previous = head - 1
            if kind(head) == .identifier || kind(head) == .number, previous >= 0, kind(previous) == .period {
                var operand = previous - 1
                while operand >= 0, kind(operand) == .postfixQuestion || kind(operand) == .postfixExclaim { operand -= 1 }
                guard operand >= 0, operand < previous - 1 || endsOperand(operand) || isAngleClose(operand) else { return previous }
                index = operand
                continue
            }
            if kind(head) != .identifier, kind(head) != .number, previous >= 0, !tokens[head].followsNewline,
               endsOperand(previous) || isAngleClose(previous) && genericClauseStart(closingAt: previous) != nil {
                index = previous
                continue
            }
            return head
        }
        return nil
    }

    private func trailingCall(closingAt closeBrace: Int) -> CallSite? {
        trailingCallAndOpening(closingAt: closeBrace)?.call
    }

    /// The call a closure closing at `closeBrace` is a trailing closure of, and the call's opening: its
    /// `(`, or its first trailing closure's `{`.
    private func trailingCallAndOpening(closingAt closeBrace: Int) -> (call: CallSite, opening: Int)? {
        // A loop, not a recursion, over `f { } label: { }` chains; it stops unless it moves left, so
        // malformed braces whose partners point anywhere cannot make it run forever (found by the
        // scanner fuzz target as a stack overflow).
        var close = closeBrace
        while true {
            let openBrace = partner(close)
            if let site = callSite(openingAt: openBrace) { return (site, openBrace) }
            if openBrace > 0, kind(openBrace - 1) == .rightParen {
                let opening = partner(openBrace - 1)
                return callSite(openingAt: opening).map { ($0, opening) }
            }
            guard openBrace > 2, openBrace - 3 < close, kind(openBrace - 1) == .colon, kind(openBrace - 3) == .rightBrace
            else { return nil }
            close = openBrace - 3
        }
    }

    /// The `in` ending a closure signature that starts at `start`, if the tokens before it can form one.
    private func signatureIn(from start: Int, to end: Int) -> Int? {
        var index = start
        var budget = 128
        while index < end, budget > 0 {
            budget -= 1
            switch kind(index) {
            case .identifier:
                let word = keyword(index)
                if word == .in { return index }
                if word.isReserved && ![.throws, .rethrows, .inout, .Self, .some, .any, .self].contains(word) { return nil }
            case .leftParen, .leftBracket:
                index = partner(index)
            case .comma, .colon, .period, .postfixQuestion, .postfixExclaim, .at:
                break
            case .operator:
                // `>?` closes a generic return type and makes it optional (`-> AnyPublisher<T, E>? in`).
                // Bytes, not a String of Characters: operator tokens are ASCII.
                guard source.textEquals(index, "->") || source.textEquals(index, "&")
                    || source.textBytes(index).allSatisfy({ $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                        || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") })
                else { return nil }
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The names of a closure's parameters, between `start` and its `in`: `a, b in`, `(a, b) in`,
    /// `(a: Int, b: [String: Int]) -> Void in`, `a -> Int in`; `_` names none. A parameter named `self` or
    /// `` `self` `` (`{ (self, action) in … }`, as helpers that hold an object weakly and hand it
    /// back in are called; RxSwift's `subscribe(with: self) { `self`, value in … }`) is the `self` of
    /// that closure, not the enclosing object.
    private func parameterNames(from start: Int, to inIndex: Int) -> [String] {
        var names: [String] = []
        var depth = 0
        var index = start
        while index < inIndex {
            // The effects and result type follow (`throws(AuthError) -> (mode: Int, speed: Int)`): they bind nothing.
            if depth == 0, source.isOperator(index, "->") || keyword(index).isEffect { break }
            switch kind(index) {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            default:
                // A name opens the clause or follows `(` or `,` at the clause's own level (after `_ `
                // when one is written), and is followed by `:`, `,`, `)`, `->` or `in`.
                guard depth <= 1, index == start || kind(index - 1) == .leftParen || kind(index - 1) == .comma,
                      kind(index) == .identifier else { break }
                var name = index
                if name + 1 < inIndex, kind(name + 1) == .identifier, !keyword(name + 1).isEffect, source.textEquals(name, "_") {
                    name += 1
                }
                let next = name + 1
                guard next == inIndex || kind(next) == .colon || kind(next) == .comma || kind(next) == .rightParen
                        || source.isOperator(next, "->") || keyword(next).isEffect else { break }
                if !source.textEquals(name, "_") { names.append(source.text(name)) }
            }
            index += 1
        }
        return names
    }

    /// The capture list's entries, and the ranges of their initialiser expressions.
    private func parseCaptures(from start: Int, to end: Int) -> ([CaptureFact], [Range<Int>]) {
        var captures: [CaptureFact] = []
        var values: [Range<Int>] = []
        var index = start
        while index < end {
            let itemEnd = skipToComma(from: index, to: end)
            var ownership = Ownership.strong
            var cursor = index
            if keyword(cursor) == .weak, cursor + 1 < itemEnd, kind(cursor + 1) == .identifier {
                ownership = .weak
                cursor += 1
            } else if keyword(cursor) == .unowned, cursor + 1 < itemEnd {
                ownership = .unowned
                cursor += 1
                if kind(cursor) == .leftParen {
                    if cursor + 1 < itemEnd, source.textEquals(cursor + 1, "unsafe") { ownership = .unownedUnsafe }
                    cursor = partner(cursor) + 1
                }
            }
            if cursor < itemEnd, kind(cursor) == .identifier {
                captures.append(CaptureFact(name: source.text(cursor), ownership: ownership))
                if keyword(cursor) == .self { selfMentions.append(cursor) }
                if cursor + 2 < itemEnd, source.isOperator(cursor + 1, "=") { values.append((cursor + 2)..<itemEnd) }
            }
            index = itemEnd + 1
        }
        return (captures, values)
    }

    /// Whether the `self` at `index` opens the operand of `#selector(…)` or `#keyPath(…)`
    /// (`#selector(self.save)`, `#selector(getter: self.title)`): the compiler only names a method
    /// or property there; it neither evaluates nor captures `self`.
    private func isSelectorOperand(_ index: Int) -> Bool {
        var cursor = index - 1
        if cursor >= 0, kind(cursor) == .colon { cursor -= 2 }  // `getter:` / `setter:`
        guard cursor >= 1, kind(cursor) == .leftParen, kind(cursor - 1) == .pound else { return false }
        return source.textEquals(cursor - 1, "#selector") || source.textEquals(cursor - 1, "#keyPath")
    }

    /// Sets each pending closure's `referencesSelf` in place, where the file's facts take it from.
    func finishClosures() {
        selfMentions.sort()
        selfRebindings.sort()
        let seesWeakSelf = closuresSeeingAWeakSelf()
        for offset in 0..<facts.closures.count {
            let span = pendingClosureSpans[offset]
            let seesWeak = !seesWeakSelf.isEmpty && seesWeakSelf[offset]
            facts.closures[offset].referencesSelf = !seesWeak && !span.bindsSelf
                && hasSelfMention(in: (span.open + 1)..<span.close, excluding: span.signatureStart..<span.signatureEnd)
        }
        pendingClosureSpans.removeAllKeepingCapacity()
        selfRebindings.removeAllKeepingCapacity()
    }

    /// By offset, whether a pending closure has no capture of `self` of its own and its `self` is an
    /// enclosing closure's `[weak self]` or `[unowned self]`, with no `guard let self` / `if let self`
    /// between that closure's opening and theirs: what they capture is that weak or unowned reference,
    /// never `self` strongly (`{ [weak self] in cell.onTap = { self?.open() } }`). A rebinding in
    /// between counts, even in a block that has ended, so a doubt keeps the strong reading; not one
    /// inside another closure that has ended before theirs opens (`self?.first = { guard let self …
    /// }`), whose body is its own scope.
    /// Empty when there is at most one closure, or no capture list takes `self` weak or unowned.
    private func closuresSeeingAWeakSelf() -> [Bool] {
        // Only a weak or unowned `self` in some capture list can make a closure see one: most files
        // have none, and their closures need no sorting.
        guard pendingClosureSpans.count > 1,
              pendingClosureSpans.contains(where: { $0.selfCapture != nil && $0.selfCapture != .strong }) else { return [] }
        let spans = pendingClosureSpans
        let order = spans.indices.sorted { spans[$0].open < spans[$1].open }
        let rebindingScopes = closuresAroundRebindings(spans: spans, order: order)
        // Open closures, innermost last, each with the nearest one (itself included) whose capture
        // list names `self`. A loop over one stack: nesting depth costs no recursion.
        var open: [(close: Int, binder: Int?)] = []
        var result = [Bool](repeating: false, count: spans.count)
        for offset in order {
            let entry = spans[offset]
            while let last = open.last, last.close < entry.open { open.removeLast() }
            // A parameter named `self` binds it strongly for the closures inside.
            let ownCapture = entry.bindsSelf ? .strong : entry.selfCapture
            let binder = ownCapture != nil ? offset : open.last?.binder
            if ownCapture == nil, let binder, binder != offset,
               let ownership = spans[binder].selfCapture, ownership != .strong,
               !hasSelfRebinding(in: spans[binder].open..<entry.open, scopes: rebindingScopes) {
                result[offset] = true
            }
            open.append((entry.close, binder))
        }
        return result
    }

    /// A rebinding of `self` in `range`, which ends where a closure opens, that is not inside a
    /// closure closed by then. `scopes`: by position in `selfRebindings`, where the innermost closure
    /// around each rebinding closes.
    private func hasSelfRebinding(in range: Range<Int>, scopes: [Int]) -> Bool {
        var index = DeclarationScanner.firstIndex(in: selfRebindings, atOrAfter: range.lowerBound)
        while index < selfRebindings.count, selfRebindings[index] < range.upperBound {
            if scopes[index] > range.upperBound { return true }
            index += 1
        }
        return false
    }

    /// By position in the sorted `selfRebindings`, where the innermost closure around each closes
    /// (`Int.max` outside every closure). `order`: the spans' offsets by their openings.
    private func closuresAroundRebindings(spans: [ClosureSpan], order: [Int]) -> [Int] {
        var result = [Int](repeating: Int.max, count: selfRebindings.count)
        var open: [Int] = []  // the closes of the closures open at the walk's position, innermost last
        var next = 0
        for (position, rebinding) in selfRebindings.enumerated() {
            while next < order.count, spans[order[next]].open < rebinding {
                let span = spans[order[next]]
                while let last = open.last, last < span.open { open.removeLast() }
                open.append(span.close)
                next += 1
            }
            while let last = open.last, last < rebinding { open.removeLast() }
            result[position] = open.last ?? Int.max
        }
        return result
    }

    /// Binary searches only: a capture list can hold the closures nested in its initialisers, and
    /// stepping through their mentions one by one made 100,000 nested capture lists quadratic.
    private func hasSelfMention(in range: Range<Int>, excluding excluded: Range<Int>) -> Bool {
        var index = firstSelfMention(atOrAfter: range.lowerBound)
        while index < selfMentions.count, selfMentions[index] < range.upperBound {
            if !excluded.contains(selfMentions[index]) { return true }
            index = firstSelfMention(atOrAfter: excluded.upperBound)
        }
        return false
    }

    private func firstSelfMention(atOrAfter position: Int) -> Int {
        DeclarationScanner.firstIndex(in: selfMentions, atOrAfter: position)
    }

    /// The index of the first of the sorted token indices at or after `position` (`count` when none is).
    static func firstIndex(in sorted: [Int], atOrAfter position: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
