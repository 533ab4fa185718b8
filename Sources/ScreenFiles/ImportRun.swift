import Basics
import OperatingSystem
import PropertyList
import ScreenFormat
import SettingsBundle
import StringCatalogs

/// What one `import` does: the policy of the command, which the tool words (``Wording``)
/// and prints.
///
/// A Settings.bundle is imported into an app folder DIR: a new or empty one (nothing is
/// overwritten), or, with `--update`, the folder an earlier import wrote, merged over the
/// base it kept (``ImportUpdate``). Nothing is written when the bundle cannot be imported
/// faithfully, nor when an update conflicts; once files are written, the bundle's files the
/// import read are noted as owned (``OwnedFiles``). Translations (String Catalogs, `.lproj`
/// folders) are merged into an existing app's tables instead (``translations(_:into:)``).
///
/// ```swift
/// let base = try ImportRun.base(bundle: bundle, out: out, update: false)
/// let outcome = ImportRun(limits: limits, wording: wording).bundle(bundle, into: out, base: base)
/// ```
package struct ImportRun {
  /// Why the import cannot run as asked: a usage error of the tool.
  package enum Refusal: Error, Equatable {
    /// The bundle is not a folder; `missing` when nothing is at its path.
    case notABundle(String, missing: Bool)
    /// `--update` of a folder that is not there.
    case noFolderToUpdate(String)
    /// Something that is not a folder is at DIR's path.
    case notAFolder(String)
    /// `--update` of a folder with no base of an earlier import.
    case noImportBase(String)
    /// A first import into a folder that holds files.
    case outNotEmpty(String)
    /// `--update` of translations that are not all String Catalogs.
    case updateNeedsBundle
    /// The app the translations are merged into is not a folder.
    case notAnApp(String)
    /// A path of translations that cannot be read as translations.
    case unreadable(TranslationImport.Unreadable)
    /// A table that is a symbolic link, at this path: no file is written through one.
    case linkNotFollowed(String)
  }

  /// How the tool says what the import did: its own lines, never the library's.
  package struct Wording {
    /// The line that says nothing was written.
    package var nothingWritten: String
    /// The line that says the bundle cannot be imported faithfully, so nothing is written.
    package var notFaithful: String
    /// The line that says an update that conflicts wrote nothing.
    package var updateNotWritten: String
    /// The line for an error, from its text.
    package var error: (String) -> String
    /// The line for a path an update would write that is not a file.
    package var notAFile: (String) -> String
    /// The line for a translations file that added nothing: its path, and how many it
    /// holds that were there already.
    package var nothingNew: (String, Int) -> String
    /// The line for translations paths that held none.
    package var noTranslations: ([String]) -> String
    /// A problem with what the tool notes of it (how to raise a limit).
    package var noted: (BundleProblem) -> BundleProblem

    /// The wording from each of its lines.
    package init(
      nothingWritten: String, notFaithful: String, updateNotWritten: String,
      error: @escaping (String) -> String, notAFile: @escaping (String) -> String,
      nothingNew: @escaping (String, Int) -> String,
      noTranslations: @escaping ([String]) -> String,
      noted: @escaping (BundleProblem) -> BundleProblem
    ) {
      self.nothingWritten = nothingWritten
      self.notFaithful = notFaithful
      self.updateNotWritten = updateNotWritten
      self.error = error
      self.notAFile = notAFile
      self.nothingNew = nothingNew
      self.noTranslations = noTranslations
      self.noted = noted
    }
  }

  /// The read limits of plists, `.strings` files and String Catalogs.
  package var limits: PlistLimits
  /// How the tool says what it did.
  package var wording: Wording

  /// An import reading with `limits`, said with `wording`.
  package init(limits: PlistLimits, wording: Wording) {
    self.limits = limits
    self.wording = wording
  }

  /// Whether the PATHs name translations (a String Catalog, an `.lproj` folder) rather than
  /// a Settings.bundle; `--update` of translations takes String Catalogs only.
  package static func importsTranslations(_ paths: [String], update: Bool) throws(Refusal)
    -> Bool
  {
    guard
      paths.contains(where: {
        $0.hasSuffix(".xcstrings") || FolderPath.normalized($0).hasSuffix(".lproj")
      })
    else { return false }
    guard !update || paths.allSatisfy({ $0.hasSuffix(".xcstrings") }) else {
      throw .updateNeedsBundle
    }
    return true
  }

  /// Checks the bundle and DIR before anything is read: the base an earlier import kept in
  /// DIR, by path, for `--update`; nil for a first import, which writes into nothing.
  package static func base(bundle: String, out: String, update: Bool) throws(Refusal)
    -> [String: [UInt8]]?
  {
    let kind = FileSystem.kind(bundle)
    guard kind == .directory else { throw .notABundle(bundle, missing: kind == .missing) }
    switch FileSystem.kind(out) {
    case .missing:
      if update { throw .noFolderToUpdate(out) }
      return nil
    case .directory:
      guard update else {
        guard ((try? FileSystem.list(out)) ?? []).isEmpty else { throw .outNotEmpty(out) }
        return nil
      }
      guard let files = ImportBase.onDisk(out) else { throw .noImportBase(out) }
      return files
    default: throw .notAFolder(out)
    }
  }

  /// Imports the bundle into DIR (`out`): its files written, or merged over `base` (an
  /// update), then the bundle's files it read noted as owned. `title` is `--title`, else
  /// the base's, else the bundle's name.
  package func bundle(
    _ bundle: String, into out: String, base: [String: [UInt8]]?, title: String?
  ) -> RunOutcome {
    let title = title ?? base.flatMap(ImportBase.title) ?? ImportedBundle.title(of: bundle)
    let source = FileAccessBundle(root: bundle, files: DiskFiles(), limit: limits.maxBytes)
    let result = BundleImport.read(source, title: title, limits: limits)
    let stderr = result.printedProblems(bundle: bundle, source: source, noting: wording.noted)
    guard let app = result.app else {
      return RunOutcome(stderr: stderr + wording.notFaithful, failed: true)
    }
    var outcome =
      if let base { update(app, base: base, out: out) } else { write(app, to: out) }
    outcome.stderr = stderr + outcome.stderr
    outcome.failed = outcome.failed || result.hasErrors
    // An import that wrote nothing (an update stopped by a conflict) changes no list.
    guard !outcome.stdout.isEmpty else { return outcome }
    do throws(FileSystem.Failure) {
      try OwnedFiles.afterImport(result.ownedFiles, of: bundle, in: out)
    } catch {
      outcome.stderr += wording.error("\(error)")
      outcome.failed = true
    }
    return outcome
  }
}
