import Basics

extension FileFixes {
  /// The bytes to write over the file as it is on disk now (`disk`): the fixed text, after
  /// the byte-order mark the file starts with, if any; nil when the file changed since it
  /// was checked (its fixes would undo that change), so nothing is written.
  package func written(over disk: [UInt8]) -> [UInt8]? {
    let mark = ByteOrderMark.utf8
    let start = disk.starts(with: mark) ? Array(mark) : []
    guard Array(disk.dropFirst(start.count)) == file.bytes else { return nil }
    return start + fixed
  }
}
