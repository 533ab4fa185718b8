import ScreenModel

extension FieldTable {
  /// The keys by which a screen starts from a template.
  package static let screenTemplate: [Field] = [
    Field("template", .text, "start from this template's screen keys (templates/NAME.yaml)"),
    Field("with", .stateMapping, "the template's parameters: {name: value, …}"),
  ]

  /// A `- use:` item of `rows` or `sections`.
  package static let use: [Field] = [
    Field("use", .text, required: true, "put this template's rows or sections here"),
    Field("with", .stateMapping, "the template's parameters: {name: value, …}"),
  ]

  /// A template file, `templates/NAME.yaml`: `parameters` and one of the others.
  package static let template: [Field] = [
    Field("parameters", .list(.text), "the names '{name}' stands for in the template"),
    Field("rows", .list(.definition(.row)), "rows a '- use:' in rows puts in place"),
    Field("section", .definition(.section), "a section a '- use:' in sections puts in place"),
    Field(
      "sections", .list(.definition(.section)), "sections a '- use:' in sections puts in place"),
    Field("screen", .definition(.screenKeys), "screen keys a screen's 'template:' starts from"),
  ]
}
