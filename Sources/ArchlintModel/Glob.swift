/// Shell-style patterns for names and paths: `*` matches within a path component, `**` across
/// components, `?` one character. `Sources/Domain/**` matches every file below that folder;
/// `*Gateway` matches type names ending in `Gateway`.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let units: [UInt8]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.units = Array(pattern.utf8)
    }

    public var description: String { pattern }

    public func matches(_ text: String) -> Bool {
        let subject = Array(text.utf8)
        var memo = [Int8](repeating: -1, count: (units.count + 1) * (subject.count + 1))
        return match(0, 0, subject, &memo)
    }

    /// Whether the pattern matches the path or any path that ends with it (`Domain/**` matches
    /// `Sources/Domain/Order.swift`), so patterns need not repeat the root they were written under.
    public func matchesPath(_ path: String) -> Bool {
        if matches(path) { return true }
        var remainder = Substring(path)
        while let slash = remainder.firstIndex(of: "/") {
            remainder = remainder[remainder.index(after: slash)...]
            if matches(String(remainder)) { return true }
        }
        return false
    }

    private func match(_ p: Int, _ s: Int, _ subject: [UInt8], _ memo: inout [Int8]) -> Bool {
        let key = p * (subject.count + 1) + s
        if memo[key] >= 0 { return memo[key] == 1 }
        var result: Bool
        if p == units.count {
            result = s == subject.count
        } else if units[p] == UInt8(ascii: "*") {
            let doubleStar = p + 1 < units.count && units[p + 1] == UInt8(ascii: "*")
            let next = doubleStar ? p + 2 : p + 1
            // `**/` may also match nothing at all.
            let skipSlash = doubleStar && next < units.count && units[next] == UInt8(ascii: "/")
            result = match(next, s, subject, &memo) || (skipSlash && match(next + 1, s, subject, &memo))
            var index = s
            while !result, index < subject.count {
                if !doubleStar && subject[index] == UInt8(ascii: "/") { break }
                index += 1
                result = match(next, index, subject, &memo)
            }
        } else if s < subject.count, units[p] == UInt8(ascii: "?") ? subject[s] != UInt8(ascii: "/") : units[p] == subject[s] {
            result = match(p + 1, s + 1, subject, &memo)
        } else {
            result = false
        }
        memo[key] = result ? 1 : 0
        return result
    }
}
