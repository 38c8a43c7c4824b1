//
//  ACUserProfilePresenterTests.swift
//  My-Shop (My_Shop)
//
//  Created by Jane Doe on 09/03/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import XCTest
@testable import My_Shop

final class ACUserProfilePresenterTests: XCTestCase {}
