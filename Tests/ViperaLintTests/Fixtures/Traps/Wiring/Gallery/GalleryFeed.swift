final class GalleryFeed {
    var gallery: Gallery?
    var loader: GalleryLoader?
}
