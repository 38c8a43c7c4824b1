//
//  ACUserProfileViewController.swift
//  My-Shop (My_Shop)
//
//  Created by Jane Doe on 09/03/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import UIKit

final class ACUserProfileViewController: UIViewController {
    let screenName = "userprofile"
    let analyticsKey = "SCREEN_USERPROFILE"
    let titleText = "User profile"
    let style = "grouped cards"
}
