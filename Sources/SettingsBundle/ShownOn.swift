import ScreenModel

/// Where an imported section or row shows, as its `visibleIf` says: on one device (or on
/// neither: a specifier of one device's plist whose idioms name only the other device,
/// which Settings shows nowhere, kept for export), in one host. Import writes only these
/// conditions: `{device: …}`, `{host: …}`, or all of them.
struct ShownOn: Equatable {
  /// The device a section or row is limited to: `{device: phone}` (a `~iphone` file, or
  /// `SupportedUserInterfaceIdioms: [Phone]`), `{device: pad}`, or neither (both conditions).
  enum Device: Equatable { case phone, pad, neither }

  /// The device, if only one (or neither).
  var device: Device?
  /// The host, if only one.
  var host: Host?

  /// Where a condition import wrote shows.
  init(_ condition: Condition?) {
    var devices: [ScreenModel.Device] = []
    func read(_ condition: Condition) {
      switch condition {
      case .device(let device): devices.append(device)
      case .host(let host): self.host = host
      case .all(let parts): parts.forEach(read)
      default: break
      }
    }
    if let condition { read(condition) }
    switch (devices.contains(.phone), devices.contains(.pad)) {
    case (true, true): device = .neither
    case (true, false): device = .phone
    case (false, true): device = .pad
    case (false, false): device = nil
    }
  }

  /// The condition: the device's, then the host's; both in `all`.
  var condition: Condition? {
    var parts: [Condition]
    switch device {
    case .phone?: parts = [.device(.phone)]
    case .pad?: parts = [.device(.pad)]
    case .neither?: parts = [.device(.phone), .device(.pad)]
    case nil: parts = []
    }
    if let host { parts.append(.host(host)) }
    return parts.count > 1 ? .all(parts) : parts.first
  }
}

extension Section {
  /// Where an imported section shows (its `visibleIf`).
  var shownOn: ShownOn {
    get { ShownOn(visibleIf) }
    set { visibleIf = newValue.condition }
  }
}

extension Row {
  /// Where an imported row shows (its `visibleIf`).
  var shownOn: ShownOn {
    get { ShownOn(visibleIf) }
    set { visibleIf = newValue.condition }
  }
}
