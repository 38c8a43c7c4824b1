import ViperaCore

/// The examples of `closure-capture-cycle` where a subscription is put into a bag the object
/// keeps as an associated object, declared by the code in an extension of RxSwift's `Reactive`
/// (`rx.reuseBag`, a cell's bag made again on reuse), as NSObject+Rx's `rx.disposeBag` is.
extension ClosureCaptureCycleRule {
    /// Code the rule reports, each with its messages and fixed form.
    static let associatedBagExamples: [RuleExample] = [
        RuleExample(
            """
            extension Reactive where Base: UITableViewCell {
                var reuseBag: DisposeBag {
                    if let bag = objc_getAssociatedObject(base, &reuseBagKey) as? DisposeBag { return bag }
                    let bag = DisposeBag()
                    objc_setAssociatedObject(base, &reuseBagKey, bag, .OBJC_ASSOCIATION_RETAIN)
                    return bag
                }
            }
            final class ServerCell: UITableViewCell {
                var state = 0
                func bind(_ model: ServerCellModel) {
                    model.state
                        .subscribe ↓{ state in self.state = state }
                        .disposed(by: rx.reuseBag)
                }
            }
            """,
            messages: [
                "closure captures self strongly and closes a cycle: ServerCell.rx.reuseBag = { self … } → ServerCell; capture [weak self]"
            ],
            fixed: """
                extension Reactive where Base: UITableViewCell {
                    var reuseBag: DisposeBag {
                        if let bag = objc_getAssociatedObject(base, &reuseBagKey) as? DisposeBag { return bag }
                        let bag = DisposeBag()
                        objc_setAssociatedObject(base, &reuseBagKey, bag, .OBJC_ASSOCIATION_RETAIN)
                        return bag
                    }
                }
                final class ServerCell: UITableViewCell {
                    var state = 0
                    func bind(_ model: ServerCellModel) {
                        model.state
                            .subscribe { [weak self] state in self?.state = state }
                            .disposed(by: rx.reuseBag)
                    }
                }
                """)
    ]

    /// Code the rule leaves alone: a weak capture, a binding with no closure, a closure that
    /// does not use `self`, a `Reactive` property that is no bag, and a bag of another object.
    static let associatedBagTraps: [RuleExample] = [
        RuleExample(
            """
            extension Reactive where Base: UITableViewCell {
                var reuseBag: DisposeBag { associatedBag(of: base) }
                var taps: ControlEvent<Void> { ControlEvent(events: Observable.never()) }
            }
            final class ServerCell: UITableViewCell {
                var state = 0
                func bind(_ model: ServerCellModel) {
                    model.state.subscribe(onNext: { [weak self] state in self?.state = state }).disposed(by: rx.reuseBag)
                    model.name.bind(to: textLabel!.rx.text).disposed(by: rx.reuseBag)
                    model.state.subscribe(onNext: { print($0) }).disposed(by: rx.reuseBag)
                    model.state.subscribe(onNext: { state in self.state = state }).disposed(by: rx.taps)
                    model.state.subscribe(onNext: { state in self.state = state }).disposed(by: model.rx.reuseBag)
                }
            }
            """)
    ]
}
