final class PhotosPresenter: PhotosPresenterInput {
    var interactor: PhotosInteractorOutput?
    var settings: SettingsPresenter?

    func openSettings() {
        let settings = SettingsPresenter()
        settings.moduleOutput = self
        self.settings = settings
    }
}

extension PhotosPresenter: SettingsModuleOutput {}
