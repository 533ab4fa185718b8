import YAMLTree

/// Checks what a screen names against the whole app: interpolated state names, pushed
/// screens and bound state keys.
enum NameChecks {
  static func check(
    _ context: inout DecodeContext, state: StateValue, screenIDs: [String], known: SortedIDs
  ) {
    for reference in context.stateReferences {
      let name = reference.path.joined(separator: ".")
      switch state.value(at: reference.path) {
      case .text?, .list?:
        continue
      case .mapping(let entries)?:
        context.error(Messages.nameIsMapping(name, keys: entries.map(\.key)), at: reference.mark)
      case nil:
        context.error(
          Messages.unknownName(
            name,
            suggestion: Suggestion.nearest(to: name, in: state.textPaths + ["unread", "count"])),
          at: reference.mark)
      }
    }
    for push in context.pushes {
      let id = push.path.joined()
      guard !known.contains(id) else { continue }
      context.error(
        Messages.unknownScreen("push", id, suggestion: Suggestion.nearest(to: id, in: screenIDs)),
        at: push.mark)
    }
    for counted in context.countedScreens {
      let id = counted.path.joined()
      guard !known.contains(id) else { continue }
      context.error(
        Messages.unknownCountedScreen(id, suggestion: Suggestion.nearest(to: id, in: screenIDs)),
        at: counted.mark)
    }
    for bind in context.binds {
      let name = bind.path.joined(separator: ".")
      switch state.value(at: bind.path) {
      case .text?, .list?:
        continue
      case .mapping?:
        context.error(Messages.bindToMapping(name), at: bind.mark)
      case nil:
        context.error(
          Messages.unknownStateKey(
            name, suggestion: Suggestion.nearest(to: name, in: state.textPaths)),
          at: bind.mark)
      }
    }
  }
}
