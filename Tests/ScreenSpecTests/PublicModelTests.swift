import Fixtures
import ScreenSpec
import Testing

/// Issue #50, step 1: the model's values have a read-only public API, so that an app (and
/// the runtime) can read a loaded screen without `@testable`. This file imports the library
/// as a user does: every read below compiles only because it is public.
@Test func aLoadedAppIsReadableThroughThePublicAPI() throws {
  let app = try App.load(from: Fixtures.root.appendingPathComponent("Screens").path)
  var kinds: Set<String> = []
  var boundKeys: Set<String> = []
  var titles = 0
  for screen in app.screens {
    _ = (screen.title.description, screen.style, screen.prompt, screen.footer, screen.paging)
    for section in screen.sections {
      _ = (section.header, section.footer, section.visibleIf, section.rowsFrom?.key)
      for row in section.rows {
        if !row.title.isEmpty { titles += 1 }
        _ = (row.detail, row.subtitle, row.accessory, row.read, row.badge, row.icon?.symbol)
        switch row.kind {
        case .plain: kinds.insert("plain")
        case .push(let id): kinds.insert(app.screen(id) == nil ? "push?" : "push")
        case .body: kinds.insert("body")
        case .toggle(let toggle): boundKeys.insert(toggle.key.joined(separator: "."))
        case .textField(let field), .textView(let field):
          boundKeys.insert(field.key.joined(separator: "."))
        case .slider(let control), .stepper(let control):
          #expect(control.min < control.max)
          boundKeys.insert(control.key.joined(separator: "."))
        case .button(let button): kinds.insert(button.destructive ? "destructive" : "button")
        case .url(let link): kinds.insert(link.hasPrefix("https://") ? "url" : "url?")
        case .titleValue(let value): boundKeys.insert(value.key.joined(separator: "."))
        case .datePicker(let picker): boundKeys.insert(picker.key.joined(separator: "."))
        case .mail: kinds.insert("mail")
        case .custom(let view): kinds.insert(view.name)
        }
      }
    }
  }
  #expect(titles > 50)
  #expect(kinds.isSuperset(of: ["plain", "push", "body", "destructive", "url"]))
  #expect(!kinds.contains("push?"))
  // Every key a control binds is one of the app's state (read through the public state).
  for key in boundKeys {
    #expect(app.state.value(at: key.split(separator: ".").map(String.init)) != nil, "\(key)")
  }
}

/// Issue #53: the session's view is public, as the runtime reads it, and the compiled app
/// gives the very same view as the YAML.
@Test func theSessionsViewIsPublicAndTheCompiledAppShowsTheSame() throws {
  let app = try App.load(from: Fixtures.root.appendingPathComponent("Screens").path)
  let compiled = try App(compiled: app.compiled)
  for id in ["home", "posts", "fight-card"] {
    let view = try Session(app: app, screen: id).view
    #expect(try Session(app: compiled, screen: id).view == view, "\(id)")
    #expect(!view.title.isEmpty)
    let rows = view.sections.flatMap(\.rows)
    #expect(!rows.isEmpty, "\(id)")
    _ = rows.map { ($0.title, $0.detail, $0.accessory, $0.unread, $0.deletable) }
  }
  let posts = try Session(app: app, screen: "posts").view
  #expect(posts.sections.flatMap(\.rows).contains { $0.unread })
  #expect(posts.sections.flatMap(\.rows).contains { $0.deletable })
}
