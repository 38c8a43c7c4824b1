{% include "_includes/header.stencil" %}

/// The {{ module }} screen's lifecycle, which its view controller forwards to every business
/// controller. Every event does nothing by default: a business controller implements only those
/// it needs.
@MainActor
protocol {{ module }}ViewControllerEvents: AnyObject {
    func viewDidLoad()
    func viewWillAppear(_ animated: Bool)
    func viewDidAppear(_ animated: Bool)
    func viewWillDisappear(_ animated: Bool)
    func viewDidDisappear(_ animated: Bool)
}

extension {{ module }}ViewControllerEvents {
    func viewDidLoad() {}
    func viewWillAppear(_ animated: Bool) {}
    func viewDidAppear(_ animated: Bool) {}
    func viewWillDisappear(_ animated: Bool) {}
    func viewDidDisappear(_ animated: Bool) {}
}
