// Ownership broken in every direction the matrix names.
protocol CartView: AnyObject {}
protocol CartInteractor: AnyObject {}
protocol CartPresenter: AnyObject {}
protocol CartRouter: AnyObject {}
protocol CartBuilder {}
