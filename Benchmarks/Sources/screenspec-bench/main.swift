import ScreenBehavior
import ScreenCompiled
import ScreenFormat
import ScreenModel
import ScreenRendering
import ScreenSpecRuntime
import ScreenVoiceOver
import YAMLTree

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `screenspec-bench STAGE FILE [REPEAT]`: times one stage over one file and prints the
/// median and the fastest run in seconds, and the peak resident memory in KiB.
///
/// Stages: `parse` (bytes to tree), `decode` (bytes to typed app), `render` (decode, then
/// draw the file's screen with every row loaded), `render-first-page` (decode, then draw
/// the first page only), `draw-text` and `draw-voiceover` (the file's screen, decoded
/// once outside the timing, drawn as text or read as a VoiceOver transcript, 20 times a
/// run), `yaml-view` (FILE is an app folder: its screens, templates and strings tables read
/// and loaded, then the start screen's view made), `compiled-view` (FILE is what
/// `export --compiled` wrote: read, then the same view) and `compiled-list` (read, then the
/// start screen's `ListModel`, the rows and actions `ScreenSpecView` draws its first frame
/// from).

func readFile(_ path: String) -> [UInt8] {
  guard let file = fopen(path, "rb") else {
    print("cannot open \(path)")
    exit(2)
  }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  return bytes
}

/// The `.yaml` files of a folder and of its `strings/` and `templates/`, by path in it.
func appFiles(_ folder: String) -> [SourceFile] {
  var files: [SourceFile] = []
  for sub in ["", "strings/", "templates/"] {
    guard let directory = opendir(folder + "/" + sub) else { continue }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasSuffix(".yaml") else { continue }
      files.append(SourceFile(path: sub + name, bytes: readFile(folder + "/" + sub + name)))
    }
  }
  return files.sorted { $0.path < $1.path }
}

/// The start screen's view of an app, as the runtime asks for it.
func startView(_ app: App?) -> Int {
  guard let app, let start = app.startScreen, let session = try? Session(app: app, screen: start.id)
  else { return 0 }
  return session.view.sections.count
}

/// The start screen's list model of an app, as `ScreenSpecView` draws its first frame.
func startList(_ app: App?) -> Int {
  guard let app, let start = app.startScreen, let session = try? Session(app: app, screen: start.id)
  else { return 0 }
  return ListModel(session).rows.count
}

func now() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  print("usage: screenspec-bench parse|decode|render|render-first-page FILE [REPEAT]")
  exit(2)
}
let stage = arguments[1]
let path = arguments[2]
let repeats = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
let bytes = stage == "yaml-view" ? [] : readFile(path)
let limits = ParseLimits(maxBytes: 1 << 30)
let name = String(path.split(separator: "/").last ?? "")
let file = SourceFile(path: name, bytes: bytes)

/// The file's screen with every row loaded, for the drawing stages (decoded once).
let loadedSession: Session? = {
  guard stage.hasPrefix("draw-"), let app = AppAssembler.load([file], limits: limits).app,
    var session = try? Session(app: app)
  else { return nil }
  while (try? session.apply(.loadMore)) != nil {}
  return session
}()

func run() -> Int {
  switch stage {
  case "draw-text", "draw-voiceover":
    guard let session = loadedSession else { return 0 }
    var total = 0
    for _ in 0..<20 {
      total &+=
        stage == "draw-text"
        ? Renderer.render(session, options: RenderOptions(width: 40)).utf8.count
        : VoiceOverTranscript.render(session, options: RenderOptions(width: 40)).utf8.count
    }
    return total
  case "yaml-view":
    let files = appFiles(path)
    let app = AppAssembler.load(
      files.filter { !$0.path.contains("/") },
      strings: files.filter { $0.path.hasPrefix("strings/") },
      templates: files.filter { $0.path.hasPrefix("templates/") }
    ).app
    return startView(app)
  case "compiled-view":
    return startView(try? App(compiled: bytes))
  case "compiled-list":
    return startList(try? App(compiled: bytes))
  case "parse":
    return YAMLParser.parse(bytes, limits: limits).root == nil ? 0 : 1
  case "decode":
    return AppAssembler.load([file], limits: limits).app?.screens.count ?? 0
  case "render", "render-first-page":
    guard let app = AppAssembler.load([file], limits: limits).app,
      var session = try? Session(app: app)
    else { return 0 }
    if stage == "render" {
      while (try? session.apply(.loadMore)) != nil {}
    }
    return Renderer.render(session, options: RenderOptions(width: 60)).utf8.count
  default:
    print("unknown stage \(stage)")
    exit(2)
  }
}

var times: [Double] = []
var check = 0
for _ in 0..<repeats {
  let start = now()
  check &+= run()
  times.append(now() - start)
}
times.sort()
var usage = rusage()
#if canImport(Glibc)
  getrusage(RUSAGE_SELF.rawValue, &usage)
#else
  getrusage(RUSAGE_SELF, &usage)
#endif
print(
  "\(stage) \(name) median=\(times[times.count / 2]) min=\(times[0]) maxrss_kib=\(usage.ru_maxrss) check=\(check)"
)
