// A file of several types, named after what they all are.
final class LoginButton {}

final class LogoutButton {}
