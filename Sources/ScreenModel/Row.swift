/// One row of a table: a plain row, a control, a button or link, or a choice of a picker.
///
/// The YAML spelling is a string (the title) or a mapping with `title`, `detail`,
/// `subtitle`, `accessory`, `read`, `deletable`, `badge`, and at most one kind key
/// (`RowKind`).
public struct Row: Sendable, Hashable {
  /// The title.
  public package(set) var title: InterpolatedText {
    // A choice whose value was its title keeps that value when the title changes.
    didSet {
      if choiceIsTitle {
        let value = oldValue.literalText
        if value != title.literalText { keepChoiceValue(value) }
      }
    }
  }
  /// Secondary text on the right.
  public package(set) var detail: InterpolatedText?
  /// Secondary text under the title.
  public package(set) var subtitle: InterpolatedText?
  // The stored fields are in this order so that they pack into 72 bytes: the one-byte
  // fields last.
  /// What the row is.
  public package(set) var kind: RowKind = .plain
  /// What few rows have (a badge, a short title, a choice's value, conditions), kept apart
  /// so that a row of a long feed stays small. Nil when the row has none of it.
  private var extras: Extras?
  /// The accessory as written; nil means the default (`effectiveAccessory`).
  public package(set) var accessory: Accessory?
  /// nil: no read state; false: unread (bold, counted in `{unread}`); true: read.
  public package(set) var read: Bool?
  /// Overrides the screen's `deletable` for this row.
  public package(set) var deletable: Bool?
  /// Whether the row is a choice whose value is its title's text (a picker's plain
  /// `choices: [5 min, …]`, nearly every choice): held without an extras box.
  private var choiceIsTitle = false

  /// For a choice of a picker: the value stored when it is chosen.
  public package(set) var choiceValue: String? {
    get { choiceIsTitle ? title.literalText : extras?.fields.choiceValue }
    set {
      choiceIsTitle = false
      if let newValue, newValue == title.literalText {
        if extras?.fields.choiceValue != nil { updateExtras { $0.choiceValue = nil } }
        choiceIsTitle = true
      } else if newValue != nil || extras?.fields.choiceValue != nil {
        updateExtras { $0.choiceValue = newValue }
      }
    }
  }

  /// Moves a choice's value from its title into the extras (the title is changing).
  private mutating func keepChoiceValue(_ value: String) {
    choiceIsTitle = false
    updateExtras { $0.choiceValue = value }
  }

  /// For a choice whose `value` is written: the type it is written in (else a text).
  public package(set) var choiceValueType: ValueType? {
    get { extras?.fields.choiceValueType }
    set {
      if newValue != nil || extras?.fields.choiceValueType != nil {
        updateExtras { $0.choiceValueType = newValue }
      }
    }
  }

  /// Plist keys the screens do not model, written back by export (`settings:`).
  public package(set) var settings: [PassthroughKey]? {
    get { extras?.fields.settings }
    set {
      if newValue != nil || extras?.fields.settings != nil {
        updateExtras { $0.settings = newValue }
      }
    }
  }

  /// Whether export writes the bound key's `DefaultValue` on this row's specifier
  /// (`writesDefault: false`: a bundle without one, which Settings draws as the state does).
  public package(set) var writesDefault: Bool {
    get { extras?.fields.writesDefault ?? true }
    set { if newValue != writesDefault { updateExtras { $0.writesDefault = newValue } } }
  }

  /// A count pill drawn before the accessory; empty or `0` is not drawn.
  public package(set) var badge: InterpolatedText? {
    get { extras?.fields.badge }
    set {
      if newValue != nil || extras?.fields.badge != nil { updateExtras { $0.badge = newValue } }
    }
  }
  /// For a choice: the shorter title a parent row shows (Settings' `ShortTitles`).
  public package(set) var shortTitle: String? {
    get { extras?.fields.shortTitle }
    set {
      if newValue != nil || extras?.fields.shortTitle != nil {
        updateExtras { $0.shortTitle = newValue }
      }
    }
  }
  /// For a row that pushes a picker: `segmented` draws the picker's choices inline.
  public package(set) var pickerStyle: PickerStyle {
    get { extras?.fields.pickerStyle ?? .navigationLink }
    set {
      if newValue != pickerStyle { updateExtras { $0.pickerStyle = newValue } }
    }
  }
  /// While false, the row is hidden: not drawn, counted or acted on.
  public package(set) var visibleIf: Condition? {
    get { extras?.fields.visibleIf }
    set {
      if newValue != nil || extras?.fields.visibleIf != nil {
        updateExtras { $0.visibleIf = newValue }
      }
    }
  }
  /// While false, the row is drawn dimmed and marked, and refuses actions.
  public package(set) var enabledIf: Condition? {
    get { extras?.fields.enabledIf }
    set {
      if newValue != nil || extras?.fields.enabledIf != nil {
        updateExtras { $0.enabledIf = newValue }
      }
    }
  }
  /// What VoiceOver reads as the row's name instead of its title (and subtitle); changes
  /// nothing drawn. The YAML spelling is `accessibilityLabel: Wi-Fi network`.
  public package(set) var accessibilityLabel: InterpolatedText? {
    get { extras?.fields.accessibilityLabel }
    set {
      if newValue != nil || extras?.fields.accessibilityLabel != nil {
        updateExtras { $0.accessibilityLabel = newValue }
      }
    }
  }
  /// What VoiceOver reads as the row's hint instead of the standard one.
  public package(set) var accessibilityHint: InterpolatedText? {
    get { extras?.fields.accessibilityHint }
    set {
      if newValue != nil || extras?.fields.accessibilityHint != nil {
        updateExtras { $0.accessibilityHint = newValue }
      }
    }
  }
  /// An icon before the title (`icon: {symbol: wifi, background: blue}`).
  public package(set) var icon: RowIcon? {
    get { extras?.fields.icon }
    set { if newValue != nil || extras?.fields.icon != nil { updateExtras { $0.icon = newValue } } }
  }

  /// The rarely set fields.
  private struct ExtraFields: Hashable {
    var choiceValue: String?
    var choiceValueType: ValueType?
    var settings: [PassthroughKey]?
    var writesDefault = true
    var badge: InterpolatedText?
    var shortTitle: String?
    var pickerStyle = PickerStyle.navigationLink
    var visibleIf: Condition?
    var enabledIf: Condition?
    var accessibilityLabel: InterpolatedText?
    var accessibilityHint: InterpolatedText?
    var icon: RowIcon?

    /// Whether none is set (checked without comparing values: rows of a feed ask this
    /// three times each).
    var isEmpty: Bool {
      choiceValue == nil && choiceValueType == nil && settings == nil && writesDefault
        && badge == nil
        && shortTitle == nil
        && pickerStyle == .navigationLink
        && visibleIf == nil
        && enabledIf == nil && accessibilityLabel == nil && accessibilityHint == nil
        && icon == nil
    }
  }

  /// The rarely set fields, boxed: a value, replaced on every change (never shared mutably).
  /// A setter given nil for a field that is already nil makes no new box.
  private final class Extras: Hashable, @unchecked Sendable {
    let fields: ExtraFields
    init(_ fields: ExtraFields) { self.fields = fields }
    static func == (a: Extras, b: Extras) -> Bool { a.fields == b.fields }
    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
  }

  /// Replaces the extras with a changed copy (a new box each time, so copies of the row
  /// never see the change); a row left with none of them holds no box. The setters skip
  /// this when a row without extras is given none (every row of a feed, three times).
  private mutating func updateExtras(_ change: (inout ExtraFields) -> Void) {
    var fields = extras?.fields ?? ExtraFields()
    change(&fields)
    extras = fields.isEmpty ? nil : Extras(fields)
  }

  /// The id of the screen a tap pushes.
  public package(set) var push: String? {
    get {
      if case .push(let id) = kind { return id }
      return nil
    }
    set { kind = newValue.map(RowKind.push) ?? (push != nil ? .plain : kind) }
  }

  /// Text of the built-in detail screen a tap pushes.
  public package(set) var body: InterpolatedText? {
    get {
      if case .body(let body) = kind { return body }
      return nil
    }
    set { kind = newValue.map(RowKind.body) ?? (body != nil ? .plain : kind) }
  }

  /// Creates a row.
  package init(
    title: InterpolatedText, detail: InterpolatedText? = nil, subtitle: InterpolatedText? = nil,
    accessory: Accessory? = nil, read: Bool? = nil, deletable: Bool? = nil,
    push: String? = nil, body: InterpolatedText? = nil, choiceValue: String? = nil
  ) {
    self.title = title
    self.detail = detail
    self.subtitle = subtitle
    self.accessory = accessory
    self.read = read
    self.deletable = deletable
    // A choice valued by its title needs no box; another makes its one box at once.
    if let choiceValue {
      if choiceValue == title.literalText {
        choiceIsTitle = true
      } else {
        extras = Extras(ExtraFields(choiceValue: choiceValue))
      }
    }
    if let push { kind = .push(push) } else if let body { kind = .body(body) }
  }

  /// A picker's choice titled `title`, a literal text, that stores the title's text (a
  /// plain `choices:` item).
  package init(choiceTitled title: InterpolatedText) {
    self.title = title
    choiceIsTitle = true
  }

  /// Whether the row is a picker's choice.
  public var isChoice: Bool { choiceIsTitle || extras?.fields.choiceValue != nil }

  /// Whether a choice stores a state value written in `type`: its value as written, or,
  /// for a number, the same number however written (`0` is the value `0.0`): Settings
  /// compares a stored number with a picker's values by value.
  package func stores(_ text: String, type: ValueType? = .number) -> Bool {
    guard let value = choiceValue else { return false }
    if value == text { return true }
    guard type == .number, choiceValueType == .number, let number = ExactDecimal(value) else {
      return false
    }
    return ExactDecimal(text) == number
  }

  /// The accessory drawn when the row is not a checked choice: as written, else a
  /// disclosure chevron when tapping pushes something, else none.
  package var effectiveAccessory: Accessory {
    if let accessory { return accessory }
    // IASK draws a mail row (left-aligned, as it is by default) with a disclosure too.
    return kind.opens ? .disclosure : .none
  }
}
