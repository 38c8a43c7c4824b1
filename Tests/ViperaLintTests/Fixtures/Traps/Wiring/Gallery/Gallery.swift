final class Gallery {
    var feed: GalleryFeed?
}
