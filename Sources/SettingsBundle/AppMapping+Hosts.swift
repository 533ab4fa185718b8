import PropertyList
import ScreenModel

extension AppMapping {
  /// One plist of a pane as read, and its path in the bundle.
  typealias Plist = (pane: SettingsPane, file: String)

  /// A pane's sections, and the pickers they push: what each host shows on each device,
  /// merged. Settings reads `NAME~DEVICE.plist`, else `NAME.plist`; IASK, in the app,
  /// reads `NAME~DEVICE.inApp.plist`, else `NAME.inApp.plist`, else what Settings reads.
  /// Each host's plists are merged by device, then the two hosts' by host, so that what
  /// both show alike appears once, without a condition.
  mutating func mergedSections(_ found: BundleWalk.Found) -> ([PaneSection], [Screen]) {
    var merge = PaneMerge()
    let phone = (found.phone, found.phoneFile)
    let pad = found.pad.flatMap { pane in found.padFile.map { (pane, $0) } }
    var sections = merge.devices(phone: phone, pad: pad, &self)
    if found.onlyInApp {
      // Settings shows none of it; the app shows it all.
      for index in sections.indices { sections[index].section.shownOn.host = .app }
    } else if let (appPhone, appPad) = Self.appPlists(found, settings: (phone, pad ?? phone)) {
      let app =
        appPhone.file == appPad.file
        ? merge.sections(appPhone, &self) : merge.devices(phone: appPhone, pad: appPad, &self)
      sections = DeviceMerge.merge(sections, app, by: .host)
    }
    if merge.keptIdioms { DeviceMerge.resolveIdioms(&sections) }
    return (sections, merge.pickers)
  }

  /// The plists the app reads on a phone and on a pad, as IASK looks them up; nil when
  /// each is the one Settings reads on that device or says the same.
  static func appPlists(_ found: BundleWalk.Found, settings: (phone: Plist, pad: Plist)) -> (
    phone: Plist, pad: Plist
  )? {
    let inApp = found.inApp.flatMap { pane in found.inAppFile.map { (pane, $0) } }
    func own(_ device: Device) -> Plist? {
      found.inAppDevices.first { $0.device == device }.map { ($0.pane, $0.file) }
    }
    let phone = own(.phone) ?? inApp ?? settings.phone
    let pad = own(.pad) ?? inApp ?? settings.pad
    func same(_ a: Plist, _ b: Plist) -> Bool {
      a.file == b.file
        || a.pane.specifiers.map(\.withoutLocations) == b.pane.specifiers.map(\.withoutLocations)
    }
    guard same(phone, settings.phone) else { return (phone, pad) }
    // One file read on both devices in each host: compared once.
    let both = pad.file == phone.file && settings.pad.file == settings.phone.file
    return both || same(pad, settings.pad) ? nil : (phone, pad)
  }
}

/// The plists of one pane mapped, each once, and merged.
struct PaneMerge {
  /// Each plist's sections as mapped, by its path.
  var mapped: [String: [PaneSection]] = [:]
  /// The pickers the plists push, each once, in order.
  var pickers: [Screen] = []
  /// Whether a host's plist of each device kept its specifiers' idioms as written.
  var keptIdioms = false

  /// A plist's sections, mapped the first time.
  mutating func sections(_ plist: AppMapping.Plist, _ mapping: inout AppMapping)
    -> [PaneSection]
  {
    if let sections = mapped[plist.file] { return sections }
    let result = mapping.mapPane(plist.pane, file: plist.file)
    for picker in result.pickers where !pickers.contains(where: { $0.id == picker.id }) {
      pickers.append(picker)
    }
    mapped[plist.file] = result.sections
    return result.sections
  }

  /// One host's phone and pad plists merged: the pad's only where it differs. With a
  /// plist of each device, a specifier's idioms are kept as written, and what they limit
  /// is in its own file only.
  mutating func devices(
    phone: AppMapping.Plist, pad: AppMapping.Plist?, _ mapping: inout AppMapping
  ) -> [PaneSection] {
    var sections = self.sections(phone, &mapping)
    guard let pad, pad.file != phone.file else { return sections }
    let idioms = (phone.pane.specifiers + pad.pane.specifiers).contains { $0.idioms != nil }
    keptIdioms = true
    DeviceMerge.keepIdioms(&sections)
    guard
      idioms
        || pad.pane.specifiers.map(\.withoutLocations)
          != phone.pane.specifiers.map(\.withoutLocations)
    else { return sections }
    var other = self.sections(pad, &mapping)
    DeviceMerge.keepIdioms(&other)
    return DeviceMerge.merge(sections, other, by: .device)
  }
}
