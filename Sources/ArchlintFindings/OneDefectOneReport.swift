/// SPEC §5, "One defect, one report", as one pass over every rule's findings: a finding is dropped
/// when a kept finding of a rule earlier in the precedence reports one of its defects. Rules stay
/// pure; none needs to know what another reported.
public enum OneDefectOneReport {
    /// `precedence` lists rule ids, strongest first; rules not in it never lose a finding, and
    /// findings of one rule never displace each other.
    public static func resolve(_ findings: [Finding], precedence: [String]) -> [Finding] {
        let rank = Dictionary(uniqueKeysWithValues: precedence.enumerated().map { ($0.element, $0.offset) })
        var claimed = Set<Defect>()
        var dropped = Set<Int>()
        let ranked = findings.indices.filter { rank[findings[$0].ruleID] != nil }
        let byRank = Dictionary(grouping: ranked) { rank[findings[$0].ruleID]! }
        for level in byRank.keys.sorted() {
            let indices = byRank[level] ?? []
            let kept = indices.filter { !findings[$0].defects.contains(where: claimed.contains) }
            dropped.formUnion(Set(indices).subtracting(kept))
            for index in kept { claimed.formUnion(findings[index].defects) }
        }
        return findings.indices.filter { !dropped.contains($0) }.map { findings[$0] }
    }
}
