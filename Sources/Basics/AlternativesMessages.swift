/// Names as a message offers them: each in single quotes, the last after "or"
/// (`'a', 'b' or 'c'`; one name alone; nothing for none).
package enum Alternatives {
  /// The names, quoted and joined.
  package static func quoted(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
  }
}
