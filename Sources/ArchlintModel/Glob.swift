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

    /// One pass over the pattern, carrying the set of subject positions the pattern so far can end
    /// at: time is pattern length × text length and the stack stays flat, however many `*` a
    /// configuration holds (a recursive matcher overflowed the stack on 180,000 of them).
    public func matches(_ text: String) -> Bool {
        let subject = Array(text.utf8)
        let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/")
        var reachable = [Bool](repeating: false, count: subject.count + 1)
        reachable[0] = true
        // `**/` may also match nothing at all: positions that skip both, for the state after the `/`.
        var skippingSlash: (state: Int, positions: [Bool])?
        var p = 0
        while p < units.count {
            var next = [Bool](repeating: false, count: subject.count + 1)
            let advance: Int
            if units[p] == star {
                let doubleStar = p + 1 < units.count && units[p + 1] == star
                advance = doubleStar ? 2 : 1
                var running = false
                for s in 0...subject.count {
                    if reachable[s] { running = true }
                    next[s] = running
                    // A single `*` stays within a path component.
                    if !doubleStar, s < subject.count, subject[s] == slash { running = false }
                }
                if doubleStar, p + 2 < units.count, units[p + 2] == slash { skippingSlash = (p + 3, reachable) }
            } else {
                advance = 1
                for s in 0..<subject.count where reachable[s] {
                    next[s + 1] = units[p] == UInt8(ascii: "?") ? subject[s] != slash : units[p] == subject[s]
                }
            }
            p += advance
            if let skip = skippingSlash, skip.state == p {
                for s in 0...subject.count where skip.positions[s] { next[s] = true }
                skippingSlash = nil
            }
            reachable = next
            if skippingSlash == nil, !reachable.contains(true) { return false }
        }
        return reachable[subject.count]
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
}
