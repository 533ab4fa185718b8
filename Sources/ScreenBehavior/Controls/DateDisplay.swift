import ScreenModel

/// How a date picker shows its value: as the row's detail (`Dec 1, 2026`, `9:30 AM`, `Dec 1,
/// 2026 at 9:30 AM`, as UIKit's medium date and short time in English), and, opened, as
/// its wheel's columns or (inline, with a date) a month's calendar.
enum DateDisplay {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// The detail: the stored value as shown; nil when it is empty. A value that is not of
  /// the picker's mode is shown as stored.
  static func detail(_ text: String, _ picker: DatePicker) -> String? {
    guard !text.isEmpty else { return nil }
    guard let date = ISODate(parsing: text, mode: picker.mode) else { return text }
    let day = date.year.map { year in
      "\(months[(date.month ?? 1) - 1].prefix(3)) \(date.day ?? 1), \(year)"
    }
    let time = date.hour.map { clock($0, date.minute ?? 0) }
    return [day, time].compactMap { $0 }.joined(separator: " at ")
  }

  /// The opened picker's lines: one line of wheel columns, or a calendar's month, weekday
  /// and week lines (the chosen day in brackets) then the time.
  static func opened(_ text: String, _ picker: DatePicker) -> [String] {
    let date = ISODate(parsing: text, mode: picker.mode)
    if picker.style == .inline, picker.mode != .time {
      return calendar(date) + (picker.mode == .dateAndTime ? [wheel(date, .time)] : [])
    }
    return [wheel(date, picker.mode)]
  }

  private static func clock(_ hour: Int, _ minute: Int) -> String {
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
    return "\(twelve):\(minutes) \(hour < 12 ? "AM" : "PM")"
  }

  /// A wheel's columns, as UIKit's English wheels: month, day, year; hour, minute, AM/PM.
  private static func wheel(_ date: ISODate?, _ mode: DatePicker.Mode) -> String {
    var columns: [String] = []
    let dash = "–"
    if mode != .time {
      if let date, let year = date.year, let month = date.month, let day = date.day {
        if mode == .date {
          columns += [months[month - 1], "\(day)", "\(year)"]
        } else {
          let weekday = weekdays[ISODate.weekday(year: year, month: month, day: day)]
          columns.append("\(weekday) \(months[month - 1].prefix(3)) \(day)")
        }
      } else {
        columns += mode == .date ? [dash, dash, dash] : [dash]
      }
    }
    if mode != .date {
      if let date, let hour = date.hour, let minute = date.minute {
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        columns += ["\(twelve)", minute < 10 ? "0\(minute)" : "\(minute)", hour < 12 ? "AM" : "PM"]
      } else {
        columns += [dash, dash, dash]
      }
    }
    return columns.joined(separator: " | ")
  }

  /// A month's calendar: `December 2026`, the weekdays, then each week (a day in four
  /// columns, the chosen one in brackets). Without a date, only the weekdays.
  private static func calendar(_ date: ISODate?) -> [String] {
    let header = weekdays.map { " " + $0.prefix(2) + " " }.joined()
    guard let date, let year = date.year, let month = date.month, let chosen = date.day else {
      return [header]
    }
    var lines = ["\(months[month - 1]) \(year)", header]
    let first = ISODate.weekday(year: year, month: month, day: 1)
    var week = String(repeating: "    ", count: first)
    for day in 1...ISODate.daysIn(month: month, year: year) {
      let number = day < 10 ? " \(day)" : "\(day)"
      week += day == chosen ? "[" + number + "]" : " " + number + " "
      if (first + day) % 7 == 0 {
        lines.append(week)
        week = ""
      }
    }
    if !week.isEmpty { lines.append(week) }
    return lines
  }
}
