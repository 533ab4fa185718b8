/// The device a row or section is limited to (`visibleIf: {device: …}`).
package enum DeviceLimit: String, Sendable, Hashable {
  /// `{device: phone}` (`SupportedUserInterfaceIdioms: [Phone]`, or a `~iphone` file).
  case phone
  /// `{device: pad}`.
  case pad
  /// Neither device (`{all: [{device: phone}, {device: pad}]}`): a specifier of one device's
  /// plist whose `SupportedUserInterfaceIdioms` name only the other device, which Settings
  /// shows nowhere; it is kept for export.
  case neither

  /// The idiom `SupportedUserInterfaceIdioms` names it by (nil for ``neither``).
  var idiom: String? {
    switch self {
    case .phone: "Phone"
    case .pad: "Pad"
    case .neither: nil
    }
  }
}
