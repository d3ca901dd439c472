/// The shape of an expression, as far as wiring and ownership need it.
public enum ValueFact: Codable, Hashable, Sendable {
    /// A dotted identifier path with `self.` removed and `?`/`!` dropped; `self` alone stays `self`.
    /// `self.` stays where a parameter of the enclosing function has the name after it (`self.bag`
    /// in `func bind(bag: Bag)`), which would otherwise read as the parameter. An in-out argument
    /// `&path` is the path it passes.
    case reference(String)
    /// `T(…)`, `T.init(…)`, or `.init(…)` whose type is declared; an argument `.init(…)` whose type is
    /// not (its parameter's) is `construction(ConstructionFact.untypedInit)`.
    case construction(String)
    /// A call of a function or method: the callee path (`makeLogin`, `container.makeLogin`).
    case call(String)
    /// A call of a member of what another call returned, recorded only as an argument of a call or a
    /// construction: the path with `()` after each member called on the way and a leading `self.`
    /// removed (`tapped: header.rx.tapGesture().asObservable()` is
    /// `callChain("header.rx.tapGesture().asObservable")`). Arguments, generic arguments and
    /// subscripts on the way are not recorded; a chain with a subscript or explicit generic
    /// arguments is `other`. Recorded too as a local's value (`let tap = button.rx.tap.asObservable()`);
    /// everywhere else such a value is `other`.
    case callChain(String)
    case closure
    /// `true`, `false` or `nil`.
    case literal(String)
    /// A one-line string literal without interpolations, escapes or raw delimiters, recorded only as
    /// an argument of a call or a construction, or as a property's whole initial value: its text
    /// between the quotes (`UIStoryboard(name: "Main", bundle: nil)` has `string("Main")`, and so
    /// has `static let main = "Main"`; Objective-C's `@"Main"` as a message's argument). Other
    /// strings are `other`.
    case string(String)
    /// `value as! T` or `value as? T`: a value of the written type (`dequeueReusableCell(…) as! ProductCell`).
    case cast(String)
    /// An implicit member alone, without its leading period: `.weak` is `implicitMember("weak")`.
    case implicitMember(String)
    case other
    /// No value yet: a local declared with its type and set later (`let child: Coordinator`, then
    /// `child = HelpCoordinator(…)` on each branch).
    case unset
}

extension ValueFact {
    /// A dotted path (`reference`): told without copying its text out.
    public var isReference: Bool {
        if case .reference = self { return true }
        return false
    }

    /// The member names of a value's path, a `callChain`'s included without the `()` of the members
    /// called on the way (`header.rx.tapGesture().asObservable`: `header`, `rx`, `tapGesture`,
    /// `asObservable`).
    public static func members(ofPath path: String) -> [Substring] {
        path.split(separator: ".").map { $0.hasSuffix("()") ? $0.dropLast(2) : $0 }
    }
}

/// `T(…)`, `T.init(…)` or typed `.init(…)`; an untyped `.init(…)` written as a whole argument, whose
/// type is the parameter's it fills, has the type name `untypedInit`.
public struct ConstructionFact: Codable, Equatable, Sendable {
    /// The type name of an untyped `.init(…)` argument (`transform(input: .init(tap: tap))`): no name
    /// of a type, which only the called function's parameter gives.
    public static let untypedInit = ".init"

    public var typeName: String
    public var arguments: [ArgumentFact]
    public var context: DeclarationContext
    /// True for a default argument value (`init(service: S = S())`).
    public var inDefaultArgument: Bool
    public var location: SourceLocation
}

extension ConstructionFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(typeName: String, arguments: [ArgumentFact], context: DeclarationContext, inDefaultArgument: Bool,
                location: SourceLocation, _: Void = ()) {
        self.init(typeName: typeName, arguments: arguments, context: context, inDefaultArgument: inDefaultArgument,
                  location: location)
    }
}

public struct ArgumentFact: Codable, Equatable, Sendable {
    public var label: String?
    public var value: ValueFact
}

extension ArgumentFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(label: String?, value: ValueFact, _: Void = ()) {
        self.init(label: label, value: value)
    }
}

/// A call of a named function or method: `presenter?.presentProducts(response: r)` has base
/// `presenter` and name `presentProducts`. The base is a plain dotted path (`self.` removed), nil
/// when there is none (a call on `self` or a free function), or `CallFact.computedReceiver` when the
/// receiver is another expression's value (`PHImageManager.default().requestImage(…)`,
/// `type(of: self).orders.append(…)`), which is no path and never `self`.
public struct CallFact: Codable, Equatable, Sendable {
    /// The base of a call whose receiver is not a plain path: no property, local or type is named so.
    public static let computedReceiver = "()"

    public var name: String
    public var base: String?
    public var arguments: [ArgumentFact]
    public var context: DeclarationContext
    public var location: SourceLocation
}

extension CallFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(name: String, base: String?, arguments: [ArgumentFact], context: DeclarationContext,
                location: SourceLocation, _: Void = ()) {
        self.init(name: name, base: base, arguments: arguments, context: context, location: location)
    }
}

/// `target = value` where the target is a plain dotted path, or a local `let`/`var` binding; an
/// optional binding (`if let x = value`, `guard let x = value`, `while let`) is a local binding too.
public struct AssignmentFact: Codable, Equatable, Sendable {
    public var target: String
    public var value: ValueFact
    public var isDeclaration: Bool
    /// Written in the block of an `if target == nil { … }` that tests this very target (its only
    /// condition), not inside a closure or nested function opened there: the assignment fills an
    /// empty slot and never replaces what is there.
    public var onlyWhenNil: Bool
    public var context: DeclarationContext
    public var location: SourceLocation
}

extension AssignmentFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(target: String, value: ValueFact, isDeclaration: Bool, onlyWhenNil: Bool = false,
                context: DeclarationContext, location: SourceLocation, _: Void = ()) {
        self.init(target: target, value: value, isDeclaration: isDeclaration, onlyWhenNil: onlyWhenNil,
                  context: context, location: location)
    }
}

public struct CaptureFact: Codable, Equatable, Sendable {
    public var name: String
    public var ownership: Ownership
}

extension CaptureFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(name: String, ownership: Ownership, _: Void = ()) {
        self.init(name: name, ownership: ownership)
    }
}

/// Where a closure literal goes.
public enum ClosureDestination: Codable, Hashable, Sendable {
    /// `target = { … }` for a plain dotted target path.
    case assigned(target: String)
    /// `let name = { … }` / `var name = { … }`; `isProperty` when declared directly in a type body.
    case declared(name: String, isProperty: Bool)
    /// An argument of a call, by label; a trailing closure has the label it is written with, or nil.
    case argument(callee: String, base: String?, label: String?)
    /// `{ … }()`.
    case invoked
    case other
}

/// A call applied to the result of the call that takes a closure: `.store(in: &bag)` after
/// `publisher.sink { … }`, `.disposed(by: bag)` after `subscribe(onNext: { … })`. The chain's first
/// member that is not called ends it, without arguments (`.singleton` after Factory's `self { … }`).
public struct ChainedCallFact: Codable, Equatable, Sendable {
    public var name: String
    public var arguments: [ArgumentFact]
}

extension ChainedCallFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(name: String, arguments: [ArgumentFact], _: Void = ()) {
        self.init(name: name, arguments: arguments)
    }
}

public struct ClosureFact: Codable, Equatable, Sendable {
    public var captures: [CaptureFact]
    /// Whether `self` is mentioned inside the closure, nested closures and their capture lists
    /// included, its own capture list excluded (`Foo.self` is not a mention). Not when the `self` it
    /// sees is an enclosing closure's `[weak self]` or `[unowned self]` that no `guard let self`
    /// rebinds before it: such a closure mentions the weak reference, not `self`.
    public var referencesSelf: Bool
    public var destination: ClosureDestination
    public var context: DeclarationContext
    /// For a closure passed to a call: the calls applied in turn to that call's result (through `?`
    /// and `!`), up to the first member that is not called. Empty otherwise. A reactive chain's
    /// operator closure learns from this whether the subscription is kept (`.store(in: &bag)`).
    public var chainedCalls: [ChainedCallFact]
    /// For a closure passed to a call: the statement throws away what the whole chain of calls makes
    /// (`_ = publisher.sink { … }`, `let _ = …`), so nothing keeps the call's result.
    public var resultIsDiscarded: Bool
    /// The names its parameters bind (`{ result, error in … }`: `result`, `error`), which hide the
    /// enclosing type's members of those names inside it; `_` binds none.
    public var parameters: [String]
    /// The implicit members it calls, in source order, outside the closures nested in it (`.never()`,
    /// `.just(value)`, `.success(data)`; not `.init(…)`): names the calls and constructions do not
    /// show, such as the streams an operator's closure may return (`guard let id else { return
    /// .never() }`). Told by `FileFacts.attribute(_:)`.
    public var implicitMemberCalls: [String]
    /// The opening brace.
    public var location: SourceLocation
    /// The closing brace: what lies between the two is the closure's (`task.run()` inside
    /// `task.completion = { task.run() }`, not after it).
    public var end: SourceLocation

    /// The closure's own capture of `self`, if its capture list names it.
    public var selfCapture: Ownership? { captures.first { $0.name == "self" }?.ownership }

    /// Whether a place lies between the closure's braces (nested closures' code included).
    public func encloses(_ place: SourceLocation) -> Bool { location < place && place < end }
}

extension ClosureFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`).
    public init(captures: [CaptureFact], referencesSelf: Bool, destination: ClosureDestination,
                chainedCalls: [ChainedCallFact] = [], resultIsDiscarded: Bool = false, parameters: [String] = [],
                implicitMemberCalls: [String] = [],
                context: DeclarationContext, location: SourceLocation, end: SourceLocation) {
        self.init(captures: captures, referencesSelf: referencesSelf, destination: destination, context: context,
                  chainedCalls: chainedCalls, resultIsDiscarded: resultIsDiscarded, parameters: parameters,
                  implicitMemberCalls: implicitMemberCalls, location: location, end: end)
    }
}

/// An implicit member called (`.never()`, `.just(value)`): its name and the place of its period. No
/// fact of its own: a front end tells each to the innermost closure around it (`FileFacts.attribute`).
public struct ImplicitMemberCall: Sendable {
    public var name: String
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

extension FileFacts {
    /// Adds each implicit member call to the innermost closure around it
    /// (`ClosureFact.implicitMemberCalls`), in source order; one outside every closure is dropped. One
    /// sweep over the closures and the calls in source order with a stack of the open closures, so
    /// deep nesting costs no recursion and each call is placed once.
    public mutating func attribute(_ calls: [ImplicitMemberCall]) {
        guard !calls.isEmpty, !closures.isEmpty else { return }
        let order = closures.indices.sorted { (closures[$0].location, $0) < (closures[$1].location, $1) }
        var open: [Int] = []
        var next = 0
        for call in calls.sorted(by: { $0.location < $1.location }) {
            while next < order.count, closures[order[next]].location < call.location {
                let opening = closures[order[next]].location
                while let last = open.last, !closures[last].encloses(opening) { open.removeLast() }
                open.append(order[next])
                next += 1
            }
            while let last = open.last, !closures[last].encloses(call.location) { open.removeLast() }
            if let innermost = open.last { closures[innermost].implicitMemberCalls.append(call.name) }
        }
    }
}
