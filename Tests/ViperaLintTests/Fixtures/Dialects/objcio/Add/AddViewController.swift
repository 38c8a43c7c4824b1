final class AddViewController {}
