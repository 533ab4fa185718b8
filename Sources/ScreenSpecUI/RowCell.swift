#if canImport(SwiftUI)
  import SwiftUI

  /// One row: its control, or a button over its texts that sends the row's tap; a swipe's
  /// Delete when it can be deleted; the highlight's colours while it is the tapped row.
  @available(iOS 16.0, macOS 13.0, *)
  @MainActor struct RowCell: View {
    let row: RowModel
    let highlight: Highlight?
    let deleteTitle: String
    let send: @MainActor (Action?, AppRequest?) -> Void
    @State private var draft = ""

    var body: some View {
      cell
        .disabled(row.disabled)
        .listRowBackground(background)
        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
          if let delete = row.delete {
            Button(role: .destructive, action: { send(delete, nil) }) {
              Text(verbatim: deleteTitle)
            }
          }
        }
    }

    /// The row's background: the highlight's while it is the tapped row.
    private var background: Color? {
      guard row.highlighted, let highlight else { return nil }
      return Color(highlight.background)
    }

    /// The row's text colour: the highlight's while it is the tapped row.
    private var foreground: Color? {
      guard row.highlighted, let highlight else { return nil }
      return Color(highlight.text)
    }

    @ViewBuilder private var cell: some View {
      switch row.control {
      case .toggle(let isOn):
        Toggle(row.title, isOn: Binding(get: { isOn }, set: { _ in send(row.toggle, nil) }))
      case .textField(let text, let placeholder, let secure):
        if secure {
          SecureField(placeholder ?? row.title, text: typed(text))
        } else {
          LabeledContent(row.title) { TextField(placeholder ?? "", text: typed(text)) }
        }
      case .textView(let text, let placeholder):
        TextField(placeholder ?? row.title, text: typed(text), axis: .vertical)
      case .slider(let fraction, _):
        Slider(
          value: Binding(get: { fraction }, set: { send(row.sliding(to: $0), nil) }), in: 0...1)
      case .stepper(let value, _, _):
        Stepper(
          onIncrement: { send(row.increment, nil) }, onDecrement: { send(row.decrement, nil) }
        ) { Text(verbatim: row.title + " " + value) }
      case .segments(let titles, let selected):
        Picker(
          row.title,
          selection: Binding(
            get: { selected ?? -1 }, set: { send(row.selecting(segment: $0), nil) })
        ) {
          ForEach(titles.indices, id: \.self) { index in Text(verbatim: titles[index]).tag(index) }
        }
        .pickerStyle(.segmented)
      case .addField(let placeholder):
        TextField(placeholder ?? row.title, text: $draft)
          .onSubmit {
            send(row.typing(draft), nil)
            draft = ""
          }
      case .none, .button, .link, .datePicker, .custom:
        Button(action: { send(row.tap, row.request) }) { label }
      }
    }

    /// The row's texts, icon, badge and accessory, as a button's label.
    private var label: some View {
      HStack {
        if let icon = row.icon {
          Image(systemName: icon.symbol).foregroundStyle(.white)
            .background(Color(icon.background), in: RoundedRectangle(cornerRadius: 6))
        }
        VStack(alignment: .leading) {
          Text(verbatim: row.title).bold(row.bold).foregroundStyle(titleColour)
          if let subtitle = row.subtitle {
            Text(verbatim: subtitle).font(.subheadline).foregroundStyle(.secondary)
          }
        }
        Spacer()
        if let detail = row.detail { Text(verbatim: detail).foregroundStyle(.secondary) }
        if let badge = row.badge { Text(verbatim: badge).font(.footnote) }
        accessory
      }
    }

    /// A title's colour: the highlight's text, a destructive button's red, else the text's.
    private var titleColour: Color {
      if let foreground { return foreground }
      if case .button(true) = row.control { return .red }
      if case .button = row.control { return .blue }
      return row.isLoadMore ? .blue : .primary
    }

    @ViewBuilder private var accessory: some View {
      switch row.accessory {
      case .checkmark: Image(systemName: "checkmark").foregroundStyle(.blue)
      case .disclosure: Image(systemName: "chevron.right").foregroundStyle(.secondary)
      case .detail: Image(systemName: "info.circle").foregroundStyle(.blue)
      case .none: EmptyView()
      }
    }

    /// A text field's binding: each edit is sent (`type`, or `clear` when emptied); one the
    /// session refuses (past `maxLength`) leaves the text as it was.
    private func typed(_ text: String) -> Binding<String> {
      Binding(get: { text }, set: { send(row.typing($0), nil) })
    }
  }

  extension Color {
    /// A screen file's colour, as SwiftUI draws it.
    init(_ colour: Colour) {
      switch colour {
      case .rgb(let red, let green, let blue):
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
      case .named(let name):
        switch name {
        case .black: self = .black
        case .white: self = .white
        case .red: self = .red
        case .green: self = .green
        case .blue: self = .blue
        case .yellow: self = .yellow
        case .orange: self = .orange
        case .purple: self = .purple
        case .gray: self = .gray
        case .lightGray: self.init(red: 0.82, green: 0.82, blue: 0.84)
        case .darkGray: self.init(red: 0.33, green: 0.33, blue: 0.35)
        case .clear: self = .clear
        }
      }
    }
  }
#endif
