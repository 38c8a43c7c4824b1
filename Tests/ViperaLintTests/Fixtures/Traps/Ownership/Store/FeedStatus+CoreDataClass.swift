import CoreData

public class FeedStatus: NSManagedObject {
    @NSManaged public var isRead: Bool
    @NSManaged public var feed: Feed?
}
