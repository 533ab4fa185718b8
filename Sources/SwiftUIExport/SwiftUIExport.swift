import ScreenModel

/// `export --swiftui DIR`: plain SwiftUI source the app owns, one file a screen and one for
/// the app's state keys and navigation root, bound to the same state keys and defaults as
/// the screens. What has no SwiftUI form (or none the generator writes yet) is a
/// ``SwiftUIProblem`` at its key, and then no file is written. The same app always gives
/// the same bytes.
///
/// ```swift
/// struct SettingsView: View {
///   @AppStorage("notifications") private var notifications = true
///   var body: some View {
///     List {
///       Section {
///         Toggle("Allow Notifications", isOn: $notifications)
///       } header: {
///         Text("Notifications")
///       }
///     }
///     .listStyle(.insetGrouped)
///     .navigationTitle("Settings")
///   }
/// }
/// ```
package enum SwiftUIExport {
  /// What the generated files may use and how they are named.
  package struct Options: Sendable, Equatable {
    /// The app's minimum iOS version (16, 17 or 18): no API newer is written.
    package var minimumIOS = 16
    /// The source files of which an app file `import`s come from, when they are in a module of
    /// their own (nil: the app's own target).
    package var module: String?

    /// Options; the defaults are iOS 16 and the app's own target.
    package init(minimumIOS: Int = 16, module: String? = nil) {
      self.minimumIOS = minimumIOS
      self.module = module
    }
  }

  /// The files, or what keeps them from being written.
  package struct Output: Sendable, Equatable {
    /// The files by name, in the order to write them; empty when there are problems.
    package var files: [(name: String, text: String)]
    /// What cannot be written.
    package var problems: [SwiftUIProblem]

    package static func == (a: Output, b: Output) -> Bool {
      a.problems == b.problems && a.files.map(\.name) == b.files.map(\.name)
        && a.files.map(\.text) == b.files.map(\.text)
    }
  }

  /// The minimum iOS versions the generated files can take.
  package static let minimumIOSVersions = [16, 17, 18]

  /// The generated files of an app.
  package static func generate(_ app: App, options: Options = Options()) -> Output {
    var problems: [SwiftUIProblem] = []
    if app.start == nil, app.screens.count > 1 {
      problems.append(
        SwiftUIProblem(
          screen: SwiftUIProblem.appFile, key: "start",
          SwiftUIMessages.noStart(app.screens.count)))
    }
    var typeNames: [String: String] = [:]
    for screen in app.screens {
      let name = SwiftNames.typeName(screen.id)
      if let other = typeNames[name] {
        problems.append(
          SwiftUIProblem(
            screen: screen.id, key: "title",
            SwiftUIMessages.sameTypeName(other, screen.id, name + "View")))
      }
      typeNames[name] = typeNames[name] ?? screen.id
    }
    // A view takes the model when it reads it or pushes one that does: written again
    // until no more views take it.
    var modelScreens: Set<String> = []
    while true {
      let pass = screens(app, options: options, modelScreens: modelScreens)
      var next = Set(pass.usesModel)
      for screen in app.screens where !next.contains(screen.id) {
        if screen.allRows.contains(where: { $0.value.push.map(next.contains) ?? false }) {
          next.insert(screen.id)
        }
      }
      guard next != modelScreens else {
        problems += pass.problems
        var files = pass.files
        files.append(
          (
            appFileName(app),
            AppFileWriter.file(
              app, keys: pass.keys, options: options,
              modelScreens: modelScreens)
          ))
        return Output(files: problems.isEmpty ? files : [], problems: problems)
      }
      modelScreens.formUnion(next)
    }
  }

  /// The key the generated views look each text that interpolates up by in the app's
  /// String Catalog, by the text's source (`{unread} unread posts` → `%lld unread posts`):
  /// the keys `export --catalog` writes those texts under. Texts of screens the generator
  /// cannot write are keyed as it would write them.
  package static func lookupKeys(_ app: App, options: Options = Options()) -> [String: FormatKey] {
    screens(app, options: options, modelScreens: []).lookups
  }

  /// Every screen's file, with the keys they use, the screens that read the model and the
  /// keys its texts are looked up by.
  static func screens(_ app: App, options: Options, modelScreens: Set<String>) -> (
    files: [(name: String, text: String)], problems: [SwiftUIProblem], keys: StateKeys,
    usesModel: [String], lookups: [String: FormatKey]
  ) {
    var keys = StateKeys(app)
    var problems: [SwiftUIProblem] = []
    var files: [(name: String, text: String)] = []
    var usesModel: [String] = []
    var lookups: [String: FormatKey] = [:]
    for screen in app.screens {
      var writer = ScreenWriter(
        app: app, screen: screen, keys: keys, options: options, modelScreens: modelScreens)
      let text = writer.file()
      keys = writer.keys
      problems += writer.problems
      lookups.merge(writer.lookups) { first, _ in first }
      if writer.usesModel { usesModel.append(screen.id) }
      files.append((SwiftNames.typeName(screen.id) + "View.swift", text))
    }
    return (files, problems, keys, usesModel, lookups)
  }

  /// The app file's name, after the view it declares.
  static func appFileName(_ app: App) -> String { "ScreenSpecScreens.swift" }

  /// Whether a name can name a Swift module: ASCII letters, digits and `_`, not starting
  /// with a digit.
  package static func isModuleName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  /// Whether a file's bytes start as every generated file does, so that a later run may
  /// remove it when it writes it no more (a file of the app's own is never removed).
  package static func isGenerated(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("// Generated by 'screenspec export --swiftui' from ".utf8))
  }

  /// The first line of every file: what wrote it and that edits are not kept.
  static func header(_ what: String) -> String {
    "// Generated by 'screenspec export --swiftui' from \(what). Edits here are lost when it runs again.\n"
  }
}
