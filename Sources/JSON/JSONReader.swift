import Basics

/// Reads JSON (RFC 8259): UTF-8 text, a byte-order mark skipped, into a `JSONNode` with a
/// mark for every value and every object key, under `JSONLimits`, with a located
/// diagnostic for anything malformed. The one JSON reader of the tool: String Catalogs
/// (`.xcstrings`) and the language server's messages are read with it.
///
/// ```swift
/// let result = JSONReader.parse(bytes)
/// if let strings = result.root?["strings"]?.object { … }
/// for diagnostic in result.diagnostics { … }   // each at a line and column
/// ```
package enum JSONReader {
  /// What reading gave: the root (nil after an error) and every diagnostic, in the order
  /// found: warnings (a repeated key), then the error that stopped the reading, if any.
  package struct Result: Sendable, Equatable {
    /// The root value, unless an error stopped the reading.
    package var root: JSONNode?
    /// The warnings and the error, in the order found.
    package var diagnostics: [Diagnostic]
  }

  /// Parses JSON text. A text larger than `limits.maxBytes` is not read: its error is at
  /// 1:1 and says which limit it passed (`exceeded` is `.fileSize`).
  package static func parse(_ bytes: [UInt8], limits: JSONLimits = .default) -> Result {
    guard bytes.count <= limits.maxBytes else {
      let error = Diagnostic.error(JSONMessages.tooLarge(limit: limits.maxBytes), at: .start)
      return Result(root: nil, diagnostics: [error])
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer, limits: limits)
      do throws(Diagnostic) {
        let root = try parser.document()
        return Result(root: root, diagnostics: parser.warnings)
      } catch {
        return Result(root: nil, diagnostics: parser.warnings + [error])
      }
    }
  }
}
