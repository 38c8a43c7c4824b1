import Combine
import NSObject_Rx
import RxSwift
import UIKit

final class AuctionViewController: UIViewController {
    let bids = PublishSubject<Int>()
    private var cancellables = Set<AnyCancellable>()
    private let provider = MoyaProvider<AuctionAPI>()

    override func viewDidLoad() {
        super.viewDidLoad()
        bids.subscribe(onNext: { bid in self.show(bid) }).disposed(by: rx.disposeBag)
        bids.subscribe(onNext: { [weak self] bid in self?.show(bid) }).disposed(by: self.rx.disposeBag)
        bids.take(1).subscribe(onNext: { bid in self.show(bid) }).disposed(by: rx.disposeBag)
        bids.asSingle().subscribe(onSuccess: { bid in self.show(bid) }).disposed(by: rx.disposeBag)
        bids.takeUntil(rx.sentMessage(#selector(viewWillDisappear(_:)))).subscribe(onNext: { bid in self.show(bid) }).disposed(by: rx.disposeBag)
        bids.takeUntil(rx.deallocated).subscribe(onNext: { bid in self.show(bid) }).disposed(by: rx.disposeBag)
        Just(1).sink { bid in self.show(bid) }.store(in: &cancellables)
        provider.request(.bids).map { $0.statusCode }.subscribe(onNext: { bid in self.show(bid) }).disposed(by: rx.disposeBag)
        URLSession.shared.rx.data(request: URLRequest(url: URL(fileURLWithPath: "/"))).subscribe(onNext: { _ in self.show(0) }).disposed(by: rx.disposeBag)
        URLSession.shared.dataTaskPublisher(for: URL(fileURLWithPath: "/")).sink(
            receiveCompletion: { _ in self.show(0) }, receiveValue: { _ in self.show(1) }
        ).store(in: &cancellables)
    }

    func show(_ bid: Int) {}
}
