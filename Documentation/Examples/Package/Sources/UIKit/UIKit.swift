// The UIKit stub a Linux build compiles against.
