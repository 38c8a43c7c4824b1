import ViperaCore

/// The examples of `closure-capture-cycle` where the closure returns a value that needs `self`
/// (an Rx `map` or `flatMap`, a `lazy var` computing a text), so that `self?` would change its type.
extension ClosureCaptureCycleRule {
    /// Code the rule reports, each with its messages and fixed form: `guard let self` returning
    /// the empty value of the result the closure's signature declares (`nil`, `[]`, an empty
    /// stream), and `return` before a closure's only expression; no fix for a result without one.
    static let valueExamples: [RuleExample] = [
        RuleExample(
            """
            final class CurrencyPickerPresenter {
                var title = ""
                lazy var heading: () -> String? = ↓{ () -> String? in self.title.isEmpty ? nil : self.title }
                private let disposeBag = DisposeBag()
                func observe(_ keyword: Observable<String>) {
                    keyword.map(↓{ [self] word -> [String] in
                        filter(word)
                    }).subscribe().disposed(by: disposeBag)
                    keyword.flatMap ↓{ word -> Observable<[String]> in
                        self.title = word
                        return self.search(word)
                    }.subscribe().disposed(by: disposeBag)
                }
                func filter(_ word: String) -> [String] { [word] }
                func search(_ word: String) -> Observable<[String]> { .just([word]) }
            }
            """,
            messages: [
                "closure captures self strongly and closes a cycle: CurrencyPickerPresenter.heading = { self … } → CurrencyPickerPresenter; capture [weak self]",
                "closure captures self strongly and closes a cycle: CurrencyPickerPresenter.disposeBag = { self … } → CurrencyPickerPresenter; capture [weak self]",
                "closure captures self strongly and closes a cycle: CurrencyPickerPresenter.disposeBag = { self … } → CurrencyPickerPresenter; capture [weak self]",
            ],
            fixed: """
                final class CurrencyPickerPresenter {
                    var title = ""
                    lazy var heading: () -> String? = { [weak self] () -> String? in guard let self else { return nil }; return self.title.isEmpty ? nil : self.title }
                    private let disposeBag = DisposeBag()
                    func observe(_ keyword: Observable<String>) {
                        keyword.map({ [weak self] word -> [String] in
                            guard let self else { return [] }
                            return filter(word)
                        }).subscribe().disposed(by: disposeBag)
                        keyword.flatMap { [weak self] word -> Observable<[String]> in
                            guard let self else { return .empty() }
                            self.title = word
                            return self.search(word)
                        }.subscribe().disposed(by: disposeBag)
                    }
                    func filter(_ word: String) -> [String] { [word] }
                    func search(_ word: String) -> Observable<[String]> { .just([word]) }
                }
                """),
        // A result without an empty value (`String`), or a result the closure does not declare: no fix.
        RuleExample(
            """
            final class LoginDefaultView {
                var title = ""
                lazy var heading: () -> String = ↓{ () -> String in self.title.uppercased() }
                lazy var subtitle: () -> String? = ↓{ self.title.isEmpty ? nil : self.title }
            }
            """,
            messages: [
                "closure captures self strongly and closes a cycle: LoginDefaultView.heading = { self … } → LoginDefaultView; capture [weak self]",
                "closure captures self strongly and closes a cycle: LoginDefaultView.subtitle = { self … } → LoginDefaultView; capture [weak self]",
            ]),
    ]
}
