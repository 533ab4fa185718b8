import Basics
import ScreenModel

/// A bundle's Keys that cannot be a state key's name as written (`count` and `unread`, the
/// built-in counts; `a..b`, `.a` and `a.`, whose dots leave a part empty; one holding a tab
/// or another hidden character): import binds each to a state key of its own making and
/// keeps the Key in `app.yaml`'s `storedNames`, so the app Settings stores the value under
/// is never renamed; export writes the Key back.
///
/// ```yaml
/// state:
///   countSetting: true
/// storedNames:
///   countSetting: count
/// ```
enum StoredNames {
  /// Whether `key` can name a state key (a dotted path) as written. An empty Key is a
  /// keyless control's, an error of its own.
  static func canNameState(_ key: String) -> Bool {
    guard !key.isEmpty else { return true }
    let parts = key.split(separator: ".", omittingEmptySubsequences: false)
    if parts.contains(where: \.isEmpty) { return false }
    if let first = parts.first, first == "count" || first == "unread" { return false }
    return VisibleText.firstHidden(in: key) == nil
  }

  /// The state key import makes for `key`: each hidden character and, when a dot leaves a
  /// part empty, each dot becomes `_`; a name of a built-in count gets `Setting` after it;
  /// then a number, until no key of `taken` has it.
  static func stateKey(for key: String, taken: Set<String>) -> String {
    let dots = key.split(separator: ".", omittingEmptySubsequences: false).contains(
      where: \.isEmpty)
    var name = ""
    for character in key {
      if character == ".", dots {
        name += "_"
      } else if VisibleText.firstHidden(in: String(character)) != nil {
        name += "_"
      } else {
        name.append(character)
      }
    }
    let first = name.split(separator: ".").first.map(String.init) ?? name
    if first == "count" || first == "unread" {
      name = first + "Setting" + name.dropFirst(first.count)
    }
    var candidate = name
    var counter = 1
    while taken.contains(candidate) {
      counter += 1
      candidate = name + "\(counter)"
    }
    return candidate
  }

  /// Binds every specifier whose Key cannot name a state key to a state key made for it,
  /// in every plist of every pane; gives each such state key with its Key, in the order
  /// first met.
  static func bind(_ panes: inout [BundleWalk.Found]) -> [StoredName] {
    var taken = Set<String>()
    for found in panes {
      for specifier in found.phone.specifiers + (found.pad?.specifiers ?? [])
        + (found.inApp?.specifiers ?? [])
      {
        if let key = specifier.key { taken.insert(key) }
      }
    }
    var made: [String: String] = [:]
    var order: [StoredName] = []
    func rename(_ pane: inout SettingsPane) {
      for index in pane.specifiers.indices {
        guard let key = pane.specifiers[index].key, !canNameState(key) else { continue }
        if made[key] == nil {
          let name = stateKey(for: key, taken: taken)
          taken.insert(name)
          made[key] = name
          order.append(StoredName(stateKey: name, stored: key))
        }
        pane.specifiers[index].key = made[key]
      }
    }
    for index in panes.indices {
      rename(&panes[index].phone)
      if var pad = panes[index].pad {
        rename(&pad)
        panes[index].pad = pad
      }
      if var inApp = panes[index].inApp {
        rename(&inApp)
        panes[index].inApp = inApp
      }
    }
    return order
  }

  /// The panes with each specifier bound to a state key of `names` given the Key stored.
  static func restore(_ panes: [SettingsPane], _ names: [String: String]) -> [SettingsPane] {
    guard !names.isEmpty else { return panes }
    var panes = panes
    for p in panes.indices {
      for s in panes[p].specifiers.indices {
        if let key = panes[p].specifiers[s].key, let stored = names[key] {
          panes[p].specifiers[s].key = stored
        }
      }
    }
    return panes
  }
}

/// A state key and the name Settings stores its value under (`storedNames: {KEY: NAME}`).
package struct StoredName: Sendable, Equatable {
  /// The state key (dotted).
  package var stateKey: String
  /// The bundle's Key.
  package var stored: String
}
