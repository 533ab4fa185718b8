import ScreenBehavior
import YAMLTree

/// The tool's own messages, side by side: usage errors and the notes it adds to the
/// diagnostics of the layers below.
enum UsageMessages {
  /// How to raise a limit a file went past.
  static func raise(_ limit: ExceededLimit) -> String {
    switch limit {
    case .fileSize: "raise it with --max-size"
    }
  }

  /// An action or a start that failed, as the tool prints it: with how to name the screen
  /// to start on when none was named.
  static func failed(_ error: ActionError) -> String {
    "screenspec: error: \(error)" + (error.needsScreen ? "; choose one with --screen ID" : "")
      + "\n"
  }
}
