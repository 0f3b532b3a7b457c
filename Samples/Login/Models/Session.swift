/// What a successful login gives: the user's email and a token for later requests.
struct Session: Equatable, Sendable {
  var email: String
  var token: String
}
