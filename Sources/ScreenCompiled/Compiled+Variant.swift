import ScreenModel

/// A snapshot variant, and what import said of a pane (``ImportNote``).
extension CompiledWriter {
  mutating func variant(_ variant: SnapshotVariant) {
    optional(variant.device) { $0.enumCase($1) }
    optional(variant.host) { $0.enumCase($1) }
    optional(variant.locale) { $0.string($1) }
    optional(variant.appearance) { $0.enumCase($1) }
    optional(variant.textSize) { $0.enumCase($1) }
    optional(variant.format) { $0.enumCase($1) }
  }

  mutating func importNote(_ note: ImportNote) {
    optional(note.plist) { $0.string($1) }
    optional(note.impliedTable) { $0.string($1) }
  }
}

extension CompiledReader {
  mutating func variant() throws(CompiledAppError) -> SnapshotVariant {
    var variant = SnapshotVariant()
    variant.device = try optional { reader throws(CompiledAppError) in try reader.enumCase("device")
    }
    variant.host = try optional { reader throws(CompiledAppError) in try reader.enumCase("host") }
    variant.locale = try optional { reader throws(CompiledAppError) in try reader.string() }
    variant.appearance = try optional { reader throws(CompiledAppError) in
      try reader.enumCase("appearance")
    }
    variant.textSize = try optional { reader throws(CompiledAppError) in
      try reader.enumCase("text size")
    }
    variant.format = try optional { reader throws(CompiledAppError) in try reader.enumCase("format")
    }
    return variant
  }

  mutating func importNote() throws(CompiledAppError) -> ImportNote? {
    let plist = try optional { reader throws(CompiledAppError) in try reader.string() }
    let implied = try optional { reader throws(CompiledAppError) in try reader.string() }
    return ImportNote(plist: plist, impliedTable: implied)
  }
}
