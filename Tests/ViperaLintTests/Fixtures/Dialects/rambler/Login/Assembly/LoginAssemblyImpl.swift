final class LoginAssemblyImpl: LoginAssembly {}
