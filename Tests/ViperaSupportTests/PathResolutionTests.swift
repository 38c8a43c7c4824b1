import Foundation
import Testing
import ViperaSupport

@Suite struct PathResolutionTests {
    @Test(arguments: [
        ("/work/App/Login/LoginPresenter.swift", "/work/App", "Login/LoginPresenter.swift"),
        ("/work/App/Login.swift", "/work/App/", "Login.swift"),
        ("/work/AppKit/Login.swift", "/work/App", "/work/AppKit/Login.swift"),
        ("/work/App", "/work/App", "/work/App"),
        ("/elsewhere/Login.swift", "/work/App", "/elsewhere/Login.swift"),
    ])
    func aPathBelowTheFolderIsRelativeToIt(path: String, base: String, relative: String) {
        #expect(AbsolutePath.relative(path, to: base) == relative)
    }

    @Test func aFolderOfAPathIsItsParent() {
        #expect(AbsolutePath.folder(of: "/work/App/Login.swift") == "/work/App")
        #expect(AbsolutePath.folder(of: "/Login.swift") == "/")
    }

    @Test func aPathIsResolvedAgainstTheFolder() {
        let folder = URL(fileURLWithPath: "/work/App")
        #expect(folder.resolving("Login/../Cart").path == "/work/App/Cart")
        #expect(folder.resolving("/tmp/x").path == "/tmp/x")
    }
}
