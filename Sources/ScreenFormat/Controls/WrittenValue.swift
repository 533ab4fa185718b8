import Basics

/// A value a button writes, checked against the key's bindings.
struct WrittenValue {
  var path: [String]
  var value: String
  var mark: Mark
}
