/// Identifies a ride option, such as `"wallabee"`, as the server names it.
public typealias RideOptionID = String
