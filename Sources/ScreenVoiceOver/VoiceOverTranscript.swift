import ScreenBehavior
import ScreenModel
import ScreenRendering

/// A screen as VoiceOver reads it, as text: a header line naming the format, the screen
/// and the width, then one numbered element per line with the line or lines it occupies in
/// the text drawing at that width, and each hint on its own indented line.
///
/// ```
/// voiceover 1 · settings · width 40
///  1  line 2      Settings. Heading.
///  2  line 5      Notifications. Heading.
///  3  line 7      Allow Notifications. Switch Button. On.
///                   hint: Double tap to toggle setting.
/// ```
///
/// User texts are as the view shows them (translated, escaped); trait words and standard
/// hints are English. A third renderer beside the text and picture ones: it reads the same
/// ``ScreenView``, and asks the text renderer only where each part is drawn.
public enum VoiceOverTranscript {
  /// The format's version, in the header line.
  package static let version = 1

  /// The transcript of a view drawn at `options.width`; `screen` names it in the header.
  public static func render(
    _ view: ScreenView, screen: String, options: RenderOptions = RenderOptions()
  ) -> String {
    let spans = Renderer.lineSpans(view, options: options)
    let elements = VoiceOverReader.elements(of: view, spans: spans)
    return transcript(elements, screen: screen, width: options.width)
  }

  /// The transcript of a session's top screen.
  public static func render(_ session: Session, options: RenderOptions = RenderOptions())
    -> String
  {
    render(session.view, screen: session.top.screenID ?? "detail", options: options)
  }

  /// Elements written out: the header, then a line each (and a line per hint).
  package static func transcript(_ elements: [VoiceOverElement], screen: String, width: Int)
    -> String
  {
    var out = "voiceover \(version) · \(TextLayout.escaped(screen)) · width \(width)\n"
    let numberWidth = String(elements.count).count
    for (index, element) in elements.enumerated() {
      let number = String(index + 1)
      let lines =
        element.lines.map {
          $0.count == 1 ? "line \($0.lowerBound)" : "lines \($0.lowerBound)–\($0.upperBound)"
        }
        ?? "—"
      let gutter = " " + String(repeating: " ", count: numberWidth - number.count) + number + "  "
      let column = lines + String(repeating: " ", count: max(1, 12 - lines.count))
      out += gutter + column + TextLayout.escaped(element.description) + "\n"
      if let hint = element.hint {
        let indent = String(repeating: " ", count: gutter.count + 12 + 2)
        out += indent + "hint: " + TextLayout.escaped(hint) + "\n"
      }
    }
    return out
  }
}

extension VoiceOverTranscript {
  /// A scenario's transcripts: one per frame, each under its caption (`# step 2: tap
  /// Welterweight`), frames apart by a blank line, as the text transcript of a scenario.
  public static func scenario(_ scenario: Scenario, app: App) throws(ScenarioRun.Failure)
    -> String
  {
    let frames = try ScenarioFrames.run(
      scenario, app: app, options: RenderOptions(scenario: scenario)
    ) { render($0, options: $1) }
    return ScenarioFrames.transcript(frames)
  }
}
