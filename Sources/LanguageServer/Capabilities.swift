import JSON

/// What the server tells the client it does, in answer to `initialize`.
package enum Capabilities {
  /// The server's name and version in `serverInfo`.
  package static let name = "screenspec"

  /// The `initialize` result: full-text sync with open, close and save (with the text),
  /// definition, completion, hover, references and rename with `prepareRename`.
  package static var initializeResult: JSONValue {
    .object([
      (
        "capabilities",
        .object([
          (
            "textDocumentSync",
            .object([
              ("openClose", .bool(true)), ("change", .integer(1)),
              ("save", .object([("includeText", .bool(true))])),
            ])
          ),
          ("definitionProvider", .bool(true)),
          (
            "completionProvider",
            .object([("triggerCharacters", .array([":", " ", "{"].map(JSONValue.string)))])
          ),
          ("hoverProvider", .bool(true)),
          ("referencesProvider", .bool(true)),
          ("renameProvider", .object([("prepareProvider", .bool(true))])),
        ])
      ),
      ("serverInfo", .object([("name", .string(name))])),
    ])
  }
}
