import Basics

/// Reads a binary (`bplist00`) property list into nodes located by object index.
///
/// The format: the 8-byte magic, the objects, a table of their offsets, and a 32-byte
/// trailer (offset and reference sizes, object count, top object, table offset), all
/// big-endian. Every offset, reference and count is checked against the file before it is
/// followed, an object that contains itself is an error, and ``PlistLimits`` bound depth and
/// the nodes made (shared objects count each time they are used).
struct BinaryPlistReader {
  /// A parse failure at an object (nil: the file as a whole).
  struct Failure: Error {
    var message: Diagnostic.Message
    var object: Int?

    /// More values than the limit, counted up to object `index`.
    static func tooManyValues(_ limit: Int, at index: Int) -> Failure {
      Failure(message: PlistMessages.tooManyNodes(limit), object: index)
    }
  }

  let bytes: [UInt8]
  let limits: PlistLimits
  var offsetSize = 0
  var referenceSize = 0
  var objectCount = 0
  var tableOffset = 0
  var nodes = 0
  var open: Set<Int> = []

  init(_ bytes: [UInt8], limits: PlistLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// Whether bytes start like a binary plist.
  static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("bplist0".utf8))
  }

  mutating func parse() throws(Failure) -> PlistNode {
    guard bytes.count >= 8 + 32 else { throw Failure(message: PlistMessages.truncatedBinary) }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw Failure(message: PlistMessages.badTrailer("offset or reference size"))
    }
    let count = number(at: trailer + 8, size: 8)
    let top = number(at: trailer + 16, size: 8)
    let table = number(at: trailer + 24, size: 8)
    guard let count, let top, let table, table >= 8, table < trailer,
      count > 0, count <= (trailer - table) / offsetSize, top < count
    else {
      throw Failure(message: PlistMessages.badTrailer("object count, top object or table offset"))
    }
    objectCount = count
    tableOffset = table
    return try object(top, depth: 0)
  }

  /// A big-endian unsigned number of `size` bytes at `offset`, or nil when it does not fit.
  func number(at offset: Int, size: Int) -> Int? {
    guard let value = bits(at: offset, size: size) else { return nil }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }

  /// The big-endian bits of `size` bytes (at most 8), whatever their top bit: a real's or
  /// a date's, which may be negative.
  func bits(at offset: Int, size: Int) -> UInt64? {
    guard offset >= 0, size > 0, size <= 8, offset + size <= bytes.count else { return nil }
    var value: UInt64 = 0
    for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  /// The node of object `index`.
  mutating func object(_ index: Int, depth: Int) throws(Failure) -> PlistNode {
    guard index >= 0, index < objectCount,
      let offset = number(at: tableOffset + index * offsetSize, size: offsetSize),
      offset >= 8, offset < tableOffset
    else { throw Failure(message: PlistMessages.badObject(index, "offset out of range")) }
    nodes += 1
    guard nodes <= limits.maxNodes else { throw .tooManyValues(limits.maxNodes, at: index) }
    let at = PlistLocation.object(index)
    let marker = bytes[offset]
    let kind = marker >> 4
    let low = Int(marker & 0x0F)
    func bad(_ what: String) -> Failure {
      Failure(message: PlistMessages.badObject(index, what), object: index)
    }
    switch kind {
    case 0x0:
      switch marker {
      case 0x08: return PlistNode(.boolean(false), at: at)
      case 0x09: return PlistNode(.boolean(true), at: at)
      default: throw bad("unsupported marker \(marker)")
      }
    case 0x1:
      let size = 1 << low
      guard size <= 16, offset + 1 + size <= tableOffset else { throw bad("integer out of range") }
      return PlistNode(.integer(integerText(at: offset + 1, size: size)), at: at)
    case 0x2:
      let size = 1 << low
      guard size == 4 || size == 8, let raw = bits(at: offset + 1, size: size) else {
        throw bad("real of \(size) bytes")
      }
      let value =
        size == 4
        ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))
        : Double(bitPattern: UInt64(raw))
      return PlistNode(.real(Self.realText(value)), at: at)
    case 0x3:
      guard low == 3, let raw = bits(at: offset + 1, size: 8) else { throw bad("date") }
      return PlistNode(.date(Self.isoDate(Double(bitPattern: raw))), at: at)
    case 0x4, 0x5, 0x6, 0xA, 0xD:
      let (length, start) = try lengthAndStart(offset: offset, low: low, index: index)
      let unit = kind == 0x6 ? 2 : kind == 0xA ? referenceSize : kind == 0xD ? 2 * referenceSize : 1
      guard length <= (tableOffset - start) / unit else { throw bad("length out of range") }
      switch kind {
      case 0x4:
        return PlistNode(.data(Array(bytes[start..<start + length])), at: at)
      case 0x5:
        return PlistNode(
          .string(String(decoding: bytes[start..<start + length], as: UTF8.self)), at: at)
      case 0x6:
        var units: [UInt16] = []
        units.reserveCapacity(length)
        for unitIndex in 0..<length {
          units.append(
            UInt16(bytes[start + 2 * unitIndex]) << 8 | UInt16(bytes[start + 2 * unitIndex + 1]))
        }
        return PlistNode(.string(String(decoding: units, as: UTF16.self)), at: at)
      default:
        return try container(
          array: kind == 0xA, index: index, start: start, length: length, depth: depth)
      }
    default:
      throw bad("unsupported marker \(marker)")
    }
  }

  /// An array's or a dictionary's node: `length` references (a dictionary's keys, then its
  /// values) from byte `start`, each object read once along a path (a cycle is an error).
  private mutating func container(
    array: Bool, index: Int, start: Int, length: Int, depth: Int
  ) throws(Failure) -> PlistNode {
    let at = PlistLocation.object(index)
    guard depth < limits.maxDepth else {
      throw Failure(message: PlistMessages.tooDeep(limits.maxDepth), object: index)
    }
    guard open.insert(index).inserted else {
      throw Failure(message: PlistMessages.cycle(index), object: index)
    }
    defer { open.remove(index) }
    if array {
      var items: [PlistNode] = []
      for item in 0..<length {
        items.append(try object(reference(start + item * referenceSize), depth: depth + 1))
      }
      return PlistNode(.array(items), at: at)
    }
    var entries: [PlistEntry] = []
    for entry in 0..<length {
      let keyIndex = reference(start + entry * referenceSize)
      let key = try object(keyIndex, depth: depth + 1)
      guard let text = key.string else {
        throw Failure(message: PlistMessages.keyNotString(keyIndex), object: keyIndex)
      }
      let value = try object(
        reference(start + (length + entry) * referenceSize), depth: depth + 1)
      entries.append(PlistEntry(key: text, at: .object(keyIndex), value: value))
    }
    return PlistNode(.dictionary(entries), at: at)
  }

  /// An object reference at a byte offset (already checked to lie before the offset table).
  func reference(_ offset: Int) -> Int { number(at: offset, size: referenceSize) ?? -1 }

  /// The length of a string, data, array or dict and where its content starts: the low
  /// nibble, or (when it is 15) the integer object that follows the marker.
  func lengthAndStart(offset: Int, low: Int, index: Int) throws(Failure) -> (Int, Int) {
    if low != 0x0F { return (low, offset + 1) }
    guard offset + 1 < tableOffset, bytes[offset + 1] >> 4 == 0x1 else {
      throw Failure(message: PlistMessages.badObject(index, "length"), object: index)
    }
    let size = 1 << Int(bytes[offset + 1] & 0x0F)
    guard size <= 8, let length = number(at: offset + 2, size: size) else {
      throw Failure(message: PlistMessages.badObject(index, "length"), object: index)
    }
    return (length, offset + 2 + size)
  }

  /// The decimal text of a big-endian integer of 1, 2, 4 or 8 bytes (8 and 16 are signed).
  func integerText(at offset: Int, size: Int) -> String {
    let start = size == 16 ? offset + 8 : offset
    var value: UInt64 = 0
    for index in start..<offset + size { value = value << 8 | UInt64(bytes[index]) }
    return size >= 8 ? String(Int64(bitPattern: value)) : String(value)
  }

  /// A real's text: whole numbers without a fraction (`1`), else Swift's shortest form.
  /// A binary plist's date (seconds since 2001-01-01 00:00:00 UTC) as an XML plist writes
  /// it: `2000-01-15T00:00:00Z`, to the second.
  static func isoDate(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < 1e14 else { return String(seconds) }
    let whole = Int(seconds.rounded(.down))
    // Days from 1970-01-01 (978,307,200 s before 2001), then the civil date of each.
    let total = whole + 978_307_200
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let time = total - days * 86_400
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(time / 3_600)):\(two(time / 60 % 60)):"
      + "\(two(time % 60))Z"
  }

  static func realText(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
