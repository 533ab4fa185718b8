import Basics

/// A value a button writes, checked against the key's bindings.
struct WrittenValue: Equatable {
  var path: [String]
  var value: String
  var mark: Mark
}
