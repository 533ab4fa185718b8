import Basics
import ScreenModel

/// Texts, conditions, state, kept plist values and the small values rows hold.
extension CompiledWriter {
  mutating func enumCase<T: CaseIterable & Equatable>(_ value: T) {
    count(
      T.allCases.firstIndex(of: value).map {
        T.allCases.distance(from: T.allCases.startIndex, to: $0)
      } ?? 0)
  }

  mutating func mark(_ mark: Mark) {
    count(mark.line)
    count(mark.column)
  }

  mutating func path(_ path: [String]) { strings(path) }

  mutating func text(_ text: InterpolatedText) {
    guard let plural = text.plural else {
      byte(0)
      string(text.description)
      return
    }
    byte(1)
    pluralNumber(plural.number)
    let forms = plural.forms
    list(PluralCategory.allCases.filter { forms[$0] != nil }) { writer, category in
      writer.enumCase(category)
      writer.string(forms[category]?.description ?? "")
    }
  }

  mutating func text(_ value: InterpolatedText?) { optional(value) { $0.text($1) } }

  mutating func pluralNumber(_ number: PluralNumber) {
    switch number {
    case .state(let path):
      byte(0)
      self.path(path)
    case .count: byte(1)
    case .unread: byte(2)
    case .countOf(let id):
      byte(3)
      string(id)
    case .unreadOf(let id):
      byte(4)
      string(id)
    case .fixed(let text):
      byte(5)
      string(text)
    }
  }

  mutating func condition(_ condition: Condition) {
    switch condition {
    case .key(let path):
      byte(0)
      self.path(path)
    case .equals(let path, let value):
      byte(1)
      self.path(path)
      string(value)
    case .notEquals(let path, let value):
      byte(2)
      self.path(path)
      string(value)
    case .oneOf(let path, let values):
      byte(3)
      self.path(path)
      strings(values)
    case .contains(let path, let value):
      byte(4)
      self.path(path)
      string(value)
    case .device(let device):
      byte(5)
      enumCase(device)
    case .host(let host):
      byte(6)
      enumCase(host)
    case .not(let inner):
      byte(7)
      self.condition(inner)
    case .all(let inner):
      byte(8)
      list(inner) { $0.condition($1) }
    case .any(let inner):
      byte(9)
      list(inner) { $0.condition($1) }
    }
  }

  mutating func state(_ value: StateValue) {
    switch value {
    case .text(let text):
      byte(0)
      string(text)
    case .list(let items):
      byte(1)
      list(items) { $0.state($1) }
    case .mapping(let mapping):
      byte(2)
      list(mapping.entries) { writer, entry in
        writer.string(entry.key)
        writer.state(entry.value)
      }
    }
  }

  mutating func passthrough(_ keys: [PassthroughKey]) {
    list(keys) { writer, key in
      writer.string(key.key)
      writer.passthrough(key.value)
    }
  }

  mutating func passthrough(_ value: PassthroughValue) {
    switch value {
    case .string(let text): tagged(0, text)
    case .integer(let text): tagged(1, text)
    case .real(let text): tagged(2, text)
    case .boolean(let flag):
      byte(3)
      bool(flag)
    case .date(let text): tagged(4, text)
    case .data(let text): tagged(5, text)
    case .array(let items):
      byte(6)
      list(items) { $0.passthrough($1) }
    case .dictionary(let keys):
      byte(7)
      passthrough(keys)
    }
  }

  private mutating func tagged(_ tag: UInt8, _ text: String) {
    byte(tag)
    string(text)
  }

  mutating func colour(_ colour: Colour) {
    switch colour {
    case .named(let name):
      byte(0)
      enumCase(name)
    case .rgb(let red, let green, let blue):
      byte(1)
      for component in [red, green, blue] { byte(component) }
    }
  }

  mutating func selectionStyle(_ style: SelectionStyle) {
    switch style {
    case .blue: byte(0)
    case .gray: byte(1)
    case .none: byte(2)
    case .custom(let background, let text):
      byte(3)
      colour(background)
      colour(text)
    }
  }

  mutating func valueType(_ type: ValueType) {
    switch type {
    case .text: byte(0)
    case .number: byte(1)
    case .boolean: byte(2)
    }
  }

  mutating func decimal(_ value: ExactDecimal) {
    int(value.units)
    count(value.scale)
  }
}
