import CLinuxInput
import SystemCalls

#if canImport(Glibc)
    import Glibc
#endif

/// The evdev ioctls touchmpv uses, made through `SystemCall`: what a device is (EVIOCGNAME,
/// EVIOCGID, EVIOCGPROP, EVIOCGBIT, EVIOCGABS), its live state for a resync
/// (EVIOCGMTSLOTS, EVIOCGABS, EVIOCGKEY), its clock (EVIOCSCLOCKID) and grab (EVIOCGRAB).
enum EvdevQueries {
    /// The device's description, or nil when `descriptor` is not an event device
    /// (the first ioctl fails with ENOTTY or EINVAL: a regular file, a FIFO, /dev/null).
    static func describe(_ descriptor: FileDescriptor, path: String) throws(InputError) -> DeviceDescription? {
        var name = [UInt8](repeating: 0, count: 256)
        do throws(InputError) {
            try ioctl(descriptor, clinux_eviocgname(UInt32(name.count - 1)), array: &name, path: path, name: "EVIOCGNAME")
        } catch {
            if case .system(path: _, operation: _, errno: let code) = error, code == .notTypewriter || code == .invalidArgument {
                return nil
            }
            throw error
        }
        var id = input_id()
        try ioctl(descriptor, clinux_eviocgid(), &id, path: path, name: "EVIOCGID")
        var properties = [UInt8](repeating: 0, count: Int(INPUT_PROP_MAX) / 8 + 1)
        try ioctl(descriptor, clinux_eviocgprop(UInt32(properties.count)), array: &properties, path: path, name: "EVIOCGPROP")

        var codes: [UInt16: Set<UInt16>] = [:]
        var types = [UInt8](repeating: 0, count: Int(EV_MAX) / 8 + 1)
        try ioctl(descriptor, clinux_eviocgbit(0, UInt32(types.count)), array: &types, path: path, name: "EVIOCGBIT")
        for type in bits(types) where type != 0 {
            var mask = [UInt8](repeating: 0, count: Int(KEY_MAX) / 8 + 1)
            do throws(InputError) {
                try ioctl(descriptor, clinux_eviocgbit(UInt32(type), UInt32(mask.count)), array: &mask, path: path, name: "EVIOCGBIT")
            } catch {
                // Types without a code bitmap (EV_REP on every keyboard with key repeat,
                // EV_PWR, EV_FF_STATUS) answer EINVAL: they simply have no codes.
                if case .system(path: _, operation: _, errno: let code) = error, code == .invalidArgument { continue }
                throw error
            }
            codes[UInt16(type)] = Set(bits(mask).map { UInt16(truncatingIfNeeded: $0) })
        }
        codes[EventCodes.synchronization] = Set(bits(types).map { UInt16(truncatingIfNeeded: $0) })
        var axes: [UInt16: AbsInfo] = [:]
        for code in codes[EventCodes.absolute] ?? [] {
            var info = input_absinfo()
            try ioctl(descriptor, clinux_eviocgabs(UInt32(code)), &info, path: path, name: "EVIOCGABS")
            axes[code] = AbsInfo(
                value: info.value, minimum: info.minimum, maximum: info.maximum,
                fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
        }
        let text = String(decoding: name.prefix { $0 != 0 }, as: UTF8.self)
        return DeviceDescription(
            name: text, bus: id.bustype, vendor: id.vendor, product: id.product, version: id.version,
            properties: Set(bits(properties)), codes: codes, axes: axes)
    }

    /// ioctl(2) with a buffer argument (EVIOCGID, EVIOCGABS, EVIOCSCLOCKID); a failure
    /// names the request, e.g. "EVIOCGABS failed".
    private static func ioctl(_ descriptor: FileDescriptor, _ request: UInt, _ buffer: UnsafeMutableRawPointer, path: String, name: String)
        throws(InputError)
    {
        do throws(Errno) {
            _ = try SystemCall.retrying { clinux_ioctl_ptr(descriptor.rawValue, request, buffer) }
        } catch {
            throw .system(path: path, operation: name, errno: error)
        }
    }

    /// ioctl(2) into an array's storage (EVIOCGNAME, EVIOCGBIT, EVIOCGMTSLOTS, …).
    private static func ioctl<Element: BitwiseCopyable>(
        _ descriptor: FileDescriptor, _ request: UInt, array: inout [Element], path: String, name: String
    ) throws(InputError) {
        try array.withUnsafeMutableBytes { buffer in
            Result { () throws(InputError) in try ioctl(descriptor, request, buffer.baseAddress!, path: path, name: name) }
        }.get()
    }

    private static func bits(_ bytes: [UInt8]) -> [Int] {
        var numbers: [Int] = []
        for (index, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { numbers.append(index * 8 + bit) }
        }
        return numbers
    }

    /// Asks the kernel to stamp events with CLOCK_MONOTONIC (EVIOCSCLOCKID).
    static func useMonotonicClock(_ descriptor: FileDescriptor, path: String) throws(InputError) {
        var clock = Int32(CLOCK_MONOTONIC)
        try ioctl(descriptor, clinux_eviocsclockid(), &clock, path: path, name: "EVIOCSCLOCKID")
    }

    /// Takes exclusive access (EVIOCGRAB 1): no other reader, the desktop included, sees the touches.
    static func grab(_ descriptor: FileDescriptor, path: String) throws(InputError) {
        do throws(Errno) {
            _ = try SystemCall.retrying { clinux_ioctl_int(descriptor.rawValue, clinux_eviocgrab(), 1) }
        } catch {
            throw .system(path: path, operation: "EVIOCGRAB", errno: error)
        }
    }

    /// The device's current touch state, read after SYN_DROPPED; nil if the reads fail.
    static func snapshot(_ descriptor: FileDescriptor, slotCount: Int, path: String) -> DeviceSnapshot? {
        func slotValues(_ code: UInt16) -> [Int32]? {
            guard slotCount > 0 else { return [] }
            var request = [Int32](repeating: 0, count: slotCount + 1)
            request[0] = Int32(code)
            let size = UInt32(request.count * MemoryLayout<Int32>.size)
            guard (try? ioctl(descriptor, clinux_eviocgmtslots(size), array: &request, path: path, name: "EVIOCGMTSLOTS")) != nil
            else { return nil }
            return Array(request.dropFirst())
        }
        func axisValue(_ code: UInt16) -> Int32 {
            var info = input_absinfo()
            return (try? ioctl(descriptor, clinux_eviocgabs(UInt32(code)), &info, path: path, name: "EVIOCGABS")) != nil
                ? info.value : 0
        }
        var keys = [UInt8](repeating: 0, count: Int(KEY_MAX) / 8 + 1)
        guard (try? ioctl(descriptor, clinux_eviocgkey(UInt32(keys.count)), array: &keys, path: path, name: "EVIOCGKEY")) != nil,
            let trackingIDs = slotValues(EventCodes.mtTrackingID), let xs = slotValues(EventCodes.mtPositionX),
            let ys = slotValues(EventCodes.mtPositionY)
        else { return nil }
        let tools = slotValues(EventCodes.mtToolType) ?? []
        let slots = (0..<min(trackingIDs.count, xs.count, ys.count)).map { index in
            DeviceSnapshot.Slot(
                trackingID: trackingIDs[index], x: xs[index], y: ys[index], toolType: index < tools.count ? tools[index] : 0)
        }
        let touch = Int(EventCodes.buttonTouch)
        return DeviceSnapshot(
            slots: slots, currentSlot: axisValue(EventCodes.mtSlot), x: axisValue(EventCodes.absX),
            y: axisValue(EventCodes.absY), isTouching: keys[touch / 8] & (1 << (touch % 8)) != 0)
    }
}
