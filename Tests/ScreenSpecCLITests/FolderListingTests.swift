import OperatingSystem
import Testing

@Test func fileNamesListInByteOrder() {
  let names = ["b.yaml", "a.yaml", "B.yaml", "ä.yaml", "a", "ab.yaml"]
  let sorted = names.sorted(by: FileSystem.inByteOrder)
  #expect(sorted == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
  #expect(sorted == ["B.yaml", "a", "a.yaml", "ab.yaml", "b.yaml", "ä.yaml"])
}

@Test func folderNamesSortInByteOrder() {
  // Names that differ within and beyond their first sixteen bytes, share long prefixes,
  // are shorter than a word, or hold other characters (sorted by their UTF-8 bytes).
  var names = ["b", "a", "ab", "screen-00010.yaml", "screen-00002.yaml", "Zed.yaml", "é.yaml"]
  names += ["e\u{301}.yaml", "0123456789abcdefX.yaml", "0123456789abcdefA.yaml"]
  names += ["0123456789abcdef.yaml", "0123456789abcde.yaml", "~.yaml", "_.yaml"]
  var generator = SystemRandomNumberGenerator()
  for _ in 0..<300 {
    let length = Int.random(in: 1...24, using: &generator)
    let alphabet = Array("ab-._0Zé")
    names.append(
      String(
        (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
  }
  names = Array(Set(names))
  let entries = names.map { FileSystem.Entry(name: $0, kind: .file) }
  let sorted = FileSystem.sortedInByteOrder(entries.shuffled()).map(\.name)
  let expected = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  #expect(sorted == expected)
}

@Test func folderNamesThatShareAPrefixSortInByteOrder() {
  // The keys are read after the bytes every name shares: a name that is only that prefix,
  // names that end inside it, differ past sixteen more bytes or split a character.
  var generator = SystemRandomNumberGenerator()
  for prefix in ["picker-0", "screen-", "é", "0123456789abcdefghij"] {
    var names = [prefix, prefix + "0", prefix + "0123456789abcdef" + "B", prefix + "\u{301}"]
    names.append(prefix + "0123456789abcdef" + "A")
    for _ in 0..<200 {
      let length = Int.random(in: 0...20, using: &generator)
      let alphabet = Array("09ab-.é")
      names.append(
        prefix
          + String(
            (0..<length).map { _ in
              alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            }))
    }
    names = Array(Set(names))
    let entries = names.map { FileSystem.Entry(name: $0, kind: .file) }
    let sorted = FileSystem.sortedInByteOrder(entries.shuffled()).map(\.name)
    #expect(sorted == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "\(prefix)")
  }
}

/// A folder whose screens are all in a subfolder names the subfolders, not only "no YAML
/// files" (a new-user trial's finding).
@Test func aFolderOfSubfoldersNamesThem() throws {
  let ws = try Workspace()
  try ws.write("App/screens/home.yaml", "title: Home\nrows: [A]\n")
  let result = ws.run("render", "@App")
  #expect(result.status == 2)
  #expect(result.stderr.contains("no YAML files in folder "))
  #expect(result.stderr.contains("its subfolders hold some ("))
  #expect(result.stderr.contains("App/screens): name one of them"))
  try ws.write("Empty/notes.txt", "x")
  #expect(!ws.run("render", "@Empty").stderr.contains("subfolders"))
}
