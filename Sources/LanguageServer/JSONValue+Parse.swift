import JSON

extension JSONValue {
  /// Parses a message body, or says why it is not JSON (the reader's located message).
  package static func parse(_ bytes: [UInt8], maxBytes: Int) -> Result<JSONValue, JSONError> {
    let limits = JSONLimits(maxBytes: maxBytes, maxDepth: 64, maxNodes: 4_000_000)
    let parsed = JSONReader.parse(bytes, limits: limits)
    guard let root = parsed.root else {
      let message = parsed.diagnostics.first.map(\.message) ?? "not JSON"
      return .failure(JSONError(message: message))
    }
    return .success(root.value)
  }
}

/// Why a message body is not JSON.
package struct JSONError: Error, Sendable, Equatable {
  /// The reader's message.
  package var message: String
}
