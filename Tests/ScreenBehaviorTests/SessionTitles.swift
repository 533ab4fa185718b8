import ScreenBehavior

/// The titles of the rows a session shows, top to bottom.
func titles(_ session: Session) -> [String] {
  session.view.sections.flatMap(\.rows).map(\.title)
}
