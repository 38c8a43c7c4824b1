// Each scene's models file names the scene; its namespace is `<Scene>Scene`.
enum CartScene {
    enum Model {}
    enum Event {}
}
