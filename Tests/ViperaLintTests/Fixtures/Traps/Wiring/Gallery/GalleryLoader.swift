final class GalleryLoader {
    var feed: GalleryFeed?
}
