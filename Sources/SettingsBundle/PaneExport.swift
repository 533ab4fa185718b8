import PropertyList
import ScreenModel

/// The inverse of ``PaneImport``: a pane screen's sections, their rows already specifiers
/// (``AppPanes``), back to the specifiers of one plist.
///
/// - The first section, when it has neither header, footer nor device, holds the
///   specifiers before the first group; every other section is a `PSGroupSpecifier`.
/// - An inline choice group is a `PSRadioGroupSpecifier`; a headerless section right after
///   it holds the rows Settings draws below its choices, and its footer is the radio group's.
/// - A row that pushes a picker is a `PSMultiValueSpecifier`; one that pushes a pane, a
///   `PSChildPaneSpecifier` whose `File` is that pane's plist.
package enum PaneExport {
  /// A row's specifier, with the device and host the row shows on (a plist of its own
  /// says them; else the device is the specifier's idioms).
  struct Row {
    /// The specifier, without idioms.
    var specifier: Specifier
    /// The device it shows on, if only one.
    var device: DeviceLimit?
    /// The host it shows in, if only one.
    var host: Host?
    /// The screen it pushes, if it is a push.
    var push: String?
  }

  /// A section as the specifiers that start it and its rows.
  struct Section {
    /// The header (`Title`) and footer (`FooterText`).
    var header: String?, footer: String?
    /// The device and host it shows on, if only one.
    var device: DeviceLimit?, host: Host?
    /// Its group's kept keys (`settings:`).
    var settings: [PlistEntry] = []
    /// Whether a group starts it though it has nothing else to write.
    var groupSpecifier = false
    /// What it holds.
    var content: Content

    /// A section's content.
    enum Content {
      /// Rows.
      case rows([Row])
      /// An inline choice group: its `PSRadioGroupSpecifier`, without footer and idioms.
      case radio(Specifier)
      /// An IASK list group: its `IASKListGroupSpecifier`, without footer and idioms.
      case list(Specifier)
    }

    /// Whether it starts no group of its own: nothing but rows to write.
    var isBare: Bool { header == nil && device == nil && settings.isEmpty && !groupSpecifier }
  }

  /// The specifiers of a pane's sections.
  static func specifiers(_ sections: [Section]) -> [Specifier] {
    var out: [Specifier] = []
    var radioIndex: Int?
    /// Whether the section before was a list group: a headerless section right after it
    /// holds the rows below the list, with no group of their own.
    var listed = false
    for (index, section) in sections.enumerated() {
      switch section.content {
      case .radio(var radio), .list(var radio):
        radio.footer = section.footer
        radio.idioms = idioms(section.device)
        out.append(radio)
        if case .list = section.content {
          radioIndex = nil
          listed = true
        } else {
          radioIndex = out.count - 1
        }
      case .rows(let rows):
        // Import puts a radio group's footer after the rows below it, so a radio group's
        // section with a footer of its own is followed by a group, not by those rows.
        let continues = section.isBare && radioIndex.map { out[$0].footer == nil } == true
        let afterList = listed && section.isBare && section.footer == nil
        if continues, let radio = radioIndex {
          if let footer = section.footer { out[radio].footer = footer }
        } else if !afterList, index > 0 || !section.isBare || section.footer != nil {
          var group = Specifier(.group, title: section.header)
          group.footer = section.footer
          group.idioms = idioms(section.device)
          group.extra = section.settings
          out.append(group)
        }
        radioIndex = nil
        listed = false
        out += rows.map { row in
          var specifier = row.specifier
          specifier.idioms = idioms(row.device)
          return specifier
        }
      }
    }
    return out
  }

  static func idioms(_ device: DeviceLimit?) -> [String]? {
    device?.idiom.map { [$0] }
  }

  /// The screens' keyboard word as a `KeyboardType`.
  static func keyboardType(_ word: String) -> String {
    switch word {
    case "default": "Alphabet"
    case "url": "URL"
    default: word.prefix(1).uppercased() + word.dropFirst()
    }
  }
}
