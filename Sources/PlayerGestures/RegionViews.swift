import Gestures

/// The player view's regional subviews (`RegionView`s), made for the regions the bindings
/// use, so that hit testing tells which region a finger landed in.
///
/// Halves alone are two views, thirds alone three. Halves and thirds together cannot all
/// be whole views of one tree (the centre third straddles both halves), so then the
/// thirds are the views and each half is the third it contains plus its side of the
/// centre third (two child views of the centre third): a half's gesture then takes
/// fingers within one of its two views. One-finger gestures, the halves' usual ones (the
/// default vertical pans), never notice.
struct RegionViews {
    /// The views each region's recognizers go on.
    private var views: [ScreenRegion: [View]] = [:]

    /// Adds the views `regions` need to `root`, as its subviews.
    init(regions: Set<ScreenRegion>, in root: View) {
        let thirds = regions.contains(where: \.isThird)
        let halves = regions.contains(where: { !$0.isThird })
        for region in ScreenRegion.allCases where thirds ? region.isThird : halves && !region.isThird {
            let view = RegionView(columns: region.columns, in: root.bounds)
            root.addSubview(view)
            views[region] = [view]
        }
        guard thirds && halves, let left = views[.left]?.first, let center = views[.center]?.first, let right = views[.right]?.first
        else { return }
        let centerLeft = RegionView(columns: 0..<0.5, in: center.bounds)
        let centerRight = RegionView(columns: 0.5..<1, in: center.bounds)
        center.addSubview(centerLeft)
        center.addSubview(centerRight)
        views[.leftHalf] = [left, centerLeft]
        views[.rightHalf] = [centerRight, right]
    }

    /// The views a gesture bound to `region` is recognized on.
    func views(for region: ScreenRegion) -> [View] {
        views[region] ?? []
    }
}
