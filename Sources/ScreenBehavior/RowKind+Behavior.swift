import ScreenModel

/// What a row of each kind shows and does in a session: the control it draws, what a tap
/// on it does, and what a snapshot pins of that tap. Every switch over ``RowKind`` in the
/// behaviour is here (its facts in the model, ``RowKind/textField``,
/// ``RowKind/numberControl``, are the model's), and so is ``ControlView``, what the
/// renderers draw of a control, so a new kind is handled in this file.
extension Session {
  /// What a control, button or link row shows now, read from the state (a date picker
  /// `opened` under its row shows its wheel or calendar).
  func control(of row: Row, opened: Bool, text: (InterpolatedText) -> String) -> ControlView? {
    if row.pickerStyle == .segmented, let id = row.push, let picker = liveScreen(id) {
      let choices = picker.choices(ofGroup: 0)
      return .segments(
        choices.map { shown($0.value.shortTitle ?? $0.value.title.literalText) },
        selected: selection(ofGroup: 0, in: picker).first)
    }
    switch row.kind {
    case .toggle(let toggle):
      return .toggle(on: toggle.isOn(state.text(at: toggle.key) ?? "") ?? false)
    case .textField(let field):
      let value = state.text(at: field.key) ?? ""
      return .textField(
        text: value.isEmpty ? nil : value, placeholder: field.placeholder.map(text),
        secure: field.secure)
    case .textView(let field):
      let value = state.text(at: field.key) ?? ""
      return .textView(text: value.isEmpty ? nil : value, placeholder: field.placeholder.map(text))
    case .slider(let control):
      let raw = state.text(at: control.key) ?? ""
      var position = 0.0
      if let value = ExactDecimal(raw) {
        let span = control.max - control.min
        let offset = value - control.min
        position =
          Double(offset.units) / Double(span.units) * scaleFactor(span.scale - offset.scale)
        position = min(1, max(0, position))
      }
      return .slider(
        position: position, value: printed(raw, control, text: text), minImage: control.minImage,
        maxImage: control.maxImage)
    case .stepper(let control):
      let raw = state.text(at: control.key) ?? ""
      let value = ExactDecimal(raw)
      return .stepper(
        value: printed(raw, control, text: text),
        canDecrement: value.map { $0 > control.min } ?? false,
        canIncrement: value.map { $0 < control.max } ?? false)
    case .button(let button): return .button(destructive: button.destructive)
    case .url(let url):
      // A Settings.bundle's link is IASK's `IASKOpenURLSpecifier`, drawn with a chevron.
      return .link(host: LinkAddress.host(of: url), chevron: app.settingsBundle)
    case .datePicker(let picker):
      let value = state.text(at: picker.key) ?? ""
      return .datePicker(
        value: DateDisplay.detail(value, picker),
        opened: opened ? DateDisplay.opened(value, picker) : nil)
    case .plain, .push, .body, .titleValue, .mail: return nil
    case .custom(let view): return .custom(name: view.name, height: view.height)
    }
  }

  /// What tapping (or dragging) a row of its kind does, as a snapshot pins it; nil for a
  /// row whose tap does nothing a drawing hides.
  func kindTap(of row: Row, text: (InterpolatedText) -> String) -> TapView? {
    switch row.kind {
    case .toggle(let toggle):
      return .toggles(
        key: pinnedKey(toggle.key), on: toggle.onValue, off: toggle.offValue)
    case .textField(let field), .textView(let field):
      return .edits(key: pinnedKey(field.key), field: field)
    case .datePicker(let picker): return .edits(key: pinnedKey(picker.key))
    case .push(let screenID):
      return row.pickerStyle == .segmented ? nil : .pushes(screenID)
    case .body(let body): return .shows(body: text(body))
    case .url(let url): return .opens(url: url)
    case .button(let button): return .button(confirm: confirmSheet(button, text), sets: button.sets)
    case .mail(let mail): return .mails(mailSheet(mail, text))
    case .slider(let control): return .slides(pinned(control))
    case .stepper(let control): return .steps(pinned(control))
    case .plain, .titleValue, .custom: return nil
    }
  }

  /// A tap on a row, as its kind takes it: a switch toggled, a button pressed, a mail sheet
  /// or date picker opened, a link opened; a control that is not tapped refuses it. Nil
  /// for a row whose tap highlights it and opens what it pushes (a plain row, a push or a
  /// body, a custom view). The session is the next one (the last notice cleared).
  func tappingKind(
    _ row: Row, _ id: RowID, _ reference: RowReference, _ screen: Screen, at index: Int,
    for action: Action
  ) throws(ActionError) -> Session? {
    var next = self
    var state = stack[index]
    func refused(_ use: Reasons.ControlUse) -> ActionError {
      ActionError(
        action, Reasons.tapOnControl(row.kind, title: resolve(row.title, state, of: screen), use))
    }
    switch row.kind {
    case .toggle:
      return try applyingToControl(.toggle(reference), screen: screen, at: index)
    case .textField, .textView: throw refused(.typed)
    case .slider: throw refused(.slid)
    case .stepper: throw refused(.stepped)
    case .titleValue: throw refused(.onlyShown)
    case .button(let button):
      state.highlighted = id
      if button.confirm != nil {
        state.sheet = id
      } else {
        for write in button.sets { next.state.setText(write.value, at: write.key) }
      }
      next.stack[index] = state
      return next
    case .mail:
      // As IASK: a tap opens the mail composer, a sheet over the screen.
      state.highlighted = id
      state.sheet = id
      next.stack[index] = state
      return next
    case .datePicker:
      // As IASK: a tap opens the picker under the row, and a second tap closes it.
      state.openPicker = state.openPicker == id ? nil : id
      next.stack[index] = state
      return next
    case .url(let link):
      state.highlighted = id
      next.stack[index] = state
      next.notice = Reasons.opensLink(link)
      return next
    case .plain, .push, .body, .custom:
      // A custom view does nothing more on a tap: what it does is the app's.
      return nil
    }
  }
}

/// A control as drawn: what it shows now.
package enum ControlView: Sendable, Hashable {
  /// A switch, on or off.
  case toggle(on: Bool)
  /// A text field: its text (or nil while empty), its placeholder, whether it masks.
  case textField(text: String?, placeholder: String?, secure: Bool)
  /// A slider: where the knob sits (0…1), the value as printed, and the images at its
  /// minimum and maximum ends, by name (`minImage`, `maxImage`).
  case slider(position: Double, value: String, minImage: String? = nil, maxImage: String? = nil)
  /// A stepper: the value as printed, and which way it can still go.
  case stepper(value: String, canDecrement: Bool, canIncrement: Bool)
  /// A button, drawn centred and tinted; red and marked when destructive.
  case button(destructive: Bool)
  /// A link, and its address's host (VoiceOver reads it), if it has one; drawn as a
  /// disclosure chevron when `chevron` (IASK's `IASKOpenURLSpecifier`), else as `↗`.
  case link(host: String? = nil, chevron: Bool = false)
  /// A text view: its text (or nil while empty, when its placeholder shows), drawn across
  /// the whole cell on as many lines as it takes.
  case textView(text: String?, placeholder: String?)
  /// A row of the app's own view: drawn as a framed placeholder of `height` points with the
  /// row's title and the view's name.
  case custom(name: String, height: Int)
  /// A date picker: its value as shown (nil while empty), and, while it is open, the lines
  /// of its wheel or calendar drawn under the row.
  case datePicker(value: String?, opened: [String]?)
  /// A segmented control: the choices' (short) titles and the chosen one's index.
  case segments([String], selected: Int?)

  /// The text typing into the control starts from: a text field's or text view's (empty
  /// while it is), nothing on an open date picker (whose value is typed in ISO 8601); nil
  /// for a control that is not typed into.
  package var typedText: String? {
    switch self {
    case .textField(let text, _, _), .textView(let text, _): text ?? ""
    case .datePicker(_, _?): ""
    case .datePicker(_, nil), .toggle, .slider, .stepper, .button, .link, .custom, .segments: nil
    }
  }
}
