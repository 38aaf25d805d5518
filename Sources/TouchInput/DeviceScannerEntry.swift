extension DeviceScanner {
    /// One `/dev/input/event*` node and what it is.
    public struct Entry: Sendable {
        public var path: String
        /// Its description, or nil when it could not be opened.
        public var description: DeviceDescription?
        /// Why it could not be opened (often EACCES: the user is not in the group the node
        /// belongs to, `touchscreen` for a touchscreen under the installed udev rule).
        public var error: InputError?

        /// A touchscreen (docs/behaviour.md, "Devices and mapping"): INPUT_PROP_DIRECT and
        /// ABS_MT_POSITION_X.
        public var isTouchscreen: Bool { description?.isMultiTouchScreen ?? false }
        /// Any touch device: a touchscreen, or ABS_X with BTN_TOUCH.
        public var isTouchDevice: Bool { description?.isTouchDevice ?? false }

        /// What `touchmpv devices` prints for this entry: the path, the kind (a key device
        /// is one `keys = auto` takes) and the name,
        /// then why it is not usable (half a position pair), the protocol, slots, position
        /// ranges and whether it is DIRECT.
        ///
        ///     /dev/input/event5  touchscreen  "Atmel maXTouch Touchscreen"
        ///         protocol B, 10 slots, x 0...799, y 0...479, DIRECT
        public var summary: String {
            guard let description else {
                return "\(path)  (\(error.map { "cannot open: \($0)" } ?? "not an event device"))"
            }
            let kind =
                isTouchscreen ? "touchscreen" : isTouchDevice ? "touch device" : description.isAutomaticKeyDevice ? "key device" : "other"
            var details: [String] = []
            if let missing = description.missingPositionAxis {
                details.append(
                    "not usable: \(EventCodes.positionAxisName(missing.partner)) without \(EventCodes.positionAxisName(missing.axis))")
            }
            switch description.touchProtocol {
            case .slots?: details.append("protocol B, \(description.slotCount) slots")
            case .packets?: details.append("protocol A")
            case .singleTouch?: details.append("single-touch")
            case nil: details.append("no touch axes")
            }
            if let axes = description.positionAxes {
                details.append("x \(axes.x.minimum)...\(axes.x.maximum), y \(axes.y.minimum)...\(axes.y.maximum)")
            }
            details.append(description.isDirect ? "DIRECT" : "not DIRECT")
            return "\(path)  \(kind)  \"\(description.name)\"\n    \(details.joined(separator: ", "))"
        }
    }
}
