import Foundation

/// A shape or text of a picture, by its attributes.
struct Shape {
  var name: String
  var attributes: [String: String]
  var text: String

  func number(_ key: String) -> Double { Double(attributes[key] ?? "") ?? 0 }
}

/// The rects, circles and texts of an SVG document, in order.
func shapes(_ svg: String) -> [Shape] {
  svg.split(separator: "\n").compactMap { line -> Shape? in
    let name = String(line.dropFirst().prefix { $0.isLetter })
    guard line.hasPrefix("<"), ["rect", "circle", "text"].contains(name) else { return nil }
    var attributes: [String: String] = [:]
    let head = line.prefix { $0 != ">" }
    for pair in head.split(separator: " ").dropFirst() {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      attributes[String(parts[0])] = parts[1].trimmingCharacters(
        in: CharacterSet(charactersIn: "\"/"))
    }
    let text = line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
    return Shape(name: name, attributes: attributes, text: String(text))
  }
}
