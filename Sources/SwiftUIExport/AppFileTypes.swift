/// Types the app's file declares when the screens use them.
enum AppFileTypes {
  /// `ScreenSpecRows`: a screen's own rows as the app holds them.
  static func rows(_ access: String) -> String {
    """

    /// A screen's own rows as the app holds them, by their positions in the screen's file:
    /// those left, the unread ones, and how many are loaded.
    \(access)struct ScreenSpecRows {
      \(access)var left: [Int]
      \(access)var unread: Set<Int>
      \(access)var loaded: Int
      \(access)var pageSize: Int

      \(access)init(count: Int, unread: Set<Int> = [], pageSize: Int? = nil) {
        left = Array(0..<count)
        self.unread = unread
        self.pageSize = pageSize ?? count
        loaded = pageSize ?? count
      }

      /// The rows loaded.
      \(access)var shown: ArraySlice<Int> { left.prefix(loaded) }
      /// How many rows are loaded (`{count}`).
      \(access)var count: Int { shown.count }
      /// How many loaded rows are unread (`{unread}`).
      \(access)var unreadCount: Int { shown.filter(unread.contains).count }
      /// Whether rows are left to load.
      \(access)var canLoadMore: Bool { loaded < left.count }

      /// Loads the next page.
      \(access)mutating func loadMore() { loaded += pageSize }

      /// Deletes loaded rows by their offsets.
      \(access)mutating func delete(atOffsets offsets: IndexSet) {
        left.remove(atOffsets: offsets)
        loaded -= offsets.count
      }
    }

    """
  }

  /// `ScreenSpecRows` by section: the rows of a screen that holds them in several sections,
  /// each section by the positions of its rows in the screen's file.
  static func sectionRows(_ access: String) -> String {
    """

    extension ScreenSpecRows {
      /// The rows loaded of a section (the positions of its rows).
      \(access)func shown(in section: Range<Int>) -> [Int] {
        shown.filter { section.contains($0) }
      }

      /// Deletes loaded rows of a section by their offsets among its rows shown.
      \(access)mutating func delete(atOffsets offsets: IndexSet, in section: Range<Int>) {
        let rows = shown(in: section)
        let deleted = Set(offsets.map { rows[$0] })
        left.removeAll { deleted.contains($0) }
        loaded -= deleted.count
      }
    }

    """
  }

  /// `ScreenSpecRows` loaded with lists: the rows of a section of a screen whose own rows
  /// and lists load in the same pages, which the model counts.
  static func listPagedRows(_ access: String) -> String {
    """

    extension ScreenSpecRows {
      /// The rows left of a section loaded with lists in the same pages: those of the first
      /// `loaded` positions (the model's count loaded, less the list items before the section).
      \(access)func shown(in section: Range<Int>, loaded: Int) -> [Int] {
        shown(in: section).filter { $0 < loaded }
      }
    }

    """
  }

  /// `ScreenSpecSelectionStyle`: a tapped row's background and text colours.
  static func selectionStyle(_ access: String) -> String {
    """

    /// A selection style: a tapped row's background and text colours.
    \(access)struct ScreenSpecSelectionStyle: ButtonStyle {
      \(access)var background: Color
      \(access)var text: Color

      \(access)func makeBody(configuration: Configuration) -> some View {
        configuration.label
          .frame(maxWidth: .infinity, alignment: .leading)
          .contentShape(Rectangle())
          .foregroundStyle(configuration.isPressed ? text : Color.primary)
          .listRowBackground(configuration.isPressed ? background : nil)
      }
    }

    """
  }

  /// `ScreenSpecChoice`: one choice of a picker, the row every picker's `choice` draws
  /// (one view type for all, which the compiler checks once).
  static let choice = """

    /// One choice of a picker: its title, and a checkmark while it is chosen.
    struct ScreenSpecChoice: View {
      var title: Text
      var chosen: Bool
      var action: @MainActor () -> Void

      var body: some View {
        Button(action: action) {
          HStack {
            title.foregroundStyle(.primary)
            Spacer()
            if chosen {
              Image(systemName: "checkmark")
            }
          }
        }
      }
    }

    """

  /// `ScreenSpecDates`: dates stored as ISO 8601 text, as the screens write them.
  static func dates(_ access: String) -> String {
    """

    /// Dates stored as ISO 8601 text (`2026-12-05`, `18:30`, `2026-12-04T10:00`).
    \(access)enum ScreenSpecDates {
      /// The date a stored text names; now when it names none.
      \(access)static func date(_ text: String, format: String) -> Date {
        formatter(format).date(from: text) ?? Date()
      }

      /// A date as stored text, on the picker's minute steps.
      \(access)static func text(_ date: Date, format: String, minuteInterval: Int = 1) -> String {
        let step = Double(minuteInterval * 60)
        let seconds = (date.timeIntervalSinceReferenceDate / step).rounded() * step
        return formatter(format).string(from: Date(timeIntervalSinceReferenceDate: seconds))
      }

      private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        return formatter
      }
    }

    """
  }
}
