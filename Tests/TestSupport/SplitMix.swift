/// A small deterministic generator (SplitMix64), so a test's random inputs and its failures reproduce.
public struct SplitMix {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var value = state
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49eb_1331_11eb
        return value ^ (value >> 31)
    }
}
