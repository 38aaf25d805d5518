import Testing

/// Every end-to-end suite runs the real executable against a real headless mpv in real
/// time; they are nested here so that `.serialized` runs them one at a time, and the
/// real-time scripts do not compete for this machine's cores.
@Suite(.serialized) enum EndToEnd {}
