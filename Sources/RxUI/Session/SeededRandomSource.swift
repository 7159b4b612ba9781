/// The session's random numbers: a seeded SplitMix64 stream, so a script that says `seed 42`
/// sees the same "random" users every run. A class, so every user of one environment draws
/// from one stream.
public final class SeededRandomSource: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// Restarts the stream (`set seed`).
    public func reseed(_ seed: UInt64) {
        state = seed
    }

    public func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniform integer in `range` (empty range: its lower bound). Uses its own rejection
    /// sampling rather than the standard library's, so values do not change with the toolchain.
    public func int(in range: Range<Int>) -> Int {
        guard range.count > 1 else { return range.lowerBound }
        let span = UInt64(range.count)
        let limit = UInt64.max - UInt64.max % span
        var value = next()
        while value >= limit { value = next() }
        return range.lowerBound + Int(value % span)
    }
}
