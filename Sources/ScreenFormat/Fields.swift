import Basics
import ScreenModel
import YAMLTree

/// A mapping's known fields, in written order.
///
/// It keeps the mapping's own pairs (no copy); unknown keys were reported when it was made
/// and are never asked for. With a duplicate key, the first occurrence counts.
struct Fields {
  var mark: Mark
  var pairs: [Pair]
  /// Where the keys reported unknown when the fields were read are, when they were read
  /// by ``DecodeContext/fields(_:expected:known:)``.
  var unknownKeys: Set<Mark>?
  /// A bit for each key present (``keyBit(_:)``): a key whose bit is clear is absent, as
  /// most keys a decoder asks for are, and is answered without reading the pairs.
  private let keyBits: UInt64

  init(mark: Mark, pairs: [Pair]) {
    self.mark = mark
    self.pairs = pairs
    var bits: UInt64 = 0
    for index in pairs.indices {
      if case .scalar(let scalar) = pairs[index].key.content { bits |= Self.keyBit(scalar.text) }
    }
    keyBits = bits
  }

  /// One of 64 bits, from a key's length: the one thing of a string known without reading
  /// its bytes, and the keys of a row or screen mostly differ in it.
  @inline(__always)
  private static func keyBit(_ key: String) -> UInt64 {
    1 << (UInt64(truncatingIfNeeded: key.utf8.count) & 63)
  }

  subscript(key: String) -> Node? {
    guard keyBits & Self.keyBit(key) != 0 else { return nil }
    // By index, so that only the key is read (binding each pair would retain its value).
    for index in pairs.indices {
      if case .scalar(let scalar) = pairs[index].key.content, sameKey(scalar.text, key) {
        return pairs[index].value
      }
    }
    return nil
  }

  /// The keys present, in written order, from a list of candidates.
  func present(_ keys: [String]) -> [(key: String, node: Node)] {
    pairs.compactMap { pair in
      guard let key = pair.key.scalar?.text, keys.contains(key) else { return nil }
      return (key, pair.value)
    }
  }
}

/// Key equality with a cheap length check first: most keys compared differ in length, and
/// comparing lengths of short strings costs almost nothing.
@inline(__always)
func sameKey(_ a: String, _ b: String) -> Bool {
  a.utf8.count == b.utf8.count && a == b
}
