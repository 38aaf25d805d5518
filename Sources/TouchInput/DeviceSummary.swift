extension DeviceScanner.Entry {
    /// What `touchmpv devices` prints for this entry: the path, the kind and the name,
    /// then the protocol, slots, position ranges and whether it is DIRECT.
    ///
    ///     /dev/input/event5  touchscreen  "Atmel maXTouch Touchscreen"
    ///         protocol B, 10 slots, x 0...799, y 0...479, DIRECT
    public var summary: String {
        guard let description else {
            return "\(path)  (\(error.map { "cannot open: \($0)" } ?? "not an event device"))"
        }
        let kind = isTouchscreen ? "touchscreen" : isTouchDevice ? "touch device" : "other"
        var details: [String] = []
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
