enum GalleryBuilder {
    static func build() -> Gallery {
        let gallery = Gallery()
        let feed = GalleryFeed()
        let loader = GalleryLoader()
        gallery.feed = feed
        feed.gallery = gallery
        feed.loader = loader
        loader.feed = feed
        return gallery
    }
}
