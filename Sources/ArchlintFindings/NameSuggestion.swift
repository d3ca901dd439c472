/// "Did you mean …?" for a mistyped key, rule id, option, role or preset: the known name closest by
/// edit distance (insertions, deletions, substitutions and swaps of neighbours), when it is close
/// enough to be a typo rather than another word.
public enum NameSuggestion {
    /// The closest candidate within a third of the name's length (at least 2 edits), ties broken
    /// alphabetically so the message is deterministic; nil when none is that close.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased())
        let limit = max(2, typed.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            guard distance <= limit else { continue }
            if best.map({ (distance, candidate) < ($0.distance, $0.name) }) ?? true { best = (distance, candidate) }
        }
        return best?.name
    }

    /// `; did you mean 'x'?` or nothing, to follow the unknown name in a message.
    public static func phrase(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
