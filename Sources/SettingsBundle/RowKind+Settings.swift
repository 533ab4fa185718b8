import Basics
import PropertyList
import ScreenFormat
import ScreenModel
import YAMLTree

// What each row kind is in a Settings.bundle, both ways: the specifier it is imported from
// and exported to (IASK's written with `--iask` only), what export checks of its row,
// the state key a pane shows it under. Each is an exhaustive `switch` over the kinds (or
// over the specifier types import reads), so that a new kind is a compile error here, and
// only here in the bridge, until it is told.

extension RowKind {
  /// The state key a pane shows the row's value under, which orders the imported state;
  /// nil for a row that shows none (a push's is its picker's).
  var paneStateKey: [String]? {
    switch self {
    case .toggle(let toggle): toggle.key
    case .slider(let slider): slider.key
    case .titleValue(let value): value.key
    case .textField(let field), .textView(let field): field.key
    case .datePicker(let picker): picker.key
    case .plain, .push, .body, .stepper, .button, .url, .mail, .custom: nil
    }
  }
}

extension PaneImport {
  /// The kind of the row a non-group specifier becomes, set on `row` (a slider's row has no
  /// title); false for one the screens cannot express, which becomes a plain row that keeps
  /// its specifier whole.
  mutating func importKind(
    of specifier: Specifier, into row: inout Row, key: [String], at index: Int,
    pickerID: (Int, Specifier, Screen) -> String, childID: (String) -> String?
  ) -> Bool {
    switch specifier.kind {
    case .toggle:
      row.kind = .toggle(Self.toggle(specifier, key: key))
    case .textField:
      row.kind = .textField(Self.textField(specifier, key: key))
    case .slider:
      if specifier.title != nil {
        problems.append(
          .init(.warning, BundleMessages.sliderTitle, at: specifier.location(of: "Title")))
      }
      row.title = Self.literal("")
      var slider = NumberControl(
        key: key, min: Self.decimal(specifier.minimum ?? .integer("0")),
        max: Self.decimal(specifier.maximum ?? .integer("1")))
      slider.minImage = specifier.minimumImage
      slider.maxImage = specifier.maximumImage
      row.kind = .slider(slider)
    case .multiValue where specifier.valuesFromApp:
      return false
    case .multiValue:
      var picker = Self.picker(specifier, id: "")
      picker.id = pickerID(index, specifier, picker)
      row.kind = .push(picker.id)
      pickers.append(picker)
    case .titleValue:
      row.kind = .titleValue(Self.titleValue(specifier))
    case .childPane:
      // A pane Settings cannot read (nor find) is no screen: the row keeps its specifier.
      guard let file = specifier.file, let child = childID(file) else { return false }
      row.kind = .push(child)
    case .button:
      var button = Button()
      button.id = specifier.key
      row.kind = .button(button)
    case .openURL:
      guard let url = specifier.file else { return false }
      guard ["https://", "http://", "mailto:"].contains(where: { url.hasPrefix($0) }) else {
        problems.append(
          .init(.warning, BundleMessages.badURL(url), at: specifier.location(of: "File")))
        return false
      }
      row.kind = .url(url)
    // IASK's own kinds.
    case .textView:
      row.kind = .textView(Self.textField(specifier, key: key))
    case .datePicker, .mail, .customView:
      row.kind = Self.iaskKind(specifier, key: key)
    case .other, .group, .radioGroup, .listGroup:
      break
    }
    return true
  }
}

extension AppPanes {
  /// What Settings holds of a row's kind; nil for a kind it has no element for (a plain
  /// row, a body, a stepper; IASK's own kinds without `--iask`).
  func specifier(_ row: Row, title: String?, written: Written) -> Specifier? {
    func control(_ kind: Specifier.Kind, _ path: [String]) -> Specifier {
      let key = path.joined(separator: ".")
      var result = Specifier(kind, title: title, key: key)
      result.defaultValue = defaults[key]
      return result
    }
    switch row.kind {
    case .push(let id):
      guard var picker = pickers[id] else {
        var pane = Specifier(.childPane, title: title)
        pane.file = file(id)
        return pane
      }
      picker.title = title
      return picker
    case .toggle(let toggle):
      var result = control(.toggle, toggle.key)
      result.trueValue = toggle.trueValue.map { Self.value($0, toggle.trueType) }
      result.falseValue = toggle.falseValue.map { Self.value($0, toggle.falseType) }
      return result
    case .textField(let field): return self.field(control(.textField, field.key), field, written)
    case .slider(let slider):
      var result = control(.slider, slider.key)
      result.title = nil
      (result.minimum, result.maximum) = (Self.number(slider.min), Self.number(slider.max))
      (result.minimumImage, result.maximumImage) = (slider.minImage, slider.maxImage)
      return result
    case .titleValue(let value):
      var result = control(.titleValue, value.key)
      if !value.choices.isEmpty {
        result.titles = value.choices.map { BraceText.literal($0.title.literalText) }
        result.values = value.choices.map { Self.value($0.value, $0.type) }
      }
      return result
    case .button(let button): return Specifier(.button, title: title, key: button.id)
    case .url(let url):
      var result = Specifier(.openURL, title: title)
      result.file = url
      return result
    case .plain:
      // A detail `{key}` is a title value.
      return Self.detailKey(row.detail).map { control(.titleValue, $0) }
    case .body, .stepper: return nil
    // IASK's own kinds, written with `--iask` only.
    case .datePicker(let picker):
      return iask ? datePicker(control(.datePicker, picker.key), picker, written) : nil
    case .textView(let field):
      return iask ? self.field(control(.textView, field.key), field, written) : nil
    case .mail(let mail):
      return iask ? self.mail(mail, title: title, written: written.at("mail")) : nil
    // A custom view's height is the app's delegate's in IASK: drawn, never written.
    case .custom(let view): return iask ? Specifier(.customView, title: title, key: view.name) : nil
    }
  }
}

extension AppExport {
  /// Whether Settings holds the row's kind (a plain row, a body, a stepper: not; their keys
  /// are reported), checking what it writes of it.
  mutating func holds(_ row: Row, node: Node) -> Bool {
    switch row.kind {
    case .push, .toggle, .slider, .titleValue, .button, .url: return true
    case .textField(let field):
      placeholder(field, node: node)
      return true
    case .plain: return AppPanes.detailKey(row.detail) != nil
    case .body, .stepper: return false
    // IASK's own kinds, written with `--iask` only.
    case .datePicker: return iaskKind("datePicker", node: node)
    case .textView(let field):
      guard iaskKind("textView", node: node) else { return false }
      placeholder(field, node: node)
      return true
    case .mail(let mail):
      guard iaskKind("mail", node: node) else { return false }
      let at = SourceTree.value("mail", in: node)
      text(mail.subject, key: "subject", at: SourceTree.value("subject", in: at))
      text(mail.body, key: "body", at: SourceTree.value("body", in: at))
      return true
    case .custom: return iaskKind("custom", node: node)
    }
  }
}
