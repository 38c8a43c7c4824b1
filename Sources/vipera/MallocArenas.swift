#if os(Linux) && canImport(Glibc)
    import Glibc
#endif

/// The C allocator's arenas on Linux. glibc gives a thread that allocates while another holds an
/// arena's lock an arena of its own (up to eight per core), and memory freed in one arena is
/// reused only by allocations made in it: a lint's workers parse file after file, each in its
/// own arena, between the facts kept of the files before, so each arena holds its own free gaps
/// and the peak resident memory grows by them. One arena for the whole process lets every
/// thread reuse any gap (each thread still keeps its small cache of freed blocks).
enum MallocArenas {
    /// Makes every thread allocate from one arena; nothing on other platforms.
    static func shareOne() {
        #if os(Linux) && canImport(Glibc)
            // `mallopt` and `M_ARENA_MAX` (-8) are declared in `<malloc.h>`, which the Glibc
            // module does not import: the function is looked up by name and called as C.
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: Mallopt.self)(-8, 1)
        #endif
    }
}
