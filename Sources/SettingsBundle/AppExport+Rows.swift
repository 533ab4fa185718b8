import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

extension AppExport {
  /// A section's rows, each with the node it was written as.
  mutating func rows(_ rows: [Row], nodes: [Node]) {
    for (row, node) in zip(rows, nodes) { self.row(row, node: node) }
  }

  mutating func row(_ row: Row, node: Node) {
    guard let pairs = node.mapping else {
      error(ExportMessages.plainRow, at: node.mark)
      return text(row.title, key: "title", at: node)
    }
    var allowed = true
    var kept = false
    // What was told before the row's keys: a key refused (a stepper) is the row's one error.
    let told = problems.count
    for pair in pairs {
      let key = pair.key.scalar?.text ?? ""
      switch key {
      case "title": text(row.title, key: key, at: pair.value)
      case "subtitle":
        if iask {
          text(row.subtitle, key: key, at: pair.value)
        } else {
          error(ExportMessages.iaskOnly(key), at: pair.key.mark)
        }
      case "keyboard": keyboard(row.kind, at: pair.value)
      case "placeholder":
        if !iask { error(ExportMessages.iaskOnly(key), at: pair.key.mark) }
      case "detail":
        if AppPanes.detailKey(row.detail) == nil {
          error(ExportMessages.detail, at: pair.value.mark)
        }
      case "button", "url":
        if !iask {
          error(ExportMessages.iaskOnly(key), at: pair.key.mark)
          allowed = false
        }
      case "sets", "role", "confirm": error(ExportMessages.buttonAction, at: pair.key.mark)
      case "visibleIf": limits(row.visibleIf, at: pair.value)
      case "settings": kept = !(row.settings ?? []).isEmpty
      case "writesDefault": break
      case "pickerStyle":
        if row.pickerStyle == .segmented { error(ExportMessages.segmented, at: pair.value.mark) }
      case "accessibilityLabel" where row.isUntitledSlider:
        // What `check` asks of a slider without a title (Settings' sliders have none):
        // Settings reads it the same with or without, so export does not warn of it.
        break
      default:
        // What the field table's export column says Settings or IASK holds is taken from
        // the typed row (IASK's own kinds refused without --iask at their kind key below).
        switch FieldTable.settingsHold(ofRowKey: key) {
        case .settings?, .iask?: break
        case .someValues?, .neither?, nil: unsupported(pair.key)
        }
      }
    }
    let held = allowed && holds(row, node: node)
    if case .slider = row.kind, held, let title = SourceTree.key("title", in: node) {
      error(ExportMessages.sliderTitle, at: title.mark)
    }
    // A row refused already (an InAppSettingsKit element without --iask, a stepper, a
    // key Settings has no element for) is told once.
    // A plain row with kept keys is the specifier they spell (import keeps a specifier the
    // screens cannot express so, `Type` and all).
    if !held, allowed, problems.count == told, !kept {
      error(ExportMessages.plainRow, at: node.mark)
    }
  }

  /// Keyboards Settings or InAppSettingsKit offer.
  mutating func keyboard(_ kind: RowKind, at node: Node) {
    guard case .textField(let field) = kind else { return }
    let word = field.keyboard.rawValue
    if ["decimalPad", "phonePad", "asciiCapable"].contains(word), !iask {
      error(ExportMessages.iaskOnly("keyboard: \(word)"), at: node.mark)
    }
    // UIKit keyboards that neither Settings nor InAppSettingsKit offers.
    if ["twitter", "webSearch", "namePhonePad", "asciiCapableNumberPad"].contains(word) {
      error(ExportMessages.noElement("keyboard: \(word)"), at: node.mark)
    }
  }
}

extension Row {
  /// Whether the row is a slider without a title, as Settings' are.
  fileprivate var isUntitledSlider: Bool {
    if case .slider = kind { return title.isEmpty }
    return false
  }
}
