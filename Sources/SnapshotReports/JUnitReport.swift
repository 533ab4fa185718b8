import Basics

/// A run's cases as JUnit XML, the report CI systems show test by test: `snapshot --junit`
/// and `merge-reports --junit` write through it. Names, classes and failure texts are
/// escaped as the terminal shows them (``VisibleText``: no control, bidi or invisible
/// character, which a CI page shows as it would a log line) and then as XML wants them.
package enum JUnitReport {
  /// One case: its class (the folder of its file) and name, and its failure if it failed.
  package struct Case {
    package var className: String
    package var name: String
    /// The failure's kind (`mismatch`, `orphan`) and what it says; nil when it passed.
    package var failure: (message: String, text: String)?

    /// A case.
    package init(className: String, name: String, failure: (message: String, text: String)?) {
      self.className = className
      self.name = name
      self.failure = failure
    }
  }

  /// The report of `cases`, in their order.
  package static func document(_ cases: [Case]) -> String {
    let failed = cases.count { $0.failure != nil }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuite name=\"screenspec snapshot\" tests=\"\(cases.count)\" failures=\"\(failed)\">\n"
    for item in cases {
      out +=
        "  <testcase classname=\"\(attribute(item.className))\" name=\"\(attribute(item.name))\""
      guard let failure = item.failure else {
        out += "/>\n"
        continue
      }
      out += ">\n    <failure message=\"\(attribute(failure.message))\">\(body(failure.text))"
      out += "</failure>\n  </testcase>\n"
    }
    return out + "</testsuite>\n"
  }

  /// An attribute's value (a case's name or class): one line.
  static func attribute(_ text: String) -> String {
    XMLText.escaped(VisibleText.escaped(text))
  }

  /// A failure's text: lines and tabs kept.
  static func body(_ text: String) -> String {
    XMLText.escaped(VisibleText.escaped(text, keepNewlines: true, keepTabs: true))
  }
}
