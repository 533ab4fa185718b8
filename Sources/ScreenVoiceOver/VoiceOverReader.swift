import ScreenBehavior
import ScreenRendering

/// What VoiceOver reads of a screen, in reading order: top to bottom, and within a line
/// leading to trailing (so the same order in a right-to-left locale, whose leading side is
/// on the right). Hidden rows are not in the view, so they are not read; while an action
/// sheet is open only the sheet is read.
package enum VoiceOverReader {
  /// The elements of a view, each tied to its lines in the text drawing `spans` describe
  /// (``Renderer/lineSpans(_:options:)`` at the same width).
  package static func elements(
    of view: ScreenView, spans: [DrawnElement: ClosedRange<Int>]
  ) -> [VoiceOverElement] {
    if let sheet = view.sheet { return sheetElements(sheet, view: view, spans: spans) }
    var out: [VoiceOverElement] = []
    func add(_ description: String, _ part: DrawnElement, hint: String? = nil) {
      out.append(VoiceOverElement(description: description, hint: hint, lines: spans[part]))
    }
    if let back = view.backTitle {
      add(VoiceOverElement.describing(label: back, traits: [Traits.backButton]), .navigationBar)
    }
    add(VoiceOverElement.describing(label: view.title, traits: [Traits.heading]), .navigationBar)
    if let button = view.editButton {
      let label = button == .edit ? view.texts.edit : view.texts.done
      add(VoiceOverElement.describing(label: label, traits: [Traits.button]), .navigationBar)
    }
    if let search = view.search {
      add(
        VoiceOverElement.describing(
          label: search.prompt, value: search.text, traits: [Traits.searchField]), .search)
    }
    if let prompt = view.prompt { add(prompt, .prompt) }
    if let body = view.body { add(body, .body) }
    for (index, section) in view.sections.enumerated() {
      if let header = section.header {
        add(
          VoiceOverElement.describing(
            label: section.accessibilityLabel ?? header, traits: [Traits.heading]),
          .header(section: index))
      }
      for (position, row) in section.rows.enumerated() {
        let part = DrawnElement.row(section: index, row: position)
        out += rowElements(row, view: view, lines: spans[part])
      }
      if let footer = section.footer { add(footer, .sectionFooter(section: index)) }
    }
    if let empty = view.emptyText { add(empty, .empty) }
    if let footer = view.footer { add(footer, .footer) }
    if let notice = view.notice { add(notice, .notice) }
    return out
  }

  /// A row: its controls' elements (a delete control, the row, its segments, a revealed
  /// Delete button, a reorder grip), in the order they sit on the line.
  static func rowElements(_ row: RowView, view: ScreenView, lines: ClosedRange<Int>?)
    -> [VoiceOverElement]
  {
    var out: [VoiceOverElement] = []
    func button(_ label: String) -> VoiceOverElement {
      VoiceOverElement(
        description: VoiceOverElement.describing(label: label, traits: [Traits.button]),
        lines: lines)
    }
    if row.deleteControl { out.append(button(view.texts.delete)) }
    var label = row.accessibilityLabel ?? (row.subtitle.map { row.title + ", " + $0 } ?? row.title)
    var values = [row.detail, row.badge].compactMap { $0 }.filter { !$0.isEmpty }
    var traits: [String] = []
    var hint: String?
    var selected = row.accessory == .checkmark
    var segments: [VoiceOverElement] = []
    if row.disabled { traits.append(Traits.dimmed) }
    switch row.control {
    case .toggle(let on)?:
      traits += [Traits.switchButton, on ? Traits.on : Traits.off]
      hint = Traits.toggleHint
    case .textField(let text, let placeholder, let secure)?:
      if !secure, let shown = text ?? placeholder { values.insert(shown, at: 0) }
      traits.append(secure ? Traits.secureTextField : Traits.textField)
      hint = Traits.textFieldHint
    case .textView(let text, let placeholder)?:
      // As IASK's cell, which draws no title: the text view is read by its text (or its
      // placeholder), the title only when it is empty too.
      if row.accessibilityLabel == nil, let shown = text ?? placeholder { label = shown }
      traits.append(Traits.textField)
      hint = Traits.textFieldHint
    case .slider(_, let value, _, _)?, .stepper(let value, _, _)?:
      values.insert(value, at: 0)
      traits.append(Traits.adjustable)
      hint = Traits.adjustableHint
    case .button?:
      traits.append(Traits.button)
    case .datePicker(let value, let opened)?:
      // The row is a button showing its date; the open picker an element of its own.
      if let value { values.insert(value, at: 0) }
      traits.append(Traits.button)
      if let opened { segments.append(openPicker(row, value, opened, lines: lines)) }
    case .custom(let name, _)?:
      // The app's own view: read by its title, with its name for the placeholder.
      values.insert(name, at: 0)
    case .link(let host, _)?:
      // As iOS reads a link: where it goes, by its host.
      if let host { values.insert(host, at: 0) }
      traits.append(Traits.link)
    case .segments(let titles, let chosen)?:
      selected = false
      segments = titles.enumerated().map { index, title in
        VoiceOverElement(
          description: VoiceOverElement.describing(
            label: title, selected: index == chosen,
            traits: row.disabled ? [Traits.dimmed, Traits.button] : [Traits.button]),
          lines: lines)
      }
    case nil:
      if row.opens || row.isLoadMore || row.isInsert { traits.append(Traits.button) }
    }
    if row.deletable && !row.isLoadMore && !row.isInsert { traits.append(Traits.actionsAvailable) }
    if let custom = row.accessibilityHint { hint = custom }
    out.append(
      VoiceOverElement(
        description: VoiceOverElement.describing(
          label: label, value: values.isEmpty ? nil : values.joined(separator: ", "),
          selected: selected, unread: row.unread, traits: traits),
        hint: hint, lines: lines))
    out += segments
    if row.showsDelete { out.append(button(view.texts.delete)) }
    if row.grip { out.append(button(Traits.reorder)) }
    return out
  }

  /// An open date picker, adjustable, read by its wheel's columns (a calendar by the date
  /// chosen).
  static func openPicker(
    _ row: RowView, _ value: String?, _ opened: [String], lines: ClosedRange<Int>?
  ) -> VoiceOverElement {
    let wheel = opened.count == 1 ? opened[0] : (value ?? "")
    return VoiceOverElement(
      description: VoiceOverElement.describing(
        label: row.title, value: wheel.isEmpty ? nil : wheel, traits: [Traits.adjustable]),
      hint: Traits.adjustableHint, lines: lines)
  }

  /// An open action sheet is modal: its title and message as text, then its two buttons.
  static func sheetElements(
    _ sheet: SheetView, view: ScreenView, spans: [DrawnElement: ClosedRange<Int>]
  ) -> [VoiceOverElement] {
    var out: [VoiceOverElement] = []
    if let title = sheet.title {
      out.append(VoiceOverElement(description: title, lines: spans[.sheetTitle]))
    }
    if let message = sheet.message {
      out.append(VoiceOverElement(description: message, lines: spans[.sheetMessage]))
    }
    out.append(
      VoiceOverElement(
        description: VoiceOverElement.describing(label: sheet.button, traits: [Traits.button]),
        lines: spans[.sheetButton]))
    out.append(
      VoiceOverElement(
        description: VoiceOverElement.describing(
          label: view.texts.cancel, traits: [Traits.button]),
        lines: spans[.sheetCancel]))
    return out
  }
}
