/// A slider or stepper: a number between `min` and `max`, on `step` when there is one.
public struct NumberControl: Sendable, Hashable {
  /// The bound state key.
  public package(set) var key: [String]
  /// The smallest value.
  public package(set) var min: ExactDecimal
  /// The largest value.
  public package(set) var max: ExactDecimal
  /// The step, counted from `min`; nil for a slider without one.
  public package(set) var step: ExactDecimal?
  /// How the value is printed: `{value} min`.
  public package(set) var valueFormat: InterpolatedText?
  /// A slider's image at its minimum end, by name (Settings' `MinimumValueImage`): drawn
  /// as a mark at that end of a slider without a title. The YAML spelling is
  /// `minImage: quiet`.
  public package(set) var minImage: String?
  /// A slider's image at its maximum end, by name (`MaximumValueImage`).
  public package(set) var maxImage: String?

  /// Creates a number control.
  package init(
    key: [String], min: ExactDecimal, max: ExactDecimal, step: ExactDecimal? = nil,
    valueFormat: InterpolatedText? = nil
  ) {
    self.key = key
    self.min = min
    self.max = max
    self.step = step
    self.valueFormat = valueFormat
  }

  /// Why the control cannot hold a value, or nil when it can.
  package func problem(with text: String) -> String? {
    guard let value = ExactDecimal(text) else { return "'\(text)' is not a number" }
    if value < min || value > max {
      return "\(text) is outside \(min)…\(max)"
    }
    if let step, !(value - min).isMultiple(of: step) {
      return "\(text) is not on the step of \(step) from \(min)"
    }
    return nil
  }

  /// A value printed with as many decimals as the step, or as written without one.
  package func printed(_ text: String) -> String {
    guard let step, let value = ExactDecimal(text) else { return text }
    return value.formatted(decimals: step.scale)
  }
}
