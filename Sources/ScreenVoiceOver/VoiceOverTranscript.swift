import Basics
import ScreenBehavior
import ScreenModel
import ScreenRendering

/// A screen as VoiceOver reads it, as text: a header line naming the format, the screen,
/// the width and how many elements there are, then one element per line, in reading order,
/// and each hint on its own indented line.
///
/// ```
/// voiceover 2 · settings · width 40 · 3 elements
/// Settings. Heading.
/// Notifications. Heading.
/// Allow Notifications. Switch Button. On.
///   hint: Double tap to toggle setting.
/// ```
///
/// No line carries a number that depends on the others (an ordinal, the count, the line of
/// the text drawing): an element added, lost or changed is one changed line of a diff, plus
/// the header's count. User texts are as the view shows them (translated, escaped); trait
/// words and standard hints are English. A third renderer beside the text and picture ones:
/// it reads the same ``ScreenView``, and asks the text renderer only where each part is
/// drawn (each element's lines, which the transcript does not print).
public enum VoiceOverTranscript {
  /// The format's version, in the header line.
  package static let version = 2

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
    let count = Plural.count(elements.count, "element")
    var out =
      "voiceover \(version) · \(TextLayout.escaped(screen)) · width \(width) · \(count)\n"
    for element in elements {
      out += TextLayout.escaped(element.description) + "\n"
      if let hint = element.hint { out += "  hint: " + TextLayout.escaped(hint) + "\n" }
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
