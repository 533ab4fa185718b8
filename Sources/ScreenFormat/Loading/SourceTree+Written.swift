import ScreenModel

extension App {
  /// Where `app.yaml` was written, when the load kept it (``AppReader/keepsSources``).
  package var source: SourceTree? {
    get { written?.tree as? SourceTree }
    set { written = newValue.map(WrittenSource.init) }
  }
}

extension Screen {
  /// Where the screen was written, when the load kept it (``AppReader/keepsSources``).
  package var source: SourceTree? {
    get { written?.tree as? SourceTree }
    set { written = newValue.map(WrittenSource.init) }
  }
}
