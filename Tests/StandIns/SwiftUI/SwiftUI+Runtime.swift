// swift-format-ignore-file
// (A transcription of Apple's API, documented by Apple, not by us.)
// The slice of SwiftUI that `ScreenSpecUI` (Sources/ScreenSpecUI) uses beyond what
// `export --swiftui` emits (SwiftUI.swift), with the signatures and availability Apple
// documents and no behaviour. Built into the same stand-in module.

// MARK: Navigation

@available(iOS 16.0, macOS 13.0, *)
extension NavigationStack {
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  { fatalError() }
}

// MARK: Text and colours

extension Text {
  @available(iOS 16.0, macOS 13.0, *)
  public func bold(_ isActive: Bool) -> Text { self }
}

@available(iOS 15.0, macOS 12.0, *)
extension ShapeStyle where Self == Color {
  public static var blue: Color { Color(red: 0, green: 0, blue: 1) }
}

// MARK: Controls with verbatim titles

extension Toggle where Label == Text {
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}

extension TextField where Label == Text {
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { fatalError() }
}

extension SecureField where Label == Text {
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension LabeledContent where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    fatalError()
  }
}

extension Stepper {
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) { fatalError() }
}

extension Picker where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) { fatalError() }
}

// MARK: Modifiers

extension View {
  @available(iOS 16.0, macOS 13.0, *)
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self.runtimeModified() }
  @available(iOS 15.0, macOS 12.0, *)
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self.runtimeModified() }

  private func runtimeModified() -> ModifiedContent<Self, _Modifier> { ModifiedContent() }
}

// MARK: Apps and scenes (the example app in Examples/, and `App`'s name beside the model's)

/// A type that represents the structure and behavior of an app.
@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, *)
extension App {
  @MainActor @preconcurrency public static func main() { fatalError() }
}

/// A part of an app's user interface with a life cycle managed by the system.
@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, *)
extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@available(iOS 14.0, macOS 11.0, *)
@resultBuilder public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows.
@available(iOS 14.0, macOS 11.0, *)
public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  public var body: Never { fatalError() }
}

/// An action that opens a URL.
@available(iOS 14.0, macOS 11.0, *)
@MainActor public struct OpenURLAction {
  public func callAsFunction(_ url: URL) {}
}

extension EnvironmentValues {
  /// An action that opens a URL.
  @available(iOS 14.0, macOS 11.0, *)
  public var openURL: OpenURLAction { fatalError() }
}
