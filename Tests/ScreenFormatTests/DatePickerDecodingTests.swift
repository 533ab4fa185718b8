import Basics
import Fixtures
import Testing

@testable import ScreenFormat
@testable import ScreenModel

/// `datePicker: KEY` is decoded with its own keys, and its state value is checked as an
/// ISO 8601 text of its mode, each problem at its line.
@Suite struct DatePickerDecoding {
  private func errors(_ row: String, state: String = "day: \"2026-12-01\"") -> [Substring] {
    let files = [
      SourceFile(path: "app.yaml", text: "start: home\nstate:\n  \(state)\n"),
      SourceFile(path: "home.yaml", text: "title: Home\nrows:\n  - \(row)\n"),
    ]
    let result = AppAssembler.load(files)
    return result.reports.map(\.formatted).joined().split(separator: "\n")
  }

  @Test func aDatePickerDecodesItsModeStyleAndInterval() throws {
    let day = errors("{title: Day, datePicker: day, mode: date, style: inline}")
    #expect(day.isEmpty, "\(day)")
    let time = errors(
      "{title: At, datePicker: day, mode: time, minuteInterval: 5}", state: "day: \"09:30\"")
    #expect(time.isEmpty, "\(time)")
  }

  @Test func badWordsAndValuesAreLocatedErrors() throws {
    let mode = errors("{title: Day, datePicker: day, mode: week}")
    #expect(mode.contains { $0.contains("home.yaml:3:") && $0.contains("week") }, "\(mode)")
    let value = errors("{title: Day, datePicker: day, mode: time}")
    #expect(
      value.contains { $0.contains("app.yaml:3:") && $0.contains("not an ISO 8601 time") },
      "\(value)")
    let foreign = errors("{title: Day, toggle: day, mode: date}", state: "day: \"true\"")
    #expect(foreign.contains { $0.contains("'mode'") }, "\(foreign)")
    let interval = errors("{title: Day, datePicker: day, minuteInterval: 45}")
    #expect(interval.contains { $0.contains("minuteInterval") }, "\(interval)")
  }

  @Test func aMailsKeysAreCheckedAtTheirLines() throws {
    let fine = errors("{title: Mail, mail: {to: [a@example.com], subject: Hi, html: true}}")
    #expect(fine.isEmpty, "\(fine)")
    let one = errors("{title: Mail, mail: {to: a@example.com}}")
    #expect(
      one.contains { $0.contains("home.yaml:3:") && $0.contains("a list of addresses") }, "\(one)")
    let unknown = errors("{title: Mail, mail: {to: [a@example.com], subjet: Hi}}")
    #expect(unknown.contains { $0.contains("'subjet'") && $0.contains("subject") }, "\(unknown)")
    let notMapping = errors("{title: Mail, mail: a@example.com}")
    #expect(notMapping.contains { $0.contains("a mail") }, "\(notMapping)")
  }

  @Test func aCustomViewNeedsANameAndAHeightInRange() throws {
    #expect(errors("{title: P, custom: poster, height: 120}").isEmpty)
    let empty = errors("{title: P, custom: \"\"}")
    #expect(empty.contains { $0.contains("'custom' is empty: name the app's view") }, "\(empty)")
    let tall = errors("{title: P, custom: poster, height: 5000}")
    #expect(tall.contains { $0.contains("height") }, "\(tall)")
    let foreign = errors("{title: P, toggle: day, height: 10}", state: "day: \"true\"")
    #expect(foreign.contains { $0.contains("'height'") }, "\(foreign)")
  }
}
