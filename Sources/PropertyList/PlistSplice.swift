/// A plist written over the bytes it replaces, changing only what its meaning changes.
///
/// ```swift
/// let bytes = PlistSplice.bytes(root, over: fileAsItWas)   // nil: Xcode's layout
/// ```
///
/// - No earlier file: the layout Xcode writes (``PropertyList/xml(_:)``).
/// - The same meaning (``PlistNode/means(_:)``): the earlier bytes as they are, binary or
///   XML, header, key order, indentation, line endings and number spellings included.
/// - Otherwise, over an XML plist: only the elements whose meaning changed are rewritten,
///   each where it was and indented as its neighbours (a changed text, its line; a removed
///   entry or item, its lines; a new one, its lines after its neighbour, or in key order
///   where the dictionary's keys are sorted). An array's items are matched by what they are
///   before by position (a specifier's `Key`, else its `File`, else its `Type` and
///   `Title`): an item kept keeps its bytes where it is, or takes them where it moved. A binary plist, one it cannot follow, or a
///   splice that would read back otherwise, is written in Xcode's layout.
package enum PlistSplice {
  /// The bytes to write for `node` over `original`.
  package static func bytes(_ node: PlistNode, over original: [UInt8]?) -> [UInt8] {
    guard let original else { return Array(PropertyList.xml(node).utf8) }
    let read = PropertyList.parse(original)
    guard let old = read.root, !read.problems.contains(where: { $0.severity == .error }) else {
      return Array(PropertyList.xml(node).utf8)
    }
    if old.means(node) { return original }
    guard !read.isBinary, let layout = XMLPlistLayout.read(original) else {
      return Array(PropertyList.xml(node).utf8)
    }
    var splice = Splicer(edits: ByteSplice(original), unit: unit(of: layout, in: original))
    splice.change(old, at: layout, to: node)
    // Spliced bytes are kept only when they read back as `node`.
    guard let spliced = splice.edits.applied(),
      PropertyList.parse(spliced).root?.means(node) == true
    else { return Array(PropertyList.xml(node).utf8) }
    return spliced
  }

  /// One level of the file's indentation: its root's first child's, past the root's own
  /// (a tab when it has none).
  static func unit(of root: XMLPlistLayout, in bytes: [UInt8]) -> String {
    let lines = ByteSplice(bytes)
    guard let child = root.keys.first?.lowerBound ?? root.children.first?.range.lowerBound,
      let inner = lines.indent(at: child), let outer = lines.indent(at: root.range.lowerBound),
      inner.count > outer.count, inner.starts(with: outer)
    else { return "\t" }
    return String(decoding: inner[outer.count...], as: UTF8.self)
  }

  /// Makes the edits that turn one node's element into another's.
  struct Splicer {
    var edits: ByteSplice
    let unit: String

    var style: XMLPlistWriter.Style {
      XMLPlistWriter.Style(unit: unit, newline: String(decoding: edits.newline, as: UTF8.self))
    }

    mutating func change(_ old: PlistNode, at layout: XMLPlistLayout, to new: PlistNode) {
      if old.means(new) { return }
      switch (old.content, new.content) {
      case (.dictionary(let before), .dictionary(let after))
      where !before.isEmpty && layout.children.count == before.count
        && Set(before.map(\.key)).count == before.count:
        changeEntries(before, at: layout, to: after)
      case (.array(let before), .array(let after))
      where !before.isEmpty && layout.children.count == before.count:
        changeItems(before, at: layout, to: after)
      default:
        replace(layout.range, with: new)
      }
    }

    /// Rewrites one element where it is, its later lines indented from its first.
    mutating func replace(_ range: Range<Int>, with node: PlistNode) {
      let indent = String(decoding: edits.indent(at: range.lowerBound) ?? [], as: UTF8.self)
      var text = ""
      XMLPlistWriter.write(node, indent: indent, style: style, into: &text)
      var bytes = Array(text.utf8.dropFirst(indent.utf8.count))
      bytes.removeLast(edits.newline.count)
      edits.replace(range, with: bytes)
    }

    /// The lines of a node written at an indentation, without their line breaks.
    func lines(_ node: PlistNode, key: String?, indent: [UInt8]) -> [[UInt8]] {
      let prefix = String(decoding: indent, as: UTF8.self)
      var text = key.map { "\(prefix)<key>\(XMLPlistWriter.escaped($0))</key>\n" } ?? ""
      XMLPlistWriter.write(
        node, indent: prefix, style: .init(unit: unit, newline: "\n"), into: &text)
      return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().map {
        Array($0)
      }
    }

    mutating func changeEntries(
      _ before: [PlistEntry], at layout: XMLPlistLayout, to after: [PlistEntry]
    ) {
      let wanted = Dictionary(after.map { ($0.key, $0.value) }) { _, last in last }
      var kept: [Int] = []
      for (index, entry) in before.enumerated() {
        guard let value = wanted[entry.key] else {
          edits.removeLines(layout.keys[index].lowerBound..<layout.children[index].range.upperBound)
          continue
        }
        kept.append(index)
        change(entry.value, at: layout.children[index], to: value)
      }
      let had = Set(before.map(\.key))
      var added: [String] = []
      for entry in after where !had.contains(entry.key) && !added.contains(entry.key) {
        added.append(entry.key)
      }
      guard !added.isEmpty else { return }
      guard let last = kept.last else {
        return replace(layout.range, with: PlistNode(.dictionary(after)))
      }
      let keys = kept.map { before[$0].key }
      let sorted = zip(keys, keys.dropFirst()).allSatisfy {
        $0.utf8.lexicographicallyPrecedes($1.utf8)
      }
      let indent = edits.indent(at: layout.keys[last].lowerBound) ?? Array(unit.utf8)
      for key in added {
        guard let value = wanted[key] else { continue }
        let text = lines(value, key: key, indent: indent)
        if sorted,
          let next = kept.first(where: { key.utf8.lexicographicallyPrecedes(before[$0].key.utf8) })
        {
          edits.insert(text, before: layout.keys[next].lowerBound)
        } else {
          edits.insert(text, after: layout.children[last].range.upperBound)
        }
      }
    }
  }
}
