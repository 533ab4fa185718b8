/// The byte-order mark some editors write at the start of a UTF-8 file: read past, and kept
/// when the file is written back.
package enum ByteOrderMark {
  /// Its three bytes.
  package static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]
}
