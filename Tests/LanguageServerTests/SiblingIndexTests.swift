import ScreenFormat
import ScreenModel
import Testing

/// A screen file loaded through a kept ``SiblingIndex`` reads the same files as one that
/// walks every sibling, after each kind of change the index is told of.
@Suite struct SiblingIndexTests {
  static let app = "/p/app"
  static let screen = "\(app)/s0.yaml"

  /// The files a load of `s0.yaml` reads, through `index` or walking every sibling.
  static func reached(_ files: MemoryFiles, _ index: SiblingIndex?) throws -> [String] {
    var settings = AppReader.Settings()
    settings.siblingIndex = index
    let reader = AppReader(files: files, settings: settings)
    return try reader.screenFile(screen).files.map(\.path)
  }

  /// Expects the load through `index` to read what the walk reads, and returns it.
  @discardableResult
  static func same(_ files: MemoryFiles, _ index: SiblingIndex) throws -> [String] {
    let walked = try reached(files, nil)
    #expect(try reached(files, index) == walked)
    return walked
  }

  @Test func aLoadThroughTheIndexReadsWhatTheWalkReadsAfterEveryChange() throws {
    var files = MemoryFiles([
      "\(Self.app)/app.yaml": "state:\n  k0: true\n  k1: true\n  on10: true\n",
      Self.screen:
        "title: Zero\nrows:\n  - {title: On, toggle: k0}\n  - {title: Next, push: far}\n",
      "\(Self.app)/s1.yaml": "title: A\nrows:\n  - {title: A, toggle: k1}\n",
      "\(Self.app)/s2.yaml": "title: B\nrows:\n  - {title: B, toggle: on10}\n",
    ])
    let index = SiblingIndex()
    #expect(try Self.same(files, index).count == 2)
    // A sibling starts binding a key the screen uses: edited in place.
    files.files["\(Self.app)/s1.yaml"] = "title: A\nrows:\n  - {title: A, toggle: k0}\n"
    index.changed(["\(Self.app)/s1.yaml"])
    #expect(try Self.same(files, index).contains("\(Self.app)/s1.yaml"))
    // A new file declares the id the screen pushes.
    files.files["\(Self.app)/x.yaml"] = "id: far\ntitle: C\nrows:\n  - {title: C, toggle: k1}\n"
    index.forget(["\(Self.app)/x.yaml"])
    let reached = try Self.same(files, index)
    #expect(reached.contains("\(Self.app)/x.yaml"))
    // A sibling that binds a key no reached screen uses is not read.
    #expect(!reached.contains("\(Self.app)/s2.yaml"))
    // The binding taken away, and the file declaring the id removed.
    files.files["\(Self.app)/s1.yaml"] = "title: A\nrows:\n  - {title: A, toggle: k1}\n"
    files.files["\(Self.app)/x.yaml"] = nil
    index.changed(["\(Self.app)/s1.yaml"])
    index.forget(["\(Self.app)/x.yaml"])
    #expect(try Self.same(files, index).count == 2)
    // A folder forgotten whole is indexed again.
    files.files["\(Self.app)/s2.yaml"] = "title: B\nrows:\n  - {title: B, toggle: k0}\n"
    index.forget([Self.app])
    #expect(try Self.same(files, index).contains("\(Self.app)/s2.yaml"))
  }
}
