import Testing

/// Every end-to-end suite runs the real executable against a real headless mpv (or a
/// real X server) in real time, and each test makes its own: its mpv, its sockets, its
/// files, its X display. So they run side by side, and `make test` runs the slowest
/// suites in processes of their own beside the rest (scripts/run-tests.sh).
@Suite enum EndToEnd {}
