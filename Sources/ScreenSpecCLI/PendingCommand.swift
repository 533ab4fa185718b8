import ScreenSnapshots

/// `screenspec snapshot review|accept|reject [NAME...] [--dir DIR]...`: what to do with the
/// pending `.snap.new` files a failing run wrote.
enum PendingCommand {
  static let options = [OptionSpec(name: "dir", takesValue: true)]

  struct Pending {
    var path: String
    var directory: String
    var name: String
    var referencePath: String { path.dropLast(4).description }
  }

  static func run(_ verb: String, _ words: ArraySlice<String>, _ environment: Environment)
    throws(UsageError) -> CommandResult
  {
    let arguments = try Arguments(words, options: options, command: "snapshot")
    if arguments.help { return CommandResult(stdout: Help.snapshot) }
    let directories = arguments.values["dir"] ?? snapshotFolders(under: ".", depth: 6)
    var pending: [Pending] = []
    for directory in directories {
      guard FileSystem.kind(directory) == .directory else {
        throw UsageError("no such folder: \(directory)", command: "snapshot")
      }
      for name in (try? FileSystem.list(directory)) ?? [] where name.hasSuffix(".snap.new") {
        pending.append(
          Pending(
            path: Input.join(directory, name), directory: directory, name: String(name.dropLast(9)))
        )
      }
    }
    let names = arguments.positionals
    if !names.isEmpty {
      let unknown = names.filter { name in !pending.contains { $0.name == name } }
      guard unknown.isEmpty else {
        throw UsageError(
          "no pending snapshot named \(unknown.map { "'\($0)'" }.joined(separator: ", "))",
          command: "snapshot")
      }
      pending = pending.filter { names.contains($0.name) }
    }
    var result = CommandResult()
    if pending.isEmpty {
      result.stdout = "no pending snapshots\n"
      return result
    }
    for item in pending {
      switch verb {
      case "accept":
        report(accept(item), into: &result)
      case "reject":
        report(reject(item), into: &result)
      default:
        result.stdout += "pending \(item.path)\n" + diff(item)
        if let prompt = environment.prompt {
          let answer = prompt(result.stdout + "accept (a), reject (r) or skip (s)? ") ?? "s"
          result.stdout = ""
          if answer.hasPrefix("a") {
            report(accept(item), into: &result)
          } else if answer.hasPrefix("r") {
            report(reject(item), into: &result)
          } else {
            result.stdout += "skipped \(item.name)\n"
          }
        }
      }
    }
    if verb == "review", environment.prompt == nil {
      result.stdout +=
        "\(pending.count) pending; accept with 'screenspec snapshot accept [NAME...]' or reject with 'screenspec snapshot reject [NAME...]'\n"
    }
    return result
  }

  private static func report(
    _ outcome: (ok: Bool, message: String), into result: inout CommandResult
  ) {
    if outcome.ok {
      result.stdout += outcome.message + "\n"
    } else {
      result.stderr += "screenspec: error: " + outcome.message + "\n"
      result.status = 1
    }
  }

  private static func diff(_ item: Pending) -> String {
    guard let text = FileSystem.readText(item.path), let pending = SnapshotFile(text: text) else {
      return "  (not a snapshot file)\n"
    }
    var actual = pending
    actual.header.removeAll { $0.key == "base" }
    guard let referenceText = FileSystem.readText(item.referencePath),
      let reference = SnapshotFile(text: referenceText)
    else {
      return "new snapshot:\n" + actual.body
    }
    return SnapshotStore.report(reference: reference, actual: actual)
  }

  /// Accepts a pending file, refusing when its reference changed since it was written.
  static func accept(_ item: Pending) -> (ok: Bool, message: String) {
    guard let text = FileSystem.readText(item.path), var pending = SnapshotFile(text: text) else {
      return (false, "\(item.path) is not a snapshot file")
    }
    let base = pending["base"] ?? "none"
    let current = FileSystem.readText(item.referencePath).map(SnapshotStore.fingerprint) ?? "none"
    guard base == current else {
      return (
        false,
        "refusing to accept \(item.path): \(item.referencePath) changed since it was written; run the snapshots again"
      )
    }
    pending.header.removeAll { $0.key == "base" }
    if FileSystem.isSymbolicLink(item.referencePath) {
      return (false, "\(item.referencePath) is a symbolic link; refusing to write through it")
    }
    do {
      try FileSystem.writeAtomically(Array(pending.text.utf8), to: item.referencePath)
      try FileSystem.remove(item.path)
    } catch {
      return (false, "cannot write \(error)")
    }
    return (true, "accepted \(item.referencePath)")
  }

  static func reject(_ item: Pending) -> (ok: Bool, message: String) {
    do {
      try FileSystem.remove(item.path)
      return (true, "rejected \(item.path)")
    } catch {
      return (false, "cannot remove \(error)")
    }
  }

  /// Folders named `__snapshots__` or `__Snapshots__` (and their subfolders) below a folder,
  /// skipping hidden folders and `.build`.
  static func snapshotFolders(under root: String, depth: Int) -> [String] {
    guard depth > 0 else { return [] }
    var found: [String] = []
    for name in (try? FileSystem.list(root)) ?? [] where !name.hasPrefix(".") {
      let path = Input.join(root, name)
      guard FileSystem.kind(path) == .directory, !FileSystem.isSymbolicLink(path) else { continue }
      if name == "__snapshots__" || name == "__Snapshots__" {
        found.append(path)
        found += subfolders(of: path)
      } else {
        found += snapshotFolders(under: path, depth: depth - 1)
      }
    }
    return found
  }

  private static func subfolders(of path: String) -> [String] {
    ((try? FileSystem.list(path)) ?? []).map { Input.join(path, $0) }.filter {
      FileSystem.kind($0) == .directory
    }
  }
}
