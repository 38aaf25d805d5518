#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on one CPU core: `sched_setaffinity(2)` on the calling thread, restored
/// after, so processes started later (touchmpv, mpv) are not confined with it.
///
/// glibc declares `sched_setaffinity` only under `_GNU_SOURCE`, which Swift's Glibc
/// module does not define, so the function is looked up by name in the C library.
enum CPUAffinity {
    /// `int sched_setaffinity(pid_t, size_t, const cpu_set_t *)` and its `get` twin.
    private typealias AffinityCall = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32

    /// The size of the CPU mask passed (glibc's `cpu_set_t`: 1024 CPUs).
    private static let maskSize = 128

    /// Runs `body` pinned to `cpu`; also returns whether pinning succeeded.
    static func pinned<Result>(to cpu: Int, _ body: () -> Result) -> (result: Result, pinned: Bool) {
        guard let library = dlopen(nil, RTLD_NOW),
            let getSymbol = dlsym(library, "sched_getaffinity"), let setSymbol = dlsym(library, "sched_setaffinity"),
            cpu >= 0, cpu < maskSize * 8
        else { return (body(), false) }
        let getAffinity = unsafeBitCast(getSymbol, to: AffinityCall.self)
        let setAffinity = unsafeBitCast(setSymbol, to: AffinityCall.self)
        let previous = UnsafeMutableRawPointer.allocate(byteCount: maskSize, alignment: 8)
        let single = UnsafeMutableRawPointer.allocate(byteCount: maskSize, alignment: 8)
        defer {
            previous.deallocate()
            single.deallocate()
        }
        let hadPrevious = getAffinity(0, maskSize, previous) == 0
        single.initializeMemory(as: UInt8.self, repeating: 0, count: maskSize)
        single.storeBytes(of: UInt8(1) << UInt8(cpu % 8), toByteOffset: cpu / 8, as: UInt8.self)
        let pinned = setAffinity(0, maskSize, single) == 0
        defer { if pinned, hadPrevious { _ = setAffinity(0, maskSize, previous) } }
        return (body(), pinned)
    }
}
