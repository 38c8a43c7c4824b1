final class HomeWireframe: HomeWireframeInterface {}
