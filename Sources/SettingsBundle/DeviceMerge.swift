import PropertyList
import ScreenModel

/// Merges a pane's phone and pad plists (`Root.plist` or `Root~iphone.plist`, and
/// `Root~ipad.plist`), and a pane's plist and its in-app one (`Root.inApp.plist`), into one
/// screen: what both describe alike appears once, without a
/// condition; what only one describes gets `visibleIf: {device: …}`. Sections are matched
/// by header, footer and kind, then their rows, each by a longest common subsequence, so
/// `--device phone` shows exactly the phone plist and `--device pad` the pad one.
enum DeviceMerge {
  /// What the two plists merged differ in.
  enum Dimension {
    /// A pane's phone and pad plists: what only one holds gets `{device: …}`.
    case device
    /// A pane's plist and its IASK `NAME.inApp.plist`: what only one holds gets
    /// `{host: settings}` or `{host: app}`.
    case host

    /// Where something only the first plist (else the second) holds shows.
    func limit(_ shown: inout ShownOn, first: Bool) {
      switch self {
      case .device: shown.device = first ? .phone : .pad
      case .host: shown.host = first ? .settings : .app
      }
    }
  }

  /// Merges a pane's phone and pad plists.
  static func merge(phone: [PaneSection], pad: [PaneSection]) -> [PaneSection] {
    merge(phone, pad, by: .device)
  }

  /// The key of a specifier's idioms, kept as written in a pane with a plist of each device.
  static let idiomsKey = "SupportedUserInterfaceIdioms"

  /// In a pane with a plist of each device, which file holds a specifier says the device,
  /// so its own idioms are kept as written (`settings:`) rather than read as the device.
  static func keepIdioms(_ sections: inout [PaneSection]) {
    eachLimit(&sections) { shown, settings, _ in
      guard let device = shown.device, device != .neither else { return }
      let idiom = device == .phone ? "Phone" : "Pad"
      settings =
        (settings ?? [])
        + PaneImport.keys([
          PlistEntry(key: idiomsKey, value: PlistNode(.array([PlistNode(.string(idiom))])))
        ])
      shown.device = nil
    }
  }

  /// Calls `body` with where each section and row shows and its kept keys, and, for a row,
  /// the device of its section as the merge left it (the plist it is in).
  static func eachLimit(
    _ sections: inout [PaneSection],
    _ body: (inout ShownOn, inout [PassthroughKey]?, ShownOn.Device?) -> Void
  ) {
    // What `body` leaves as it was is not set again (a row's setter boxes its fields anew).
    func limit(_ shown: inout ShownOn, _ settings: inout [PassthroughKey]?, file: ShownOn.Device?)
      -> (ShownOn, [PassthroughKey]?)?
    {
      let (before, kept) = (shown, settings)
      body(&shown, &settings, file)
      // Unchanged, the keys share their storage: compared at once.
      return shown == before && settings == kept ? nil : (shown, settings)
    }
    for index in sections.indices {
      var section = sections[index].section
      var (shown, settings) = (section.shownOn, section.settings)
      let file = shown.device
      if let (shown, settings) = limit(&shown, &settings, file: nil) {
        (section.shownOn, section.settings) = (shown, settings)
      }
      if sections[index].choices == nil, !sections[index].isList {
        for row in section.rows.indices {
          var (shown, settings) = (section.rows[row].shownOn, section.rows[row].settings)
          if let (shown, settings) = limit(&shown, &settings, file: file) {
            (section.rows[row].shownOn, section.rows[row].settings) = (shown, settings)
          }
        }
      }
      sections[index].section = section
    }
  }

  /// The device a kept idiom names.
  static func idiom(_ settings: [PassthroughKey]?) -> ShownOn.Device? {
    guard let entry = settings?.first(where: { $0.key == idiomsKey }),
      case .array(let items) = entry.value, items.count == 1, case .string(let name) = items[0]
    else { return nil }
    return name == "Phone" ? .phone : name == "Pad" ? .pad : nil
  }

  /// The device a kept idiom names, in a specifier's keys (export's).
  static func idiom(_ settings: [PlistEntry]) -> DeviceLimit? {
    guard let entry = settings.first(where: { $0.key == idiomsKey }),
      let names = entry.value.array?.compactMap(\.string), names.count == 1
    else { return nil }
    return names[0] == "Phone" ? .phone : names[0] == "Pad" ? .pad : nil
  }

  /// After the merge, what each device shows: a specifier of one device's plist that its
  /// idioms give to the other device is shown on neither.
  static func resolveIdioms(_ sections: inout [PaneSection]) {
    eachLimit(&sections) { shown, settings, file in
      guard let allowed = idiom(settings) else { return }
      // A row is in the plist its section is in.
      let holder = shown.device ?? file
      shown.device = holder == nil || holder == allowed ? allowed : .neither
    }
  }

  /// Merges two plists of one pane, sections matched by header, footer, limits and kind:
  /// of the sections alike, those matched that share the most rows (a plist with two
  /// groups of one header matches the other's group with the one whose rows it has).
  static func merge(_ phone: [PaneSection], _ pad: [PaneSection], by dimension: Dimension)
    -> [PaneSection]
  {
    let steps = alignment(phone, pad) { a, b -> Int? in
      // What its idioms limit is in one plist only: matched with none.
      let (x, y) = (a.section, b.section)
      guard x.header == y.header, x.footer == y.footer, x.visibleIf == y.visibleIf,
        idiom(x.settings) == nil
      else { return nil }
      switch (a.choices, b.choices, a.isList, b.isList) {
      case (nil, nil, false, false):
        return 1
          + alignment(x.rows, y.rows, sameRow).count { if case .both = $0 { true } else { false } }
      case (let g?, let h?, _, _): return g == h && x.rows == y.rows ? 1 : nil
      // A list group is one section where both plists describe it alike, kept keys too.
      case (nil, nil, true, true):
        return x.rowsFrom == y.rowsFrom && x.listGroup == y.listGroup && x.settings == y.settings
          ? 1 : nil
      default: return nil
      }
    }
    var out: [PaneSection] = []
    for step in steps {
      switch step {
      case .both(let i, let j):
        var section = phone[i]
        if section.choices == nil, !section.isList {
          section.section.rows = mergeRows(
            phone[i].section.rows, pad[j].section.rows, by: dimension)
        }
        out.append(section)
      case .first(let i):
        var section = phone[i]
        dimension.limit(&section.section.shownOn, first: true)
        out.append(section)
      case .second(let j):
        var section = pad[j]
        dimension.limit(&section.section.shownOn, first: false)
        out.append(section)
      }
    }
    return out
  }

  static func mergeRows(_ phone: [Row], _ pad: [Row], by dimension: Dimension) -> [Row] {
    alignment(phone, pad, sameRow).map { step in
      switch step {
      case .both(let i, _): return phone[i]
      case .first(let i):
        var row = phone[i]
        dimension.limit(&row.shownOn, first: true)
        return row
      case .second(let j):
        var row = pad[j]
        dimension.limit(&row.shownOn, first: false)
        return row
      }
    }
  }

  /// Whether two rows are one: alike, and not limited by idioms kept as written.
  static func sameRow(_ a: Row, _ b: Row) -> Bool {
    a == b && idiom(a.settings) == nil
  }

  enum Step: Equatable {
    case both(Int, Int)
    case first(Int)
    case second(Int)
  }

  /// A longest common subsequence of two lists, as steps through both: items only in the
  /// first come before items only in the second at each gap.
  static func alignment<T>(_ a: [T], _ b: [T], _ same: (T, T) -> Bool) -> [Step] {
    alignment(a, b) { same($0, $1) ? 1 : nil }
  }

  /// The steps through both lists that match the pairs of most weight in all (`weight` nil:
  /// the two cannot match), keeping each list's order: items only in the first come before
  /// items only in the second at each gap.
  static func alignment<T>(_ a: [T], _ b: [T], weight: (T, T) -> Int?) -> [Step] {
    let n = a.count
    let m = b.count
    var best = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    var weights = [[Int?]](repeating: [Int?](repeating: nil, count: m), count: n)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        weights[i][j] = weight(a[i], b[j])
        let skip = max(best[i + 1][j], best[i][j + 1])
        best[i][j] = weights[i][j].map { max($0 + best[i + 1][j + 1], skip) } ?? skip
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, let w = weights[i][j], w + best[i + 1][j + 1] == best[i][j] {
        steps.append(.both(i, j))
        i += 1
        j += 1
      } else if i < n, j == m || best[i + 1][j] >= best[i][j + 1] {
        steps.append(.first(i))
        i += 1
      } else {
        steps.append(.second(j))
        j += 1
      }
    }
    return steps
  }
}
