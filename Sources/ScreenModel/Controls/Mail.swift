/// A row that opens a mail sheet (IASK's `IASKMailComposeSpecifier`): its recipients,
/// subject and body, as IASK hands them to the mail composer.
///
/// The YAML spelling is `mail: {to: [a@example.com], subject: Feedback}`.
public struct Mail: Sendable, Hashable {
  /// The recipients (IASK's `IASKMailComposeToRecipents`).
  public package(set) var to: [String] = []
  /// The copied recipients (`IASKMailComposeCcRecipents`).
  public package(set) var cc: [String] = []
  /// The blind-copied recipients (`IASKMailComposeBccRecipents`).
  public package(set) var bcc: [String] = []
  /// The subject (`IASKMailComposeSubject`), translatable.
  public package(set) var subject: InterpolatedText?
  /// The body (`IASKMailComposeBody`), translatable.
  public package(set) var body: InterpolatedText?
  /// Whether the body is HTML (`IASKMailComposeBodyIsHTML`; drawn as written).
  public package(set) var html: Bool {
    get { writtenHTML ?? false }
    set { writtenHTML = newValue }
  }
  /// `html` as written, nil when not (`html: false` is written back, as the bundle had it).
  package var writtenHTML: Bool?

  /// Creates a mail row.
  package init() {}
}
