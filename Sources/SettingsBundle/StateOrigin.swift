import PropertyList

/// Where a state key came from in a bundle: its first specifier's plist, and where its
/// `DefaultValue` and its `Key` are written there.
package struct StateOrigin: Sendable, Equatable {
  /// The plist's path in the bundle.
  package var file: String
  /// Where the default is written (else the specifier).
  package var defaultValue: PlistLocation
  /// Where the `Key` is written.
  package var key: PlistLocation
}
