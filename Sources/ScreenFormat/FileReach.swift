import Basics
import ScreenModel

/// What one screen file names outside itself: the screens it pushes and the state keys it
/// reads or writes (`DecodedFile.reach`). The command line follows these
/// to load only what a screen reaches.
package struct FileReach: Sendable, Equatable {
  /// The ids of the screens its rows push.
  package var pushes: [String]
  /// The top-level state keys it uses: interpolates, binds, sets, tests or lists.
  package var stateKeys: Set<String>
  /// The state keys it binds (a control or picker), sets (a button, a list that is
  /// edited) or tests (a condition): a screen that uses one of those keys reaches this file.
  package var boundKeys: Set<String>

  /// The keys by which a screen binds, sets or tests state; a file without any of these
  /// words does none of it, so it need not be parsed to find out.
  package static let bindingWords =
    RowKind.Name.allCases.filter(\.bindsState).map(\.key) + [
      "bind", "sets", "visibleIf", "enabledIf", "rowsFrom", "plural",
    ]

  /// What a decoded screen's context names.
  init(_ context: DecodeContext) {
    let paths =
      context.binds.map(\.path) + context.bindings.map(\.path) + context.writes.map(\.path)
      + context.conditions.map(\.path) + context.lists.map(\.path)
    boundKeys = Set(paths.compactMap(\.first))
    pushes = (context.pushes + context.countedScreens).map { $0.path.joined() }
    stateKeys = Set((context.stateReferences + context.pluralNumbers).compactMap(\.path.first))
      .union(boundKeys)
  }
}
