import Basics
import ScreenModel

/// Where the nodes a template put into a screen file came from.
///
/// Each use of a template copies its body into the screen's tree with marks on lines of
/// their own, past any real line (from ``firstLine``): the decoder then reports at those
/// marks as at any other, and loading moves each such diagnostic to the template file, at
/// the line it was copied from, with a note at every use that led there.
package struct TemplateOrigins: Sendable {
  /// A place a template was used: a `use` or `template` in a screen or another template.
  package struct Use: Sendable, Equatable {
    package var template: String
    package var path: String
    package var mark: Mark
  }

  /// The lines one use of a template occupies.
  package struct Region: Sendable {
    /// The first line of the copy.
    var base: Int
    /// The line of the template file that `base` stands for.
    var first: Int
    var count: Int
    var template: String
    var path: String
    /// The uses that led here, innermost first.
    var uses: [Use]
  }

  /// The first line given to copied nodes: far past any real line (a file of 1 MiB has at
  /// most a million), with room for as many copied lines again.
  package static let firstLine = 1 << 30
  /// The last line a copy may use.
  static let lastLine = Int(Int32.max) - 1

  private(set) var regions: [Region] = []
  private var next = firstLine

  /// Whether no template was used.
  package var isEmpty: Bool { regions.isEmpty }

  /// Room for a copy of `lines` lines of `path`, or nil when the lines run out.
  mutating func add(
    template: String, path: String, lines: ClosedRange<Int>, uses: [Use]
  ) -> Region? {
    guard next + lines.count <= Self.lastLine else { return nil }
    let region = Region(
      base: next, first: lines.lowerBound, count: lines.count, template: template, path: path,
      uses: uses)
    regions.append(region)
    next += lines.count
    return region
  }

  /// Where a copied mark came from, and the uses that led there; nil for a real mark.
  package func origin(of mark: Mark) -> (path: String, mark: Mark, uses: [Use])? {
    guard mark.line >= Self.firstLine, !regions.isEmpty else { return nil }
    var low = 0
    var high = regions.count - 1
    // The last region starting at or before the line.
    while low < high {
      let middle = (low + high + 1) / 2
      if regions[middle].base <= mark.line { low = middle } else { high = middle - 1 }
    }
    let region = regions[low]
    guard mark.line >= region.base, mark.line < region.base + region.count else { return nil }
    return (
      region.path, Mark(line: mark.line - region.base + region.first, column: mark.column),
      region.uses
    )
  }

  /// `mark` where it really is: in `path` when it is real, else in the template.
  package func located(_ mark: Mark, in path: String) -> (path: String, mark: Mark) {
    guard let origin = origin(of: mark) else { return (path, mark) }
    return (origin.path, origin.mark)
  }

  /// A mark of `region` standing for line `line` of its template.
  static func mark(_ mark: Mark, in region: Region) -> Mark {
    let offset = min(max(mark.line - region.first, 0), region.count - 1)
    return Mark(line: region.base + offset, column: mark.column)
  }
}
