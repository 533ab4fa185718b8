import Basics
import Testing

@Test func byteWordsCountAndFindZeroBytesExactly() {
  // Every pattern of zero bytes among neighbours that would fool a loose mask (0x01, 0x80).
  for pattern in 0..<256 {
    var word: UInt64 = 0
    for byte in 0..<8 {
      let value: UInt64 = pattern & (1 << byte) != 0 ? 0 : (byte % 2 == 0 ? 0x01 : 0x80)
      word |= value << (8 * UInt64(byte))
    }
    #expect(ByteWords.zeroByteCount(word) == pattern.nonzeroBitCount, "pattern \(pattern)")
    #expect(ByteWords.hasZeroByte(word) == (pattern != 0), "pattern \(pattern)")
  }
  #expect(ByteWords.repeating(0x0A) == 0x0A0A_0A0A_0A0A_0A0A)
}

@Test func byteWordsFindTheFirstByteAtEveryOffset() {
  for length in 0..<20 {
    for position in 0..<length {
      var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      bytes[position] = 0x0A
      if position + 3 < length { bytes[position + 3] = 0x0A }  // a later one is not first
      bytes.withUnsafeBufferPointer { buffer in
        #expect(ByteWords.firstIndex(of: 0x0A, in: buffer) == position)
        #expect(
          ByteWords.firstIndex(of: 0x0A, in: buffer, from: position + 1)
            == (position + 3 < length ? position + 3 : nil))
        #expect(ByteWords.firstIndex(of: 0x09, in: buffer) == nil)
      }
    }
  }
}

@Test func byteWordsTellPrintableASCIIForEveryByteAtEveryOffset() {
  // Every byte value, alone among printable neighbours at every offset of a word and of
  // the tail, beside bytes that border the range (a space, a tilde) and would fool a
  // loose mask.
  for length in 1..<20 {
    for position in 0..<length {
      for value in 0...255 {
        var bytes = [UInt8](repeating: position % 2 == 0 ? 0x20 : 0x7E, count: length)
        bytes[position] = UInt8(value)
        let expected = value >= 0x20 && value < 0x7F
        bytes.withUnsafeBufferPointer { buffer in
          #expect(ByteWords.isPrintableASCII(buffer) == expected, "\(value) at \(position)")
        }
      }
    }
  }
  #expect(ByteWords.isPrintableASCII("Screens/inbox.yaml"))
  #expect(!ByteWords.isPrintableASCII("Screens/Café.yaml"))
  #expect(!ByteWords.isPrintableASCII("Screens/in\tbox.yaml"))
  #expect(ByteWords.isPrintableASCII(""))
}
