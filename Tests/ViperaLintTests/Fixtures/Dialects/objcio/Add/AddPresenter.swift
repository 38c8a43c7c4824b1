final class AddPresenter: AddModuleInterface {}
