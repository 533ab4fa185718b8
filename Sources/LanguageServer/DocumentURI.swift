/// `file:` URIs, as editors name documents, and the paths loading reads.
package enum DocumentURI {
  /// The path of a `file:` URI (percent escapes decoded), or nil for another scheme or a
  /// path that is not absolute.
  package static func path(of uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = Array(uri.utf8.dropFirst(7))
    // `file://host/path`: only a local (empty or `localhost`) host names a file here.
    if rest.starts(with: "localhost".utf8) { rest.removeFirst(9) }
    guard rest.first == UInt8(ascii: "/") else { return nil }
    var bytes: [UInt8] = []
    var index = 0
    while index < rest.count {
      let byte = rest[index]
      if byte == UInt8(ascii: "%"), index + 2 < rest.count,
        let value = UInt8(String(decoding: rest[index + 1...index + 2], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        index += 3
      } else {
        bytes.append(byte)
        index += 1
      }
    }
    guard !bytes.contains(0) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The `file:` URI of an absolute path, escaping what a URI cannot hold as written.
  package static func uri(of path: String) -> String {
    var out = "file://"
    for byte in path.utf8 {
      let plain =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte) || "/-._~".utf8.contains(byte)
      if plain {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
