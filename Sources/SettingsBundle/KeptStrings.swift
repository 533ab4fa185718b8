import Basics
import PropertyList

/// The strings files of an app's `kept/` folder that import could not read: each one the
/// screens do not hold, which export writes back byte for byte, and which `check` names.
package enum KeptStrings {
  /// A warning for each `LANG.lproj/TABLE.strings` among `files` (paths in the bundle)
  /// that does not read without an error, with the first error.
  package static func unread(_ files: [(path: String, bytes: [UInt8])], limits: PlistLimits)
    -> [(path: String, diagnostic: Diagnostic)]
  {
    files.compactMap { file in
      let parts = file.path.split(separator: "/")
      guard parts.count == 2, parts[0].hasSuffix(".lproj"), parts[1].hasSuffix(".strings")
      else { return nil }
      let read = StringsFile.parse(file.bytes, limits: limits)
      guard let problem = read.problems.first(where: { $0.severity == .error }) else {
        return nil
      }
      let at = problem.location.mark.map { " at \($0)" } ?? ""
      return (
        file.path,
        Diagnostic(.warning, BundleMessages.keptUnread(problem.message + at), at: .start)
      )
    }
  }
}
