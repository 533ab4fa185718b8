import OperatingSystem
import ScreenChecks

extension FileFixes {
  /// What writing a file's fixes over it on disk did.
  package enum Written: Equatable {
    /// The fixed text is the file now.
    case wrote
    /// Nothing was written: the file changed on disk since it was checked.
    case changedSinceChecked
    /// The file could not be written: why.
    case failed(FileSystem.Failure)
  }

  /// Writes the fixes over the file on disk, atomically, as ``written(over:)`` decides:
  /// after the byte-order mark the file starts with, and never over a file that changed
  /// since it was checked.
  package func writeOverDisk() -> Written {
    guard let bytes = written(over: (try? FileSystem.read(file.path)) ?? []) else {
      return .changedSinceChecked
    }
    do throws(FileSystem.Failure) {
      try FileSystem.writeAtomically(bytes, to: file.path)
      return .wrote
    } catch {
      return .failed(error)
    }
  }
}
