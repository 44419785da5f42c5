import Foundation

/// Who the signed-in user is, as the Koober server describes them.
///
/// JSON: `{"name": "Johnny Appleseed", "email": "johnny@gmail.com",
/// "mobileNumber": "510-736-8754", "avatar": "http://www.koober.com/avatar/johnnya"}`.
public struct UserProfile: Codable, Sendable, Hashable {
  /// The full name, such as `Johnny Appleseed`.
  public let name: String
  /// The email address the user signs in with.
  public let email: String
  /// The mobile number, as the user typed it (`510-736-8754`).
  public let mobileNumber: String
  /// Where the avatar image lives.
  public let avatar: URL

  /// Creates a profile.
  public init(name: String, email: String, mobileNumber: String, avatar: URL) {
    self.name = name
    self.email = email
    self.mobileNumber = mobileNumber
    self.avatar = avatar
  }
}
