// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "UIKit"),
        .target(name: "Shop", dependencies: ["UIKit"]),
        .testTarget(name: "ShopTests", dependencies: ["Shop"]),
    ]
)
