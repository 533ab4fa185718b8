/// The server's loop over a byte stream: reads pieces, frames them, answers each message,
/// until `exit` or the end of the stream. The command gives it standard input and output;
/// tests give it arrays.
package enum MessageLoop {
  /// What more the stream holds without waiting for it.
  package enum Available: Sendable, Equatable {
    /// Bytes already sent.
    case bytes([UInt8])
    /// Nothing yet: the client has sent everything so far.
    case nothing
    /// The stream is closed: the client is gone.
    case ended
  }

  /// How many bytes are read ahead before the frames read so far are checked (16 MB): a
  /// client that never stops sending still gets answers.
  package static let readAhead = 16 << 20

  /// How many kept files are asked about on disk between two looks at the stream, while
  /// the client sends nothing (``LanguageServer/checkDisk(_:)``): a message that arrives
  /// meanwhile waits for at most this many `stat`s.
  package static let stampsAtOnce = 32

  /// Serves until `exit` (its status: 0 after `shutdown`, else 1) or until the stream ends,
  /// the client gone (status 1; a message cut off mid-way is dropped). After each blocking
  /// `read`, whatever `available` says was already sent is read too, and every message is
  /// answered before documents are checked once: a burst of changes (typing) checks only
  /// the last version. Then, until the client sends more, the server asks the disk about
  /// its kept files (without a watcher). When the stream ends nothing more is checked or
  /// written.
  package static func serve(
    _ server: inout LanguageServer, read: () -> [UInt8]?,
    available: () -> Available = { .nothing }, write: ([UInt8]) -> Void
  ) -> Int32 {
    var reader = MessageReader(maxBody: server.maxMessage)
    var sent: [UInt8]?
    while let bytes = sent ?? read() {
      sent = nil
      reader.feed(bytes)
      var readAhead = bytes.count
      drain: while true {
        while let frame = reader.next() {
          for message in server.handle(frame) { write(MessageWriter.frame(message.text)) }
          if let status = server.exitStatus { return status }
        }
        guard readAhead < Self.readAhead else { break }
        switch available() {
        case .bytes(let more):
          reader.feed(more)
          readAhead += more.count
        case .nothing: break drain
        case .ended: return 1
        }
      }
      for message in server.publish() { write(MessageWriter.frame(message.text)) }
      idle: while server.checksDisk {
        switch available() {
        case .bytes(let more):
          sent = more
          break idle
        case .nothing:
          let found = server.checkDisk(Self.stampsAtOnce)
          for message in found { write(MessageWriter.frame(message.text)) }
        case .ended: return 1
        }
      }
    }
    return 1
  }
}
