import Basics
import JSON
import ScreenChecks
import ScreenFormat
import ScreenModel

/// The language server of `screenspec lsp`, as a pure state machine: each message in gives
/// the messages out (responses, then `publishDiagnostics`), so it runs without a process.
/// It works on the editor's unsaved text over `files` (the disk, in the command).
///
/// ```swift
/// var server = LanguageServer(files: DiskFiles())
/// for frame in frames { for reply in server.receive(frame) { send(reply) } }
/// ```
package struct LanguageServer {
  /// Where the server is in its life: `initialize` starts it, `shutdown` stops it.
  package enum Phase: Sendable, Equatable {
    case starting
    case running
    case shuttingDown
  }

  /// The files beneath the open documents. Replacing them forgets everything kept of them.
  package var files: any FileAccess {
    didSet {
      let watched = kept.watched
      kept = KeptFiles(base: files)
      kept.watched = watched
      decodes.removeAll()
      loads.forget()
      siblings.forget(nil)
      stamped = false
      sweep = (nil, false, false)
      walked = []
      diskChanged = true
    }
  }
  /// What was read of `files`, kept across messages (``KeptFiles``).
  package private(set) var kept: KeptFiles
  /// The files decoded so far, reused while their bytes are unchanged.
  package let decodes = DecodeCache()
  /// What each folder's files bind and declare, kept up to date from every change the
  /// client tells of, and from changes on disk: told by the client's watcher, or noticed by
  /// asking the disk for stamps (``checkDisk(_:)``).
  package let siblings = SiblingIndex()
  /// The screen files' loads last checked, so that a keystroke in a screen file that
  /// reaches many checks only that file when it can; told of every change, as the index is.
  package let loads = KeptLoads()
  /// Whether the files beneath give stamps, so that without a watcher changes on disk can
  /// be noticed (and the sibling index kept right).
  var stamped = false
  /// The pass over the kept files in progress without a watcher, whether one is due (a
  /// check was made since the last ended), and whether it found a change not published.
  var sweep: (pass: KeptFiles.Sweep?, due: Bool, found: Bool) = (nil, false, false)
  /// The folders of documents checked before: their next check may index them.
  var walked: Set<String> = []
  /// The right fixes of each file asked about since the documents last changed: an editor
  /// asks at every move of the cursor.
  var fixesChecked: [String: [FixCheck.Candidate]] = [:]
  /// Whether files were seen changed on disk since the last check, and how many times a
  /// Settings.bundle was checked for its open plists (``bundleDiagnostics(_:always:_:)``).
  var diskChanged = false
  package internal(set) var bundlesChecked = 0
  /// Whether the client registers watchers itself when asked (`client/registerCapability`).
  private var registersWatchers = false
  package private(set) var phase = Phase.starting
  /// The exit status once `exit` arrives: 0 after `shutdown`, else 1.
  package private(set) var exitStatus: Int32?
  /// Open documents by path.
  package private(set) var documents: [String: Document] = [:]
  /// Whether the client takes a `RenameFile` in a workspace edit.
  package private(set) var renamesFiles = false
  /// What was last published for each document, so an unchanged list is not sent again.
  var published: [String: [JSONValue]] = [:]
  /// Whether documents changed since diagnostics were last published, and the documents
  /// whose list is published even when unchanged (those opened, changed or saved): a
  /// batch of messages read together is checked once, at its end.
  var unpublished: (any: Bool, always: Set<String>) = (false, [])
  /// The largest body read (`maxBody` of the framing).
  package let maxMessage: Int

  /// A server over `files`.
  package init(files: any FileAccess, maxMessage: Int = 64 << 20) {
    self.files = files
    self.kept = KeptFiles(base: files)
    self.maxMessage = maxMessage
  }

  /// The messages to send for one frame read: its answer, then the diagnostics it changed.
  package mutating func receive(_ frame: MessageReader.Frame) -> [JSONValue] {
    handle(frame) + publish()
  }

  /// The answer to one frame; changed diagnostics wait for ``publish()``, so that frames
  /// read together (all the client had sent so far) are checked once, for the documents as
  /// the last one left them: a version a later one replaced is never checked, and a burst
  /// of keystrokes costs one check (``MessageLoop``).
  package mutating func handle(_ frame: MessageReader.Frame) -> [JSONValue] {
    switch frame {
    case .malformed(let reason):
      return [RPCError(.parseError, reason).response]
    case .body(let bytes):
      switch JSONValue.parse(bytes, maxBytes: maxMessage) {
      case .failure(let error):
        return [RPCError(.parseError, LSPMessages.notJSON(error.message)).response]
      case .success(let value):
        switch RPCMessage.from(value) {
        case .failure(let error): return [error.response]
        case .success(let message): return handle(message)
        }
      }
    }
  }

  /// The messages to send for one message: its answer, then the diagnostics it changed.
  package mutating func receive(_ message: RPCMessage) -> [JSONValue] {
    handle(message) + publish()
  }

  /// The diagnostics that changed since they were last published (none once the server
  /// has exited: nobody is listening).
  package mutating func publish() -> [JSONValue] {
    defer { unpublished = (false, []) }
    guard unpublished.any, exitStatus == nil else { return [] }
    return republish(always: unpublished.always)
  }

  private mutating func handle(_ message: RPCMessage) -> [JSONValue] {
    switch message {
    case .response(let id, let failed):
      // A client that refused the watcher tells of no change on disk: each file is asked.
      if id == Watcher.registrationID, failed {
        kept.watched = false
        siblings.forget(nil)
        loads.forget()
      }
      return []
    case .notification(let method, let params):
      // A client that stops in order still gets the diagnostics of what it sent before.
      return (method == "exit" ? publish() : []) + notify(method, params)
    case .request(let id, let method, let params):
      let pending = method == "shutdown" ? publish() : []
      do throws(RPCError) {
        return pending + [RPCMessage.result(try request(method, params), id: id)]
      } catch {
        var error = error
        error.id = id
        return pending + [error.response]
      }
    }
  }

  private mutating func request(_ method: String, _ params: JSONValue) throws(RPCError)
    -> JSONValue
  {
    if method == "initialize" {
      guard phase == .starting else {
        throw RPCError(.invalidRequest, LSPMessages.initializedTwice)
      }
      phase = .running
      let edit = params["capabilities"]?["workspace"]?["workspaceEdit"]
      // A `RenameFile` exists only inside `documentChanges`, so a client that offers the
      // rename operation takes them, whether or not it says so: Neovim 0.7 offers
      // `resourceOperations` without `documentChanges`, and applies both.
      renamesFiles = (edit?["resourceOperations"]?.array ?? []).contains(.string("rename"))
      registersWatchers =
        params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]
        == .bool(true)
      return Capabilities.initializeResult
    }
    switch phase {
    case .starting: throw RPCError(.serverNotInitialized, LSPMessages.notInitialized)
    case .shuttingDown: throw RPCError(.invalidRequest, LSPMessages.shutDown)
    case .running: break
    }
    if method == "shutdown" {
      phase = .shuttingDown
      return .null
    }
    noticeChangesOnDisk()
    if method == "textDocument/codeAction" { return try codeActions(params) }
    guard let answer = try Navigation.answer(method, workspace, params) else {
      throw RPCError(.methodNotFound, LSPMessages.methodNotFound(method))
    }
    return answer
  }

  private mutating func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
    if method == "exit" {
      exitStatus = phase == .shuttingDown ? 0 : 1
      return []
    }
    guard phase == .running else { return [] }
    fixesChecked.removeAll()
    if method == "initialized", registersWatchers {
      kept.watched = true
      return [Watcher.registration]
    }
    // A file changed on disk (another tool, a checkout) can mend or break an open one.
    if method == "workspace/didChangeWatchedFiles" {
      let changed = Watcher.changedPaths(params)
      kept.forget(changed)
      siblings.forget(changed)
      loads.forget()
      unpublished.any = true
      diskChanged = true
      return []
    }
    let document = params["textDocument"]
    guard let uri = document?["uri"]?.string, let path = DocumentURI.path(of: uri) else {
      return []
    }
    // Whatever the document's text now is, only a load of its own file may be reused.
    loads.changed([path])
    switch method {
    case "textDocument/didOpen":
      guard let text = document?["text"]?.string else { return [] }
      documents[path] = Document(uri: uri, bytes: Array(text.utf8))
      siblings.forget([path])
      decodes.edited(path, nil)
    case "textDocument/didChange":
      // Each change in turn: the whole text, or a range of it (incremental sync).
      guard documents[path] != nil, let changes = params["contentChanges"]?.array
      else { return [] }
      documents[path]?.apply(changes.compactMap(TextChange.init))
      decodes.edited(path, documents[path]?.lastEdit)
      siblings.changed([path])
    case "textDocument/didSave":
      guard documents[path] != nil else { return [] }
      // The file on disk is now the document's text.
      kept.forget([path])
      siblings.forget([path])
      if let text = params["text"]?.string { documents[path]?.bytes = Array(text.utf8) }
      decodes.edited(path, nil)
    case "textDocument/didClose":
      guard documents.removeValue(forKey: path) != nil else { return [] }
      decodes.edited(path, nil)
      kept.forget([path])
      siblings.forget([path])
      published[path] = nil
      unpublished.any = true
      unpublished.always.remove(path)
      return [Self.publish(uri: uri, [])]
    default:
      return []
    }
    unpublished.any = true
    unpublished.always.insert(path)
    return []
  }

  /// The files as loading sees them now.
  package var workspace: Workspace {
    Workspace(
      files: OverlayFiles(base: kept, documents: documents.mapValues(\.bytes)),
      documents: documents.mapValues(\.uri), renamesFiles: renamesFiles,
      lines: documents.compactMapValues(\.lines))
  }

  /// Checks every open document again (a change to one can mend or break another) and
  /// publishes each list that changed, and those of `always` in any case.
  private mutating func republish(always: Set<String>) -> [JSONValue] {
    noticeChangesOnDisk()
    defer {
      diskChanged = false
      checked()
    }
    let workspace = self.workspace
    let reader = self.reader(workspace)
    var out: [JSONValue] = []
    for path in documents.keys.sorted() {
      guard let uri = documents[path]?.uri else { continue }
      let diagnostics: [Diagnostic]
      if FolderPath.isYAML(path) {
        diagnostics = DiagnosticsReport.check(path, reader: reader)
      } else if let own = bundleDiagnostics(path, always: always, workspace.files) {
        diagnostics = own
      } else {
        continue
      }
      let found = DiagnosticsReport.json(
        diagnostics, path: path, uri: uri, text: workspace.positions)
      guard always.contains(path) || published[path] != found else { continue }
      published[path] = found
      out.append(Self.publish(uri: uri, found))
    }
    return out
  }

  private static func publish(uri: String, _ diagnostics: [JSONValue]) -> JSONValue {
    RPCMessage.notification(
      "textDocument/publishDiagnostics",
      .object([("uri", .string(uri)), ("diagnostics", .array(diagnostics))]))
  }
}
