// One import for library users: the model, its YAML format and loader, behaviour, checks,
// the text and picture renderers, and snapshot testing.
@_exported import Basics
@_exported import ScreenBehavior
@_exported import ScreenChecks
@_exported import ScreenCompiled
@_exported import ScreenDrawing
@_exported import ScreenFiles
@_exported import ScreenFormat
@_exported import ScreenModel
@_exported import ScreenPictures
@_exported import ScreenRendering
@_exported import ScreenSnapshotTesting
@_exported import ScreenSnapshots
@_exported import ScreenVoiceOver
@_exported import YAMLTree
