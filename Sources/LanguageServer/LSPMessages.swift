/// Every message the language server writes itself, in one place (the diagnostics it
/// publishes are `check`'s own).
package enum LSPMessages {
  static func headerTooLong(_ limit: Int) -> String {
    "a message header longer than \(limit) bytes without its blank line"
  }
  static func bodyTooLarge(_ length: Int, limit: Int) -> String {
    "a message of \(length) bytes is over the limit of \(limit) bytes; it was skipped"
  }
  static let headerWithoutColon = "a message header line without ':'"
  static func badContentLength(_ value: String) -> String {
    "'Content-Length' is not a byte count: '\(value)'"
  }
  static let noContentLength = "a message header without 'Content-Length'"
  static func notJSON(_ reason: String) -> String { "the message is not JSON: \(reason)" }
  static let notAMessage = "the message is not a JSON-RPC 2.0 request, notification or response"
  static func methodNotFound(_ method: String) -> String { "no method '\(method)'" }
  static let notInitialized = "the server is not initialized: send 'initialize' first"
  static let shutDown = "the server is shutting down: only 'exit' is accepted"
  static let initializedTwice = "'initialize' was already sent"
  static func missingParameter(_ name: String) -> String { "the parameters need '\(name)'" }
  static func notOpen(_ uri: String) -> String { "no document '\(uri)' is open or on disk" }
  static func fixAll(_ count: Int) -> String {
    count == 1
      ? "Fix the 1 problem screenspec can fix" : "Fix all \(count) problems screenspec can fix"
  }
  static let nothingToRename = "only a screen id or a state key can be renamed here"
  static func badNewName(_ name: String) -> String {
    "'\(name)' cannot be a name: it must be a non-empty word without spaces, '/' or ':'"
  }
  static func characterInNewName(_ name: String, _ character: String, _ why: String) -> String {
    "'\(name)' cannot be a name: it holds '\(character)', which \(why)"
  }
  static func nameTaken(_ name: String) -> String {
    "'\(name)' is already taken in this app: two would then have one name"
  }
  static func hiddenInNewName(_ name: String, _ codePoint: String) -> String {
    "'\(name)' holds \(codePoint), a character that shows nothing or changes how text reads, so it would look like another name"
  }
  static func reservedScreenName(_ name: String) -> String {
    "'\(name)' cannot name a screen: '\(name).yaml' is the app's settings"
  }
  static func differsInCase(_ name: String, _ other: String) -> String {
    "'\(name)' differs from screen '\(other)' only in case: their snapshots would share one file on macOS's case-insensitive volumes"
  }
  static func cannotRenameFile(_ name: String) -> String {
    "the screen's id is its file name, \(name), and this editor cannot rename files: set 'id:' in the file, or rename it yourself"
  }
}
