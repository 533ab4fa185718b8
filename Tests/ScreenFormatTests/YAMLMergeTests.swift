import Testing

@testable import ScreenFormat

/// The order a three-way merge writes keys and items in: the bundle's new order when the
/// app kept the last import's, the app's own additions after what they follow.
@Test func mergeOrderTakesTheNewOrderWhenTheAppKeptTheOld() {
  #expect(YAMLMerge.order(base: ["a"], mine: ["a", "m"], new: ["a", "n"]) == ["a", "n", "m"])
  #expect(
    YAMLMerge.order(base: ["a", "b"], mine: ["b", "a"], new: ["a", "b", "n"]) == ["b", "n", "a"])
}
