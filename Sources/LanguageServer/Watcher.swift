import JSON

/// The watcher the server asks a client for (`client/registerCapability`), so that it
/// hears of every change on disk to an app's files, and reads those changes.
package enum Watcher {
  /// The id of the registration request, whose response says whether the client took it.
  package static let registrationID = JSONValue.string("screenspec/watch")

  /// The files watched: screens, apps, scenarios, strings tables and templates, and the
  /// plists and strings files of Settings bundles.
  package static let patterns = ["**/*.yaml", "**/*.yml", "**/*.strings", "**/*.plist"]

  /// The request registering the watcher.
  package static var registration: JSONValue {
    let watchers = patterns.map { JSONValue.object([("globPattern", .string($0))]) }
    let registration = JSONValue.object([
      ("id", .string("screenspec-watched-files")),
      ("method", .string("workspace/didChangeWatchedFiles")),
      ("registerOptions", .object([("watchers", .array(watchers))])),
    ])
    return RPCMessage.request(
      "client/registerCapability", .object([("registrations", .array([registration]))]),
      id: registrationID)
  }

  /// The paths a `workspace/didChangeWatchedFiles` names, or nil (everything may have
  /// changed) when it names none or more than is worth forgetting one by one.
  package static func changedPaths(_ params: JSONValue) -> [String]? {
    let changes = params["changes"]?.array ?? []
    let paths = changes.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path) }
    guard !paths.isEmpty, paths.count == changes.count, paths.count <= 256 else { return nil }
    return paths
  }
}
