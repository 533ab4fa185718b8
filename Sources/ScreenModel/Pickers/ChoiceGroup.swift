/// A group of a picker's choices with its own checkmark(s): the whole picker, or one
/// inline group (a choice section with its own `bind` or `selected`).
public struct ChoiceGroup: Sendable, Hashable {
  /// The sections whose choices belong to the group, in order.
  public package(set) var sections: [Int]
  /// The state key the group reads its value (or list) from and writes it to.
  public package(set) var bind: [String]?
  /// For an unbound group: the 0-based indices, within the group, chosen at first.
  public package(set) var selected: [Int]
  /// Whether several choices can be checked (`allowsMultipleSelection: true`).
  public package(set) var multiple: Bool
  /// The fewest choices a multiple group may have checked.
  public package(set) var minSelected: Int?
  /// The most choices a multiple group may have checked.
  public package(set) var maxSelected: Int?
  /// Whether the choices are drawn sorted by their shown (translated) titles, as Settings
  /// draws `DisplaySortedByTitle`. The YAML spelling is `sortedByTitle: true`.
  public package(set) var sortedByTitle = false

  /// Creates a group.
  package init(
    sections: [Int], bind: [String]? = nil, selected: [Int] = [], multiple: Bool = false,
    minSelected: Int? = nil, maxSelected: Int? = nil
  ) {
    self.sections = sections
    self.bind = bind
    self.selected = selected
    self.multiple = multiple
    self.minSelected = minSelected
    self.maxSelected = maxSelected
  }
}

extension Screen {
  /// The choices of one group, in display order, with where each is.
  package func choices(ofGroup index: Int) -> [(section: Int, row: Int, value: Row)] {
    guard groups.indices.contains(index) else { return [] }
    return groups[index].sections.flatMap { section in
      sections[section].rows.enumerated().filter(\.element.isChoice).map {
        (section, $0.offset, $0.element)
      }
    }
  }

  /// Where each choice of a group is (``choices(ofGroup:)`` without copying the rows).
  package func choicePlaces(ofGroup index: Int) -> [(section: Int, row: Int)] {
    guard groups.indices.contains(index) else { return [] }
    var places: [(section: Int, row: Int)] = []
    for section in groups[index].sections {
      let rows = sections[section].rows
      for row in rows.indices where rows[row].isChoice { places.append((section, row)) }
    }
    return places
  }

  /// The group a section's choices belong to.
  package func group(ofSection section: Int) -> Int? {
    groups.firstIndex { $0.sections.contains(section) }
  }
}
