import SnapshotReports
import Testing

/// `--shard I/N|auto` as a value: the shard, where `auto` found it, and its summary line.
struct ShardChoiceTests {
  @Test func noChoiceAndAGivenShard() throws {
    #expect(try ShardChoice(nil, variables: ["CI_NODE_TOTAL": "4"]) == ShardChoice())
    let given = try ShardChoice("2/4", variables: [:])
    #expect(given.shard?.description == "2/4")
    #expect(given.auto == nil && given.summary == nil)
  }

  @Test(arguments: ["0/4", "5/4", "2", "a/b", "auto2"])
  func aMalformedShardIsAProblem(text: String) {
    #expect(throws: ShardChoice.Problem.malformed(text)) {
      try ShardChoice(text, variables: [:])
    }
  }

  @Test func autoTakesTheCISystemsShard() throws {
    let choice = try ShardChoice("auto", variables: ["CI_NODE_TOTAL": "4", "CI_NODE_INDEX": "2"])
    #expect(choice.shard?.description == "2/4")
    #expect(choice.summary?.hasPrefix("shard auto: ") == false)
    #expect(choice.summary?.contains("GitLab") == true, "\(choice.summary ?? "")")
  }

  @Test func autoWithoutVariablesOrWithOneShardRunsTheWholeSuite() throws {
    let none = try ShardChoice("auto", variables: [:])
    #expect(none.shard == nil && none.auto != nil)
    #expect(none.summary?.hasPrefix("shard auto: no CI shard variables") == true)
    let one = try ShardChoice("auto", variables: ["CI_NODE_TOTAL": "1"])
    #expect(one.shard?.description == "1/1")
  }

  @Test func autoWithAVariableSetWrongIsAProblem() {
    #expect {
      try ShardChoice("auto", variables: ["CI_NODE_TOTAL": "4", "CI_NODE_INDEX": "9"])
    } throws: { error in
      guard case .auto(let problem)? = error as? ShardChoice.Problem else { return false }
      return problem.message.contains("CI_NODE_INDEX")
    }
  }
}
