import UIKit

final class SearchResultsScreen: UIViewController, SearchView {}
