/// The requests about a document's contents: definition, completion, hover, references,
/// rename and `prepareRename`.
enum Navigation {
  /// The answer to a request, or nil when the method is not one of these.
  static func answer(_ method: String, _ workspace: Workspace, _ params: JSONValue)
    throws(RPCError) -> JSONValue?
  {
    switch method {
    default: return nil
    }
  }
}
