/// `touchmpv play`'s command line, for `PlayCommand.run`.
struct PlayOptions: CommandOptions {
    var media: [String] = []
    var touch: String?
    var keys: String?
    var script: String?
    var desc: String?
    var junit: String?
    var control: String?
    var headless = false
    var showTouches = false
    var mpv: [String] = []
    var noMPVConfig = false
    var config: String?
    var bindings: String?

    static let declaration = CommandDeclaration<PlayOptions>(
        name: "play", summary: "play media in mpv, driven by touch gestures",
        operands: .init(
            \.media, name: "MEDIA",
            summary: "A file, URL or folder mpv can play; several make a playlist, played in order, and a folder adds the "
                + "files in it and in its subfolders as mpv's own `mpv FOLDER` does (what mpv cannot play is skipped). "
                + "Without MEDIA, a built-in test source: video and audio, 10 minutes, seekable."),
        options: [
            .valued(
                \.touch, "touch", "DEV|auto|none",
                "Read touches from DEV: a touchscreen (/dev/input/eventN), auto (the first direct-touch device; with none "
                    + "yet, play waits for one), none (no touch input at all), or a file or FIFO of raw struct input_event "
                    + "records. Default: the configuration's touch key (auto)."),
            .valued(
                \.keys, "keys", "DEV...|auto|none",
                "Read the keys touch-input.conf binds (key KEY_NAME COMMAND) from these key devices, separated by blanks "
                    + "(each a path as --touch takes), auto (every key device that is not a keyboard, a power button or a "
                    + "touch device, as they come and go) or none. Default: the configuration's keys key (auto)."),
            .valued(
                \.script, "script", "FILE",
                "Replay a .touch script or an evemu recording in real time instead of reading a device; its expect lines "
                    + "check mpv's properties. Not with --touch."),
            .desc(\.desc),
            .junit(\.junit),
            .valued(
                \.control, "control", "PATH",
                "Listen on a Unix socket at PATH (mode 0600, removed at exit) for script statements, one per line and timed "
                    + "from their arrival (+0 tap 640 360 count=2), played beside the touch input; each expect line is answered "
                    + "with ok or its failure, a bad line with its error. A client can do whatever the bindings bind, quit and "
                    + "any mpv command included: give a PATH in a folder only you can write to. A PATH without a / is a name in "
                    + "$XDG_RUNTIME_DIR, or without it in /tmp/touchmpv-UID ($TMPDIR's when set; made mode 0700, refused when "
                    + "others may enter it)."),
            .flag(\.headless, "headless", "No window and no sound: mpv's vo=null and ao=null."),
            .flag(
                \.showTouches, "show-touches",
                "Draw a ring with its id under every finger and a trail of its last 500 ms, to check a panel's calibration "
                    + "(the configuration's show-touches key)."),
            .valued(
                \.mpv, "mpv", "NAME[=VALUE]",
                "Set any mpv option as mpv's command line does: NAME=VALUE as --NAME=VALUE, NAME as --NAME (NAME=yes), "
                    + "no-NAME as --no-NAME (NAME=no); e.g. input-ipc-server=$XDG_RUNTIME_DIR/mpv.sock or fs=no. These win over "
                    + "touchmpv's own settings and over mpv.conf."),
            .flag(
                \.noMPVConfig, "no-mpv-config",
                "Do not read the user's mpv configuration (mpv.conf, input.conf, scripts), as mpv --no-config."),
            .config(\.config),
            .bindings(\.bindings),
        ],
        details: [
            "Prints a line per gesture with the player state that followed, then a summary. Playback stops at the end of "
                + "the media (with end-of-file = quit), at the end of a script, when mpv quits, or on SIGINT or SIGTERM.",
            "mpv reads the user's configuration as the mpv command does (mpv.conf, input.conf for keys, scripts, in "
                + "~/.config/mpv or $MPV_HOME); mpv.conf may change touchmpv's own mpv settings (volume, keep-open, full "
                + "screen), and --mpv options win over both. With a display (without --headless) mpv starts full-screen; "
                + "--mpv fs=no turns that off. When mpv has a window on a desktop, the touch device is taken exclusively "
                + "(grab = auto), so that the window system cannot also turn the touches into mouse clicks in mpv's window.",
            "Bindings and the control socket are trusted as mpv's input.conf and IPC socket are: a binding can run any mpv "
                + "command (run starts a program, load-script loads a script into mpv, screenshot-to-file writes a file, set "
                + "input-ipc-server opens another socket), and a control client can set off any binding. So only the user "
                + "touchmpv runs as (or root) may write the bindings file and its folder, and only that user may reach the "
                + "control socket.",
        ])
}
