/// A folder of screens with what they share: the start screen, the theme and the state.
public struct App: Sendable, Hashable {
  /// The screens, sorted by id.
  public private(set) var screens: [Screen]
  /// The id of the first screen, from `app.yaml`'s `start`.
  public package(set) var start: String?
  /// The theme.
  public package(set) var theme: Theme
  /// The shared state every screen reads and writes (a mapping).
  public package(set) var state: StateValue
  /// The default strings tables, `strings/LANG.yaml`, by locale.
  public package(set) var tables: [String: StringsTable] = [:]
  /// The named strings tables, `strings/TABLE/LANG.yaml`, by name, then by locale.
  public package(set) var namedTables: [String: [String: StringsTable]] = [:]
  /// The variants a plain `snapshot` run verifies beside the default (`app.yaml`'s
  /// `snapshotVariants`).
  public package(set) var snapshotVariants: [SnapshotVariant] = []
  /// The type each scalar state value is written in, by its dotted key path.
  public package(set) var stateTypes: [String: ValueType] = [:]
  /// Plist keys of the bundle's `Root.plist` root the screens do not model (`settings:`).
  public package(set) var settings: [PassthroughKey]?
  /// Whether the screens are a Settings.bundle's (`settingsBundle: true`, which import
  /// writes): drawn in Settings, a multi-value list stays open after a choice.
  public package(set) var settingsBundle = false
  /// The name each state key (dotted) is stored under when it is not its own
  /// (`storedNames:`): a bundle's Key that cannot name a state key, such as `count`.
  public package(set) var storedNames: [String: String] = [:]
  /// Where `app.yaml` was written, when the load kept it (``AppReader/keepsSources``).
  package var written: WrittenSource?
  /// For each state key a picker binds (dotted), the title of each value.
  private let boundTitles: [String: [String: String]]
  /// For each state key a switch binds (dotted), its stored value when on.
  public let switchOnValues: [String: String]

  /// Creates an app; screens are sorted by id.
  package init(
    screens: [Screen], start: String? = nil, theme: Theme = Theme(),
    state: StateValue = .mapping([])
  ) {
    // Screens usually come in file-name order already; sorting them anyway moves every one.
    let inOrder = screens.indices.dropFirst().allSatisfy { screens[$0 - 1].id < screens[$0].id }
    let sorted = inOrder ? screens : screens.sorted { $0.id < $1.id }
    self.screens = sorted
    self.start = start
    self.theme = theme
    self.state = state
    // By index, here and below: a loop over the screens would copy each one.
    var titles: [String: [String: String]] = [:]
    for screen in sorted.indices where !sorted[screen].groups.isEmpty {
      for (index, group) in sorted[screen].groups.enumerated() {
        guard let bind = group.bind else { continue }
        let key = bind.joined(separator: ".")
        for choice in sorted[screen].choices(ofGroup: index) {
          guard let value = choice.value.choiceValue, titles[key]?[value] == nil else { continue }
          titles[key, default: [:]][value] = choice.value.title.literalText
        }
      }
    }
    self.boundTitles = titles
    var on: [String: String] = [:]
    for screen in sorted.indices {
      for section in sorted[screen].sections.indices {
        for row in sorted[screen].sections[section].rows.indices {
          if case .toggle(let toggle) = sorted[screen].sections[section].rows[row].kind {
            on[toggle.key.joined(separator: ".")] = toggle.onValue
          }
        }
      }
    }
    self.switchOnValues = on
  }

  /// The title of each value a screen's bound pickers offer, by dotted key, in order: what
  /// the app derives from it in `boundTitles` (as `init` does, screen by screen).
  private static func boundTitles(of screen: Screen) -> [(String, String, String)] {
    var found: [(String, String, String)] = []
    for (index, group) in screen.groups.enumerated() {
      guard let bind = group.bind else { continue }
      let key = bind.joined(separator: ".")
      for choice in screen.choices(ofGroup: index) {
        guard let value = choice.value.choiceValue else { continue }
        found.append((key, value, choice.value.title.literalText))
      }
    }
    return found
  }

  /// The stored value when on of each switch of a screen, by dotted key, in order: what
  /// the app derives from it in `switchOnValues` (as `init` does, screen by screen).
  private static func switchOnValues(of screen: Screen) -> [(String, String)] {
    var found: [(String, String)] = []
    for section in screen.sections.indices {
      for row in screen.sections[section].rows.indices {
        if case .toggle(let toggle) = screen.sections[section].rows[row].kind {
          found.append((toggle.key.joined(separator: "."), toggle.onValue))
        }
      }
    }
    return found
  }

  /// Replaces the screen with `screen`'s id by `screen`, when the app derives the same
  /// from both (their switches' values when on, their bound pickers' titles): the app is
  /// then the one made with the new screen, without going over every screen again. Returns
  /// whether it did.
  package mutating func replaceScreen(with screen: Screen) -> Bool {
    guard
      let index = SortedIDs.firstIndex(
        of: screen.id, count: screens.count, idAt: { screens[$0].id }),
      Self.switchOnValues(of: screens[index]).elementsEqual(
        Self.switchOnValues(of: screen), by: ==),
      Self.boundTitles(of: screens[index]).elementsEqual(Self.boundTitles(of: screen), by: ==)
    else { return false }
    screens[index] = screen
    return true
  }

  /// A state value as text: where a picker binds the key, the chosen choice's title (a
  /// list's chosen choices' titles, joined with ", "), else the value as stored; a mapping
  /// is empty.
  package func displayText(of value: StateValue?, at path: [String]) -> String {
    switch value {
    case .text(let text)?: return boundTitles[path.joined(separator: ".")]?[text] ?? text
    case .list(let items)?:
      let titles = boundTitles[path.joined(separator: ".")]
      return items.compactMap { item -> String? in
        guard case .text(let text) = item else { return nil }
        return titles?[text] ?? text
      }.joined(separator: ", ")
    default: return ""
    }
  }

  /// The screen with an id, if any.
  public func screen(_ id: String) -> Screen? {
    // The screens are sorted by id: no table of every id is built, which a folder of
    // thousands of screens would pay for on load.
    SortedIDs.firstIndex(of: id, count: screens.count) { screens[$0].id }.map { screens[$0] }
  }

  /// The screen shown first: `start`, else the only screen.
  public var startScreen: Screen? {
    if let start { return screen(start) }
    return screens.count == 1 ? screens.first : nil
  }

  /// The selection style a screen draws with: its own, the theme's, else blue.
  package func selectionStyle(of screen: Screen) -> SelectionStyle {
    screen.selectionStyle ?? theme.selectionStyle ?? .blue
  }
}
