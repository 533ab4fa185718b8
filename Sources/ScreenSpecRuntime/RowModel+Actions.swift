extension RowModel {
  /// What flipping the row's switch sends.
  public var toggle: Action? {
    guard case .toggle = control, !disabled, let reference else { return nil }
    return .toggle(reference)
  }

  /// What the stepper's plus sends, while it can still go up.
  public var increment: Action? {
    guard case .stepper(_, _, true) = control, !disabled, let reference else { return nil }
    return .increment(reference)
  }

  /// What the stepper's minus sends, while it can still go down.
  public var decrement: Action? {
    guard case .stepper(_, true, _) = control, !disabled, let reference else { return nil }
    return .decrement(reference)
  }

  /// What editing the row's text field, text view or date picker to `text` sends (`clear`
  /// for an empty field); for an add field, what adding `text` to the list sends.
  public func typing(_ text: String) -> Action? {
    guard !disabled else { return nil }
    if case .addField = control { return text.isEmpty ? nil : .add(text) }
    guard control.takesTyping, let reference else { return nil }
    return text.isEmpty ? .clear(reference) : .type(reference, text)
  }

  /// What choosing the segment at `index` (0-based) sends.
  public func selecting(segment index: Int) -> Action? {
    guard case .segments(let titles, _) = control, titles.indices.contains(index), !disabled,
      let reference
    else { return nil }
    return .select(reference, String(index + 1))
  }

  /// What moving the slider's knob to `fraction` (0…1) sends: the value there, on the
  /// slider's step (or to two more decimals than its ends without one).
  public func sliding(to fraction: Double) -> Action? {
    guard case .slider = control, let number, !disabled, let reference else { return nil }
    let step = number.step
    let widest = Swift.max(number.min.scale, number.max.scale)
    let scale = Swift.min(ExactDecimal.maximumScale, Swift.max(widest, step?.scale ?? widest + 2))
    let low = Self.units(number.min, at: scale)
    let high = Self.units(number.max, at: scale)
    let stepUnits = step.map { Self.units($0, at: scale) } ?? 1
    guard high > low, stepUnits > 0 else { return nil }
    let clamped = Swift.min(1, Swift.max(0, fraction.isNaN ? 0 : fraction))
    let steps = (clamped * Double(high - low) / Double(stepUnits)).rounded()
    let units = Swift.min(high, low + Int(steps) * stepUnits)
    return .slide(reference, ExactDecimal(units: units, scale: scale).description)
  }

  /// A decimal's units at a larger or equal scale.
  private static func units(_ value: ExactDecimal, at scale: Int) -> Int {
    var units = value.units
    for _ in 0..<Swift.max(0, scale - value.scale) { units *= 10 }
    return units
  }
}
