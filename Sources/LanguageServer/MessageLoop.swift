/// The server's loop over a byte stream: reads pieces, frames them, answers each message,
/// until `exit` or the end of the stream. The command gives it standard input and output;
/// tests give it arrays.
package enum MessageLoop {
  /// Serves until `exit` (its status: 0 after `shutdown`, else 1) or until `read` gives
  /// nil, the client gone (status 1; a message cut off mid-way is dropped).
  package static func serve(
    _ server: inout LanguageServer, read: () -> [UInt8]?, write: ([UInt8]) -> Void
  ) -> Int32 {
    var reader = MessageReader(maxBody: server.maxMessage)
    while let bytes = read() {
      reader.feed(bytes)
      while let frame = reader.next() {
        for message in server.receive(frame) { write(MessageWriter.frame(message.text)) }
        if let status = server.exitStatus { return status }
      }
    }
    return 1
  }
}
