import ScreenFormat
import ScreenModel

/// What a word stands for once the app's templates are known: a template's own `{p}` is
/// its parameter, not a state key; a `with:` value for a parameter the template writes
/// where a state key goes is a state key.
extension AppIndex {
  /// The symbol at `cursor`, on `line` of the file of `role` whose text is `positions`.
  func symbol(_ cursor: YAMLCursor, line: Int, role: FileRole, positions: TextPositions)
    -> Symbol?
  {
    if role == .template, Symbol.isInterpolation(cursor),
      TemplateParameters.declared(positions).contains(cursor.word)
    {
      return nil
    }
    if let parameter = cursor.valueOf, cursor.parents.last == "with", cursor.before != ".",
      !Symbol.isInterpolation(cursor), !cursor.word.isEmpty,
      let name = TemplateParameters.templateName(around: line, positions),
      let template = templateFile(name),
      TemplateParameters.stateKeys(workspace.positions(template)).contains(parameter)
    {
      return .stateKey(cursor.word)
    }
    return Symbol(cursor, role: role)
  }

  /// The file of the template named `name`, if there is one.
  func templateFile(_ name: String) -> String? {
    let folder = FolderPath.join(folder, "templates")
    return ["\(name).yaml", "\(name).yml"].map { FolderPath.join(folder, $0) }.first {
      workspace.files.kind(of: $0) == .file
    }
  }
}
