/// A position in a source file. Lines and columns are 1-based; columns count UTF-8 bytes, as
/// compilers and Xcode report them.
public struct SourceLocation: Codable, Hashable, Comparable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Where a body fact sits: the innermost enclosing type (qualified, extensions by their extended
/// name) and the member of that type whose body or initialiser holds it.
public struct DeclarationContext: Codable, Hashable, Sendable {
    public var typeName: String?
    public var member: String?

    public init(typeName: String?, member: String?) {
        self.typeName = typeName
        self.member = member
    }
}
