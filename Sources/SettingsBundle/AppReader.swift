import ScreenModel
import YAMLTree

/// Reads an app folder's YAML back into an ``AppDocument`` for export, keeping what Settings
/// can hold and reporting everything else as an error at its key (paging,
/// `deletable`, `badge`, `body`, `stepper`, conditions other than `device`, …).
///
/// The app is assumed to load (the CLI checks it first); this reader only decides what
/// Settings can express. With `iask`, IASK's elements (buttons, links, placeholders,
/// subtitles) are kept too.
public struct AppReader {
  /// One file of the app: its path relative to the app folder and its bytes.
  package struct File: Sendable {
    /// The path (`app.yaml`, `root.yaml`, `strings/de.yaml`).
    package var path: String
    /// The bytes.
    package var bytes: [UInt8]

    /// Creates a file.
    package init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// An error at a place in one of the app's files.
  package struct Problem: Sendable, Equatable {
    /// The file's path relative to the app folder.
    package var path: String
    /// The error.
    package var diagnostic: Diagnostic
  }

  let iask: Bool
  var problems: [Problem] = []
  var path = ""

  /// Reads the app; nil when a file does not parse. `tables` are the app's strings tables
  /// as the screens' loader read them (then `strings/` files are not parsed again), else
  /// they are read from the files.
  package static func read(_ files: [File], iask: Bool, tables: [StringsTable]? = nil)
    -> (app: AppDocument?, problems: [Problem])
  {
    var reader = AppReader(iask: iask)
    let given = tables.map { $0.map(Self.translations) }
    var app = reader.read(given == nil ? files : files.filter { !$0.path.hasPrefix("strings/") })
    if let given { app?.tables = given }
    app?.tables.sort { a, b in
      // The default tables first, then the named ones; by language within each.
      let (x, y) = ((a.name ?? "", a.language), (b.name ?? "", b.language))
      if (a.name == nil) != (b.name == nil) { return a.name == nil }
      return x.0 != y.0
        ? x.0.utf8.lexicographicallyPrecedes(y.0.utf8)
        : x.1.utf8.lexicographicallyPrecedes(y.1.utf8)
    }
    return (app, reader.problems)
  }

  /// A loaded strings table as export writes it: entries in written order, doubled braces
  /// halved.
  static func translations(_ table: StringsTable) -> TranslationTable {
    TranslationTable(
      language: table.locale,
      entries: table.entriesInWrittenOrder.map { (literal($0.source), literal($0.translation)) },
      name: table.name, encoding: table.encoding == .utf8 ? nil : table.encoding)
  }

  init(iask: Bool) { self.iask = iask }

  mutating func read(_ files: [File]) -> AppDocument? {
    var app = AppDocument(start: "")
    var screens: [ScreenDocument] = []
    var screenFiles: [String: String] = [:]
    // A screen is read as its templates expand it (`templates/NAME.yaml`).
    let templates = TemplateLibrary(
      files: files.filter { $0.path.hasPrefix("templates/") }.map {
        SourceFile(path: $0.path, bytes: $0.bytes)
      })
    for file in files.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
      path = file.path
      let parsed = YAMLParser.parse(file.bytes)
      problems += parsed.diagnostics.filter { $0.severity == .error }.map {
        Problem(path: path, diagnostic: $0)
      }
      guard let root = parsed.root else { return nil }
      if file.path == "app.yaml" {
        readApp(root, into: &app)
      } else if file.path.hasPrefix("strings/"), file.path.hasSuffix(".yaml") {
        let parts = file.path.dropFirst("strings/".count).dropLast(".yaml".count).split(
          separator: "/")
        if var table = readStrings(root, language: String(parts.last ?? "")) {
          table.name = parts.count == 2 ? String(parts[0]) : nil
          app.tables.append(table)
        }
      } else if file.path.hasSuffix(".yaml"), !file.path.contains("/") {
        let id = String(file.path.dropLast(".yaml".count))
        let expanded = TemplateExpansion.expand(root, path: file.path, templates: templates)
        let before = problems.count
        if let screen = readScreen(expanded.root, id: id, bytes: file.bytes) {
          screens.append(screen)
          screenFiles[file.path] = screen.id
        }
        // What a template put in is reported in the template.
        for index in before..<problems.count {
          if let placed = TemplateExpansion.placed(
            problems[index].diagnostic, origins: expanded.origins)
          {
            problems[index] = Problem(path: placed.path, diagnostic: placed.diagnostic)
          }
        }
      }
    }
    app.screens = screens
    if app.start.isEmpty {
      // As render does: without `start`, the only screen.
      guard screens.count == 1, let only = screens.first else {
        // Which screens Settings would show is unknown: only this is reported.
        problems = problems.filter { screenFiles[$0.path] == nil }
        path = "app.yaml"
        error(ExportMessages.noStart(screens.count), at: .start)
        return nil
      }
      app.start = only.id
    }
    // Only what Settings will show is judged: the start screen and what it pushes.
    let reached = Self.reachable(from: app.start, in: screens)
    problems = problems.filter { problem in screenFiles[problem.path].map(reached.contains) ?? true
    }
    return app
  }

  /// The ids of the screens reached from `start` by pushes.
  static func reachable(from start: String, in screens: [ScreenDocument]) -> Set<String> {
    var byID: [String: ScreenDocument] = [:]
    for screen in screens { byID[screen.id] = screen }
    var seen: Set<String> = [start]
    var queue = [start]
    while let id = queue.popLast() {
      guard case .sections(let sections)? = byID[id]?.content else { continue }
      for row in sections.flatMap(\.rows) {
        if case .push(let next) = row.kind, seen.insert(next).inserted { queue.append(next) }
      }
    }
    return seen
  }

  mutating func readApp(_ root: Node, into app: inout AppDocument) {
    for pair in root.mapping ?? [] {
      switch pair.key.scalar?.text {
      case "start": app.start = pair.value.scalar?.text ?? app.start
      case "state": app.state = stateEntries(pair.value, prefix: "")
      case "snapshotVariants": break
      default: unsupported(pair.key)
      }
    }
  }

  /// Flattens nested state into dotted keys.
  mutating func stateEntries(_ node: Node, prefix: String) -> [StateEntry] {
    var entries: [StateEntry] = []
    for pair in node.mapping ?? [] {
      let key = prefix + (pair.key.scalar?.text ?? "")
      if pair.value.mapping != nil {
        entries += stateEntries(pair.value, prefix: key + ".")
      } else if let scalar = pair.value.scalar {
        entries.append(StateEntry(key: key, value: Self.value(scalar)))
      } else {
        error(ExportMessages.listState(key), at: pair.value.mark)
      }
    }
    return entries
  }

  /// A scalar in the plist type it reads as: plain `true`/`false` booleans, plain whole
  /// numbers integers, other plain numbers reals, everything else a string.
  static func value(_ scalar: Scalar) -> SettingValue {
    let text = scalar.text
    guard scalar.style == .plain else { return .string(text) }
    if text == "true" || text == "false" { return .boolean(text == "true") }
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) { return .integer(text) }
    if Double(text) != nil, YAMLText.isNumberText(text) { return .real(text) }
    return .string(text)
  }

  mutating func readStrings(_ root: Node, language: String) -> TranslationTable? {
    var table = TranslationTable(language: language, entries: [])
    for pair in root.mapping ?? [] where pair.key.scalar?.text == "encoding" {
      table.encoding = pair.value.scalar.flatMap { StringsEncoding(rawValue: $0.text) }
      if table.encoding == .utf8 { table.encoding = nil }
    }
    for pair in root.mapping ?? [] where pair.key.scalar?.text == "strings" {
      for entry in pair.value.mapping ?? [] {
        guard let source = entry.key.scalar?.text, let translation = entry.value.scalar?.text else {
          continue
        }
        table.entries.append((Self.literal(source), Self.literal(translation)))
      }
    }
    return table
  }

  /// A text with its doubled braces halved (`{{x}}` → `{x}`).
  static func literal(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
      return text
    }
    var out = ""
    var previous: Character?
    for character in text {
      if (character == "{" || character == "}"), previous == character {
        previous = nil
        continue
      }
      out.append(character)
      previous = character
    }
    return out
  }

  /// Whether a text interpolates (a single `{` not part of `{{`).
  static func interpolates(_ text: String) -> Bool {
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      if characters[index] == "{" || characters[index] == "}" {
        if index + 1 < characters.count, characters[index + 1] == characters[index] {
          index += 2
          continue
        }
        return true
      }
      index += 1
    }
    return false
  }

  /// A text Settings can show: no interpolation.
  mutating func text(_ node: Node, key: String) -> String {
    let written = node.scalar?.text ?? ""
    if Self.interpolates(written) { error(ExportMessages.interpolation(key), at: node.mark) }
    return Self.literal(written)
  }

  mutating func unsupported(_ key: Node) {
    // What VoiceOver reads changes nothing Settings shows (Settings reads a row by its
    // title), so the VoiceOver keys `check` asks for do not stop an export.
    let name = key.scalar?.text ?? ""
    if Self.readOnlyByVoiceOver.contains(name) { return }
    error(ExportMessages.noElement(name), at: key.mark)
  }

  /// Keys only VoiceOver reads: left out of the bundle.
  static let readOnlyByVoiceOver: Set<String> = ["accessibilityLabel", "accessibilityHint"]

  mutating func error(_ message: String, at mark: Mark) {
    problems.append(Problem(path: path, diagnostic: .error(message, at: mark)))
  }
}
