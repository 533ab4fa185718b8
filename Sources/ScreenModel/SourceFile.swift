import YAMLTree

/// A file's path, as the user named it, and its bytes. The library never reads files:
/// the caller does and hands them over.
public struct SourceFile: Sendable, Hashable {
  /// The path, used for the screen id and in diagnostics.
  public var path: String
  /// The file's bytes, without a UTF-8 byte-order mark.
  public var bytes: [UInt8]
  /// The file's size on disk, when `bytes` holds only its start (a reader stops one byte
  /// past the size limit).
  public var size: Int?

  /// Creates a source file. A leading UTF-8 byte-order mark is dropped: editors hide it,
  /// so lines and columns count without it.
  public init(path: String, bytes: [UInt8], size: Int? = nil) {
    self.path = path
    self.bytes =
      bytes.starts(with: YAMLParser.byteOrderMark)
      ? Array(bytes.dropFirst(YAMLParser.byteOrderMark.count)) : bytes
    self.size = size
  }

  /// Creates a source file from text.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The file name without folders.
  public var fileName: String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// The file name without `.yaml` or `.yml`: the default screen id.
  public var baseName: String {
    let name = fileName
    // Compared as bytes: cheaper than characters, and the suffixes are ASCII.
    let bytes = name.utf8
    for suffix in [".yaml", ".yml"] where bytes.count > suffix.utf8.count {
      let start = bytes.index(bytes.endIndex, offsetBy: -suffix.utf8.count)
      if bytes[start...].elementsEqual(suffix.utf8) { return String(name[..<start]) }
    }
    return name
  }

  /// Whether this is an app's shared `app.yaml`.
  public var isAppFile: Bool { baseName == "app" }
}

/// The diagnostics of one file.
public struct FileDiagnostics: Sendable, Equatable {
  /// The file.
  public var file: SourceFile
  /// Its diagnostics, sorted by position.
  public var diagnostics: [Diagnostic]

  /// Creates a file's report.
  public init(file: SourceFile, diagnostics: [Diagnostic]) {
    self.file = file
    self.diagnostics = diagnostics
  }

  /// Every diagnostic formatted like a compiler's.
  public var formatted: String {
    DiagnosticFormatter(path: file.path, source: file.bytes).format(diagnostics)
  }
}
