import Basics
import ScreenModel
import YAMLTree

/// `app.yaml` as last decoded, kept (by ``DecodeCache``) so that an edit of a few of its
/// lines is parsed and decoded alone: its tree is spliced (``TreeSplice``), its `state`
/// mapping's decode patched for the keys the edit touched (``StateDecode``), and the rest
/// of the file, a few keys, decoded again from the spliced tree. What it gives is what a
/// decode of the whole file gives; when that cannot be shown, there is no splice and the
/// file is decoded in full.
struct AppFileBase: Sendable {
  /// The parse, spliced edit after edit.
  var tree: TreeSplice.Base
  /// The decode of the `state` mapping (the root's first `state` key), when it is one.
  var state: StateDecode?
  var limits: ParseLimits
  var collectTexts: Bool

  /// The file decoded in full, and what to keep of it when an edit can start from it.
  static func decode(_ file: SourceFile, limits: ParseLimits, collectTexts: Bool)
    -> (AppAssembler.DecodedFile, AppFileBase?)
  {
    var base: AppFileBase?
    let decoded = AppAssembler.decode(
      file, limits: limits, collectTexts: collectTexts, pipelined: true, templates: nil,
      keepsSource: false
    ) { parsed, state in
      guard file.size == nil || file.size == file.bytes.count,
        let tree = TreeSplice.Base(bytes: file.bytes, result: parsed),
        // A top-level list of rows is streamed past the tree.
        !(tree.root.mapping ?? []).contains(where: { $0.key.scalar?.text == RowStream.key })
      else { return }
      base = AppFileBase(tree: tree, state: state, limits: limits, collectTexts: collectTexts)
    }
    return (decoded, base)
  }

  /// The decode of `file`, an edit of the file kept, from what is kept; nil when the edit
  /// cannot be spliced, and this base is then of no more use.
  /// `edit`, when it is the edit from the text kept to `file`'s, is what changed: the two
  /// texts are then not compared.
  mutating func decode(
    _ file: SourceFile, limits: ParseLimits, collectTexts: Bool, edit: TextEdit? = nil
  ) -> AppAssembler.DecodedFile? {
    guard limits == self.limits, collectTexts == self.collectTexts, file.unreadable == nil,
      file.size == nil || file.size == file.bytes.count,
      case let statePair = stateIndex(tree.root)
    else { return nil }
    let told = edit.flatMap { $0.isEdit(from: tree.bytes, to: file.bytes) ? $0.replaced : nil }
    // The text kept again (a mistake taken back): decoded from the tree as it is.
    if told.map({ !$0.range.isEmpty || $0.count > 0 }) ?? (file.bytes != tree.bytes) {
      guard let splice = tree.splice(file.bytes, limits: limits, edit: told),
        !(splice.parent == nil && splice.keys.contains(RowStream.key))
      else { return nil }
      patchState(splice, statePair: statePair)
    }
    var context = DecodeContext()
    context.recordsTexts = collectTexts
    context.fileBytes = file.bytes
    context.diagnostics = tree.diagnostics
    let settings = AppFileDecoder.decode(tree.root, into: &context, state: &state)
    return AppAssembler.DecodedFile(file, .app, context, settings: settings)
  }

  /// The state's decode after `splice`: patched when it spliced the state's own entries,
  /// moved with its lines when it spliced others, decoded again when it replaced `state`.
  private mutating func patchState(_ splice: TreeSplice, statePair: Int) {
    if splice.parent == nil, splice.keys.contains("state") {
      state = nil
    } else if splice.parent == statePair,
      let pairs = tree.root.mapping?[statePair].value.mapping
    {
      if state?.patch(splice, pairs: pairs) != true { state = nil }
    } else {
      state?.moveLines(after: splice.lastOldLine, by: splice.lineDelta)
    }
  }

  /// The index of the root's pair that the decoder reads as `state` (the first), or -1.
  private func stateIndex(_ root: Node) -> Int {
    (root.mapping ?? []).firstIndex { $0.key.scalar?.text == "state" } ?? -1
  }
}
