/// The events of a screen that takes none of its own, such as a container whose children take
/// them all.
public enum NoEvent: LoggableEvent {
  public static var vocabulary: [EventSpec<NoEvent>] { [] }
  public var logged: LoggedEvent {
    switch self {}
  }
}
