/// A small seeded random generator (SplitMix64), so every input of a run follows from its seed and
/// a failure can be replayed with `FUZZ_SEED=<seed>`.
struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that yields the same numbers for the same `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// A generator for one part of a run: `seed` mixed with `stream` (a campaign's name, an index),
    /// so each part draws the same inputs whatever runs before or beside it.
    init(seed: UInt64, stream: String, index: Int = 0) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in stream.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        var mixer = FuzzRandom(seed: seed ^ hash ^ (UInt64(truncatingIfNeeded: index) &* 0x9e37_79b9_7f4a_7c15))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0 ..< 1, using: &self) < probability
    }

    /// A random element of `choices`, which must not be empty.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0 ..< choices.count, using: &self)]
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
