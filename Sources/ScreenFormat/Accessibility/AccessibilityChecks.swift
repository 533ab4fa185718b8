import Basics
import ScreenModel

/// Warnings (never errors) at what VoiceOver would read badly: a control or button with no
/// name (every Settings slider has no title), a name with no letter or digit (`→`, an
/// emoji), and two buttons of one screen with one name that do different things. Checked
/// while each row's nodes and marks are at hand; the last once the screen's rows are known.
enum AccessibilityChecks {
  /// A button-like row of the screen: its name as written, what a tap does, and where.
  struct ButtonName {
    var label: String
    var action: String
    var mark: Mark
    /// The one host that shows the button (its row's or section's `{host: …}`), nil when
    /// both do: buttons of different hosts are never read on one screen.
    var host: Host? = nil
  }

  /// Checks one row, and records it when it is a button whose name may repeat.
  static func check(_ row: Row, fields: Fields, _ context: inout DecodeContext) {
    let labelNode = fields["accessibilityLabel"] ?? fields["title"]
    let label = row.accessibilityLabel ?? row.title
    if label.isEmpty {
      if case .slider = row.kind, let node = fields["slider"] {
        context.diagnostics.append(.warning(Messages.unnamedControl("slider"), at: node.mark))
      }
      return
    }
    if label.isLiteral, let node = labelNode, !label.hasLetterOrDigit {
      context.diagnostics.append(
        .warning(Messages.nameWithoutWords(label.literalText), at: node.mark))
    }
    guard let action = row.kind.buttonAction else { return }
    context.buttonNames.append(
      ButtonName(label: label.description, action: action, mark: labelNode?.mark ?? .start))
  }

  /// Two buttons of one screen with one name that do different things: a warning at the
  /// second, with a note at the first.
  static func checkButtonNames(_ context: inout DecodeContext) {
    guard context.buttonNames.count > 1 else { return }
    var earlierOnes: [String: [ButtonName]] = [:]
    for button in context.buttonNames {
      defer { earlierOnes[button.label, default: []].append(button) }
      let shownTogether = earlierOnes[button.label]?.filter {
        $0.host == nil || button.host == nil || $0.host == button.host
      }
      guard let shown = shownTogether, let earlier = shown.first,
        !shown.contains(where: { $0.action == button.action })
      else { continue }
      context.diagnostics.append(
        .warning(
          Messages.sameButtonName(button.label), at: button.mark,
          notes: [.init(Messages.firstButtonName, at: earlier.mark)]))
    }
  }
}
