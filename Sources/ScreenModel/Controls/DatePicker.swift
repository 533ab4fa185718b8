/// A date picker bound to a state key (IASK's `IASKDatePickerSpecifier`): the row shows the
/// stored date as its detail, and a tap opens a wheel (or a calendar) under it.
///
/// The stored value is an ISO 8601 text of the picker's mode: `2026-12-01` for a date,
/// `09:30` for a time, `2026-12-01T09:30` for both (seconds and a zone may follow).
public struct DatePicker: Sendable, Hashable {
  /// What the picker picks (IASK's `DatePickerMode`; default `dateAndTime`, as IASK's).
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    case date, time, dateAndTime
  }

  /// How the opened picker is drawn (IASK's `DatePickerStyle`; default `wheels`).
  public enum Style: String, Sendable, Hashable, CaseIterable {
    case wheels, compact, inline
  }

  /// The bound state key.
  public package(set) var key: [String]
  /// What the picker picks.
  public package(set) var mode = Mode.dateAndTime
  /// How the opened picker is drawn.
  public package(set) var style = Style.wheels
  /// The minutes a time wheel steps by (IASK's `MinuteInterval`; default 1).
  public package(set) var minuteInterval = 1

  /// Creates a date picker.
  package init(key: [String]) {
    self.key = key
  }

  /// Why the picker cannot hold a text, or nil when it can.
  package func problem(with text: String) -> String? {
    if text.isEmpty { return nil }
    guard let date = ISODate(parsing: text, mode: mode) else {
      return "'\(text)' is not an ISO 8601 \(mode.written) (\(mode.example))"
    }
    if let minute = date.minute, minute % minuteInterval != 0 {
      return "'\(text)' is not on the picker's \(minuteInterval)-minute steps"
    }
    return nil
  }
}

extension DatePicker.Mode {
  /// The mode's value in words, for messages.
  package var written: String {
    switch self {
    case .date: "date"
    case .time: "time"
    case .dateAndTime: "date and time"
    }
  }

  /// A value of the mode, for messages.
  package var example: String {
    switch self {
    case .date: "2026-12-01"
    case .time: "09:30"
    case .dateAndTime: "2026-12-01T09:30"
    }
  }
}

/// A date, a time or both, read from ISO 8601 text (`2026-12-01`, `09:30`,
/// `2026-12-01T09:30:00Z`).
package struct ISODate: Sendable, Hashable {
  /// The year, month (1–12) and day (1–31); nil for a time.
  package var year: Int?, month: Int?, day: Int?
  /// The hour (0–23) and minute; nil for a date.
  package var hour: Int?, minute: Int?

  /// Reads a text of a picker's mode; nil when it is not one.
  package init?(parsing text: String, mode: DatePicker.Mode) {
    let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    switch mode {
    case .date:
      guard parts.count == 1, Self.readDate(parts[0], into: &self) else { return nil }
    case .time:
      guard parts.count == 1, Self.readTime(parts[0], into: &self) else { return nil }
    case .dateAndTime:
      guard parts.count == 2, Self.readDate(parts[0], into: &self),
        Self.readTime(parts[1], into: &self)
      else { return nil }
    }
  }

  private static func number(_ text: Substring, digits: Int, in range: ClosedRange<Int>) -> Int? {
    guard text.count == digits, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(text), range.contains(value)
    else { return nil }
    return value
  }

  private static func readDate(_ text: Substring, into date: inout ISODate) -> Bool {
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, let year = number(fields[0], digits: 4, in: 1...9999),
      let month = number(fields[1], digits: 2, in: 1...12),
      let day = number(fields[2], digits: 2, in: 1...daysIn(month: month, year: year))
    else { return false }
    (date.year, date.month, date.day) = (year, month, day)
    return true
  }

  /// `HH:MM`, then optional `:SS` (and fraction), then an optional `Z` or `±HH:MM`.
  private static func readTime(_ text: Substring, into date: inout ISODate) -> Bool {
    var clock = text
    if clock.hasSuffix("Z") {
      clock = clock.dropLast()
    } else if let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      let zone = clock[clock.index(after: sign)...].split(separator: ":")
      guard zone.count == 2, number(zone[0], digits: 2, in: 0...23) != nil,
        number(zone[1], digits: 2, in: 0...59) != nil
      else { return false }
      clock = clock[..<sign]
    }
    let fields = clock.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 2 || fields.count == 3,
      let hour = number(fields[0], digits: 2, in: 0...23),
      let minute = number(fields[1], digits: 2, in: 0...59)
    else { return false }
    if fields.count == 3 {
      let seconds = fields[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      guard number(seconds[0], digits: 2, in: 0...60) != nil else { return false }
      if seconds.count == 2,
        seconds[1].isEmpty || !seconds[1].allSatisfy({ $0.isASCII && $0.isNumber })
      {
        return false
      }
    }
    (date.hour, date.minute) = (hour, minute)
    return true
  }

  /// The days of a month of the proleptic Gregorian calendar.
  package static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The weekday of a date, 0 for Sunday (Sakamoto's method).
  package static func weekday(year: Int, month: Int, day: Int) -> Int {
    let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    let y = month < 3 ? year - 1 : year
    return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
  }
}
