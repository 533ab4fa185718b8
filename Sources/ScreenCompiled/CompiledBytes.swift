/// The bytes of a compiled app, written: numbers as variable-length integers (zigzag for
/// signed ones), texts as their UTF-8 length then bytes, a flag as one byte.
struct CompiledWriter {
  private(set) var bytes: [UInt8] = []

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  /// A count or other number that is never negative.
  mutating func count(_ value: Int) {
    var rest = UInt64(max(0, value))
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Any integer.
  mutating func int(_ value: Int) {
    let zigzag = (UInt64(bitPattern: Int64(value)) << 1) ^ UInt64(bitPattern: Int64(value) >> 63)
    var rest = zigzag
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      count(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  /// A value that may be missing: a flag, then the value.
  mutating func optional<T>(_ value: T?, _ write: (inout CompiledWriter, T) -> Void) {
    bool(value != nil)
    if let value { write(&self, value) }
  }

  mutating func list<T>(_ values: [T], _ write: (inout CompiledWriter, T) -> Void) {
    count(values.count)
    for value in values { write(&self, value) }
  }

  mutating func strings(_ values: [String]) { list(values) { $0.string($1) } }
}

/// Reads what ``CompiledWriter`` wrote; anything else (cut short, a count past the end, a
/// tag it does not know, nesting too deep) is a thrown ``CompiledAppError``, never a trap.
struct CompiledReader {
  private let bytes: [UInt8]
  private(set) var position: Int
  /// How deep nested values (conditions, kept plist values, state) go at most.
  static let maxDepth = 64
  private var depth = 0

  init(_ bytes: [UInt8], from position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  var atEnd: Bool { position == bytes.count }

  func broken(_ what: String) -> CompiledAppError { .broken(what, at: position) }

  mutating func byte() throws(CompiledAppError) -> UInt8 {
    guard position < bytes.count else { throw broken(CompiledMessages.cutShort) }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func bool() throws(CompiledAppError) -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    default: throw broken(CompiledMessages.notAFlag)
    }
  }

  private mutating func varint() throws(CompiledAppError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      guard shift < 64 else { throw broken(CompiledMessages.numberTooLong) }
      value |= UInt64(next & 0x7F) << shift
      if next & 0x80 == 0 { return value }
      shift += 7
    }
  }

  /// A count: at most the bytes left, so that no count makes a reader allocate more than
  /// the file.
  mutating func count() throws(CompiledAppError) -> Int {
    let value = try varint()
    guard value <= UInt64(bytes.count - position) else {
      throw broken(CompiledMessages.countPastEnd)
    }
    return Int(value)
  }

  mutating func int() throws(CompiledAppError) -> Int {
    let zigzag = try varint()
    let value = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
    guard let fitted = Int(exactly: value) else { throw broken(CompiledMessages.numberTooLong) }
    return fitted
  }

  mutating func string() throws(CompiledAppError) -> String {
    let length = try count()
    let slice = bytes[position..<(position + length)]
    position += length
    guard let text = String(validating: slice, as: UTF8.self) else {
      throw broken(CompiledMessages.notUTF8)
    }
    return text
  }

  mutating func optional<T>(_ read: (inout CompiledReader) throws(CompiledAppError) -> T)
    throws(CompiledAppError) -> T?
  {
    try bool() ? try read(&self) : nil
  }

  mutating func list<T>(_ read: (inout CompiledReader) throws(CompiledAppError) -> T)
    throws(CompiledAppError) -> [T]
  {
    let count = try count()
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(try read(&self)) }
    return values
  }

  mutating func strings() throws(CompiledAppError) -> [String] {
    try list { reader throws(CompiledAppError) in try reader.string() }
  }

  /// Reads a nested value one level deeper, refusing nesting past ``maxDepth``.
  mutating func nested<T>(_ read: (inout CompiledReader) throws(CompiledAppError) -> T)
    throws(CompiledAppError) -> T
  {
    guard depth < Self.maxDepth else { throw broken(CompiledMessages.tooDeep(Self.maxDepth)) }
    depth += 1
    defer { depth -= 1 }
    return try read(&self)
  }
}
