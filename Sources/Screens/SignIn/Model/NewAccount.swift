/// What a user fills in to sign up.
public struct NewAccount: Sendable, Hashable {
  /// The full name, such as `Johnny Appleseed`.
  public let fullName: String
  /// What Koober calls the user, such as `Johnny`.
  public let nickname: String
  /// The email address to sign in with.
  public let email: String
  /// The mobile number.
  public let mobileNumber: String
  /// The chosen password; it never prints.
  public let password: Secret

  /// Creates an account request.
  public init(
    fullName: String, nickname: String, email: String, mobileNumber: String, password: Secret
  ) {
    self.fullName = fullName
    self.nickname = nickname
    self.email = email
    self.mobileNumber = mobileNumber
    self.password = password
  }
}
