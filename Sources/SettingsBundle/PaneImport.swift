import Basics
import PropertyList
import ScreenModel

/// The mapping of one pane's specifiers to a screen's sections (the table "What maps to
/// what" of Docs/SettingsBundle.md): a pure function of the pane, the ids chosen for its pickers and child panes,
/// and nothing else. Its inverse is ``PaneExport``.
///
/// - A `PSGroupSpecifier` starts a section (`Title` → header, `FooterText` → footer); the
///   specifiers before the first group form a first section with neither.
/// - A `PSRadioGroupSpecifier` is an inline choice group; the rows after it, up to the next
///   group, form a section without a header, and its footer comes after them.
/// - A `PSMultiValueSpecifier` is a row that pushes a picker screen.
package struct PaneImport: Sendable {
  /// The sections, in Settings' order.
  package var sections: [PaneSection] = []
  /// The picker screens the pane's multi-value specifiers push, in order.
  package var pickers: [Screen] = []
  /// What the screens cannot express, as warnings at its place.
  package var problems: [PropertyList.Problem] = []

  /// Maps a pane. `pickerID` names the picker of a multi-value specifier (by its index in
  /// the pane; given the picker, its id empty), `childID` the screen of a child pane's `File` (nil when it has none: a plist
  /// Settings cannot read or find).
  ///
  /// `ownDefault` says of a specifier whether its `DefaultValue` is not the one the app's
  /// state holds for its key (a second specifier of the key with another default): its row
  /// keeps it in `settings:`, so that export writes each specifier's own.
  package static func map(
    _ pane: SettingsPane, pickerID: (Int, Specifier, Screen) -> String,
    childID: (String) -> String?,
    ownDefault: (Specifier) -> Bool = { _ in false }
  ) -> PaneImport {
    var result = PaneImport()
    var current: PaneSection?
    /// A radio group's footer, waiting for the rows after it.
    var pendingFooter: String?
    /// Ends the current section; a radio group's waiting footer goes on the rows drawn
    /// below it, else (no rows followed) on the radio group itself.
    func close() {
      if let section = current { result.sections.append(section) }
      current = nil
      if let footer = pendingFooter, !result.sections.isEmpty {
        result.sections[result.sections.count - 1].section.footer = literal(footer)
      }
      pendingFooter = nil
    }
    for (index, specifier) in pane.specifiers.enumerated() {
      let device = result.device(of: specifier)
      switch specifier.kind {
      case .group:
        // A group the screens would hold as no group: the pane's first without a footer,
        // or one right after a radio group without a footer (it would read as the rows
        // below the radio group). `groupSpecifier: true` keeps it.
        var bare = current == nil && result.sections.isEmpty && specifier.footer == nil
        // …or right after a list group, whose rows would read as the rows below it.
        if current == nil, pendingFooter == nil, let last = result.sections.last,
          last.choices != nil || last.isList
        {
          bare = true
        }
        close()
        var section = Section(
          header: specifier.title.map(literal), footer: specifier.footer.map(literal), rows: [])
        if let device { section.shownOn.device = device }
        section.settings = passthrough(specifier.extra)
        section.groupSpecifier =
          bare && specifier.title == nil && device == nil && specifier.extra.isEmpty
        current = PaneSection(section)
      case .radioGroup:
        close()
        result.sections.append(Self.radioSection(specifier, device: device))
        pendingFooter = specifier.footer
      case .listGroup:
        close()
        result.sections.append(Self.listSection(specifier, device: device))
      default:
        if var row = result.row(for: specifier, at: index, pickerID: pickerID, childID: childID) {
          // A keyless control's default is in no state key: the row keeps it.
          let keyless = specifier.key == nil && specifier.kind.storesValue
          if ownDefault(specifier) || keyless, let value = specifier.defaultValue,
            !(row.settings ?? []).contains(where: { $0.key == "DefaultValue" })
          {
            row.settings =
              (row.settings ?? [])
              + keys([PlistEntry(key: "DefaultValue", value: value.plistNode)])
          }
          if let device { row.shownOn.device = device }
          if current == nil { current = PaneSection(Section(rows: [])) }
          current?.section.rows.append(row)
        }
      }
    }
    close()
    return result
  }

  /// The section of a radio group: its choices, under its title.
  static func radioSection(_ specifier: Specifier, device: ShownOn.Device?) -> PaneSection {
    var section = Section(header: specifier.title.map(literal), rows: choices(of: specifier))
    if let device { section.shownOn.device = device }
    section.settings = passthrough(specifier.extra)
    // Without a Key (an error already) it is bound to '', so `check` reports it too.
    var group = ChoiceGroup(sections: [], bind: path(specifier.key ?? ""))
    group.sortedByTitle = specifier.sortedByTitle
    return PaneSection(section, choices: group)
  }

  /// The device of `SupportedUserInterfaceIdioms`: one of `Phone` and `Pad`, else nil.
  mutating func device(of specifier: Specifier) -> ShownOn.Device? {
    guard let idioms = specifier.idioms else { return nil }
    let phone = idioms.contains("Phone")
    let pad = idioms.contains("Pad")
    let others = idioms.filter { $0 != "Phone" && $0 != "Pad" }
    if !others.isEmpty {
      problems.append(
        .init(
          .warning, BundleMessages.notExpressed("idiom '\(others[0])'"),
          at: specifier.location(of: "SupportedUserInterfaceIdioms")))
    }
    if phone && !pad { return .phone }
    if pad && !phone { return .pad }
    return nil
  }

  /// `KeyboardType` in the screens' words.
  static func keyboard(_ type: String) -> String {
    switch type {
    case "Alphabet": "default"
    case "URL": "url"
    default: type.prefix(1).lowercased() + type.dropFirst()
    }
  }

  /// `AutocapitalizationType` in the screens' words.
  static func autocapitalization(_ type: String) -> String {
    type.prefix(1).lowercased() + type.dropFirst()
  }
}

/// A section of an imported pane, and the radio group it is, if one: what a pane's plists
/// are merged by (``DeviceMerge``) before its screen numbers its choice groups.
package struct PaneSection: Sendable, Equatable {
  /// The section.
  package var section: Section
  /// The inline choice group a radio group is (its `sections` set when the screen is made).
  package var choices: ChoiceGroup?

  /// A section, a radio group's when `choices` is its group.
  init(_ section: Section, choices: ChoiceGroup? = nil) {
    self.section = section
    self.choices = choices
  }

  /// Whether it is an IASK list group.
  var isList: Bool { section.rowsFrom != nil }
}
