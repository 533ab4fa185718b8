import Basics
import ScreenModel
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
  package var size: Int?
  /// Why the file could not be read (a link to a missing file, no permission), or nil. An
  /// unreadable file has no bytes; loading it reports the reason as an error at its start,
  /// so a folder with one never passes as if the file were not there.
  package var unreadable: String?

  /// Creates a source file. A leading UTF-8 byte-order mark is dropped: editors hide it,
  /// so lines and columns count without it.
  public init(path: String, bytes: [UInt8], size: Int? = nil) {
    self.path = path
    self.bytes =
      bytes.starts(with: YAMLParser.byteOrderMark)
      ? Array(bytes.dropFirst(YAMLParser.byteOrderMark.count)) : bytes
    self.size = size
  }

  /// A file that could not be read, and why.
  public static func unreadable(path: String, reason: String) -> SourceFile {
    var file = SourceFile(path: path, bytes: [])
    file.unreadable = reason
    return file
  }

  /// Creates a source file from text.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The file name without folders.
  package var fileName: String {
    var path = path
    return path.withUTF8 { bytes in
      guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return self.path }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
    }
  }

  /// The file name without `.yaml` or `.yml`: the default screen id.
  package var baseName: String {
    var path = path
    // On the bytes: a folder of thousands of files asks this of each.
    return path.withUTF8 { bytes in
      let start = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
      let end = start + Self.nameLength(UnsafeBufferPointer(rebasing: bytes[start...]))
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
  }

  /// Whether this is an app's shared `app.yaml`.
  package var isAppFile: Bool { Self.isAppFile(path) }

  /// Whether the file at `path` is an app's shared `app.yaml`.
  package static func isAppFile(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { bytes in
      let start = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
      let name = UnsafeBufferPointer(rebasing: bytes[start...])
      return Self.nameLength(name) == 3 && name.starts(with: "app".utf8)
    }
  }

  /// The length of a file name without its `.yaml` or `.yml` (a name that is only the
  /// suffix keeps it).
  private static func nameLength(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    func ends(with suffix: StaticString) -> Int? {
      let dot = name.count - suffix.utf8CodeUnitCount - 1
      guard dot > 0, name[dot] == UInt8(ascii: ".") else { return nil }
      let tail = UnsafeBufferPointer(rebasing: name[(dot + 1)...])
      return tail.elementsEqual(
        UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
        ? dot : nil
    }
    return ends(with: "yaml") ?? ends(with: "yml") ?? name.count
  }
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

extension Sequence<FileDiagnostics> {
  /// Whether any file has an error.
  package var holdError: Bool {
    contains { $0.diagnostics.contains { $0.severity == .error } }
  }

  /// Whether any file has an error that keeps its screens from being drawn (one that is
  /// not a mistake Settings shows without a word, ``Diagnostic/previewable``).
  package var stopDrawing: Bool {
    contains { $0.diagnostics.contains(where: \.stopsDrawing) }
  }
}
