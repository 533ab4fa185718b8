/// One of CLDR's plural categories: the form of a text a number chooses in a language.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  case zero, one, two, few, many, other
}
