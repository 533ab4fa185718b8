import Basics
import ScreenModel

/// Why bytes are not a compiled app this ScreenSpec reads.
public enum CompiledAppError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes do not start as a compiled app does.
  case notCompiled
  /// A compiled app of another format version.
  case version(found: Int, known: Int)
  /// The bytes break off, or hold what no writer writes, at a byte offset.
  case broken(String, at: Int)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .notCompiled: CompiledMessages.notCompiled
    case .version(let found, let known): CompiledMessages.version(found, known)
    case .broken(let what, let offset): CompiledMessages.broken(what, at: offset)
    }
  }
}

/// The compiled form of an app (`screenspec export APP --compiled FILE`): every screen,
/// table and variant, templates expanded, the state's defaults; versioned, and read without
/// a YAML parser.
extension App {
  /// The file's first bytes.
  static let compiledMagic = Array("SSPC".utf8)
  /// The format's version: a reader refuses another.
  public static let compiledVersion = 3

  /// Reads a compiled app: the very `App` that loading its YAML gives. Bytes of another
  /// version, cut short or hostile are a thrown error, never a crash.
  public init(compiled bytes: [UInt8]) throws(CompiledAppError) {
    guard bytes.starts(with: Self.compiledMagic) else { throw .notCompiled }
    var reader = CompiledReader(bytes, from: Self.compiledMagic.count)
    let version = try reader.count()
    guard version == Self.compiledVersion else {
      throw .version(found: version, known: Self.compiledVersion)
    }
    self = try reader.app()
    guard reader.atEnd else { throw reader.broken(CompiledMessages.trailing) }
  }

  /// The app in its compiled form; the same app always gives the same bytes.
  public var compiled: [UInt8] {
    var writer = CompiledWriter()
    for byte in Self.compiledMagic { writer.byte(byte) }
    writer.count(Self.compiledVersion)
    writer.app(self)
    return writer.bytes
  }
}
