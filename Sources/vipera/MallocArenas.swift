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
            _ = mallopt(arenaMax, 1)
        #endif
    }

    #if os(Linux) && canImport(Glibc)
        /// `M_ARENA_MAX` in glibc's `<malloc.h>`, which the Glibc module does not import.
        private static let arenaMax: Int32 = -8
    #endif
}

#if os(Linux) && canImport(Glibc)
    /// glibc's `int mallopt(int param, int value)`, declared in `<malloc.h>`.
    @_silgen_name("mallopt")
    private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
