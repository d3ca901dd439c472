/// A suppression comment: `// archlint:disable:next weak_delegate - reason`, or SwiftLint's
/// `// swiftlint:disable weak_delegate`.
public struct CommentDirective: Codable, Equatable, Sendable {
    public enum Action: String, Codable, Sendable { case disable, enable }
    public enum Scope: String, Codable, Sendable {
        /// Until the matching `enable` (or the end of the file).
        case region
        case next, this, previous
    }

    /// `archlint` or `swiftlint`.
    public var tool: String
    public var action: Action
    public var scope: Scope
    public var rules: [String]
    public var reason: String?
    public var location: SourceLocation

    public init(tool: String, action: Action, scope: Scope, rules: [String], reason: String?, location: SourceLocation) {
        self.tool = tool
        self.action = action
        self.scope = scope
        self.rules = rules
        self.reason = reason
        self.location = location
    }

    /// Parses a line comment's text (with its `//`); nil when it is not a directive.
    public static func parse(comment: String, location: SourceLocation) -> CommentDirective? {
        var body = Substring(comment)
        guard body.hasPrefix("//") else { return nil }
        body = body.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let tool: String
        if body.hasPrefix("archlint:") {
            tool = "archlint"
        } else if body.hasPrefix("swiftlint:") {
            tool = "swiftlint"
        } else {
            return nil
        }
        body = body.dropFirst(tool.count + 1)
        var reason: String?
        if let dash = body.indices.first(where: { body[$0...].hasPrefix(" - ") }) {
            reason = String(body[body.index(dash, offsetBy: 3)...]).trimmingCharacters(in: " \t\r")
            body = body[..<dash]
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
        guard let command = words.first else { return nil }
        let parts = command.split(separator: ":").map(String.init)
        guard let action = parts.first.flatMap(Action.init(rawValue:)) else { return nil }
        var scope = Scope.region
        if parts.count > 1 {
            guard let parsed = Scope(rawValue: parts[1]), parsed != .region else { return nil }
            scope = parsed
        }
        return CommentDirective(tool: tool, action: action, scope: scope, rules: Array(words.dropFirst()),
                                reason: reason?.isEmpty == true ? nil : reason, location: location)
    }
}

private extension String {
    func trimmingCharacters(in characters: String) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
