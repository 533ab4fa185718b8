import JSON

/// What the server tells the client it does, in answer to `initialize`.
package enum Capabilities {
  /// The server's name and version in `serverInfo`.
  package static let name = "screenspec"

  /// The `initialize` result: incremental sync with open, close and save (with the text),
  /// definition, completion, hover, references, rename with `prepareRename`, and code actions
  /// (quick fixes and `source.fixAll`), the outline and the workspace's symbols.
  package static var initializeResult: JSONValue {
    .object([
      (
        "capabilities",
        .object([
          (
            "textDocumentSync",
            .object([
              ("openClose", .bool(true)), ("change", .integer(2)),
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
          ("documentSymbolProvider", .bool(true)), ("workspaceSymbolProvider", .bool(true)),
          (
            "codeActionProvider",
            .object([("codeActionKinds", .array(CodeActions.kinds.map(JSONValue.string)))])
          ),
        ])
      ),
      ("serverInfo", .object([("name", .string(name))])),
    ])
  }
}
