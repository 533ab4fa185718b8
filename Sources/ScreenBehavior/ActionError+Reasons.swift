import Basics
import ScreenModel

/// The behaviour layer's messages, side by side.
enum Reasons {
  /// A scenario that fails, as a diagnostic in its file.
  static func cannotStart(_ error: ActionError) -> Diagnostic.Message {
    Diagnostic.Message(.scenarioCannotStart, "the scenario cannot start: \(error)")
  }
  static func stepFails(_ step: Int, _ error: ActionError) -> Diagnostic.Message {
    Diagnostic.Message(.stepFails, "step \(step) fails: \(error)")
  }
  static func noRow(_ position: Int, count: Int) -> String {
    count == 0
      ? "no row \(position); the screen shows no rows"
      : "no row \(position); positions start at 1, and the screen shows \(Plural.count(count, "row")) (1 to \(count))"
  }
  static func quoteTitle(_ word: String, _ title: String, verb: String) -> String {
    "no row titled '\(word)'; a title with spaces is quoted in '\(verb)': \(verb) \"\(title)\" …"
  }
  static func keyWithoutAt(_ key: String, verb: String, more: Bool) -> String {
    "no row titled '\(key)'; a row bound to the state key '\(key)' is named with '@': \(verb) @\(key)"
      + (more ? " …" : "")
  }
  /// No row has the title: the nearest title (one within a few edits, or one that holds the
  /// word or a near spelling of it, as 'Allow Notifications' holds 'notifcations'), else the
  /// titles shown.
  static func noTitle(_ title: String, titles: [String]) -> String {
    let lowered = title.lowercased()
    let near =
      Suggestion.nearest(to: title, in: titles)
      ?? (title.count >= 3 ? titles.first { $0.lowercased().contains(lowered) } : nil)
      ?? titles.first { candidate in
        title.count >= 4 && !title.contains(" ")
          && candidate.split(separator: " ").count > 1
          && Suggestion.nearest(to: title, in: candidate.split(separator: " ").map(String.init))
            != nil
      }
    if let near { return "no row titled '\(title)'" + Suggestion.didYouMean(near) }
    let distinct = titles.reduce(into: [String]()) {
      if !$1.isEmpty, !$0.contains($1) { $0.append($1) }
    }
    guard !distinct.isEmpty else { return "no row titled '\(title)'; the screen shows no rows" }
    let shown = distinct.prefix(maxTitlesListed).map { "'\($0)'" }.joined(separator: ", ")
    let more = distinct.count - maxTitlesListed
    return "no row titled '\(title)'; the screen's rows are " + shown
      + (more > 0 ? " and \(more) more" : "")
  }
  /// How many titles a message lists before it says how many more there are.
  static let maxTitlesListed = 12
  static let noRowsOnDetail = "a detail screen has no rows"
  static let tapWhileEditing = "rows cannot be tapped while editing; leave editing with 'done'"
  static func notDeletable(_ title: String) -> String { "row '\(title)' is not deletable" }
  static func loadMoreNotDeletable(_ title: String) -> String {
    "the '\(title)' row cannot be deleted"
  }
  static let noPaging = "the screen has no paging"
  static let nameScreenInScenario = "name the first screen with 'screen:'"
  static let nothingToLoad = "nothing more to load"
  static let firstScreen = "already on the first screen"
  static let nothingToEdit = "the screen has no deletable rows"
  static let alreadyEditing = "already editing"
  static let notEditing = "not editing"
  static func noScreen(_ id: String, known: [String]) -> String {
    // A near id is named alone; a list of every screen hides it in a large app.
    if let near = Suggestion.nearest(to: id, in: known) {
      return "no screen '\(id)'" + Suggestion.didYouMean(near)
    }
    return "no screen '\(id)'; the app's screens are "
      + known.map { "'\($0)'" }.joined(separator: ", ")
  }
  static func noStartScreen(_ count: Int) -> String {
    count == 0
      ? "the app has no screens"
      : "the app has \(count) screens and no 'start' in app.yaml"
  }
  /// How a control that is not tapped is used instead.
  enum ControlUse { case typed, slid, stepped, onlyShown }
  static func tapOnControl(_ kind: RowKind, title: String, _ use: ControlUse) -> String {
    let name = title.isEmpty ? "" : " '\(title)'"
    switch use {
    case .typed: return "\(kind.noun)\(name) is not tapped; use 'type ROW TEXT' or 'clear ROW'"
    case .slid: return "\(kind.noun)\(name) is not tapped; use 'slide ROW VALUE'"
    case .stepped:
      return "\(kind.noun)\(name) is not tapped; use 'increment ROW' or 'decrement ROW'"
    case .onlyShown: return "\(kind.noun)\(name) only shows a value; it is not tapped"
    }
  }
  static func opensLink(_ link: String) -> String { "opens \(link)" }
  static func noRowForKey(_ key: String, suggestion: String?) -> String {
    "no visible row is bound to '\(key)'" + Suggestion.didYouMean(suggestion)
  }
  static func severalRows(_ what: String, _ positions: [Int]) -> String {
    "\(positions.count) visible rows are \(what), at positions "
      + positions.map(String.init).joined(separator: ", ") + "; name one by its position"
  }
  static func wrongControl(_ verb: String, expected: String, found: RowKind, title: String)
    -> String
  {
    let name = title.isEmpty ? "the row" : "'\(title)'"
    return "'\(verb)' works on \(expected); \(name) is \(found.noun)"
  }
  static func sheetOpen(_ button: String) -> String {
    "an action sheet is open; tap '\(button)' (1) or 'Cancel' (2)"
  }
  static func noSheetButton(_ name: String, _ button: String) -> String {
    "the action sheet has no button '\(name)'; its buttons are '\(button)' (1) and 'Cancel' (2)"
  }
  static func notANumber(_ text: String) -> String { "'\(text)' is not a number" }
  static func atLimit(_ verb: String, _ limit: String) -> String {
    verb == "increment" ? "already at the maximum, \(limit)" : "already at the minimum, \(limit)"
  }
  static let cannotAdd = "the screen has no insert row ('addRow' on a list drawn from state)"
  static let addNeedsEditing = "rows are added in editing mode; 'edit' first"
  static let addNeedsText = "'add' needs the text of the new item"
  static let notReorderable = "the screen's rows cannot be moved ('reorderable: true')"
  static let moveNeedsEditing = "rows are moved in editing mode; 'edit' first"
  static let notAListRow = "only rows drawn from state ('rowsFrom') can be moved"
  static func noListPosition(_ position: Int, count: Int) -> String {
    "no position \(position) in the list; positions start at 1, and the list has \(Plural.count(count, "item"))"
  }
  static let searching = "a search is active; clear it first with 'search \"\"'"
  static let notSearchable = "the screen has no search field ('searchable: true')"
  static func hidden(_ title: String, _ condition: String) -> String {
    "row '\(title)' is hidden: it is shown only when \(condition)"
  }
  static func disabled(_ condition: String) -> String {
    "the row is disabled: it needs \(condition)"
  }
  static func atMinimumChosen(_ low: Int) -> String {
    "at least \(low) must stay chosen"
  }
  static func atMaximumChosen(_ high: Int) -> String {
    "at most \(high) can be chosen; uncheck one first"
  }
  static func overrideUnknownKey(_ name: String, suggestion: String?) -> String {
    "the scenario's state sets '\(name)', which is not a state key in app.yaml"
      + Suggestion.didYouMean(suggestion)
  }
  static func overrideOfMapping(_ name: String) -> String {
    "'\(name)' holds a mapping in app.yaml; set its keys (\(name): {KEY: VALUE})"
  }
  static func overrideKind(_ name: String, list: Bool) -> String {
    list
      ? "'\(name)' holds a list in app.yaml, so the scenario's value must be a list"
      : "'\(name)' holds one value in app.yaml, so the scenario's value must be one value"
  }
  static func overrideValue(_ name: String, _ why: String) -> String {
    "the scenario's state sets '\(name)' to a value its control cannot hold: \(why)"
  }
  static func tapOnSegments(_ title: String) -> String {
    "'\(title)' shows its choices as segments; use 'select ROW CHOICE'"
  }
  static func noSegment(_ choice: String, _ titles: [String]) -> String {
    "no choice '\(choice)'; the segments are "
      + titles.enumerated().map { "'\($1)' (\($0 + 1))" }.joined(separator: ", ")
  }
  static func notSegmented(_ title: String) -> String {
    "'select' works on a row with 'pickerStyle: segmented'; '\(title)' is not one"
  }
}
