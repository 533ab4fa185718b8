import Basics
import ScreenModel

/// Checks what a screen names against the whole app: interpolated state names, pushed
/// screens and bound state keys (the state's names only when `state` is known).
enum NameChecks {
  static func check(
    _ context: inout DecodeContext, state: StateValue?, screenIDs: [String], known: SortedIDs
  ) {
    checkPushes(&context, screenIDs: screenIDs, known: known)
    guard let state else { return }
    var names = LazySuggester { state.textPaths + ["unread", "count"] }
    var stateKeys = LazySuggester { state.textPaths }
    for reference in context.stateReferences {
      let name = reference.path.joined(separator: ".")
      switch state.value(at: reference.path) {
      case .text?, .list?:
        continue
      case .mapping(let entries)?:
        context.error(Messages.nameIsMapping(name, keys: entries.map(\.key)), at: reference.mark)
      case nil:
        let suggestion =
          Suggestion.nearest(to: name, in: reference.locals) ?? names.nearest(to: name)
        context.error(
          Messages.unknownName(name, locals: reference.locals, suggestion: suggestion),
          at: reference.mark,
          fix: suggestion.map { Fix(.rename(name, to: $0)) })
      }
    }
    for number in context.pluralNumbers {
      let name = number.path.joined(separator: ".")
      switch state.value(at: number.path) {
      case .list?: continue
      case .text(let value)?:
        if !value.isEmpty, PluralOperands(value) == nil {
          context.error(Messages.pluralNotANumber(name, value), at: number.mark)
        }
      case .mapping(let entries)?:
        context.error(Messages.nameIsMapping(name, keys: entries.map(\.key)), at: number.mark)
      case nil:
        let suggestion =
          Suggestion.nearest(to: name, in: number.locals) ?? names.nearest(to: name)
        context.error(
          Messages.unknownPluralNumber(name, locals: number.locals, suggestion: suggestion),
          at: number.mark,
          fix: suggestion.map(Fix.replace))
      }
    }
    for bind in context.binds {
      let name = bind.path.joined(separator: ".")
      switch state.value(at: bind.path) {
      case .text?, .list?:
        continue
      case .mapping?:
        context.error(Messages.bindToMapping(name), at: bind.mark)
      case nil:
        let suggestion = stateKeys.nearest(to: name)
        context.error(
          Messages.unknownStateKey(name, suggestion: suggestion), at: bind.mark,
          fix: suggestion.map(Fix.replace))
      }
    }
  }

  /// The screens a screen pushes and counts, against the app's.
  private static func checkPushes(
    _ context: inout DecodeContext, screenIDs: [String], known: SortedIDs
  ) {
    var screens = LazySuggester { screenIDs }
    for push in context.pushes {
      let id = push.path.joined()
      guard !known.contains(id) else { continue }
      let suggestion = screens.nearest(to: id)
      context.error(
        Messages.unknownScreen("push", id, suggestion: suggestion), at: push.mark,
        fix: suggestion.map(Fix.replace))
    }
    for counted in context.countedScreens {
      let id = counted.path.joined()
      guard !known.contains(id) else { continue }
      context.error(
        Messages.unknownCountedScreen(id, suggestion: screens.nearest(to: id)),
        at: counted.mark)
    }
  }
}
