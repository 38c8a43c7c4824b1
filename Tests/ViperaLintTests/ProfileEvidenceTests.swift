import Testing
import ViperaCore
import ViperaLint

/// Which architecture profile a codebase's declarations point at, and what no architecture fits.
@Suite struct ProfileEvidenceTests {
    /// `modules` each declaring what `declarations` gives for the module's name.
    static func detection(_ modules: [String], _ declarations: (String) -> String) -> ConventionDetection {
        ConventionDetection(files: modules.map { ("\($0)/\($0).swift", declarations($0)) })
    }

    @Test func presentersThatAreTheirModulesRoutablePointAtMOA() {
        let detection = Self.detection(["Cart", "Feed"]) { module in
            "protocol \(module)Routable: AnyObject {}\nfinal class \(module)Presenter: \(module)Routable {}\nfinal class \(module)Wireframe {}"
        }
        #expect(detection.profile.name == .moa)
        #expect(!detection.profile.fitsNoArchitecture)
        #expect(detection.profile.evidence == "2 presenters, 2 routable presenters, 0 struct view models, 0 business controllers, 0 class view models")
        #expect(detection.profile.lintSummary == "moa (detected)")
    }

    /// Most presenters are plain: one routable presenter does not make a VIPER app MOA.
    @Test func aFewRoutablePresentersAmongManyLeaveVIPER() {
        let detection = Self.detection(["Cart", "Feed", "Login"]) { module in
            module == "Cart" ? "protocol CartRoutable: AnyObject {}\nfinal class CartPresenter: CartRoutable {}" : "final class \(module)Presenter {}"
        }
        #expect(detection.profile.name == .viper)
        #expect(detection.profile.lintSummary == nil)
    }

    @Test func routersAndInteractorsWithoutPresentersPointAtSILVER() {
        let detection = Self.detection(["Cart", "Feed"]) { module in
            "final class \(module)Router: \(module)RouterProtocol {}\nfinal class \(module)Interactor {}\nenum \(module)Assembly {}"
        }
        #expect(detection.profile.name == .silver)
        #expect(detection.profile.evidence == "0 presenters, 0 struct view models, 0 business controllers, 2 router-interactor modules, 0 class view models")
    }

    /// With a presenter, a module of a router and an interactor is VIPER's.
    @Test func aRouterAndAnInteractorBesideAPresenterAreVIPER() {
        let detection = Self.detection(["Cart", "Feed"]) { module in
            "final class \(module)Router {}\nfinal class \(module)Interactor {}\nfinal class \(module)Presenter {}"
        }
        #expect(detection.profile.name == .viper)
        #expect(detection.profile.evidence == "2 presenters, 0 struct view models, 0 business controllers, 0 class view models")
    }

    /// A presenter class named for its presenter protocol with the team's implementation
    /// suffix is a presenter: its module is VIPER's, not a router-interactor module of SILVER's
    /// (where no presenter role exists, so nothing would check what the presenter holds).
    @Test func presentersNamedWithAnImplementationSuffixAreVIPER() {
        for (presenter, adopted) in [("PresenterImpl", "PresenterProtocol"), ("PresenterImplementation", "Presenter"), ("PresenterImp", "PresenterInput")] {
            let detection = Self.detection(["Cart", "Feed"]) { module in
                """
                protocol \(module)\(adopted): AnyObject {}
                final class \(module)Router {}
                final class \(module)Interactor {}
                final class \(module)\(presenter) {}
                extension \(module)\(presenter): \(module)\(adopted) {}
                """
            }
            #expect(detection.profile.name == .viper, "\(presenter): \(adopted)")
            #expect(detection.profile.evidence == "2 presenters, 0 struct view models, 0 business controllers, 0 class view models", "\(presenter)")
        }
    }

    /// Only a class that implements its presenter protocol counts: a presenter's factory, or a
    /// view named after the presenter (`CartPresenterView: CartPresenterViewInput`), does not.
    @Test func classesNamedAfterAPresenterThatImplementNoPresenterProtocolAreNoPresenters() {
        let detection = Self.detection(["Cart", "Feed"]) { module in
            """
            protocol \(module)PresenterViewInput: AnyObject {}
            final class \(module)Router {}
            final class \(module)Interactor {}
            final class \(module)PresenterFactory {}
            final class \(module)PresenterView: \(module)PresenterViewInput {}
            """
        }
        #expect(detection.profile.name == .silver)
        #expect(detection.profile.evidence == "0 presenters, 0 struct view models, 0 business controllers, 2 router-interactor modules, 0 class view models")
    }

    /// Class and `@Observable` view models are the MVVM most apps write, not the layered one.
    @Test func classViewModelsFitNoArchitecture() {
        let detection = Self.detection(["Cart", "Feed"]) { module in "@Observable final class \(module)ViewModel {}" }
        #expect(detection.profile.fitsNoArchitecture)
        #expect(detection.profile.lintSummary?.hasPrefix("none fits (detected): only closure-capture-cycle, file-name") == true)
        let layered = Self.detection(["Cart", "Feed"]) { module in "struct \(module)ViewModel {}" }
        #expect(layered.profile.name == .mvvm)
        #expect(!layered.profile.fitsNoArchitecture)
    }

    /// SwiftUI representables nest a `Coordinator`, their delegate: no coordinator convention.
    @Test func aRepresentablesCoordinatorIsNoCoordinatorRouter() {
        let detection = Self.detection(["MapView", "WebView", "CameraView"]) { module in
            "import SwiftUI\nstruct \(module): UIViewRepresentable {\n    final class Coordinator: NSObject {}\n}"
        }
        #expect(detection.conventions.map(\.convention.name) == ["vipera"])
        #expect(detection.conventions[0].modules.isEmpty)
        let extended = Self.detection(["MapView", "WebView"]) { module in
            "import AppKit\nstruct \(module) {}\nextension \(module): NSViewRepresentable {\n    final class Coordinator: NSObject {}\n}"
        }
        #expect(extended.conventions.map(\.convention.name) == ["vipera"])
        let routers = Self.detection(["Cart", "Feed"]) { module in "final class \(module)Coordinator {}" }
        #expect(routers.conventions.map(\.convention.name) == ["coordinator"])
    }
}
