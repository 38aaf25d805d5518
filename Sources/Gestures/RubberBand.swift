/// How far a list dragged past an end moves: less and less as the finger goes on, as
/// UIScrollView's rubber band (docs/behaviour.md, "Scrolling lists"). A finger's overshoot
/// x past an end moves the content (1 − 1/(c·x/d + 1))·d past it, with c = 0.55 and d the
/// view's size along the axis: never a whole d, however far the finger goes.
enum RubberBand {
    /// The constant c of the band: how stiff it is.
    static let stiffness = 0.55

    /// The offset shown for `raw`, where the finger alone would put it, on an axis whose
    /// offsets run from `low` to `high` in a view `dimension` points long along it.
    static func offset(forRaw raw: Double, low: Double, high: Double, dimension: Double) -> Double {
        if raw < low { return low - banded(low - raw, dimension: dimension) }
        if raw > high { return high + banded(raw - high, dimension: dimension) }
        return raw
    }

    /// Where the finger alone would put the offset for `offset` shown: the band undone, so
    /// that a finger catching a list past an end drags it on from where it shows.
    static func raw(forOffset offset: Double, low: Double, high: Double, dimension: Double) -> Double {
        if offset < low { return low - unbanded(low - offset, dimension: dimension) }
        if offset > high { return high + unbanded(offset - high, dimension: dimension) }
        return offset
    }

    /// The content's overshoot for the finger's `overshoot` (both ≥ 0).
    static func banded(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (stiffness * overshoot / dimension + 1)) * dimension
    }

    /// The finger's overshoot for the content's `overshoot`, which is below `dimension`.
    static func unbanded(_ overshoot: Double, dimension: Double) -> Double {
        guard overshoot < dimension else { return .infinity }
        return dimension / stiffness * overshoot / (dimension - overshoot)
    }
}
