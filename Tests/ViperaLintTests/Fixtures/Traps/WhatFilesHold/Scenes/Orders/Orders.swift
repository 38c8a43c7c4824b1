enum Orders {
    struct Section {}
}
