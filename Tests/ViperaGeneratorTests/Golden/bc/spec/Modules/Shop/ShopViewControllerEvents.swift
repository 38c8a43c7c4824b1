//
//  ShopViewControllerEvents.swift
//  Shop
//
//  Created by Jane Doe on 2026-01-01.
//

/// The Shop screen's lifecycle, which its view controller forwards to every business
/// controller. Every event does nothing by default: a business controller implements only those
/// it needs.
@MainActor
protocol ShopViewControllerEvents: AnyObject {
    func viewDidLoad()
    func viewWillAppear(_ animated: Bool)
    func viewDidAppear(_ animated: Bool)
    func viewWillDisappear(_ animated: Bool)
    func viewDidDisappear(_ animated: Bool)
}

extension ShopViewControllerEvents {
    func viewDidLoad() {}
    func viewWillAppear(_ animated: Bool) {}
    func viewDidAppear(_ animated: Bool) {}
    func viewWillDisappear(_ animated: Bool) {}
    func viewDidDisappear(_ animated: Bool) {}
}
