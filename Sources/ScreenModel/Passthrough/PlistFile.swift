import Basics

/// One of the plists export writes a pane as (`plists:`): `NAME.plist`, a device's
/// `NAME~iphone.plist` or `NAME~ipad.plist`, or InAppSettingsKit's `NAME.inApp.plist` and
/// its device's `NAME~iphone.inApp.plist` or `NAME~ipad.inApp.plist`. Each holds the rows
/// its device and host show.
public struct PlistFile: Sendable, Hashable {
  /// Which of a pane's plists a file is.
  public enum Variant: Sendable, Hashable, CaseIterable {
    /// `NAME.plist`.
    case plain
    /// `NAME~iphone.plist`, the phone's.
    case phone
    /// `NAME~ipad.plist`, the pad's.
    case pad
    /// `NAME.inApp.plist`, the one InAppSettingsKit reads in place of `NAME.plist`.
    case inApp
    /// `NAME~iphone.inApp.plist`, the one InAppSettingsKit reads on a phone before
    /// `NAME.inApp.plist`.
    case inAppPhone
    /// `NAME~ipad.inApp.plist`, the one InAppSettingsKit reads on a pad before
    /// `NAME.inApp.plist`.
    case inAppPad

    /// The device it is read on, if only one, among the files of its host (``plain`` is
    /// read on both unless `others` holds that device's own file; ``inApp`` likewise).
    package func device(among others: Set<Variant>) -> Device? {
      let (phone, pad): (Variant, Variant) =
        host == .app ? (.inAppPhone, .inAppPad) : (.phone, .pad)
      switch self {
      case .phone, .inAppPhone: return .phone
      case .pad, .inAppPad: return .pad
      case .plain, .inApp:
        if others.contains(pad) && !others.contains(phone) { return .phone }
        if others.contains(phone) && !others.contains(pad) { return .pad }
        return nil
      }
    }

    /// Whether another file of its host is a device's own (`others` holds `~iphone` or
    /// `~ipad` of the same host), so the file says the device of what it holds.
    package func splitsDevices(among others: Set<Variant>) -> Bool {
      host == .app
        ? others.contains(.inAppPhone) || others.contains(.inAppPad)
        : others.contains(.phone) || others.contains(.pad)
    }

    /// The host it is read in.
    public var host: Host {
      switch self {
      case .inApp, .inAppPhone, .inAppPad: .app
      case .plain, .phone, .pad: .settings
      }
    }

    /// The file name's ending after the pane's name.
    package var suffix: String {
      switch self {
      case .plain: ".plist"
      case .phone: "~iphone.plist"
      case .pad: "~ipad.plist"
      case .inApp: ".inApp.plist"
      case .inAppPhone: "~iphone.inApp.plist"
      case .inAppPad: "~ipad.inApp.plist"
      }
    }
  }

  /// The file's name as written (`Root~ipad.plist`).
  public package(set) var name: String
  /// The pane's name it is a variant of (`Root`).
  public package(set) var base: String
  /// Which variant it is.
  public package(set) var variant: Variant
  /// The plist root's keys the screens do not model, when this file has its own; nil: the
  /// screen's `settings:`.
  public package(set) var settings: [PassthroughKey]?
  /// Whether export writes the screen's `StringsTable` into this file
  /// (`writesStringsTable: false` when the file had none beside one that had it: a
  /// `Root.inApp.plist` without the `Root.plist`'s).
  public package(set) var writesStringsTable = true
  /// The `StringsTable` this file names in place of the screen's (`stringsTable:`: a
  /// `Root.inApp.plist` that names one the `Root.plist` does not).
  public package(set) var stringsTable: String?
  /// Where it is written.
  public package(set) var mark: Mark

  /// Creates a file.
  package init(
    name: String, base: String, variant: Variant, settings: [PassthroughKey]? = nil,
    writesStringsTable: Bool = true, mark: Mark
  ) {
    self.name = name
    self.base = base
    self.variant = variant
    self.settings = settings
    self.writesStringsTable = writesStringsTable
    self.mark = mark
  }

  /// The variant and base of a file name; nil when it is not a pane's plist name.
  package static func parse(_ name: String) -> (base: String, variant: Variant)? {
    // The longest ending first: `~ipad.inApp.plist` ends in `.inApp.plist`, and that and
    // `~ipad.plist` in `.plist`.
    for variant in [Variant.inAppPad, .inAppPhone, .inApp, .pad, .phone, .plain]
    where name.hasSuffix(variant.suffix) {
      let base = String(name.dropLast(variant.suffix.count))
      return base.isEmpty || base.hasSuffix("/") ? nil : (base, variant)
    }
    return nil
  }

}
