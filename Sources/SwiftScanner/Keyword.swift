/// The Swift keywords and contextual keywords the declaration scanner acts on.
enum Keyword: UInt8, CaseIterable {
    case none
    // declarations
    case `import`, `class`, `struct`, `enum`, `protocol`, `actor`, `extension`, `func`, `init`, `deinit`, `subscript`
    case `var`, `let`, `case`, `typealias`, `associatedtype`, `operator`, `precedencegroup`, `macro`
    // modifiers
    case `public`, `private`, `fileprivate`, `internal`, `open`, `package`, `final`, `static`, `lazy`, `weak`
    case `unowned`, `override`, `required`, `convenience`, `dynamic`, `mutating`, `nonmutating`, `optional`
    case `indirect`, `nonisolated`, `distributed`, `prefix`, `postfix`, `infix`, `consuming`, `borrowing`
    // statements and expressions
    case `if`, `guard`, `while`, `for`, `switch`, `do`, `catch`, `defer`, `repeat`, `else`, `return`, `throw`
    case `in`, `where`, `try`, `await`, `as`, `is`, `self`, `super`, `true`, `false`, `nil`, `some`, `any`
    case `get`, `set`, `willSet`, `didSet`, `throws`, `rethrows`, `async`, `inout`, `default`, `break`
    case `continue`, `fallthrough`, `Self`, `each`, `consume`, `copy`, `discard`, `then`
    case `_read`, `_modify`, `unsafeAddress`, `unsafeMutableAddress`

    static let table: [String: Keyword] = {
        var table: [String: Keyword] = [:]
        for keyword in Keyword.allCases where keyword != .none {
            table[String(describing: keyword)] = keyword
        }
        return table
    }()

    /// Each keyword's spelling, by raw value: the text of a token that is the keyword (keywords are
    /// never backticked), without making a String from its bytes.
    static let spellings: [String] = {
        var spellings = [String](repeating: "", count: 128)
        for keyword in Keyword.allCases where keyword != .none { spellings[Int(keyword.rawValue)] = String(describing: keyword) }
        return spellings
    }()

    var isModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .package, .final, .static, .lazy, .weak, .unowned,
             .override, .required, .convenience, .dynamic, .mutating, .nonmutating, .optional, .indirect,
             .nonisolated, .distributed, .prefix, .postfix, .infix, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    /// Keywords that can never name a value, so they are not references, callees or plain paths.
    var isReserved: Bool {
        switch self {
        case .none, .get, .set, .willSet, .didSet, .optional, .some, .any, .each, .consume, .copy, .discard,
             .then, .async, .lazy, .weak, .unowned, .override, .required, .convenience, .dynamic, .mutating,
             .nonmutating, .indirect, .nonisolated, .distributed, .prefix, .postfix, .infix, .consuming,
             .borrowing, .open, .package, .actor, .macro, .precedencegroup, ._read, ._modify, .unsafeAddress,
             .unsafeMutableAddress, .final, .associatedtype, .`default`:
            return false
        default:
            return true
        }
    }

    /// Reserved words that are values: `self`, `super`, `Self`, `true`, `false`, `nil`.
    var isValueKeyword: Bool {
        switch self {
        case .self, .super, .Self, .true, .false, .nil: return true
        default: return false
        }
    }

    /// A function's or a closure's effects: `async`, `throws`, `rethrows`.
    var isEffect: Bool {
        self == .async || self == .throws || self == .rethrows
    }

    var startsTypeDeclaration: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor, .extension: return true
        default: return false
        }
    }
}
