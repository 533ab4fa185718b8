import Basics
import ScreenModel
import YAMLTree

/// Decodes a picker's groups: `bind`, `selected`, `allowsMultipleSelection`,
/// `minSelected` and `maxSelected` on the screen (one group) or on each choice section
/// (inline groups), checked against the choices while their marks are at hand.
enum PickerDecoder {
  static let groupKeys = FieldTable.pickerGroupKeys
  /// Keys a choice section may set only as an inline group (with its own bind or selected).
  static let multipleKeys = FieldTable.multiplePickerGroupKeys

  /// A section of no choices that has a picker group's key: an error at each. A `choices`
  /// that is not a list has its own error: its picker keys are not told again.
  private static func checkSectionsWithoutChoices(
    _ sectionFields: [Int: Fields], choiceSections: [Int], _ context: inout DecodeContext
  ) {
    for (index, section) in sectionFields
    where !choiceSections.contains(index) && section["choices"] == nil {
      for key in groupKeys {
        if let node = section[key] {
          context.error(Messages.groupKeyNeedsChoices(key), at: node.mark)
        }
      }
    }
  }

  static func decode(_ fields: Fields, _ screen: inout Screen, _ context: inout DecodeContext) {
    let sectionNodes = fields["sections"]?.sequence ?? []
    var sectionFields: [Int: Fields] = [:]
    if sectionNodes.count == screen.sections.count {
      for (index, node) in sectionNodes.enumerated() {
        if let pairs = node.mapping { sectionFields[index] = Fields(mark: node.mark, pairs: pairs) }
      }
    }
    let choiceSections = screen.sections.indices.filter { screen.sections[$0].choiceCount > 0 }
    checkSectionsWithoutChoices(sectionFields, choiceSections: choiceSections, &context)
    let inline = choiceSections.filter { index in
      sectionFields[index].map { $0["bind"] != nil || $0["selected"] != nil } ?? false
    }
    if !inline.isEmpty {
      screen.inlineGroups = true
      for index in choiceSections where !inline.contains(index) {
        context.error(Messages.inlineGroupsAllOrNone, at: sectionFields[index]?.mark ?? fields.mark)
      }
      for key in groupKeys {
        guard let screenNode = fields[key] else { continue }
        let sectionNode =
          inline.lazy.compactMap { sectionFields[$0]?[key] }.first
          ?? inline.lazy.compactMap { sectionFields[$0]?["bind"] ?? sectionFields[$0]?["selected"] }
          .first
        context.error(
          Messages.screenGroupBesideSections(key), at: sectionNode?.mark ?? screenNode.mark,
          notes: [.init(Messages.screenGroupHere(key), at: screenNode.mark)])
      }
      var groups: [ChoiceGroup] = []
      for index in inline {
        guard let own = sectionFields[index] else { continue }
        groups.append(group(own, sections: [index], nodes: [sectionNodes[index]], screen, &context))
      }
      screen.groups = groups
      return
    }
    for index in choiceSections {
      for key in multipleKeys {
        if let node = sectionFields[index]?[key] {
          context.error(Messages.groupKeyNeedsOwnBind(key), at: node.mark)
        }
      }
    }
    if choiceSections.isEmpty, let empty = fields["choices"], empty.sequence?.isEmpty == true,
      fields["bind"] != nil
    {
      // A Settings multi-value without `Titles` and `Values`: Settings shows it, empty.
      context.diagnostics.append(.error(Messages.noChoices, at: empty.mark))
      let group = group(fields, sections: [], nodes: [empty], screen, &context)
      screen.groups = [group]
      screen.bind = group.bind
      return
    }
    guard !choiceSections.isEmpty else {
      if let written = fields["choices"], written.sequence == nil { return }
      for key in groupKeys {
        if let node = fields[key] {
          context.error(Messages.groupKeyNeedsChoices(key), at: node.mark)
        }
      }
      return
    }
    let nodes =
      fields["choices"].map { [$0] }
      ?? choiceSections.compactMap {
        sectionNodes.indices.contains($0) ? sectionNodes[$0] : nil
      }
    let group = group(fields, sections: choiceSections, nodes: nodes, screen, &context)
    screen.groups = [group]
    screen.bind = group.bind
    screen.selected = group.multiple ? nil : group.selected.first
  }

  /// One group from the keys of a screen or a section.
  private static func group(
    _ fields: Fields, sections: [Int], nodes: [Node], _ screen: Screen,
    _ context: inout DecodeContext
  ) -> ChoiceGroup {
    var group = ChoiceGroup(sections: sections)
    // The choices' values and titles are made only where a key needs them: a title is a
    // slice of the file, made a string each time it is asked for.
    let choiceCount = sections.reduce(0) { $0 + screen.sections[$1].choiceCount }
    var madeTitles: [String]?
    func titles() -> [String] {
      if let madeTitles { return madeTitles }
      let made = sections.flatMap {
        screen.sections[$0].rows.filter(\.isChoice).map(\.title.literalText)
      }
      madeTitles = made
      return made
    }
    checkChoiceValues(nodes, &context)
    group.multiple = fields["allowsMultipleSelection"].flatMap { context.bool($0) } ?? false
    group.sortedByTitle = fields["sortedByTitle"].flatMap { context.bool($0) } ?? false
    for key in ["minSelected", "maxSelected"] {
      guard let node = fields[key] else { continue }
      guard group.multiple else {
        context.error(Messages.boundNeedsMultiple(key), at: node.mark)
        continue
      }
      let count = context.integer(node, key: key, in: 0...choiceCount)
      if key == "minSelected" { group.minSelected = count } else { group.maxSelected = count }
    }
    if let low = group.minSelected, let high = group.maxSelected, low > high,
      let node = fields["maxSelected"]
    {
      context.error(Messages.minAboveMax(low, high), at: node.mark)
    }
    if let bind = fields["bind"], let key = context.text(bind, key: "bind") {
      let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      group.bind = path
      context.binds.append(.init(path: path, mark: bind.mark))
      let accepts = PickerAccepts(
        values: sections.flatMap { screen.sections[$0].rows.compactMap(\.choiceValue) },
        multiple: group.multiple, minSelected: group.minSelected,
        maxSelected: group.maxSelected, titleMarks: titleMarks(nodes),
        valueTypes: PickerAccepts.valueTypes(nodes))
      context.bindings.append(Binding(path: path, accepts: .picker(accepts), mark: bind.mark))
    }
    guard let node = fields["selected"] else { return group }
    if let bind = group.bind {
      context.diagnostics.append(
        .warning(Messages.selectedIgnored(bind.joined(separator: ".")), at: node.mark))
      return group
    }
    guard let chosen = selected(node, of: group, count: choiceCount, titles: titles, &context)
    else { return group }
    group.selected = chosen.sorted()
    return group
  }

  /// The choices `selected` names, by index (a title or an index each), each mistake an
  /// error at it; nil when `selected` is not what the group holds (a list for multiple
  /// choice) or is null.
  private static func selected(
    _ node: Node, of group: ChoiceGroup, count choiceCount: Int, titles: () -> [String],
    _ context: inout DecodeContext
  ) -> [Int]? {
    let items: [Node]
    if group.multiple {
      guard let list = node.sequence else {
        context.error(
          Messages.wrongType(expected: "a list of choices", found: node.kindDescription),
          at: node.mark)
        return nil
      }
      items = list
    } else {
      if node.scalar?.isNull == true { return nil }
      items = [node]
    }
    var chosen: [Int] = []
    for item in items {
      guard let scalar = item.scalar else {
        context.error(
          Messages.wrongType(expected: "a choice's title or index", found: item.kindDescription),
          at: item.mark)
        continue
      }
      var index: Int?
      if scalar.style == .plain, let number = Int(scalar.text) {
        guard (0..<choiceCount).contains(number) else {
          context.error(Messages.selectedOutOfRange(number, count: choiceCount), at: item.mark)
          continue
        }
        index = number
      } else if let found = titles().firstIndex(of: scalar.text) {
        index = found
      } else {
        context.error(
          Messages.selectedNotAChoice(
            scalar.text, suggestion: Suggestion.nearest(to: scalar.text, in: titles())),
          at: item.mark
        )
        continue
      }
      if let index {
        if chosen.contains(index) {
          context.error(Messages.chosenTwice(titles()[index]), at: item.mark)
        } else {
          chosen.append(index)
        }
      }
    }
    if group.multiple {
      if let low = group.minSelected, chosen.count < low {
        context.error(Messages.tooFewChosen(chosen.count, low), at: node.mark)
      }
      if let high = group.maxSelected, chosen.count > high {
        context.error(Messages.tooManyChosen(chosen.count, high), at: node.mark)
      }
    }
    return chosen
  }

  /// Two choices of one group that store one value cannot be told apart by the state: a
  /// tap on the second would check the first. An error at the second, a note at the first,
  /// as for duplicate titles (which the list's own title check already reports, so a
  /// choice repeating both the title and the value of one in its own list is left to it).
  private static func checkChoiceValues(_ nodes: [Node], _ context: inout DecodeContext) {
    // One list of plain titles: each value is its title, whose repeats the list's own
    // title check reports.
    if nodes.count == 1, let items = nodes[0].sequence, items.allSatisfy({ $0.isScalar }) {
      return
    }
    var seen = FirstSeen<(mark: Mark, title: String, list: Int)>()
    for (list, node) in nodes.enumerated() {
      let items =
        node.sequence ?? node.mapping?.first { $0.key.scalar?.text == "choices" }?.value.sequence
        ?? []
      for item in items {
        let title: Node?
        let value: Node?
        if item.scalar != nil {
          title = item
          value = item
        } else {
          let pairs = item.mapping ?? []
          title = pairs.first { $0.key.scalar?.text == "title" }?.value
          value = pairs.first { $0.key.scalar?.text == "value" }?.value ?? title
        }
        guard let valueNode = value, let text = valueNode.scalar?.text,
          let titleText = title?.scalar?.text
        else { continue }
        guard let first = seen.insert(text, (valueNode.mark, titleText, list)) else { continue }
        if first.title == titleText && first.list == list { continue }
        context.error(
          Messages.duplicateChoiceValue(text), at: valueNode.mark,
          notes: [.init(Messages.firstChoiceValue, at: first.mark)])
      }
    }
  }

  /// Where each choice's title is written, by title, in the given content nodes (a
  /// `choices` list, or sections holding one).
  private static func titleMarks(_ nodes: [Node]) -> [String: Mark] {
    var marks: [String: Mark] = [:]
    for node in nodes {
      let list =
        node.sequence ?? node.mapping?.first { $0.key.scalar?.text == "choices" }?.value.sequence
        ?? []
      for item in list {
        if let scalar = item.scalar {
          marks[scalar.text] = marks[scalar.text] ?? item.mark
        } else if let title = item.mapping?.first(where: { $0.key.scalar?.text == "title" })?.value,
          let text = title.scalar?.text
        {
          marks[text] = marks[text] ?? title.mark
        }
      }
    }
    return marks
  }
}
