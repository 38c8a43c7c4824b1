//
//  ACUserProfilePresenter.swift
//  My-Shop (My_Shop)
//
//  Created by Jane Doe on 09/03/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

/// The UserProfile presenter.
final class ACUserProfilePresenter {
    let layout = "grouped"
    let sections = ["header", "list"]
}
