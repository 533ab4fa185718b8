/// SplitMix64: a small seeded generator, so that every run of a randomised test tries the
/// same inputs and every failure reproduces from its seed.
public struct SeededGenerator: RandomNumberGenerator {
  /// The generator's state, advanced by every draw.
  public var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SeededGenerator {
  /// `bytes` with a few of them (a count in `changes`) set to random values, none before
  /// `start` (a header kept, so the corruption reaches what follows it).
  public mutating func corrupting(
    _ bytes: [UInt8], changes: ClosedRange<Int>, from start: Int = 0
  ) -> [UInt8] {
    var bytes = bytes
    guard start < bytes.count else { return bytes }
    for _ in 0..<Int.random(in: changes, using: &self) {
      bytes[Int.random(in: start..<bytes.count, using: &self)] = UInt8.random(
        in: 0...255, using: &self)
    }
    return bytes
  }
}
