#if canImport(SwiftUI)
  import SwiftUI

  /// One screen of the stack: its sections of rows, title, Edit button, sheet and search.
  @available(iOS 16.0, macOS 13.0, *)
  @MainActor struct ScreenList: View {
    let list: ListModel
    let send: @MainActor (Action?, AppRequest?) -> Void

    var body: some View {
      searchable(
        styled(
          List {
            if let prompt = list.prompt { Section { Text(verbatim: prompt) } }
            if let text = list.body { Section { Text(verbatim: text) } }
            ForEach(list.sections) { section in
              Section {
                ForEach(section.rows) { row in
                  RowCell(
                    row: row, highlight: list.highlight, deleteTitle: list.deleteTitle, send: send)
                }
              } header: {
                if let header = section.header { Text(verbatim: header) }
              } footer: {
                if let footer = section.footer { Text(verbatim: footer) }
              }
            }
            if let empty = list.emptyText { Text(verbatim: empty).foregroundStyle(.secondary) }
            if let footer = list.footer { Section { Text(verbatim: footer) } }
            if let notice = list.notice { Text(verbatim: notice).foregroundStyle(.secondary) }
          }
        )
      )
      .navigationTitle(Text(verbatim: list.title))
      .toolbar {
        if let button = list.editButton {
          Button(action: { send(button.action, nil) }) { Text(verbatim: button.title) }
        }
      }
      .confirmationDialog(
        Text(verbatim: list.sheet?.title ?? ""), isPresented: sheetShown,
        titleVisibility: list.sheet?.title == nil ? .hidden : .visible
      ) {
        if let sheet = list.sheet {
          Button(
            role: sheet.destructive ? .destructive : nil,
            action: { send(sheet.confirm, sheet.confirmRequest) }
          ) {
            Text(verbatim: sheet.button)
          }
          Button(role: .cancel, action: { send(sheet.cancel, nil) }) {
            Text(verbatim: sheet.cancelTitle)
          }
        }
      } message: {
        if let message = list.sheet?.message { Text(verbatim: message) }
      }
    }

    /// Whether the sheet shows; dismissing it otherwise (a tap outside) cancels.
    private var sheetShown: Binding<Bool> {
      Binding(
        get: { list.sheet != nil },
        set: { shown in
          if !shown, let cancel = list.sheet?.cancel { send(cancel, nil) }
        })
    }

    /// A searchable screen's field: each edit sends `search` (empty clears it).
    @ViewBuilder private func searchable(_ content: some View) -> some View {
      if let prompt = list.searchPrompt {
        content.searchable(
          text: Binding(get: { list.searchText ?? "" }, set: { send(list.searching($0), nil) }),
          prompt: Text(verbatim: prompt))
      } else {
        content
      }
    }

    /// The table's style: plain, grouped or inset grouped (iOS; macOS draws its own).
    @ViewBuilder private func styled(_ content: some View) -> some View {
      #if os(macOS)
        content
      #else
        switch list.style {
        case .plain: content.listStyle(.plain)
        case .grouped: content.listStyle(.grouped)
        case .insetGrouped: content.listStyle(.insetGrouped)
        }
      #endif
    }
  }
#endif
