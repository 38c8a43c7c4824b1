// A module output of another module held strongly, and suppressions (one used, one stale).
protocol ChatView: AnyObject {}
protocol ChatInteractor {}
protocol ChatPresenter: AnyObject {}
protocol ChatRouter {}
protocol ChatBuilder {}
protocol ProfileModuleOutput: AnyObject {}
