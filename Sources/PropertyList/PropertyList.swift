import Basics

/// Reads and writes property lists without Foundation.
///
/// ```swift
/// let result = PropertyList.parse(bytes)
/// if let root = result.root?.dictionary { … }
/// for problem in result.diagnostics { … }   // located: a line and column, or an object
/// ```
package enum PropertyList {
  /// A problem found in a plist or `.strings` file: where, how serious and what.
  package struct Problem: Sendable, Equatable, Error {
    /// Error or warning.
    package var severity: Diagnostic.Severity
    /// The kind of problem (``DiagnosticCode``).
    package var code: DiagnosticCode
    /// The message: lowercase, no trailing period.
    package var message: String
    /// Where: a mark, an object of a binary plist, or (``PlistLocation/generated``) the file.
    package var location: PlistLocation
    /// Notes that explain it.
    package var notes: [Diagnostic.Note]
    /// The kind and the words, as a diagnostic of the problem takes them.
    package var diagnosticMessage: Diagnostic.Message { Diagnostic.Message(code, message) }
    /// The limit the file went past, when that is the problem (a fact of the code).
    package var exceeded: ExceededLimit? { code.exceededLimit }

    /// Creates a problem.
    package init(
      _ severity: Diagnostic.Severity, _ message: Diagnostic.Message, at location: PlistLocation,
      notes: [Diagnostic.Note] = []
    ) {
      self.severity = severity
      self.code = message.code
      self.message = message.text
      self.location = location
      self.notes = notes
    }
  }

  /// What parsing gave: the root (nil after an error) and the problems found.
  package struct Result: Sendable, Equatable {
    /// The root node, unless an error stopped the parse.
    package var root: PlistNode?
    /// Every problem, in the order found.
    package var problems: [Problem]
    /// Whether the file was a binary plist.
    package var isBinary: Bool
  }

  /// Parses an XML or binary (`bplist00`) property list.
  package static func parse(_ bytes: [UInt8], limits: PlistLimits = .default) -> Result {
    let binary = BinaryPlistReader.isBinary(bytes)
    guard bytes.count <= limits.maxBytes else {
      return Result(
        root: nil,
        problems: [
          .tooLarge(bytes.count, limit: limits.maxBytes)
        ],
        isBinary: binary)
    }
    if binary {
      var reader = BinaryPlistReader(bytes, limits: limits)
      do {
        return Result(root: try reader.parse(), problems: [], isBinary: true)
      } catch {
        let location = error.object.map(PlistLocation.object) ?? .generated
        let problem = Problem(.error, error.message, at: location)
        return Result(root: nil, problems: [problem], isBinary: true)
      }
    }
    var reader = XMLPlistReader(bytes, limits: limits)
    do {
      let root = try reader.parse()
      return Result(root: root, problems: reader.warnings.map(Problem.init), isBinary: false)
    } catch {
      let problem = Problem(.error, error.message, at: .mark(error.mark))
      return Result(
        root: nil, problems: reader.warnings.map(Problem.init) + [problem], isBinary: false)
    }
  }

  /// Writes a node as an XML plist, as Xcode does: tabs, dictionary keys in sorted
  /// (byte) order, texts escaped. The same node always gives the same bytes.
  package static func xml(_ root: PlistNode) -> String {
    XMLPlistWriter.write(root)
  }
}

extension PropertyList.Problem {
  /// A problem from a YAMLTree diagnostic.
  init(_ diagnostic: Diagnostic) {
    self.init(
      diagnostic.severity, Diagnostic.Message(diagnostic.code, diagnostic.message),
      at: .mark(diagnostic.mark), notes: diagnostic.notes)
  }
}
