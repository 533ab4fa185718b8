import ScreenBehavior

/// How wide text is drawn in the pictures' face, an SF Pro-like proportional sans serif:
/// each character's advance in thousandths of the font size, capitals and digits wider
/// than lower case, a narrow `i` and a wide `m`, semibold a little wider than regular.
///
/// The figures are our own estimates of a typical system sans serif at text sizes (not
/// read from any font file): close enough that a title iOS draws whole is drawn whole, and
/// one iOS cuts is cut near where iOS cuts it.
enum TextMetrics {
  /// The advances of printable ASCII (space to `~`), in thousandths of an em.
  private static let ascii: [UInt16] = [
    // space ! " # $ % & ' ( ) * + , - . /
    260, 280, 360, 620, 600, 820, 680, 200, 330, 330, 440, 600, 260, 400, 260, 380,
    // 0 1 2 3 4 5 6 7 8 9
    600, 450, 590, 600, 610, 600, 600, 560, 600, 600,
    // : ; < = > ? @
    260, 260, 600, 600, 600, 500, 900,
    // A B C D E F G H I J K L M N O P Q R S T U V W X Y Z
    650, 640, 690, 700, 580, 560, 710, 710, 260, 500, 630, 540, 850, 710, 740, 610, 740, 630,
    600, 600, 700, 650, 950, 630, 620, 610,
    // [ \ ] ^ _ `
    330, 380, 330, 520, 520, 300,
    // a b c d e f g h i j k l m n o p q r s t u v w x y z
    540, 580, 520, 580, 550, 330, 580, 560, 240, 240, 510, 240, 860, 560, 570, 580, 580, 350,
    500, 330, 560, 510, 770, 500, 510, 500,
    // { | } ~
    360, 260, 360, 600,
  ]

  /// How much wider semibold is than regular.
  static let boldFactor = 1.06

  /// The width of `text` drawn at `size` points, semibold when `bold`.
  static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
    var total = 0
    for scalar in text.unicodeScalars { total += advance(scalar) }
    return Double(total) * size / 1000 * (bold ? boldFactor : 1)
  }

  /// The width of one character, as ``width(_:size:bold:)`` measures it.
  static func width(_ character: Character, size: Double, bold: Bool = false) -> Double {
    var total = 0
    for scalar in character.unicodeScalars { total += advance(scalar) }
    return Double(total) * size / 1000 * (bold ? boldFactor : 1)
  }

  /// One scalar's advance in thousandths of an em: by the table for ASCII, else by class.
  static func advance(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20, value < 0x7F { return Int(ascii[Int(value) - 0x20]) }
    if value < 0x20 || value == 0x7F { return 0 }
    switch value {
    case 0x2026: return 800  // …
    case 0x2039, 0x203A: return 330  // ‹ ›
    case 0x2022, 0x00B7: return 400  // • ·
    case 0x2212: return 600  // −
    case 0x2190...0x21FF, 0x2713, 0x24D8, 0x2315: return 800  // arrows, ✓, ⓘ, ⌕
    case 0x0590...0x05FF: return 560  // Hebrew
    case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return 480  // Arabic
    default: break
    }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if properties.isEmojiPresentation { return 1200 }
    if DisplayText.isWide(value) { return 1000 }
    if properties.isUppercase { return 670 }
    if properties.isLowercase { return 540 }
    return 600
  }
}
