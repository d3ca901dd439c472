public enum DeclarationKind: String, Codable, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
}

/// A type declaration or an extension. Nested types are separate facts with qualified names
/// (`Outer.Inner`); an extension's name is the extended type as written.
public struct TypeFact: Codable, Equatable, Sendable {
    public var kind: DeclarationKind
    public var name: String
    public var genericParameters: [String]
    /// Inheritance clause entries as written, whitespace removed (`NSObjectProtocol&XRoutingLogic`).
    public var inherited: [String]
    /// Attribute names without arguments, with the `@` (`@MainActor`, `@objc`, `@main`).
    public var attributes: [String]
    public var modifiers: [String]
    public var properties: [PropertyFact]
    public var functions: [FunctionFact]
    /// The types an enum's cases hold, as written in their associated values (whitespace removed), in
    /// source order (`case image(image: UIImage?)` gives `UIImage?`): what its values carry.
    public var caseValueTypes: [String]
    /// The name `@objc(Name)` gives the type in Objective-C, when it differs from the Swift one: mixed
    /// targets' Objective-C code builds and names the class by it (`[[OBAApplication alloc] init]`).
    public var objcName: String?
    public var location: SourceLocation

    func sorted() -> TypeFact {
        var copy = self
        copy.properties.sort { ($0.location, $0.name) < ($1.location, $1.name) }
        copy.functions.sort { $0.location < $1.location }
        return copy
    }
}

extension TypeFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(kind: DeclarationKind, name: String, genericParameters: [String] = [], inherited: [String] = [],
                attributes: [String] = [], modifiers: [String] = [], properties: [PropertyFact] = [],
                functions: [FunctionFact] = [], caseValueTypes: [String] = [], objcName: String? = nil,
                location: SourceLocation, _: Void = ()) {
        self.init(kind: kind, name: name, genericParameters: genericParameters, inherited: inherited,
                  attributes: attributes, modifiers: modifiers, properties: properties, functions: functions,
                  caseValueTypes: caseValueTypes, objcName: objcName, location: location)
    }
}

public enum Ownership: String, Codable, Sendable, Comparable {
    case strong, weak, unowned
    /// `unowned(unsafe)` and Objective-C `assign` / `unsafe_unretained`.
    case unownedUnsafe = "unowned(unsafe)"

    public var isOwning: Bool { self == .strong }

    public static func < (lhs: Ownership, rhs: Ownership) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A property declared directly in a type or extension body.
public struct PropertyFact: Codable, Equatable, Sendable {
    public var name: String
    /// Declared type as written, whitespace removed; nil when only an initialiser gives it.
    public var typeName: String?
    public var initializer: ValueFact?
    public var ownership: Ownership
    public var isLet: Bool
    public var isLazy: Bool
    public var isStatic: Bool
    /// False for computed properties and protocol requirements.
    public var isStored: Bool
    /// Attribute names, e.g. `@Published`, `@IBOutlet`, `@NSManaged`.
    public var attributes: [String]
    /// Lowercase identifiers the initialiser or accessors mention (`b` and `self.b` both give `b`).
    public var references: [String]
    public var location: SourceLocation
}

extension PropertyFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(name: String, typeName: String?, initializer: ValueFact?, ownership: Ownership, isLet: Bool,
                isLazy: Bool, isStatic: Bool, isStored: Bool, attributes: [String], references: [String],
                location: SourceLocation, _: Void = ()) {
        self.init(name: name, typeName: typeName, initializer: initializer, ownership: ownership, isLet: isLet,
                  isLazy: isLazy, isStatic: isStatic, isStored: isStored, attributes: attributes,
                  references: references, location: location)
    }

    /// The type as written, else the type its initialiser builds (`let image = UIImage(named: …)`);
    /// nil when neither shows it.
    public var writtenOrBuiltType: String? {
        if let typeName { return typeName }
        if case .construction(let built)? = initializer { return built }
        return nil
    }
}

public struct FunctionFact: Codable, Equatable, Sendable {
    /// `init` for initialisers; the base name for functions (`makeListProducts`).
    public var name: String
    public var isInitializer: Bool
    public var isStatic: Bool
    public var parameters: [ParameterFact]
    public var returnType: String?
    /// Lowercase identifiers the body mentions (see `PropertyFact.references`).
    public var references: [String]
    public var location: SourceLocation
}

extension FunctionFact {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(name: String, isInitializer: Bool, isStatic: Bool, parameters: [ParameterFact],
                returnType: String?, references: [String], location: SourceLocation, _: Void = ()) {
        self.init(name: name, isInitializer: isInitializer, isStatic: isStatic, parameters: parameters,
                  returnType: returnType, references: references, location: location)
    }
}

public struct ParameterFact: Codable, Equatable, Sendable {
    /// The argument label; nil for `_`.
    public var label: String?
    public var name: String
    public var typeName: String
    public var defaultValue: ValueFact?
}

extension ParameterFact {
    /// Whether the parameter is a closure the function may keep beyond the call: marked `@escaping`,
    /// or optional (`(() -> Void)?`, `(() -> Void)!`), which escapes without the attribute.
    public var isEscapingClosure: Bool {
        typeName.contains("@escaping") || typeName.contains("->") && (typeName.hasSuffix("?") || typeName.hasSuffix("!"))
    }

    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(label: String?, name: String, typeName: String, defaultValue: ValueFact?, _: Void = ()) {
        self.init(label: label, name: name, typeName: typeName, defaultValue: defaultValue)
    }
}
