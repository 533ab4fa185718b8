import Basics
import ScreenModel
import YAMLTree

/// Decodes a row's kind key and the keys that belong to it.
enum RowKindDecoder {
  /// The keys each kind (besides the common ones) may have.
  static let ownKeys = FieldTable.ownKeys

  /// For each key that belongs to some kinds, those kinds, sorted.
  static let owners: [String: [RowKind.Name]] = {
    var owners: [String: [RowKind.Name]] = [:]
    for (kind, keys) in ownKeys {
      for key in keys { owners[key, default: []].append(kind) }
    }
    return owners.mapValues { $0.sorted { $0.key < $1.key } }
  }()

  /// Every key this decoder looks at: the kind keys and the keys that belong to them. A
  /// row with none of them (nearly every row of a feed) is plain, found in one pass.
  static let relevant = Set(RowKind.keys).union(owners.keys)

  /// A bit per (length, first byte) of the relevant keys: a key whose bit is clear is not
  /// one of them, known without hashing it.
  static let prefilter: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: 32 * 256 / 64)
    for key in relevant {
      let bit = key.utf8.count * 256 + Int(key.utf8.first ?? 0)
      bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }
    return bits
  }()

  /// Whether a key may be relevant (cheap, exact after the set look-up).
  @inline(__always)
  static func mayBeRelevant(_ key: String) -> Bool {
    let utf8 = key.utf8
    let count = utf8.count
    guard count < 32, let first = utf8.first else { return false }
    let bit = count * 256 + Int(first)
    return prefilter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 && relevant.contains(key)
  }

  /// The row's kind; problems are reported, and nil means the row is unusable.
  static func decode(_ fields: Fields, _ context: inout DecodeContext) -> RowKind? {
    var kindName: RowKind.Name?
    var foreign: [(String, Mark)] = []
    for index in fields.pairs.indices {
      guard case .scalar(let scalar) = fields.pairs[index].key.content,
        mayBeRelevant(scalar.text)
      else { continue }
      let key = scalar.text
      let mark = fields.pairs[index].key.mark
      if let name = RowKind.Name(rawValue: key) {
        if let first = kindName {
          context.error(Messages.twoKinds(key, first.key), at: mark)
        } else {
          kindName = name
        }
      } else {
        foreign.append((key, mark))
      }
    }
    // Keys that belong to another kind (or to none, on a plain row).
    for (key, mark) in foreign {
      let keyOwners = owners[key] ?? []
      if let kindName, keyOwners.contains(kindName) { continue }
      context.error(Messages.foreignKey(key, owners: keyOwners, kind: kindName), at: mark)
    }
    guard let kindName, let node = fields[kindName.key] else { return .plain }
    refuseKeysNotOn(kindName, fields, &context)
    return decode(kindName, node, fields, &context)
  }

  /// `custom: NAME` with an optional `height`.
  static func custom(_ node: Node, _ fields: Fields, _ context: inout DecodeContext)
    -> RowKind?
  {
    guard let name = context.text(node, key: "custom") else { return nil }
    guard !name.isEmpty else {
      context.error(Messages.emptyCustomName, at: node.mark)
      return nil
    }
    var view = CustomView(name: name)
    if let height = fields["height"] {
      view.height = context.integer(height, key: "height", in: 1...1000) ?? view.height
    }
    return .custom(view)
  }

  /// `mail: {to, cc, bcc, subject, body, html}`, each recipient key a list of addresses.
  static func mail(_ node: Node, _ context: inout DecodeContext) -> RowKind? {
    guard
      let fields = context.fields(
        node, expected: "a mail ('to', 'cc', 'bcc', 'subject', 'body', 'html')",
        known: FieldTable.names(FieldTable.mail))
    else { return nil }
    var mail = Mail()
    func addresses(_ key: String, _ context: inout DecodeContext) -> [String] {
      guard let list = fields[key] else { return [] }
      return context.list(list, of: "addresses") { item, context in context.text(item, key: key) }
    }
    mail.to = addresses("to", &context)
    mail.cc = addresses("cc", &context)
    mail.bcc = addresses("bcc", &context)
    mail.subject = context.template(fields, "subject")
    mail.body = context.template(fields, "body")
    mail.writtenHTML = fields["html"].flatMap { context.bool($0) }
    return .mail(mail)
  }

  /// `titleValue: KEY` with optional `choices` mapping stored values to shown titles. The
  /// key is read like a `{key}` in a text (it must be in `state`), not bound: the row
  /// never writes it.
  static func titleValue(_ node: Node, _ fields: Fields, _ context: inout DecodeContext)
    -> RowKind?
  {
    guard let keyText = context.text(node, key: "titleValue") else { return nil }
    // An empty key (a Settings specifier whose `Key` is empty, which Settings shows) is an
    // error the screen is drawn in spite of, as a keyless control's is; it reads no key.
    let path =
      keyText.isEmpty
      ? [] : keyText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if keyText.isEmpty {
      context.diagnostics.append(
        .error(Messages.emptyKindKey(.titleValue), at: node.mark))
    } else {
      context.stateReferences.append(.init(path: path, mark: node.mark))
    }
    var result = TitleValue(key: path)
    guard let list = fields["choices"] else { return .titleValue(result) }
    guard let items = list.sequence else {
      context.error(
        Messages.wrongType(expected: "a list of choices", found: list.kindDescription),
        at: list.mark)
      return nil
    }
    var seen: Set<String> = []
    for item in items {
      var choice: TitleValue.Choice?
      if item.scalar != nil, let title = context.template(item, key: "choices") {
        choice = TitleValue.Choice(value: title.literalText, title: title)
      } else if let choiceFields = context.fields(
        item, expected: "a choice", known: FieldTable.choice.map(\.name))
      {
        if let short = choiceFields["shortTitle"] {
          context.error(Messages.titleValueShortTitle, at: short.mark)
        }
        if let titleNode = context.required(choiceFields, "title", in: "a choice"),
          let title = context.template(titleNode, key: "title")
        {
          let value = context.text(choiceFields, "value") ?? title.literalText
          let type = choiceFields["value"]?.scalar.map(ValueType.init) ?? .text
          choice = TitleValue.Choice(value: value, title: title, type: type)
        }
      }
      guard let choice else { continue }
      if !seen.insert(choice.value).inserted {
        context.error(Messages.titleValueDuplicate(choice.value), at: item.mark)
        continue
      }
      result.choices.append(choice)
    }
    return .titleValue(result)
  }
}
