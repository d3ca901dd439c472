/// Everything a front end extracts from one source file. Plain values, so they can be cached per
/// file by content hash and compared between the scanner and the reference oracle.
///
/// The facts' public initialisers call the memberwise ones instead of assigning each property: the
/// compiler (Swift 6.3) built a struct of `var`s assigned one by one in a stack slot, then copied it
/// out and destroyed the slot, a retain and a release of every string and array in the fact, for
/// each of the scanner's hundreds of thousands of facts (4 % of a scan). A memberwise initialiser
/// builds it in place. An initialiser in an extension keeps the memberwise one; where the two would
/// have the same parameters, a trailing `_: Void = ()` tells them apart, and no caller writes it.
public struct FileFacts: Codable, Equatable, Sendable {
    public var path: String
    public var imports: [ImportFact]
    public var types: [TypeFact]
    public var constructions: [ConstructionFact]
    public var calls: [CallFact]
    public var assignments: [AssignmentFact]
    public var closures: [ClosureFact]
    /// Suppression comments (`// archlint:disable:next …`).
    public var directives: [CommentDirective]
    /// The distinct names in the file's code that begin with two capital letters, sorted: the
    /// prefixed names of Apple's C and Objective-C frameworks (`UIColor`, `NSApp`, `CGFloat`), and the
    /// project's names written the same way (`BRAPIClient`). Wherever the code names them: a
    /// signature, a body, an enum case's payload, a condition (`if UIApplication.shared.applicationState
    /// == .active`), an import. Not comments, string literals or a `#directive`'s own name. From
    /// Objective-C, the names its code writes outside its directives' lines (`[UIDevice currentDevice]`,
    /// not `#import <UIKit/UIDevice.h>`).
    public var prefixedNames: [String]
    /// `typealias` declarations, in a type (or its extension) or at the top level.
    public var typeAliases: [TypeAliasFact]

    public init(path: String, imports: [ImportFact] = [], types: [TypeFact] = [],
                constructions: [ConstructionFact] = [], calls: [CallFact] = [],
                assignments: [AssignmentFact] = [], closures: [ClosureFact] = [], directives: [CommentDirective] = [],
                prefixedNames: [String] = [], typeAliases: [TypeAliasFact] = []) {
        self.path = path
        self.imports = imports
        self.types = types
        self.constructions = constructions
        self.calls = calls
        self.assignments = assignments
        self.closures = closures
        self.directives = directives
        self.prefixedNames = prefixedNames
        self.typeAliases = typeAliases
    }

    /// Facts in source order, so two extractors that visit in different orders compare equal.
    public func sorted() -> FileFacts {
        var copy = self
        copy.imports.sort { $0.location < $1.location }
        copy.types.sort { ($0.location, $0.name) < ($1.location, $1.name) }
        copy.types = copy.types.map { $0.sorted() }
        copy.constructions.sort { $0.location < $1.location }
        copy.calls.sort { $0.location < $1.location }
        copy.assignments.sort { $0.location < $1.location }
        copy.closures.sort { $0.location < $1.location }
        copy.directives.sort { $0.location < $1.location }
        copy.prefixedNames.sort()
        copy.typeAliases.sort { $0.location < $1.location }
        return copy
    }
}

/// `typealias Name = Aliased`: the aliased type's text as written (whitespace normalised), and the
/// type whose body or extension declares it (nil at the top level). An alias with generic
/// parameters of its own (`typealias Handler<T> = (T) -> Void`) keeps them out of `name`.
public struct TypeAliasFact: Codable, Equatable, Sendable {
    public var name: String
    public var aliased: String
    /// The declaring type's name as `TypeFact.name` writes it (`Outer.Inner`, or the extended type's).
    public var typeName: String?
    public var location: SourceLocation
}

extension TypeAliasFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(name: String, aliased: String, typeName: String?, location: SourceLocation, _: Void = ()) {
        self.init(name: name, aliased: aliased, typeName: typeName, location: location)
    }
}

public struct ImportFact: Codable, Equatable, Sendable {
    public var module: String
    public var location: SourceLocation
    /// `@_exported import`: the module is visible to every file of the importing module, and to
    /// the modules that import it.
    public var isExported: Bool
}

extension ImportFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(module: String, location: SourceLocation, isExported: Bool = false, _: Void = ()) {
        self.init(module: module, location: location, isExported: isExported)
    }
}
