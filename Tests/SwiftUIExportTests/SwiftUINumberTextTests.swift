import Fixtures
import Testing

@testable import ScreenFormat
@testable import ScreenModel
@testable import SwiftUIExport

/// A slider's or stepper's `Double` value prints as `render` prints it (the step's
/// decimals, else as written), not as `LocalizedStringKey` prints a `Double` (`%lf`:
/// "2.500000"); the String Catalog keys it as the text it is (`%@ dB`).
@Test func aControlsDecimalValuePrintsAsRenderPrintsIt() throws {
  let app = try load(yaml: [
    "app.yaml": "start: root\nstate: {gain: 2.5, speed: 1.25, level: 0.7}\n",
    "root.yaml": """
    title: Sound
    rows:
      - {title: Gain, slider: gain, min: 0, max: 10, step: 0.5, valueFormat: "{value} dB"}
      - {title: Speed, stepper: speed, min: 0.25, max: 2, step: 0.25}
      - {title: Level, slider: level, min: 0, max: 1, valueFormat: "{value}"}
    """,
  ])
  let file = try written(app, "RootView.swift")
  expectHolds(
    file,
    [
      #"Text("\(String(format: "%.1f", gain)) dB")"#,
      #"LabeledContent("Speed", value: String(format: "%.2f", speed))"#,
      #"Text("\(level.formatted())")"#,
    ])
  let keys = SwiftUIExport.lookupKeys(app)
  #expect(keys["{value} dB"]?.key == "%@ dB", "\(keys)")
}
