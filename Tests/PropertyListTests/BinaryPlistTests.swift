import Testing

@testable import PropertyList

@Test func readsABinaryPlist() throws {
  let result = PropertyList.parse(BinaryFixtures.settings)
  #expect(result.isBinary)
  #expect(result.problems.isEmpty)
  let root = try #require(result.root)
  #expect(root["n"]?.content == .integer("-42"))
  #expect(root["r"]?.content == .real("1.5"))
  #expect(root["big"]?.content == .integer("300000"))
  let specifier = try #require(root["PreferenceSpecifiers"]?.array?.first)
  #expect(specifier["Title"]?.content == .string("Sound é"))
  #expect(specifier["DefaultValue"]?.content == .boolean(true))
  #expect(specifier["Type"]?.string == "PSToggleSwitchSpecifier")
  guard case .object = specifier.location else {
    Issue.record("a binary node is located by its object")
    return
  }
}

@Test func binaryShapesNoWriterMakesAreErrors() {
  // An array that holds itself.
  let cycle = BinaryFixtures.build([[0xA1, 0x00]])
  #expect(PropertyList.parse(cycle).problems.map(\.message) == ["object 0 contains itself"])
  // An array referring to an object past the table.
  let dangling = BinaryFixtures.build([[0xA1, 0x05]])
  #expect(PropertyList.parse(dangling).problems.map(\.message) == ["object 5: offset out of range"])
  // A string longer than the file.
  let long = BinaryFixtures.build([[0x5F, 0x10, 0xFF, 0x41]])
  #expect(PropertyList.parse(long).problems.map(\.message) == ["object 0: length out of range"])
  // A dict whose key is a number.
  let numberKey = BinaryFixtures.build([[0xD1, 0x01, 0x01], [0x10, 0x07]])
  #expect(
    PropertyList.parse(numberKey).problems.map(\.message) == [
      "object 1: a dict key is not a string"
    ])
  // Truncated.
  #expect(
    PropertyList.parse(Array(BinaryFixtures.settings.prefix(30))).problems.map(\.message)
      == ["binary plist is truncated (no room for its trailer)"])
  var badTrailer = BinaryFixtures.settings
  badTrailer[badTrailer.count - 1] = 0xFF
  #expect(
    PropertyList.parse(badTrailer).problems.map(\.message)
      == ["binary plist trailer is invalid: object count, top object or table offset"])
}

@Test func sharedObjectsCountAgainstTheNodeBudget() {
  // Ten arrays, each holding the next twice: 2^10 leaves from 11 objects.
  var objects: [[UInt8]] = []
  for index in 0..<10 { objects.append([0xA2, UInt8(index + 1), UInt8(index + 1)]) }
  objects.append([0x09])
  let bomb = BinaryFixtures.build(objects)
  #expect(PropertyList.parse(bomb).problems.isEmpty)
  let limited = PropertyList.parse(bomb, limits: PlistLimits(maxNodes: 500))
  #expect(limited.root == nil)
  #expect(limited.problems.map(\.message) == ["the file holds more than 500 values"])
}

/// A date before 2001 and a negative real have their top bit set: both are read, the date
/// as an XML plist writes it (new-user trial of issue #38: "object 36: date").
@Test func negativeRealsAndDatesBefore2001AreRead() throws {
  func bytes(_ value: Double) -> [UInt8] {
    withUnsafeBytes(of: value.bitPattern.bigEndian) { Array($0) }
  }
  let root = try #require(
    PropertyList.parse(
      BinaryFixtures.build([
        [0xD2, 0x01, 0x02, 0x03, 0x04],
        [0x51] + Array("d".utf8),
        [0x51] + Array("r".utf8),
        [0x33] + bytes(-30_412_800),  // 2000-01-15T00:00:00Z
        [0x23] + bytes(-10.5),
      ])
    ).root)
  #expect(root["d"]?.content == .date("2000-01-15T00:00:00Z"))
  #expect(root["r"]?.content == .real("-10.5"))
  #expect(BinaryPlistReader.isoDate(0) == "2001-01-01T00:00:00Z")
  #expect(BinaryPlistReader.isoDate(86_400 * 365 + 3_661) == "2002-01-01T01:01:01Z")
}
