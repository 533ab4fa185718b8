import JSON
import PropertyList

extension JSONValue {
  /// Parses a message body, or says why it is not JSON (the reader's located message).
  package static func parse(_ bytes: [UInt8], maxBytes: Int) -> Result<JSONValue, JSONError> {
    let limits = PlistLimits(maxBytes: maxBytes, maxDepth: 64, maxNodes: 4_000_000)
    let parsed = JSONReader.parse(bytes, limits: limits)
    guard let root = parsed.root else {
      let message = parsed.problems.first.map(\.message) ?? "not JSON"
      return .failure(JSONError(message: message))
    }
    return .success(JSONValue(root))
  }

  private init(_ node: PlistNode) {
    switch node.content {
    case .dictionary(let entries): self = .object(entries.map { ($0.key, JSONValue($0.value)) })
    case .array(let items): self = .array(items.map(JSONValue.init))
    case .string(let text): self = .string(text)
    case .integer(let text): self = Int(text).map(JSONValue.integer) ?? .real(text)
    case .real(let text): self = .real(text)
    case .boolean(let value): self = .bool(value)
    // The reader gives `null` as empty data: nothing else in JSON is data.
    case .data, .date: self = .null
    }
  }
}

/// Why a message body is not JSON.
package struct JSONError: Error, Sendable, Equatable {
  /// The reader's message.
  package var message: String
}
