import RxCocoa
import RxSwift
import RxsSupport

/// The session's random numbers: a seeded SplitMix64 stream, so a script that says `seed 42`
/// sees the same "random" users every run. A class, so every user of one environment draws
/// from one stream.
public final class _SeededRandomSource: RandomNumberGenerator {
    /// Drawn from by screens as they build and refresh: unchecked exclusivity, as a view's
    /// state (one session's thread; no access calls out).
    @exclusivity(unchecked) private var generator: SplitMix64

    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// Restarts the stream (`set seed`).
    public func reseed(_ seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    public func next() -> UInt64 {
        generator.next()
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
