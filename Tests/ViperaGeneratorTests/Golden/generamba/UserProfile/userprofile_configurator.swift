//
//  userprofile_configurator.swift
//  My-Shop (My_Shop)
//
//  Created by Jane Doe on 09/03/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

// Liquid left as it is: {{ module_info.name }}
let userProfileConfigurator = "UserProfile"
