extension Help {
  static let exportHelp = """
    Usage: screenspec export PATH [--out BUNDLE [--iask] [--swift FILE]]
                             [--catalog FILE.xcstrings] [--max-size BYTES]
           screenspec export PATH --swiftui DIR [--min-ios 16|17|18] [--module NAME]
           screenspec export PATH --compiled FILE

    Writes an app's screens as a Settings.bundle: Root.plist from the start screen, one
    plist per pushed screen that is not a picker (named by the File it was imported from,
    else its id), each with the StringsTable its screen's stringsTable names (none when it
    names none), and one LANG.lproj/TABLE.strings per strings table, every entry, in the
    table's encoding (UTF-8 unless it says otherwise): Root.strings from strings/LANG.yaml,
    TABLE.strings from strings/TABLE/LANG.yaml. A screen imported from a plist no pane
    opens (its first line names the plist) is written too. Each row's, section's and
    screen's settings: (and app.yaml's, into Root.plist) go back into its specifier,
    group or pane, in their plist types.

    In a new BUNDLE, files are in the layout Xcode writes: tabs, keys sorted, texts
    escaped; the same app gives the same bytes. Over an existing one (the bundle the app
    was imported from), each file is written over the one there: a file whose meaning
    did not change keeps its bytes ('unchanged': key order, indentation, line endings,
    number spellings, byte-order marks, binary plists, comments and blank lines), and an
    edit changes only its own lines (a retitled row its line, a new row its <dict>
    indented as its neighbours, a new translation one line after its neighbour).

    What Settings has no element for (paging, badges, steppers, conditions other than a
    device, a detail other than '{key}', …) is an error at its key in the screens, and
    then nothing is written. BUNDLE may be new or an existing bundle: export writes its
    files over those there and keeps every other one (images, an in-app plist), saying
    which ('kept …'); a file that already holds what export would write is left as it is
    ('unchanged'). A file import read from the bundle or export last wrote (listed in the
    app's .screenspec/bundle-files, with that bundle and a fingerprint of each file) that
    the app no longer has, a pane or a language removed, is removed ('removed …'), from
    that bundle only: into another, export removes nothing it did not write there. A file
    of the list edited by hand since is a usage error, and nothing is written: take the
    edit into the app with 'import --update BUNDLE --out APP', or delete the file to have
    export write it anew.

    Options:
      --out BUNDLE    the Settings.bundle folder to write
      --iask          also write InAppSettingsKit's elements: buttons, links,
                      placeholders, subtitles, decimalPad/phonePad/asciiCapable keyboards
      --swiftui DIR   instead, write the screens as SwiftUI source the app owns: one
                      NAMEView.swift a screen and ScreenSpecScreens.swift (the start screen
                      in a NavigationStack, every stored key and its default); each key
                      a control binds is an @AppStorage of that key; a picker pushes a
                      list with its prompt as header, and a pick stores and goes back.
                      What it writes no SwiftUI for is an error at its key, and then
                      nothing is written. Files an earlier run wrote that this one does
                      not are removed; no other file in DIR is touched.
      --compiled FILE instead, write the app in the form the runtime reads
                      (App(compiled:)): every screen, table and variant, templates
                      expanded, the state's defaults; versioned, no YAML parser needed
      --min-ios N     the app's minimum iOS version, 16 (default), 17 or 18
      --module NAME   the files are a module of their own: their types are public
      --swift FILE    also write a Swift file registering every key's default
                      (enum SettingsDefaults: values, register(in:), a constant per key;
                      a <date> default is registered as a Date), beside the bundle:
                      with --out, and outside it
      --catalog FILE.xcstrings
                      also (or, without --out, only) write the app's texts and their
                      translations as an Xcode String Catalog, plural texts as plural
                      variations; over an existing catalog, only the values of the
                      texts' string units change: states, comments, extraction states,
                      device variations and entries no screen shows are kept;
                      a unit a translator changed since the last export is kept
                      and said ('kept …'), or, changed in the app's table too,
                      an error at its entry (nothing written)
      --max-size BYTES
                      the largest screen file or existing catalog read
                      (default 4194304 for a catalog); a catalog's limit of
                      1,000,000 values grows with it, a value for every 4 bytes

    Exit status: 0 written, 1 the app has errors or cannot be a Settings.bundle,
    2 usage error.

    """
}
