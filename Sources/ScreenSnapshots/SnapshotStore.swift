import Basics
import OperatingSystem
import ScreenDrawing
import ScreenFormat
import ScreenModel

/// Verifies and records snapshot files in one folder, safely.
///
/// Writes go to a temporary file in the same folder and are renamed into place, and only
/// when the bytes change; names with `/`, `..` or a leading `.` and symbolic-link targets are
/// refused. In CI nothing is written.
package struct SnapshotStore: Sendable {
  /// The folder holding `NAME.snap` and `NAME.svg` files (and pending `NAME.snap.new` and
  /// `NAME.svg.new` files).
  package var directory: String
  /// When to write.
  package var mode: RecordMode
  /// Whether this is CI: nothing is ever written.
  package var isCI: Bool
  /// The largest reference read.
  package var referenceLimit: ReferenceLimit

  /// The largest reference file a store reads, as screen files have a largest size: a
  /// reference comes from a pull request too, and one past the limit is an error, never read.
  package struct ReferenceLimit: Sendable, Equatable {
    /// The limit in bytes. Default 64 MiB: a drawing of 10,000 rows at width 1000 is
    /// 60 MB, a scenario of 100 steps of a 50-row screen at width 40 about 1 MB.
    package var bytes: Int
    /// How to raise it, said after the error (the tool names its flag; nil: nothing).
    package var howToRaise: String?

    /// The default limit: 64 MiB.
    package static let `default` = ReferenceLimit(bytes: 64 << 20)

    /// Creates a limit.
    package init(bytes: Int, howToRaise: String? = nil) {
      self.bytes = bytes
      self.howToRaise = howToRaise
    }
  }

  /// Creates a store.
  package init(
    directory: String, mode: RecordMode, isCI: Bool, referenceLimit: ReferenceLimit = .default
  ) {
    self.directory = directory
    self.mode = mode
    self.isCI = isCI
    self.referenceLimit = referenceLimit
  }

  /// The reference file's path for a name (`NAME.snap`, or `NAME.svg` for a picture).
  package func referencePath(_ name: String, format: OutputFormat = .text) -> String {
    FolderPath.join(directory, name + format.referenceSuffix)
  }
  /// The pending file's path for a name (`NAME.snap.new`, or `NAME.svg.new`).
  package func pendingPath(_ name: String, format: OutputFormat = .text) -> String {
    referencePath(name, format: format) + ".new"
  }

  /// Why a reference cannot be read or written safely, or nil.
  private func unsafeReference(_ name: String, format: OutputFormat) -> SnapshotOutcome? {
    if let problem = SnapshotStore.nameProblem(name) { return .failedToWrite(problem) }
    // A linked snapshot folder would be read and written through, wherever it leads.
    if FileSystem.isSymbolicLink(directory) {
      return .failedToWrite(SnapshotMessages.linkedFolder(directory))
    }
    let path = referencePath(name, format: format)
    if FileSystem.isSymbolicLink(path) {
      return .failedToWrite("\(path) is a symbolic link; refusing to read or write through it")
    }
    if let size = FileSystem.stamp(path)?.size, size > referenceLimit.bytes {
      return .failedToWrite(
        SnapshotMessages.referenceTooLarge(path, size: size, limit: referenceLimit.bytes)
          + (referenceLimit.howToRaise.map { "; \($0)" } ?? ""))
    }
    return nil
  }

  /// Compares a snapshot made a piece at a time with its reference, piece by piece; the
  /// whole snapshot is built, and verified as a whole snapshot is,
  /// only when they differ or something is to be written.
  package func verify(_ actual: StreamedSnapshot, named name: String) -> SnapshotOutcome {
    let format =
      actual.header.first { $0.key == SnapshotFile.Key.format.rawValue }
      .flatMap { OutputFormat(snapshotted: $0.value) } ?? .text
    if let unsafe = unsafeReference(name, format: format) { return unsafe }
    // The reference is compared where it lies in the file's text, frame by frame.
    if format != .svg, let text = FileSystem.readText(referencePath(name, format: format)),
      actual.matches(referenceText: text) == true
    {
      if !isCI && mode != .never { try? FileSystem.remove(pendingPath(name, format: format)) }
      return .matched(note: nil)
    }
    switch actual.whole() {
    case .success(let file): return verify(file, named: name)
    case .failure(let failure): return .failedToLoad(failure.diagnostics)
    }
  }

  /// Compares a snapshot with its reference and writes what the mode says.
  package func verify(_ actual: SnapshotFile, named name: String) -> SnapshotOutcome {
    let format = actual.format
    if let unsafe = unsafeReference(name, format: format) { return unsafe }
    let path = referencePath(name, format: format)
    // Named only where a run writes or removes it (never in CI).
    var pendingFile: String { pendingPath(name, format: format) }
    let writes = !isCI && mode != .never
    // Read as bytes: a reference of the same bytes matches with no text made of it.
    let referenceBytes = FileSystem.kind(path) == .file ? try? FileSystem.read(path) : nil
    guard let referenceBytes else {
      guard writes else { return .missing(pending: nil) }
      if mode == .pending {
        // A write that fails is said as such (its problem is no pending file's path).
        return write(actual.pendingText(base: nil), to: pendingFile).map {
          .failedToWrite($0)
        }
          ?? .missing(pending: pendingFile)
      }
      if let problem = write(actual.text, to: path) { return .failedToWrite(problem) }
      // A pending file from an earlier run is stale once its reference is recorded.
      try? FileSystem.remove(pendingFile)
      return .recorded(path)
    }
    // The same bytes as written: nothing to read or normalize.
    if actual.format != .svg, actual.textIsBytes(referenceBytes) {
      if writes { try? FileSystem.remove(pendingFile) }
      return .matched(note: nil)
    }
    let referenceText = String(decoding: referenceBytes, as: UTF8.self)
    guard let reference = SnapshotFile.reference(referenceText, like: actual) else {
      if let version = SnapshotFile.otherVersion(of: referenceText) {
        return .failedToWrite(
          "\(path) is a snapshot of unsupported version '\(version)' (this screenspec reads versions 1 and 2); re-record it with '--record all'"
        )
      }
      return .failedToWrite("\(path) is not a screenspec snapshot file")
    }
    let note =
      reference.hadCRLF ? "the reference has CRLF line endings; it compares equal as LF" : nil
    if reference == actual {
      if writes { try? FileSystem.remove(pendingFile) }
      if mode == .all, writes, reference.hadCRLF {
        _ = write(actual.text, to: path)
      }
      return .matched(note: note)
    }
    let report = SnapshotStore.report(reference: reference, actual: actual)
    guard writes else { return .mismatch(report: report, pending: nil) }
    switch mode {
    case .failed, .all:
      if let problem = write(actual.text, to: path) { return .failedToWrite(problem) }
      try? FileSystem.remove(pendingFile)
      return .rerecorded(path, report: report)
    default:
      return write(actual.pendingText(base: referenceText), to: pendingFile).map {
        .failedToWrite($0)
      }
        ?? .mismatch(report: report, pending: pendingFile)
    }
  }

  /// What changed: settings first, then the unified diff of the text.
  package static func report(reference: SnapshotFile, actual: SnapshotFile) -> String {
    var out = ""
    let keys = (reference.header.map(\.key) + actual.header.map(\.key)).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    for key in keys where reference[key] != actual[key] {
      out += "settings changed: \(key) \(reference[key] ?? "(none)") → \(actual[key] ?? "(none)")\n"
    }
    out += TextDiff.unified(old: reference.body, new: actual.body)
    return out
  }

  /// FNV-1a, 64 bits, as hex: a fingerprint of a reference's bytes.
  package static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return Fingerprint.hexadecimal(hash)
  }

  /// Why a name cannot be a snapshot file name, or nil.
  package static func nameProblem(_ name: String) -> String? {
    if name.isEmpty { return "a snapshot name cannot be empty" }
    // Printable ASCII, nearly every name, is judged on its bytes (no character is more
    // than one byte there, and nothing in it is hidden).
    var bytes = name
    let printable = bytes.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
    if printable, name.utf8.count <= 200,
      name.utf8.first != 0x2E, !name.utf8.contains(where: { $0 == 0x2F || $0 == 0x5C })
    {
      return nil
    }
    if name.hasPrefix(".") || name.contains("/") || name.contains("\\") || name.contains("\0") {
      return "snapshot name '\(name)' may not contain '/', '\\' or start with '.'"
    }
    if FolderPath.holdsUnsafeCharacter(name) { return SnapshotMessages.unsafeName(name) }
    if name.utf8.count > 200 {
      return "snapshot name '\(name.prefix(20))…' is longer than 200 bytes"
    }
    return nil
  }

  /// Writes when the bytes change; returns a problem, or nil on success.
  func write(_ text: String, to path: String) -> String? {
    if FileSystem.isSymbolicLink(directory) { return SnapshotMessages.linkedFolder(directory) }
    if FileSystem.isSymbolicLink(path) {
      return "\(path) is a symbolic link; refusing to write through it"
    }
    if FileSystem.readText(path) == text { return nil }
    do {
      try FileSystem.makeDirectories(directory)
      try FileSystem.writeAtomically(Array(text.utf8), to: path)
      return nil
    } catch {
      return "cannot write \(error)"
    }
  }
}

/// What verifying a snapshot found and did.
package enum SnapshotOutcome: Sendable, Equatable {
  /// The snapshot matches its reference.
  case matched(note: String?)
  /// There was no reference; it was recorded.
  case recorded(String)
  /// The reference differed and was re-recorded.
  case rerecorded(String, report: String)
  /// There is no reference; a pending file was written, if any.
  case missing(pending: String?)
  /// The snapshot differs; the report, and the pending file written, if any.
  case mismatch(report: String, pending: String?)
  /// A file could not be written or read safely.
  case failedToWrite(String)
  /// What should have been snapshotted could not be loaded or run (a screen file with an
  /// error, a scenario step that fails): the formatted diagnostics.
  case failedToLoad(String)

  /// Whether the check fails.
  package var failed: Bool {
    if case .matched = self { return false }
    return true
  }
}
