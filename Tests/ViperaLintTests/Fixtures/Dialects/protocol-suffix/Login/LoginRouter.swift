final class LoginRouter {}
