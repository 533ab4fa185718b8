/// A row that opens a mail sheet (IASK's `IASKMailComposeSpecifier`): its recipients,
/// subject and body, as IASK hands them to the mail composer.
///
/// The YAML spelling is `mail: {to: [a@example.com], subject: Feedback}`.
package struct Mail: Sendable, Hashable {
  /// The recipients (IASK's `IASKMailComposeToRecipents`).
  package var to: [String] = []
  /// The copied recipients (`IASKMailComposeCcRecipents`).
  package var cc: [String] = []
  /// The blind-copied recipients (`IASKMailComposeBccRecipents`).
  package var bcc: [String] = []
  /// The subject (`IASKMailComposeSubject`), translatable.
  package var subject: InterpolatedText?
  /// The body (`IASKMailComposeBody`), translatable.
  package var body: InterpolatedText?
  /// Whether the body is HTML (`IASKMailComposeBodyIsHTML`; drawn as written).
  package var html = false

  /// Creates a mail row.
  package init() {}
}
