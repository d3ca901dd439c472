/// A position in a source file. Lines and columns are 1-based; columns count UTF-8 bytes, as
/// compilers and Xcode report them.
public struct SourceLocation: Codable, Hashable, Comparable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension SourceLocation {
    /// The memberwise initialiser's work, by a call of it (see `FileFacts`); `_: Void` only tells the two
    /// apart.
    public init(file: String, line: Int, column: Int, _: Void = ()) {
        self.init(file: file, line: line, column: column)
    }
}

/// Where a body fact sits: the innermost enclosing type (qualified, extensions by their extended
/// name) and the member of that type whose body or initialiser holds it.
///
/// Both names live in one shared, immutable box: every fact of a member carries the same context, so
/// a fact holds one reference (8 bytes) instead of two optional strings (32), and copying a context
/// costs one retain. A file of a million assignments is 24 MB smaller for it. Equality, hashing and
/// the coded form are those of the two names, as before.
public struct DeclarationContext: Codable, Hashable, Sendable {
    private final class Names: Sendable {
        let typeName: String?
        let member: String?

        init(typeName: String?, member: String?) {
            self.typeName = typeName
            self.member = member
        }
    }

    private var names: Names

    public var typeName: String? {
        get { names.typeName }
        set { names = Names(typeName: newValue, member: names.member) }
    }

    public var member: String? {
        get { names.member }
        set { names = Names(typeName: names.typeName, member: newValue) }
    }

    public init(typeName: String?, member: String?) {
        names = Names(typeName: typeName, member: member)
    }

    /// The member of the code in a top-level `#Preview { … }` block: SwiftUI's canvas runs it, the
    /// app never does.
    public static let previewMember = "#Preview"

    /// Whether two contexts are the one shared box (then they are equal): an encoder that met this
    /// context on the previous fact has its names' numbers already.
    public func isSameBox(as other: DeclarationContext) -> Bool { names === other.names }

    public static func == (lhs: DeclarationContext, rhs: DeclarationContext) -> Bool {
        lhs.names === rhs.names || (lhs.names.typeName == rhs.names.typeName && lhs.names.member == rhs.names.member)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(names.typeName)
        hasher.combine(names.member)
    }

    private enum CodingKeys: String, CodingKey {
        case typeName, member
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(typeName: try container.decodeIfPresent(String.self, forKey: .typeName),
                  member: try container.decodeIfPresent(String.self, forKey: .member))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(names.typeName, forKey: .typeName)
        try container.encodeIfPresent(names.member, forKey: .member)
    }
}
