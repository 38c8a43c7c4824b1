protocol DetailsView: AnyObject {}
protocol DetailsPresentation: AnyObject {}
protocol DetailsViewInput: AnyObject {}
