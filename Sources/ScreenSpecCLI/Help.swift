import ScreenModel

/// The text of `--help` for each command.
enum Help {
  /// The usage of a command that draws (`render`, `watch`, `play`): its PATH, the text
  /// flags, the drawing flags' group (``Variants/usage``), `--format` (its values from
  /// ``OutputFormat``'s cases) when it takes one, and `--do`.
  static func drawingUsage(_ command: String, format: Bool) -> String {
    let start = "Usage: screenspec \(command) PATH "
    var lines = ["[--screen ID] [--width N] [--ascii] [--color WHEN]"] + Variants.usage
    if format {
      lines.append("[--format \(Variants.choices(OutputFormat.self))] [--do ACTION]...")
    } else {
      lines[lines.count - 1] += " [--do ACTION]..."
    }
    let indent = "\n" + String(repeating: " ", count: start.count)
    return start + (lines + ["[--max-size BYTES]"]).joined(separator: indent) + "\n"
  }

  static let version = "0.1.0"
  static let main = """
    screenspec: describe iOS list screens in YAML, preview them as text, pin them in snapshots

    Usage:
      screenspec check PATH...                 report every problem in screens and scenarios
      screenspec render PATH [options]         draw a screen (or a scenario's frames)
      screenspec snapshot [options] PATH...    verify or record snapshots
      screenspec snapshot review|accept|reject [NAME...]
      screenspec merge-reports REPORT...       one report of a run's shards; fails on a gap
      screenspec gallery PATH... --out DIR     a static site of pictures of every screen
      screenspec import BUNDLE --out DIR       a Settings.bundle as an app folder
      screenspec export PATH --out BUNDLE      an app's screens as a Settings.bundle
      screenspec export PATH --swiftui DIR     an app's screens as SwiftUI source
      screenspec export PATH --compiled FILE   the app in the form ScreenSpecRuntime reads
      screenspec export PATH --catalog FILE    the app's texts as a String Catalog
      screenspec import CATALOG --out DIR      a String Catalog's translations into an app
      screenspec schema [screen|app|scenario|strings|template]  print a JSON Schema for editors
      screenspec watch PATH [render options]   re-render whenever a file of the app changes
      screenspec play PATH                     an interactive preview in the terminal
      screenspec lsp                           a language server for editors (stdio)
      screenspec help COMMAND                  more about one command

    PATH is a screen file (loaded with what it reaches: the screens it pushes, app.yaml and
    the strings tables), an app folder, or a scenario file. Exit status: 0 success, 1 invalid
    input or failed action or snapshot mismatch, 2 usage error.

    """

  static let check = """
    Usage: screenspec check PATH... [--format text|json] [--max-errors N] [--max-size BYTES]
                                    [--locale LOCALE] [--fix] [--export [--iask]]

    Loads each screen file, app folder or scenario and reports every problem as
    path:line:column: error: message, with the source line and a caret. Scenarios are run,
    so a step that cannot apply is reported at that step. In an app whose screens list
    plists: (an app kept as a Settings.bundle, as import writes one), what export refuses
    is an error too; with --export, in every app.

    Options:
      --format text|json   text diagnostics on standard error (default), or one JSON
                           report on standard output (always with every diagnostic)
      --max-errors N       print at most N diagnostics (default 50), then how many more;
                           0 prints all
      --locale LOCALE      also warn at each screen text LOCALE does not translate
      --max-size BYTES     raise the file-size limit (default 1048576) for this run
      --fix                make every fix a diagnostic suggests (a misspelt key, id or
                           state key, a missing required key, a quoted number) in place,
                           but one that leaves an error, print each one, then check again
      --export             also report, in every app, what 'export --out' refuses (what a
                           Settings.bundle cannot hold), at its key
      --iask               with --export: as 'export --iask' writes (InAppSettingsKit's
                           elements allowed)

    Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage error.

    """

  static let render =
    drawingUsage("render", format: true) + """

      Draws a screen: as text (default), a picture, a page or what VoiceOver reads
      (--format). For a screen file, that file's screen; for a folder, --screen,
      else app.yaml's start, else the only screen; for a scenario, every frame.

      Options:
        --screen ID          the screen to start on
        --width N            frame width in columns, 24 to 1000 (default 40)
        --ascii              draw with ASCII only (your text stays as written)
        --color WHEN         auto (default: when standard output is a terminal and NO_COLOR
                             is unset), always or never
        --do ACTION          apply an action first; repeat for several, applied in order:
                             'tap 3', 'tap Weight Class', 'swipe 2', 'delete 2', 'loadMore',
                             'back', 'edit', 'done', 'toggle @wifi', 'type Name Ann',
                             'clear Name', 'slide @volume 0.5', 'increment Copies',
                             'decrement Copies', 'select Network Wired', 'search ginasio',
                             'add backup.example.com', 'move 3 to 1' (ROW: a position, a
                             title or @KEY; quote a title with spaces where a second
                             argument follows: 'type "Your Name" Ann')
        --device phone|pad   the device drawn for (default phone); {device: …} conditions
                             read it
        --host settings|app  where the screens show: Settings (default) or the app itself,
                             as InAppSettingsKit shows them; {host: …} conditions read it
        --locale LOCALE      draw with strings/LOCALE.yaml (or its language's; for en, Base),
                             or 'pseudo'; without it, an app's en or Base table
        --appearance MODE    light (default) or dark: iOS's dark palette in colour output,
                             SVG and HTML (plain text is the same)
        --text-size SIZE     a Dynamic Type size: xSmall, small, medium, large (default),
                             xLarge, xxLarge, xxxLarge, ax1 … ax5; pictures scale their
                             fonts and rows, and at ax1 and above a row's detail or control
                             moves under its title and titles wrap, in text and pictures
        --format FORMAT      text (default), svg (an iOS-like picture), html (a page) or
                             voiceover (what VoiceOver reads, an element a line)
        --max-size BYTES     raise the file-size limit for this run

      Example:
        screenspec render Screens/fight-card.yaml --do "tap Weight Class" --do "tap Welterweight"

      """

  static let schema = """
    Usage: screenspec schema [screen|app|scenario|strings|template]

    Prints a JSON Schema (draft 2020-12) of screen files (the default), app.yaml, scenario
    files, strings tables (strings/LANG.yaml) or templates (templates/NAME.yaml), generated
    from the same field tables the loader uses. Save it and point your editor's YAML support
    at it, for example yaml-language-server:

      screenspec schema > .screenspec/screen.schema.json
      # first line of a screen file:
      # yaml-language-server: $schema=../.screenspec/screen.schema.json

    """

  static let watch =
    drawingUsage("watch", format: true) + """

      Renders like 'render', then again whenever a file in the screen's folder is saved (for
      a scenario, also a file of the app it drives). An invalid save shows its diagnostics
      and watching goes on; a deleted file is said so. Ctrl-C stops.

      """

  static let play =
    drawingUsage("play", format: false) + """

      An interactive preview of a screen, an app, or a scenario (starting where its steps
      leave the app). Keys: Up/Down move the cursor, Enter (or Right) taps (on a text field
      or text view it opens a line to type into: Enter sets, Esc cancels; on an open date
      picker, a line to type its ISO 8601 value into), Space flips a switch, + and -
      step a stepper or slider, Left/Right move between the segments of a segmented row
      (elsewhere Left is back), / searches, a adds a list item and [ ] move one (in editing
      mode), d swipes the row (again: deletes it), m loads more, b or Left goes back (to the
      row you came from), e toggles editing, v shows what VoiceOver reads of the screen (v
      again goes back), q quits. An action sheet (or a mail sheet) takes the cursor:
      Up/Down choose a button, Enter presses it, Esc cancels. A screen taller than the
      terminal scrolls with the cursor. The terminal is restored on q, Ctrl-C and crash
      signals. Needs a terminal.

      """

  static let lsp = """
    Usage: screenspec lsp

    A language server (LSP 3.17, JSON-RPC with Content-Length framing) on standard input
    and output, for editors: diagnostics as you type, exactly what 'check' reports for each
    open screen, app.yaml, scenario, strings table and template; definition, completion,
    hover, references and rename of screen ids and state keys. Start it from your editor's
    LSP client (see Docs/Editors.md); it writes nothing but messages to standard
    output and stops on 'exit' or when its input ends.

    """

  static let help = """
    Usage: screenspec help [COMMAND]

    Without a COMMAND, what every command does; with one (check, render, snapshot,
    merge-reports, gallery, import, export, schema, watch, play, lsp or help), its usage and
    options. 'screenspec COMMAND --help' says the same.

    """

  static let gallery = """
    Usage: screenspec gallery PATH... --out DIR [--width PIXELS] [--device phone|pad]
                              [--host settings|app] [--locale LOCALE]
                              [--appearance light|dark] [--text-size SIZE]
                              [--max-size BYTES]

    Writes a static site to DIR: index.html with every screen and scenario found under the
    PATHs (pictures, titles and row texts), a page per screen and scenario, and, when
    pending snapshots (*.snap.new, *.svg.new) exist, changes.html with each beside its
    reference: texts with the changed lines marked, pictures side by side. The pages need no
    network and run no script; open index.html straight from disk. Nothing is written
    outside DIR. --width is the pictures' width in pixels, 240 to 1600 (default 375, 768
    with --device pad).

    """
}

extension Help {

  static let importHelp = """
    Usage: screenspec import BUNDLE --out DIR [--title TEXT] [--max-size BYTES]
           screenspec import --update BUNDLE --out DIR [--title TEXT] [--max-size BYTES]
           screenspec import CATALOG.xcstrings|LANG.lproj... --out APP [--max-size BYTES]
           screenspec import --update CATALOG.xcstrings... --out APP [--max-size BYTES]

    Reads a Settings.bundle (XML or binary plists, .strings files in UTF-8 or UTF-16)
    and writes it to DIR as an app folder: app.yaml with every key's DefaultValue in its
    plist type, one screen file per plist (Root.plist is the start screen 'root') and per
    multi-value specifier (a picker), and one table per LANG.lproj/TABLE.strings, every
    entry kept in the file's encoding: strings/LANG.yaml for Root.strings, else
    strings/TABLE/LANG.yaml, which the screens of the plists whose StringsTable names it
    look their texts up in first. Prints one line per file written.

    Every mistake Settings shows without a word (a DefaultValue not among the Values, a
    missing Key or Title, a File naming no plist, a Key bound by specifiers of different
    types) is an error at its place in the plist; what the screens cannot express is a
    warning there. The app is still written, so 'screenspec check DIR' reports the same
    mistakes in the screens. When nothing faithful can be written (no Root.plist, a file
    that is not a plist), nothing is. A copy of every file written is kept in DIR's
    hidden .screenspec/import-base folder, the record --update works from.

    With --update, re-imports into DIR, an app an earlier import wrote: what came from the
    bundle is rewritten, the files and keys the app added are kept (its own screens,
    scenarios, snapshots, a row's selectionStyle), and a file both changed is merged key
    by key, rows matched by their bound key or id. A key changed on both sides to
    different values is an error at it (DIR/FILE:line:column), and then nothing is
    written. The title is the earlier import's unless --title is given.

    With an Xcode String Catalog (.xcstrings) or LANG.lproj folders of .strings files,
    merges their translations into the existing app APP's strings/LANG.yaml tables (created
    when missing; a TABLE.strings into strings/TABLE/LANG.yaml when APP has a strings/TABLE
    folder), keyed by source text (a catalog key's source-language value, else the key; a
    .strings file's keys). A source text a table already translates differently is an error
    at that entry, with a note at the table's, and then nothing is written: to take a
    translator's new text, use --update, or change or remove the table's entry first. Only
    'translated' units are taken; 'new', 'needs_review' and 'stale' ones are warnings at
    their state. With --update, a translation a translator changed since 'export --catalog'
    last wrote the catalog (or import last took it) replaces the table's on its line
    ('N updated'), while the table still holds what was written; changed in the table too,
    it is the same error. A catalog's plural variation, or a text with one %#@NAME@
    substitution, is a plural entry ({one: ..., other: ...}); so is each key of a
    LANG.lproj's .stringsdict files with one plural variable (its %d printed as the key's
    one {name}). An unknown plural category is an error; device variations are warnings, and
    are not imported.

    Options:
      --out DIR          the folder to write (created; an existing one must be empty)
      --update           re-import into DIR, keeping what the app added; with a
                         catalog, take the translators' changes into APP's tables
      --title TEXT       the start screen's title (default: the bundle's name)
      --max-size BYTES   the largest plist, strings file or catalog read (default 4194304);
                         the limit of 1,000,000 values a file grows with it, a value
                         for every 4 bytes (a 50 MB catalog: --max-size 60000000)

    Exit status: 0 imported, 1 errors in the bundle or a change on both sides, 2 usage
    error (--update of a folder no import wrote).

    """
}
