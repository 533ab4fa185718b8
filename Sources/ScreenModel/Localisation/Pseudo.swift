/// Pseudo-localisation: every translatable text accented, bracketed and about 40% longer,
/// with its `{…}` interpolations kept, so truncation shows up before translators see it.
/// `Weight Class` → `[Ŵéîĝĥţ Çļåšš one two]`.
package enum Pseudo {
  /// The pseudo-localised form of a source text.
  package static func localised(_ source: String) -> String {
    guard !source.isEmpty else { return source }
    var out = "["
    var inBraces = false
    var letters = 0
    for character in source {
      if character == "{" { inBraces = true }
      if inBraces {
        out.append(character)
        if character == "}" { inBraces = false }
        continue
      }
      if character.isLetter { letters += 1 }
      out += accented[character].map(String.init) ?? String(character)
    }
    // About 40% longer: padding words after the text.
    let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight"]
    var extra = ""
    var index = 0
    while extra.count < max(3, letters * 2 / 5) {
      extra += " " + padding[index % padding.count]
      index += 1
    }
    return out + extra + "]"
  }

  static let accented: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let fancy = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
  }()
}
