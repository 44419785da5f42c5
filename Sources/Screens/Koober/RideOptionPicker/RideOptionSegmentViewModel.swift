/// One button of the ride-option picker: which option it stands for, its title and whether it
/// shows as selected.
public struct RideOptionSegmentViewModel: Sendable, Hashable, Identifiable {
  /// The ride option the button stands for.
  public let id: RideOptionID
  /// The button's title: the ride option's name.
  public let title: String
  /// Whether the button shows as selected.
  public var isSelected: Bool

  /// Creates a segment.
  public init(id: RideOptionID, title: String, isSelected: Bool) {
    self.id = id
    self.title = title
    self.isSelected = isSelected
  }
}
