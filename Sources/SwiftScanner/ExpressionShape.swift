import ArchlintFacts

/// Where expressions end and what shape they have (`ValueFact`).
extension DeclarationScanner {
    /// Whether the `{` at `open` holds a declaration's accessors (`{ didSet { … } }`, `{ get set }`,
    /// `{ set(value) … }`, `{ get async throws { … } }`), not a closure whose parameter has an
    /// accessor's name (`{ set in set.count }`).
    func opensAccessorBlock(_ open: Int, end: Int) -> Bool {
        let word = open + 1
        guard word < end, [.willSet, .didSet, .get, .set].contains(keyword(word)) else { return false }
        let next = word + 1
        guard next < end else { return true }
        return kind(next) == .leftBrace || kind(next) == .leftParen || kind(next) == .rightBrace
            || tokens[next].followsNewline || [.get, .set, .async, .throws].contains(keyword(next))
    }

    /// The end of an expression starting at `start`: a `,`, `;` or closing bracket at its level,
    /// `else`, or a line break that does not continue it. With `inDeclaration`, an accessor or observer
    /// block (`{ didSet …`) also ends it.
    func expressionEnd(from start: Int, to end: Int, inDeclaration: Bool, inCondition: Bool = false) -> Int {
        if start < end, keyword(start) == .if || keyword(start) == .switch {
            return conditionalExpressionEnd(from: start, to: end)
        }
        var index = start
        while index < end {
            if index > start, tokens[index].followsNewline, !continuesExpression(index) { return index }
            switch kind(index) {
            case .comma, .semicolon, .rightParen, .rightBracket, .rightBrace, .interpolationEnd, .stringEnd, .endOfFile:
                return index
            case .leftBrace:
                // A condition takes no trailing closure: `if let x = y {` opens the statement's block.
                if inCondition { return index }
                if inDeclaration, opensAccessorBlock(index, end: end) { return index }
                index = partner(index) + 1
            case .leftParen, .leftBracket, .stringBegin, .interpolationBegin:
                index = partner(index) + 1
            case .operator:
                // `Subject<Void, Never>()`: the comma inside generic arguments does not end the expression.
                index = genericClauseEnd(at: index, to: end) ?? index + 1
            case .identifier:
                if keyword(index) == .else { return index }
                index += 1
            case .pound:
                if isConditionalDirective(index) { return index }
                index += 1
            default:
                index += 1
            }
        }
        return min(index, end)
    }

    /// The end of an `if` or `switch` expression (`let title = if let a, b != nil { … } else { … }`):
    /// its condition's commas do not end it; its blocks and `else` branches do.
    private func conditionalExpressionEnd(from start: Int, to end: Int) -> Int {
        var index = start + 1
        while index < end {
            switch kind(index) {
            case .leftParen, .leftBracket, .stringBegin:
                index = partner(index) + 1
            case .leftBrace where !opensConditionClosure(index, end: end):
                index = partner(index) + 1
                guard index < end, keyword(index) == .else else { return index }
                index += 1
            case .leftBrace:
                index = partner(index) + 1
            case .rightParen, .rightBracket, .rightBrace, .semicolon, .endOfFile:
                return index
            default:
                index += 1
            }
        }
        return min(index, end)
    }

    /// A token on a new line continues the expression before it when it is a member access, a binary
    /// operator, a ternary branch, a cast, a trailing closure or a generic clause, or when the line
    /// before ended with a binary operator, `try` or `await`.
    private func continuesExpression(_ index: Int) -> Bool {
        // `let body = try⏎ response.map(…)`: the operand of `try` or `await` follows on the next line.
        if index > 0, keyword(index - 1) == .try || keyword(index - 1) == .await
            || index > 1 && (kind(index - 1) == .postfixQuestion || kind(index - 1) == .postfixExclaim) && keyword(index - 2) == .try {
            return true
        }
        switch kind(index) {
        case .period:
            return true
        case .leftBrace:
            // A trailing closure on the next line (`let handler = makeHandler⏎{ … }`), as SwiftParser reads it.
            return index > 0 && endsOperand(index - 1)
        case .colon:
            return true
        case .operator:
            let next = index + 1
            return next < tokens.count && (tokens[next].followsSpace || source.isOperator(index, "."))
                || genericClauseEnd(at: index, to: tokens.count) != nil
        case .identifier:
            let word = keyword(index)
            if word == .as || word == .is { return true }
        default:
            break
        }
        let previous = index - 1
        // `self as?⏎ Delegate`: the type of a cast may follow on the next line.
        if previous >= 0, keyword(previous) == .as || keyword(previous) == .is
            || (previous >= 1 && (kind(previous) == .postfixQuestion || kind(previous) == .postfixExclaim)
                && keyword(previous - 1) == .as) { return true }
        return previous >= 0 && kind(previous) == .operator && tokens[previous + 1].followsSpace
            && (previous == 0 || tokens[previous].followsSpace)
    }

    /// The shape of the expression in `start..<end`; `inArgument` for an argument of a call or a
    /// construction, `inLocalDeclaration` for a local's value (`let tap = button.rx.tap.asObservable()`),
    /// the only places a chain of calls is recorded (`callChain`). An untyped `.init(…)` is recorded
    /// only as a whole argument, which its parameter types.
    func classifyValue(from start: Int, to end: Int, declaredType: String?, inArgument: Bool = false,
                       inLocalDeclaration: Bool = false) -> ValueFact {
        if let cast = castType(from: start, to: end) { return .cast(cast) }
        var index = start
        while index < end, keyword(index) == .try || keyword(index) == .await
            || (index > start && (kind(index) == .postfixQuestion || kind(index) == .postfixExclaim)) { index += 1 }
        guard index < end else { return .other }
        if kind(index) == .leftBrace {
            return partner(index) + 1 == end ? .closure : .other
        }
        // `.init(…)`, or with a trailing closure alone (`let container: Container = .init { … }`).
        if kind(index) == .period, index + 2 < end, keyword(index + 1) == .`init`,
           kind(index + 2) == .leftParen || kind(index + 2) == .leftBrace {
            guard callEnd(opening: index + 2, to: end) == end else { return .other }
            guard let declaredType else { return inArgument ? .construction(ConstructionFact.untypedInit) : .other }
            guard let typeName = DeclarationScanner.constructedTypeName(declaredType) else { return .other }
            return .construction(typeName)
        }
        if kind(index) == .period, index + 2 == end, kind(index + 1) == .identifier {
            return .implicitMember(source.text(index + 1))  // `ownership: .weak`
        }
        if source.isOperator(index, "&"), index + 1 < end, kind(index + 1) == .identifier {
            var path = takePathBuffer()
            defer { pathBuffer = path }
            let next = plainPath(from: index + 1, to: end, into: &path)
            return next == end ? .reference(valuePath(path)) : .other  // `in: &bag`
        }
        if index + 1 == end, [.true, .false, .nil].contains(keyword(index)) {
            return .literal(source.text(index))
        }
        if index + 1 == end, kind(index) == .operator {
            return .reference(source.text(index))  // an operator function (`sorted(by: >)`)
        }
        if index + 1 == end, kind(index) == .identifier, source.textEquals(index, "_"),
           !tokens[index].isBackticked {
            return .other  // `_` discards
        }
        // `Self(…)` and `Self { … }` call the initialiser of the enclosing type; `Self.x` is no plain path.
        let isSelfTypeCall = keyword(index) == .Self && index + 1 < end
            && (kind(index + 1) == .leftParen || kind(index + 1) == .leftBrace)
        guard kind(index) == .identifier, !keyword(index).isReserved || keyword(index) == .self
                || keyword(index) == .super || isSelfTypeCall else { return .other }
        if patternBindings.contains(index), index + 1 == end { return .other }  // `case let T.loaded(items)` binds `items`
        var path = takePathBuffer()
        defer { pathBuffer = path }
        let next = plainPath(from: index, to: end, into: &path)
        if next == end || (kind(next) == .leftParen && isCompoundNameClause(next) && partner(next) + 1 == end) {
            return .reference(valuePath(path))
        }
        // `handler!(x)`, `handler?(x)`: a call of an unwrapped value, not of a named function.
        if kind(next - 1) == .postfixExclaim || kind(next - 1) == .postfixQuestion { return .other }
        var argumentsOpen = next
        if isAngleOpen(next), isTypeName(path[path.count - 1]) {
            argumentsOpen = angleClose(from: next, to: end) + 1
        }
        // A closure may open on the next line; an argument list may not (`f⏎(a)` is two statements).
        let isCall = argumentsOpen < end
            && ((kind(argumentsOpen) == .leftParen && !tokens[argumentsOpen].followsNewline) || kind(argumentsOpen) == .leftBrace)
        guard isCall else { return .other }
        let finish = callEnd(opening: argumentsOpen, to: end)
        guard finish == end else {
            guard inArgument || inLocalDeclaration, argumentsOpen == next else { return .other }
            return callChain(head: path, after: finish, to: end).map(ValueFact.callChain) ?? .other
        }
        if let typeName = constructedType(path) {
            return .construction(typeName)
        }
        return .call(normalizedPath(path))
    }

    /// A chain of calls whose first callee is `head`, called up to `start` (`header.rx.tapGesture()`),
    /// going on with `.member`s and calls to `end`, where a call ends it: the text of a `callChain`.
    /// Nil when anything else comes on the way (a subscript, generic arguments, an operator) or the
    /// chain ends with a member that is not called.
    private func callChain(head: [Int], after start: Int, to end: Int) -> String? {
        var text = normalizedPath(head) + "()"
        var index = start
        var segment = takePathBuffer()
        defer { pathBuffer = segment }
        while index < end {
            while index < end, kind(index) == .postfixQuestion || kind(index) == .postfixExclaim { index += 1 }
            guard index + 1 < end, kind(index) == .period, isPathComponent(index + 1) else { return nil }
            let next = plainPath(from: index + 1, to: end, into: &segment)
            text += "." + pathText(segment, 0..<segment.count)
            guard next < end, (kind(next) == .leftParen && !tokens[next].followsNewline) || kind(next) == .leftBrace,
                  kind(next - 1) != .postfixQuestion, kind(next - 1) != .postfixExclaim else { return nil }
            let finish = callEnd(opening: next, to: end)
            if finish == end { return text }
            text += "()"
            index = finish
        }
        return nil
    }

    /// `expression as! T` / `as? T` at the top level of the range: the written type.
    private func castType(from start: Int, to end: Int) -> String? {
        var index = start
        var asIndex: Int?
        while index < end {
            switch kind(index) {
            case .leftParen, .leftBracket, .leftBrace, .stringBegin, .interpolationBegin:
                index = partner(index) + 1
                continue
            case .identifier where keyword(index) == .as && asIndex == nil:
                asIndex = index
            case .identifier where keyword(index) == .is || keyword(index) == .as:
                return nil  // `is`, or a second cast (`value as? String as Any`)
            case .operator:
                // A binary expression around the cast (`a ?? b as! T`, `x as? [T] ?? []`) is not a cast;
                // inside the type only `->`, `&` and generic brackets appear.
                if asIndex == nil || !(source.textEquals(index, "->") || source.textEquals(index, "&")
                    || source.textBytes(index).allSatisfy({ $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })) {
                    return nil
                }
            default:
                break
            }
            index += 1
        }
        guard let asIndex, asIndex > start, asIndex + 2 < end,
              kind(asIndex + 1) == .postfixQuestion || kind(asIndex + 1) == .postfixExclaim else { return nil }
        return typeText(from: asIndex + 2, to: end)
    }

    /// The index after a call whose argument list or first trailing closure opens at `open`, with its
    /// trailing closures.
    private func callEnd(opening open: Int, to end: Int) -> Int {
        trailingEnd(from: kind(open) == .leftParen ? partner(open) + 1 : open, to: end)
    }

    func trailingEnd(from start: Int, to end: Int) -> Int {
        var index = start
        // A trailing closure may open on the next line (`load(id)⏎{ … }`), as SwiftParser reads it.
        guard index < end, kind(index) == .leftBrace else { return index }
        index = partner(index) + 1
        while index + 2 < end, kind(index) == .identifier, kind(index + 1) == .colon, kind(index + 2) == .leftBrace {
            index = partner(index + 2) + 1
        }
        return index
    }

    /// When `open` starts a generic argument clause (`<` right after a type name, closed by a `>` that a
    /// call, member access or closing bracket follows), the index after its `>`; otherwise nil.
    /// Whether the name at `index` starts the type of a cast or a check (`as? Array<…>`, `is Box<…>`).
    private func isCastTypeName(_ index: Int) -> Bool {
        var before = index - 1
        if before >= 0, kind(before) == .postfixQuestion || kind(before) == .postfixExclaim { before -= 1 }
        return before >= 0 && (keyword(before) == .as || keyword(before) == .is)
    }

    func genericClauseEnd(at open: Int, to end: Int) -> Int? {
        // Right after the type's name, or on the next line (`UICollectionView.CellRegistration⏎<Cell, Item> { … }`).
        guard isAngleOpen(open), source.textEquals(open, "<"), open > 0,
              !tokens[open].followsSpace || tokens[open].followsNewline && open + 1 < tokens.count && !tokens[open + 1].followsSpace,
              kind(open - 1) == .identifier, source.firstByte(open - 1) >= UInt8(ascii: "A"),
              source.firstByte(open - 1) <= UInt8(ascii: "Z") || source.firstByte(open - 1) >= 0x80 else { return nil }
        var depth = 0
        var index = open
        while index < end, index < open + 64 {
            switch kind(index) {
            case .operator:
                // Bytes, not a String: operator tokens are ASCII, and this runs at every `<` in a body.
                if source.textEquals(index, "->") || source.textEquals(index, "&") || source.textEquals(index, "?")
                    || source.textEquals(index, "!") { break }
                let text = source.textBytes(index)
                // `>?` closes a clause and makes the argument optional (`Subject<Box<T>?, Never>`).
                guard text.allSatisfy({ $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "?")
                    || $0 == UInt8(ascii: "!") }) else { return nil }
                for byte in text where byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") {
                    depth += byte == UInt8(ascii: "<") ? 1 : -1
                }
                if depth == 0 {
                    let next = index + 1
                    guard next < tokens.count else { return nil }
                    switch kind(next) {
                    case .leftParen, .period, .rightParen, .comma, .rightBracket, .leftBrace, .postfixQuestion,
                         .postfixExclaim, .endOfFile:
                        return next
                    default:
                        // A cast's type ends where its expression does (`as? Array<Dictionary<String, Any>> else`).
                        return tokens[next].followsNewline || isCastTypeName(open - 1) ? next : nil
                    }
                }
                if depth < 0 { return nil }
            case .identifier, .period, .comma, .colon, .postfixQuestion, .postfixExclaim:
                break
            case .leftParen, .leftBracket:
                index = partner(index)
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The `<` matching a generic clause's closing `>` at `close`, if the clause is one.
    func genericClauseStart(closingAt close: Int) -> Int? {
        var cursor = close - 1
        while cursor > 0, cursor > close - 64 {
            if isAngleOpen(cursor), let end = genericClauseEnd(at: cursor, to: tokens.count), end == close + 1 { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The index after the dotted path starting at `start` (see `plainPath`), without building it.
    func plainPathEnd(from start: Int, to end: Int) -> Int {
        var index = start + 1
        while index < end {
            var cursor = index
            while cursor < end, kind(cursor) == .postfixQuestion || kind(cursor) == .postfixExclaim { cursor += 1 }
            if cursor + 1 < end, kind(cursor) == .period, isPathComponent(cursor + 1) {
                index = cursor + 2
            } else {
                return cursor
            }
        }
        return index
    }

    /// A member name in a path, the name after a period: any identifier, keywords included
    /// (`Visibility.public`, `strings.continue`), or a tuple index (`pair.0`).
    func isPathComponent(_ index: Int) -> Bool {
        if kind(index) == .number {
            return source.textBytes(index).allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        return kind(index) == .identifier
    }

    /// A dotted path of names from `start` (`a`, `self.a?.b`, `a!.b`): the token indices of its components,
    /// into `path` (emptied first), and the index after it. Indices, not Strings: most paths are only
    /// looked at, and the one String a fact keeps is made from the bytes once (`pathText`).
    func plainPath(from start: Int, to end: Int, into path: inout [Int]) -> Int {
        path.removeAllKeepingCapacity()  // a taken buffer is empty already
        path.append(start)
        var index = start + 1
        while index < end {
            var cursor = index
            while cursor < end, kind(cursor) == .postfixQuestion || kind(cursor) == .postfixExclaim { cursor += 1 }
            if cursor + 1 < end, kind(cursor) == .period, isPathComponent(cursor + 1) {
                path.append(cursor + 1)
                index = cursor + 2
            } else {
                index = cursor
                break
            }
        }
        return index
    }

    /// The texts of the tokens `path[range]` joined by `.`, made into one String.
    /// The bytes are written straight into the String's storage (`makeString`'s way, the same
    /// repair of ill-formed UTF-8 as decoding the joined bytes), with no buffer in between.
    func pathText(_ path: [Int], _ range: Range<Int>) -> String {
        if range.count == 1 { return source.text(path[range.lowerBound]) }
        let table = source.table
        var length = range.count - 1
        for position in range { length += table.textEnd(path[position]) - table.textStart(path[position]) }
        guard let base = source.bytes.baseAddress else { return "" }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var written = 0
            for position in range {
                if position > range.lowerBound {
                    buffer[written] = UInt8(ascii: ".")
                    written += 1
                }
                let start = table.textStart(path[position])
                let count = table.textEnd(path[position]) - start
                copyBytes(to: buffer.baseAddress! + written, from: base + start, count: count)
                written += count
            }
            return written
        }
    }

    /// A path with a leading `self.` removed; `self` alone stays.
    func normalizedPath(_ path: [Int]) -> String {
        if path.count > 1, source.textEquals(path[0], "self") { return pathText(path, 1..<path.count) }
        return pathText(path, 0..<path.count)
    }

    /// A value's path: `normalizedPath`, except that `self.` stays where a parameter of the enclosing
    /// function has the name after it (`.store(in: self.cancelBag)` in `func transform(…, cancelBag:
    /// CancelBag)` is the property, `.store(in: cancelBag)` the parameter).
    func valuePath(_ path: [Int]) -> String {
        if path.count > 1, !bodyParameterNames.isEmpty, source.textEquals(path[0], "self"),
           case let name = source.text(path[1]), bodyParameterNames.contains(name) {
            return pathText(path, 0..<path.count)
        }
        return normalizedPath(path)
    }

    /// A call's base, `path[..<count]`, with a leading `self` removed; nil when nothing is left.
    func normalizedBase(_ path: [Int], count: Int) -> String? {
        let start = count > 0 && source.textEquals(path[0], "self") ? 1 : 0
        return start < count ? pathText(path, start..<count) : nil
    }

    /// Type names start with an ASCII uppercase letter; non-ASCII names count as types too.
    func isTypeName(_ index: Int) -> Bool {
        let first = source.firstByte(index)
        return (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) || first >= 0x80
    }

    /// `Foo(…)`, `Foo.Bar(…)`, `Foo.init(…)` for the path whose last component is the called name:
    /// a construction of the named type; nil for a call.
    func constructedType(_ path: [Int]) -> String? {
        let nameIndex = path[path.count - 1]
        for position in 0..<(path.count - 1) where !isTypeName(path[position]) { return nil }
        if source.textEquals(nameIndex, "init") { return path.count > 1 ? pathText(path, 0..<(path.count - 1)) : nil }
        guard isTypeName(nameIndex), !source.textEquals(nameIndex, "Self") else { return nil }
        return pathText(path, 0..<path.count)
    }
}
