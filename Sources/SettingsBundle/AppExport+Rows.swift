import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

extension AppExport {
  /// A section's rows, each with the node it was written as.
  mutating func rows(_ rows: [Row], nodes: [Node]) -> [RowDocument] {
    zip(rows, nodes).map { row($0, node: $1) }
  }

  /// Keys a row's kind reads, taken from the typed row below.
  static let kindKeys: Set<String> = [
    "id", "push", "toggle", "trueValue", "falseValue", "textField", "secure", "autocapitalization",
    "autocorrection", "titleValue", "choices", "slider", "minImage", "maxImage", "min", "max",
  ]

  mutating func row(_ row: Row, node: Node) -> RowDocument {
    guard let pairs = node.mapping else {
      error(ExportMessages.plainRow, at: node.mark)
      return RowDocument(title: text(row.title, key: "title", at: node), kind: .plain)
    }
    var document = RowDocument(title: nil, kind: .plain)
    var allowed = true
    // What was told before the row's keys: a key refused (a stepper) is the row's one error.
    let told = problems.count
    for pair in pairs {
      let key = pair.key.scalar?.text ?? ""
      if Self.kindKeys.contains(key) || Self.iaskKindKeys.contains(key) { continue }
      switch key {
      case "title": document.title = text(row.title, key: key, at: pair.value)
      case "subtitle":
        if iask {
          document.subtitle = text(row.subtitle, key: key, at: pair.value)
        } else {
          error(ExportMessages.iaskOnly(key), at: pair.key.mark)
        }
      case "keyboard": keyboard(row.kind, at: pair.value)
      case "placeholder":
        if !iask { error(ExportMessages.iaskOnly(key), at: pair.key.mark) }
      case "detail":
        if Self.detailKey(row.detail) == nil { error(ExportMessages.detail, at: pair.value.mark) }
      case "button", "url":
        if !iask {
          error(ExportMessages.iaskOnly(key), at: pair.key.mark)
          allowed = false
        }
      case "sets", "role", "confirm": error(ExportMessages.buttonAction, at: pair.key.mark)
      case "visibleIf": (document.device, document.host) = limits(row.visibleIf, at: pair.value)
      case "settings": document.settings = kept(row.settings, at: pair.value)
      case "writesDefault": document.writesDefault = row.writesDefault
      case "pickerStyle":
        if row.pickerStyle == .segmented { error(ExportMessages.segmented, at: pair.value.mark) }
      case "accessibilityLabel" where row.isUntitledSlider:
        // What `check` asks of a slider without a title (Settings' sliders have none):
        // Settings reads it the same with or without, so export does not warn of it.
        break
      default: unsupported(pair.key)
      }
    }
    if allowed, let kind = kind(row, node: node) { document.kind = kind }
    if case .slider = document.kind {
      if let title = SourceTree.key("title", in: node) {
        error(ExportMessages.sliderTitle, at: title.mark)
      }
      document.title = nil
    }
    // A row refused already (an InAppSettingsKit element without --iask, a stepper, a
    // key Settings has no element for) is told once.
    // A plain row with kept keys is the specifier they spell (import keeps a specifier the
    // screens cannot express so, `Type` and all).
    if case .plain = document.kind, allowed, problems.count == told, document.settings.isEmpty {
      error(ExportMessages.plainRow, at: node.mark)
    }
    return document
  }

  /// What Settings holds of a row's kind; nil for a kind it has no element for (a plain
  /// row, a body, a stepper: their keys are reported).
  mutating func kind(_ row: Row, node: Node) -> RowDocument.Kind? {
    switch row.kind {
    case .push(let id): return .push(id)
    case .toggle(let toggle):
      return .toggle(
        key: toggle.key.joined(separator: "."),
        on: toggle.trueValue.map { Self.value($0, toggle.trueType) },
        off: toggle.falseValue.map { Self.value($0, toggle.falseType) })
    case .textField(let field): return .textField(fieldDocument(field, node: node))
    case .slider(let control):
      return .slider(
        key: control.key.joined(separator: "."), min: Self.number(control.min),
        max: Self.number(control.max), minImage: control.minImage, maxImage: control.maxImage)
    case .titleValue(let value):
      return .titleValue(
        key: value.key.joined(separator: "."),
        choices: value.choices.map {
          ChoiceDocument(
            title: BraceText.literal($0.title.literalText), value: Self.value($0.value, $0.type))
        })
    case .button(let button): return .button(id: button.id)
    case .url(let url): return .url(url)
    case .plain:
      // A detail `{key}` is a title value.
      if case .titleValue(let key, _)? = Self.detailKey(row.detail) {
        return .titleValue(key: key, choices: [])
      }
      return nil
    case .body, .stepper: return nil
    case .datePicker, .textView, .mail, .custom: return iaskKind(row.kind, node: node) ?? nil
    }
  }

  /// A slider's bound: an integer when written without a fraction, else a real.
  static func number(_ value: ExactDecimal) -> SettingValue {
    value.scale == 0 ? .integer(value.description) : .real(value.description)
  }

  /// The title value a detail `{key}` is; nil for any other detail.
  static func detailKey(_ detail: InterpolatedText?) -> RowDocument.Kind? {
    guard let segments = detail?.segments, segments.count == 1,
      case .state(let path) = segments[0]
    else { return nil }
    return .titleValue(key: path.joined(separator: "."), choices: [])
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
