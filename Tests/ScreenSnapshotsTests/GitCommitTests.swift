import ScreenSnapshots
import SnapshotReports
import Testing

/// What names a run where no CI system does: the commit checked out, read from `.git`
/// without running git, and the suite's fingerprint.
struct GitCommitTests {
  static let commit = "0123456789abcdef0123456789abcdef01234567"

  @Test func aBranchsCommitIsReadFromItsRefOrFromPackedRefs() throws {
    let loose = try SnapshotSuiteTests.Folder()
    try loose.write(".git/HEAD", "ref: refs/heads/main\n")
    try loose.write(".git/refs/heads/main", Self.commit + "\n")
    try loose.write("app/deep/a.yaml", "title: A\n")
    #expect(GitCommit.current(in: loose.path("app/deep")) == Self.commit)
    let packed = try SnapshotSuiteTests.Folder()
    try packed.write(".git/HEAD", "ref: refs/heads/main\n")
    try packed.write(".git/refs/tags/.keep", "")
    try packed.write(".git/packed-refs", "# pack-refs\n\(Self.commit) refs/heads/main\n")
    #expect(GitCommit.current(in: packed.root) == Self.commit)
  }

  @Test func aDetachedHeadIsItsCommitAndARefOutsideGitIsNone() throws {
    let detached = try SnapshotSuiteTests.Folder()
    try detached.write(".git/HEAD", Self.commit + "\n")
    #expect(GitCommit.current(in: detached.root) == Self.commit)
    let escaping = try SnapshotSuiteTests.Folder()
    try escaping.write(".git/HEAD", "ref: ../../etc/passwd\n")
    #expect(GitCommit.current(in: escaping.root) == nil)
  }

  @Test func aReportIsNamedByItsRunElseByTheCommitAndTheSuite() {
    let run = SnapshotRunSummaryTests.run([.matched(note: nil)])
    let named = run.report(suite: ["a"], shard: .whole, version: "1", run: "ci:7") {
      Issue.record("the commit is read only when no run is named")
      return nil
    }
    #expect(named.run == "ci:7")
    let local = run.report(suite: ["a"], shard: .whole, version: "1", run: nil) { Self.commit }
    #expect(local.run == RunIdentity.local(commit: Self.commit, suite: local.fingerprint))
    #expect(local.run.contains(String(Self.commit.prefix(12))))
  }
}
