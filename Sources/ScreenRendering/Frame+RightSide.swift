import ScreenBehavior
import ScreenModel

extension Frame {
  /// What sits on the right of a row's title: a revealed Delete button, a control, or the
  /// detail, badge and accessory; as one text, its style, its styled spans (when it has
  /// several styles) and its parts in reading order (for a mirrored layout).
  struct RightSide {
    var text = ""
    var style: ANSIStyle
    var spans: [(String, ANSIStyle)] = []
    var readingParts: [(String, ANSIStyle)] = []
  }

  /// The right side of a row `width` columns wide whose marks take `lead`. `stacked` (an
  /// accessibility text size) gives a control, detail or field's text a line of its own.
  func rightSide(
    _ row: RowView, width: Int, view: ScreenView, lead: String, base: ANSIStyle, stacked: Bool
  ) -> RightSide {
    var right = ""
    var rightStyle = base
    var rightSpans: [(String, ANSIStyle)] = []
    // Detail, badge and accessory as separate parts, for a mirrored layout.
    var readingParts: [(String, ANSIStyle)] = []
    if row.showsDelete {
      right = "[" + text(view.texts.delete) + "]"
      rightStyle = .deleteButton
    } else if let control = row.control, !row.isLoadMore {
      // The control takes what the title leaves, and at least half the row. A segmented
      // control keeps its segments whole, as UIKit does, and the title is cut instead (down
      // to a few columns).
      // Stacked (an accessibility text size), the control has a line of its own.
      let titleTaken = stacked ? 0 : TextLayout.width(text(row.title))
      let leftover = width - 4 - TextLayout.width(lead) - titleTaken
      var room = max(4, (width - 4) / 2, leftover)
      if case .segments(let titles, _) = control, !titles.isEmpty {
        let widest = titles.map { TextLayout.width(text($0)) }.max() ?? 0
        let whole = titles.count * (widest + 2) + titles.count - 1
        let titleWidth = min(TextLayout.width(text(row.title)), 4)
        room = max(room, min(whole, width - 3 - TextLayout.width(lead) - titleWidth))
      }
      // Stacked, a text field's text wraps on lines of its own instead of being cut.
      let wraps: Bool
      if case .textField = control { wraps = stacked } else { wraps = false }
      rightSpans = controlSpans(control, base: base, room: wraps ? Int.max / 2 : room)
      if let badge = row.badge {
        rightSpans.insert(("(" + text(badge) + ") ", base.adding(.badge)), at: 0)
      }
      right = rightSpans.map(\.0).joined()
    } else if !row.isLoadMore {
      let accessory = row.grip ? glyphs.grip : glyph(row.accessory)
      let badge = row.badge.map { "(" + text($0) + ")" } ?? ""
      let detailRoom = max(
        0,
        (stacked ? width - 4 : (width - 4) / 2) - TextLayout.width(accessory)
          - TextLayout.width(badge))
      // Stacked, a detail alone wraps on lines of its own instead of being cut.
      let wraps = stacked && badge.isEmpty && accessory.isEmpty
      let detail = row.detail.map { wraps ? text($0) : fit(text($0), detailRoom) } ?? ""
      if !badge.isEmpty {
        if !detail.isEmpty { rightSpans.append((detail + " ", base)) }
        rightSpans.append((badge, base.adding(.badge)))
        if !accessory.isEmpty {
          rightSpans.append((" ", base))
          rightSpans.append((accessory, base))
        }
      }
      // The parts there are, a space between two (no array made: every row asks).
      func add(_ part: String) {
        guard !part.isEmpty else { return }
        if !readingParts.isEmpty {
          right += " "
          readingParts.append((" ", base))
        }
        right += part
        readingParts.append((part, base))
      }
      add(detail)
      add(badge)
      add(accessory)
    }
    if case .slider(let position, _, let minImage, let maxImage)? = row.control, row.title.isEmpty {
      // As Settings draws a slider without a title: across the whole cell, its images at
      // its ends, no value.
      rightSpans = wideSliderSpans(
        position, minImage: minImage, maxImage: maxImage, base: base,
        width: width - 3 - TextLayout.width(lead))
      right = rightSpans.map(\.0).joined()
    }
    return RightSide(text: right, style: rightStyle, spans: rightSpans, readingParts: readingParts)
  }
}
