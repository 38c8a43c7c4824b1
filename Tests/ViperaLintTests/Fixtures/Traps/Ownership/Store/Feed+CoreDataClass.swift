import CoreData

// Core Data's inverse relationships: faults the context resolves, not owners.
public class Feed: NSManagedObject {
    @NSManaged public var title: String
    @NSManaged public var status: FeedStatus?
}
