import Basics

/// The export messages, side by side.
enum ExportMessages {
  static func noElement(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notExportable, "Settings has no element for '\(key)'; a Settings.bundle cannot hold it")
  }
  static func iaskOnly(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .needsIask, "'\(key)' is an InAppSettingsKit element; export with --iask to write it")
  }
  static func plural(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notExportable,
      "'\(key)' is a plural text; Settings shows one text whatever the number, so a Settings.bundle cannot hold it"
    )
  }
  static func interpolation(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notExportable, "'\(key)' interpolates state; Settings shows texts as written")
  }
  static let detail = Diagnostic.Message(
    .notExportable, "a detail in Settings is one state key shown as it is stored: '{key}'")
  static let sliderTitle = Diagnostic.Message(
    .notExportable,
    "Settings draws a slider without a title; remove 'title' (a group's header above it can name it)"
  )
  static func listOnScreen(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notExportable,
      "a screen's '\(key)' has no place in a Settings.bundle; with --iask a section's list is an IASK list group: move 'rowsFrom' (with 'addRow' and 'deletable') into a section of 'sections'"
    )
  }
  static func condition(_ found: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notExportable,
      "Settings can only limit a row or group to a device ({device: phone} or {device: pad}) or a host ({host: app}, with the pane's NAME.inApp.plist in 'plists'); found \(found)"
    )
  }
  static func voiceOverOnly(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notExported,
      "Settings has no '\(key)': what VoiceOver reads is not written to the bundle (it stays in the screens)"
    )
  }
  static func hostWithoutInApp(_ pane: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .needsInAppPlist,
      "Settings has no host of its own: a row or group limited to one goes into \(pane).plist or IASK's \(pane).inApp.plist, so add 'plists: [\(pane).plist, \(pane).inApp.plist]' to the screen"
    )
  }
  static func plistOfAnotherName(_ name: String, pane: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .invalidPlistName,
      "'\(name)' is not a plist of this pane: export writes it as '\(pane).plist', so its plists are named '\(pane)' too"
    )
  }
  static func listItemsNotWritten(_ key: String, count: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .notExported,
      "state key '\(key)' starts with \(count == 1 ? "1 item" : "\(count) items"), which the bundle cannot hold: an IASK list group's items are the ones the app stores, so an import of the bundle starts it empty"
    )
  }
  static func listState(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .notExportable, "state key '\(key)' holds a list; Settings stores one value per key")
  }
  static let plainRow = Diagnostic.Message(
    .notExportable,
    "Settings has no element for a row that only shows a title; give it a control, a push or a detail '{key}'"
  )
  static func noStart(_ count: Int) -> Diagnostic.Message {
    Diagnostic.Message(
      .noStart,
      "app.yaml names no 'start' and the app has \(count) screens: name the screen that becomes Root.plist"
    )
  }
  static let multipleSelection = Diagnostic.Message(
    .notExportable, "Settings has no element for multiple selection")
  static let segmented = Diagnostic.Message(.notExportable, "Settings has no segmented picker")
  static func notPicker(_ id: String) -> Diagnostic.Message {
    Diagnostic.Message(.unknownScreen, "'\(id)' is not a screen of the app")
  }
  static let buttonAction = Diagnostic.Message(
    .notExportable,
    "an InAppSettingsKit button only reports its tap; 'sets', 'role' and 'confirm' cannot be written"
  )
  static let unboundPicker = Diagnostic.Message(
    .notExportable,
    "a Settings picker stores its choice under a key: give the picker a 'bind'")
  static func keptKeyWritten(_ key: String) -> Diagnostic.Message {
    Diagnostic.Message(
      .duplicateSetting,
      "'\(key)' is written from the screens themselves; a plist holds it once: remove it from 'settings'"
    )
  }
  static let pickerInSections = Diagnostic.Message(
    .notExportable, "a Settings picker is one list of choices, not sections")
}
