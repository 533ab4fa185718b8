// swift-format-ignore-file
// (A transcription of Apple's API, documented by Apple, not by us.)
// A stand-in for Apple's SwiftUI: the slice of its API that `screenspec export --swiftui`
// may emit, with the signatures and availability Apple documents, and no behaviour. Tests
// build it with `swiftc -emit-module -module-name SwiftUI` and type-check every generated
// file against it (there is no iOS SDK on Linux). An API outside this slice fails to
// compile, which fences the generator in. `@available` means nothing on Linux, so API
// introduced after iOS 16 is compiled only with `-D STANDIN_IOS17` (the module the tests
// build for `--min-ios 17` and 18): a file for iOS 16 that uses it fails, as it would
// against the SDK at a deployment target of 16.

@_exported import Foundation

// MARK: Views and builders

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A view that holds several views a builder made.
public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

/// A view that displays one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

/// A view that shows nothing.
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

/// Builds views from closures.
@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > { fatalError() }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
}

// MARK: State

/// A property wrapper type that reflects a value from `UserDefaults`.
@frozen @propertyWrapper public struct AppStorage<Value>: DynamicProperty {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool { fatalError() }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int { fatalError() }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double { fatalError() }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String { fatalError() }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {}

/// A property wrapper that reads a value from a view's environment.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  public var wrappedValue: Value { fatalError() }
}

/// A collection of environment values.
public struct EnvironmentValues {
  /// An action that dismisses the current presentation.
  @available(iOS 15.0, macOS 12.0, *)
  public var dismiss: DismissAction { fatalError() }
}

/// An action that dismisses a presentation.
@available(iOS 15.0, macOS 12.0, *)
@MainActor public struct DismissAction {
  public func callAsFunction() {}
}

// MARK: Text and images

/// The key for a localized string resource.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { true }

  /// Builds a localized key from its literal segments and interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ string: String) {}
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
    public mutating func appendInterpolation(_ text: Text) {}
  }
}

/// A type a localized key can interpolate with a format specifier.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

/// A view that displays one or more lines of read-only text.
@frozen public struct Text: View, Equatable {
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
  public init(verbatim content: String) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  nonisolated public static func == (a: Text, b: Text) -> Bool { true }
  public var body: Never { fatalError() }
}

/// A view that displays an image.
@frozen public struct Image: View, Equatable {
  public init(systemName: String) {}
  public init(_ name: String, bundle: Bundle? = nil) {}
  nonisolated public static func == (a: Image, b: Image) -> Bool { true }
  public var body: Never { fatalError() }
}

/// An environment-dependent font.
public struct Font: Hashable, Sendable {
  public static let body = Font()
  public static let subheadline = Font()
  public static let footnote = Font()
}

/// A shape style that maps to one of the numbered content styles.
public struct HierarchicalShapeStyle: ShapeStyle {
  public static let primary = HierarchicalShapeStyle()
  public static let secondary = HierarchicalShapeStyle()
}

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}
@available(iOS 15.0, macOS 12.0, *)
extension ShapeStyle where Self == Color {
  public static var white: Color { Color.white }
}

@available(iOS 15.0, macOS 12.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
}

/// A representation of a color that adapts to a given context.
@frozen public struct Color: ShapeStyle, Hashable, Sendable {
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let orange = Color(red: 1, green: 0.6, blue: 0)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let purple = Color(red: 0.6, green: 0, blue: 0.6)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public static let pink = Color(red: 1, green: 0.2, blue: 0.4)
  public static let indigo = Color(red: 0.3, green: 0.3, blue: 0.8)
  public static let teal = Color(red: 0.2, green: 0.6, blue: 0.6)
}

// A view in an extension, as Apple declares it: its colours are not the main actor's.
extension Color: View {
  public var body: Never { fatalError() }
}

/// The prominence of a font's weight.
public struct FontWeightStand: Sendable {}

// MARK: Containers

/// A container that presents rows of data arranged in a single column.
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

/// A container for grouping controls used for data entry.
public struct Form<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  public var body: Never { fatalError() }
}

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Parent, Content, Footer>: View {
  public var body: Never { fatalError() }
}

extension Section where Parent: View, Content: View, Footer: View {
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) { fatalError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    fatalError()
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    fatalError()
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
}

/// A view that arranges its subviews in a horizontal line.
@frozen public struct HStack<Content: View>: View {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a vertical line.
@frozen public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public var body: Never { fatalError() }
}

/// An alignment position along the horizontal axis.
@frozen public struct HorizontalAlignment: Equatable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
}

/// An alignment position along the vertical axis.
@frozen public struct VerticalAlignment: Equatable {
  public static let center = VerticalAlignment()
}

/// A flexible space that expands along the major axis of its containing stack layout.
@frozen public struct Spacer: View {
  public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError() }
}

/// A scrollable view.
public struct ScrollView<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  public var body: Never { fatalError() }
}

/// A view that displays a root view and enables you to present additional views.
@available(iOS 16.0, macOS 13.0, *)
@MainActor public struct NavigationStack<Data, Root: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension NavigationStack where Data == Never {
  public init(@ViewBuilder root: () -> Root) { fatalError() }
}

/// A view that controls a navigation presentation.
public struct NavigationLink<Label: View, Destination: View>: View {
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

// MARK: Controls

/// A control that toggles between on and off states.
public struct Toggle<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Toggle {
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
}

/// A control that displays an editable text interface.
public struct TextField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  @available(iOS 15.0, macOS 12.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    fatalError()
  }
  @available(iOS 16.0, macOS 13.0, *)
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis
  ) { fatalError() }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen public enum Axis: Sendable {
  case horizontal, vertical
}

/// A control into which people securely enter private text.
public struct SecureField<Label: View>: View {
  public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
  @available(iOS 15.0, macOS 12.0, *)
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    fatalError()
  }
}

/// A control for selecting a value from a bounded linear range of values.
public struct Slider<Label: View, ValueLabel: View>: View {
  public var body: Never { fatalError() }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { fatalError() }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { fatalError() }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { fatalError() }
}

extension Slider {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { fatalError() }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint { fatalError() }
}

/// A control that performs increment and decrement actions.
public struct Stepper<Label: View>: View {
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) { fatalError() }
  public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) { fatalError() }
}

/// A control that initiates an action.
public struct Button<Label: View>: View {
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    fatalError()
  }
  @available(iOS 15.0, macOS 12.0, *)
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { fatalError() }
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    fatalError()
  }
  @available(iOS 15.0, macOS 12.0, *)
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) { fatalError() }
}

/// A value that describes the purpose of a button.
@available(iOS 15.0, macOS 12.0, *)
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

/// A control for navigating to a URL.
public struct Link<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) { fatalError() }
}

/// A container for a view that you can use to display a label and its content.
@available(iOS 16.0, macOS 13.0, *)
public struct LabeledContent<Label: View, Content: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension LabeledContent where Label == Text, Content == Text {
  @_disfavoredOverload public init<S: StringProtocol>(
    _ titleKey: LocalizedStringKey, value: S
  ) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension LabeledContent {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    fatalError()
  }
}

@available(iOS 16.0, macOS 13.0, *)
extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    fatalError()
  }
}

/// A structure that computes views on demand from an underlying collection of identified
/// data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError()
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    fatalError()
  }
}

// MARK: Modifiers

/// A specification for the appearance and interaction of a list.
public protocol ListStyle {}
/// The list style that describes a platform's default behavior and appearance for a list.
public struct PlainListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a grouped list.
@available(iOS 13.0, *) public struct GroupedListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of an inset grouped list.
@available(iOS 14.0, *) public struct InsetGroupedListStyle: ListStyle { public init() {} }
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
@available(iOS 13.0, *)
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
@available(iOS 14.0, *)
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The keyboard type a text field shows (UIKit's `UIKeyboardType`, as SwiftUI on iOS sees it).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The kind of autocapitalization behavior applied during text input.
@available(iOS 15.0, *)
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// The visibility of a UI element.
@frozen public enum Visibility: Sendable {
  case automatic, visible, hidden
}

/// A view that a modifier changed.
public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError() }
}

/// A modifier that you apply to a view.
public struct _Modifier {}

extension View {
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self.modified() }
  public func navigationTitle(_ title: Text) -> some View { self.modified() }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self.modified() }
  public func font(_ font: Font?) -> some View { self.modified() }
  @available(iOS 15.0, macOS 12.0, *)
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self.modified() }
  public func disabled(_ disabled: Bool) -> some View { self.modified() }
  public func keyboardType(_ type: UIKeyboardType) -> some View { self.modified() }
  @available(iOS 15.0, *)
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self.modified() }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self.modified() }
  @available(iOS 15.0, macOS 12.0, *)
  public func badge(_ count: Int) -> some View { self.modified() }
  @available(iOS 15.0, macOS 12.0, *)
  public func badge(_ label: Text?) -> some View { self.modified() }
  @available(iOS 15.0, macOS 12.0, *)
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self.modified() }
  public func tint(_ tint: Color?) -> some View { self.modified() }
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityLabel(_ label: Text) -> some View { self.modified() }
  @available(iOS 14.0, macOS 11.0, *)
  public func accessibilityHint(_ hint: Text) -> some View { self.modified() }

  private func modified() -> ModifiedContent<Self, _Modifier> { ModifiedContent() }
}

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title: View, Icon: View>: View {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
  public var body: Never { fatalError() }
}

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable {}

/// A rectangular shape with rounded corners.
@frozen public struct RoundedRectangle: Shape {
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}

/// Defines the shape of a rounded rectangle's corners.
@frozen public enum RoundedCornerStyle: Sendable {
  case circular, continuous
}

extension View {
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
    self.modified()
  }
  @available(iOS 15.0, macOS 12.0, *)
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    self.modified()
  }
}

/// A type that specifies the appearance and interaction of all pickers within a view.
public protocol PickerStyle {}
/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// A control for selecting from a set of mutually exclusive values.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

extension Picker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
}

extension View {
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self.modified() }
  public func tag<V: Hashable>(_ tag: V) -> some View { self.modified() }
}

// MARK: Lists held in state (#52, second slice)

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent {
  public var data: Data { fatalError() }
}

extension ForEach where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension DynamicViewContent {
  public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent {
    self
  }
  public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent
  { self }
}

@available(iOS 13.0, macOS 10.15, *)
extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes all the elements at the specified offsets from the collection.
  public mutating func remove(atOffsets offsets: IndexSet) {}
}

@available(iOS 13.0, macOS 10.15, *)
extension MutableCollection {
  /// Moves all the elements at the specified offsets to the specified destination offset,
  /// preserving ordering.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

/// A button that toggles the edit mode environment value.
@available(iOS 13.0, *)
public struct EditButton: View {
  public init() {}
  public var body: Never { fatalError() }
}

/// A mode that indicates whether the user can edit a view's content.
@available(iOS 13.0, *)
public enum EditMode: Sendable, Hashable {
  case inactive, transient, active

  /// Indicates whether a view is being edited.
  public var isEditing: Bool { self != .inactive }
}

@available(iOS 13.0, *)
extension EnvironmentValues {
  /// An indication of whether the user can edit the contents of a view associated with this
  /// environment.
  public var editMode: Binding<EditMode>? {
    get { fatalError() }
    set {}
  }
}

/// The placement of a search field in a view hierarchy.
@available(iOS 15.0, macOS 12.0, *)
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
}

/// An edge of a view.
@frozen public enum HorizontalEdge: Sendable {
  case leading, trailing
}

/// An alignment in both axes.
@frozen public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
  public static let leading = Alignment()
}

/// The weight of a font.
@frozen public struct FontWeightValue {}

extension Font {
  /// A font weight.
  @frozen public struct Weight: Hashable, Sendable {
    public static let regular = Weight()
    public static let bold = Weight()
  }
}

/// A shape that fills its frame.
@frozen public struct Rectangle: Shape {
  public init() {}
}

extension Color {
  /// The color to use for primary content.
  public static let primary = Color(red: 0, green: 0, blue: 0)
}

extension View {
  @available(iOS 15.0, macOS 12.0, *)
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { self.modified() }
  @available(iOS 15.0, macOS 12.0, *)
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View { self.modified() }
  @available(iOS 16.0, macOS 13.0, *)
  public func bold(_ isActive: Bool = true) -> some View { self.modified() }
  @available(iOS 16.0, macOS 13.0, *)
  public func fontWeight(_ weight: Font.Weight?) -> some View { self.modified() }
  @available(iOS 13.0, macOS 10.15, *)
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self.modified() }
  @available(iOS 13.0, macOS 10.15, *)
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self.modified() }
  @available(iOS 14.0, macOS 11.0, *)
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    self.modified()
  }
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { self.modified() }
  @available(iOS 15.0, macOS 12.0, *)
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self.modified() }
  @available(iOS 13.0, macOS 10.15, *)
  public func listRowBackground<V: View>(_ view: V?) -> some View { self.modified() }
  @available(iOS 13.0, macOS 10.15, *)
  public func deleteDisabled(_ isDisabled: Bool) -> some View { self.modified() }
  public func labelsHidden() -> some View { self.modified() }
  public func frame(maxWidth: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    self.modified()
  }
  public func contentShape<S: Shape>(_ shape: S) -> some View { self.modified() }
  @available(iOS 15.0, macOS 12.0, *)
  public func background<S: ShapeStyle>(_ style: S) -> some View { self.modified() }
  @available(iOS, introduced: 14.0, deprecated: 17.0)
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  { self.modified() }
  #if STANDIN_IOS17
  @available(iOS 17.0, macOS 14.0, *)
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View { self.modified() }
  #endif
}

/// A type that defines various triggers that result in the firing of a submission action.
@available(iOS 15.0, macOS 12.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  @available(iOS 15.0, macOS 12.0, *)
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  { self.modified() }
}

// MARK: Selection styles

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
@available(iOS 13.0, macOS 10.15, *)
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
@available(iOS 13.0, macOS 10.15, *)
public struct ButtonStyleConfiguration {
  /// A type-erased label of a button.
  public struct Label: View {
    public var body: Never { fatalError() }
  }
  /// A view that describes the effect of pressing the button.
  public let label: ButtonStyleConfiguration.Label
  /// A Boolean that indicates whether the user is currently pressing the button.
  public let isPressed: Bool
}

extension View {
  @available(iOS 13.0, macOS 10.15, *)
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self.modified() }
}

// MARK: Pickers (#52, second slice)

/// A picker style where each option is displayed inline with other views in the current
/// container.
@available(iOS 14.0, macOS 11.0, *)
public struct InlinePickerStyle: PickerStyle { public init() {} }
@available(iOS 14.0, macOS 11.0, *)
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A control for selecting an absolute date.
@available(iOS 13.0, macOS 10.15, *)
public struct DatePicker<Label: View>: View {
  public typealias Components = DatePickerComponents
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) { fatalError() }
}

/// The date components a date picker shows.
@available(iOS 13.0, macOS 10.15, *)
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy.
public protocol DatePickerStyle {}
/// A date picker style that displays each component as columns in a scrollable wheel.
@available(iOS 13.0, *)
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
/// A date picker style that displays an interactive calendar or clock.
@available(iOS 14.0, macOS 10.15, *)
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// A date picker style that displays the components in a compact, textual format.
@available(iOS 14.0, macOS 10.15.4, *)
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
@available(iOS 13.0, *)
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
@available(iOS 14.0, macOS 10.15, *)
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
@available(iOS 14.0, macOS 10.15.4, *)
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension View {
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self.modified() }
}

/// A type-erased view.
@frozen public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

// MARK: Foundation on Apple platforms (absent from swift-corelibs-foundation)

extension String {
  /// A reference to a localizable string, and the string's default value (Foundation, iOS 15).
  @available(iOS 15, macOS 12, *)
  public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
  }

  /// Creates a localized string from a localization value (Foundation, iOS 15).
  @available(iOS 15, macOS 12, *)
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) { self = "" }
}

// MARK: UIKit, which SwiftUI re-exports on iOS

/// The type of interface that should be used on the current device.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad
}

/// A representation of the current device.
@MainActor public final class UIDevice {
  public static var current: UIDevice { fatalError() }
  public var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
}
