@testable import JSON

/// Each diagnostic of a reading as `line:column: severity: message`.
func described(_ result: JSONReader.Result) -> [String] {
  result.diagnostics.map { "\($0.mark): \($0.severity.rawValue): \($0.message)" }
}
