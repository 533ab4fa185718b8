import ScreenModel
import Testing

@Test func stateMappingFindsKeysKeepsOrderAndChangesInPlace() {
  var state = StateValue.mapping(
    StateMapping([
      .init(key: "b", value: .text("1")), .init(key: "a", value: .text("2")),
      .init(key: "b", value: .text("later")),
    ]))
  #expect(state.text(at: ["b"]) == "1", "the first of a repeated key is the one found")
  #expect(state.text(at: ["a"]) == "2")
  #expect(state.value(at: ["missing"]) == nil)
  state.setText("3", at: ["a"])
  state.setText("deep", at: ["user", "name"])
  state.setText("x", at: ["b", "inner"])
  #expect(state.text(at: ["a"]) == "3")
  #expect(state.text(at: ["user", "name"]) == "deep")
  #expect(state.text(at: ["b", "inner"]) == "x", "a text replaced by a mapping on the way")
  guard case .mapping(let entries) = state else {
    Issue.record("not a mapping")
    return
  }
  #expect(entries.map(\.key) == ["b", "a", "b", "user"], "written order, new keys last")
  #expect(state.textPaths == ["b.inner", "a", "b", "user.name"])
}
