// As Xcode writes a Core Data entity's class.
public class Feed {
    var title = ""
}
