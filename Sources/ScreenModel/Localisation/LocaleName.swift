/// The names a locale goes by, as Apple's bundles read them.
package enum LocaleName {
  /// The `.lproj` names Apple's bundles read besides locale codes: Xcode's `Base.lproj`,
  /// and the old language names (`English.lproj`).
  package static let legacyLanguageNames: Set<String> = [
    "Base", "Dutch", "English", "French", "German", "Italian", "Japanese", "Spanish",
  ]

  /// Whether a file name is a locale's: `de`, `de-CH`, `pt_BR`, `zh-Hant`, `Base`, or one
  /// of the old language names (`English`).
  package static func isLocale(_ name: String) -> Bool {
    if legacyLanguageNames.contains(name) { return true }
    let parts = name.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter),
      first.allSatisfy(\.isASCII)
    else { return false }
    return parts.dropFirst().allSatisfy {
      (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
