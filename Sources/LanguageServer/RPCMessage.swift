import JSON

/// A JSON-RPC 2.0 message as the server receives one.
package enum RPCMessage: Sendable, Equatable {
  /// A request: it gets a response with the same `id`.
  case request(id: JSONValue, method: String, params: JSONValue)
  /// A notification: no response.
  case notification(method: String, params: JSONValue)
  /// A response to a request of the server's (`client/registerCapability`): whether it
  /// carries an error.
  case response(id: JSONValue, failed: Bool)

  /// Reads a message from its JSON value, or the error response to send.
  package static func from(_ value: JSONValue) -> Result<RPCMessage, RPCError> {
    guard case .object = value, value["jsonrpc"]?.string == "2.0" else {
      return .failure(RPCError(.invalidRequest, LSPMessages.notAMessage, id: validID(value["id"])))
    }
    let id = value["id"]
    guard let method = value["method"]?.string else {
      if let id = validID(id), value["result"] != nil || value["error"] != nil {
        return .success(.response(id: id, failed: value["error"] != nil))
      }
      return .failure(RPCError(.invalidRequest, LSPMessages.notAMessage, id: validID(id)))
    }
    let params = value["params"] ?? .null
    guard let id else { return .success(.notification(method: method, params: params)) }
    guard let valid = validID(id) else {
      return .failure(RPCError(.invalidRequest, LSPMessages.notAMessage, id: nil))
    }
    return .success(.request(id: valid, method: method, params: params))
  }

  /// An id is a number or a string.
  private static func validID(_ id: JSONValue?) -> JSONValue? {
    switch id {
    case .integer, .string: id
    default: nil
    }
  }

  /// A response carrying a result.
  package static func result(_ result: JSONValue, id: JSONValue) -> JSONValue {
    .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
  }

  /// A request the server sends.
  package static func request(_ method: String, _ params: JSONValue, id: JSONValue) -> JSONValue {
    .object([
      ("jsonrpc", .string("2.0")), ("id", id), ("method", .string(method)), ("params", params),
    ])
  }

  /// A notification the server sends.
  package static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
  }
}

/// A JSON-RPC error, sent as a response (with a null id when the request's is unknown).
package struct RPCError: Error, Sendable, Equatable {
  /// The error codes of JSON-RPC and LSP 3.17.
  package enum Code: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case serverNotInitialized = -32002
    case requestFailed = -32803
  }

  package var code: Code
  package var message: String
  package var id: JSONValue?

  package init(_ code: Code, _ message: String, id: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.id = id
  }

  /// The error response.
  package var response: JSONValue {
    .object([
      ("jsonrpc", .string("2.0")), ("id", id ?? .null),
      ("error", .object([("code", .integer(code.rawValue)), ("message", .string(message))])),
    ])
  }
}
