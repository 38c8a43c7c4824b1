struct AuthForm {
    var email = ""
    var password = ""
}
