final class ImageXT {}
