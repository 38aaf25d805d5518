/*
 * uinput-replay: makes a real kernel input device out of an evemu recording and
 * replays it, driven line by line from stdin, for `make kernel-test`.
 *
 *   uinput-replay [--desc FILE] [--keep-fuzz] RECORDING
 *
 * The device is created from the recording's header (N:/I:/P:/B:/A: lines; EVEMU 1.1
 * A: lines without a resolution field and 1.3 ones with it). A header-less `.events`
 * file takes its header from `--desc FILE`. On start it prints
 * `created /dev/input/eventN`; then it answers every command with exactly one line that
 * starts with `ok` or `error`, so a shell can drive it through two FIFOs:
 *
 *   play [SPEED]                 replay every E: frame, recorded timing divided by SPEED
 *                                (default 1; 0 = no pauses)
 *   play-frames FIRST COUNT [SPEED]  the same for frames FIRST..FIRST+COUNT-1 (from 0)
 *   frame T C V [T C V ...]      write these events and a SYN_REPORT as one frame
 *   flood COUNT CODE A B         COUNT frames that set ABS axis CODE to A, B, A, ...:
 *                                enough of them overflow a stopped reader's buffer
 *   pace PID                     from now on wait, after each frame, until process PID
 *                                sleeps in poll/select, i.e. has read everything: a slow
 *                                reader is then never overrun (0 stops pacing)
 *   sleep MS                     pause
 *   destroy                      remove the device (a real unplug)
 *   create                       create it again: `ok created /dev/input/eventN`
 *   quit                         remove the device and exit (so does end of input)
 *
 * Choice: axes are created with fuzz 0 unless --keep-fuzz is given. The recorded values
 * already went through the recording machine's fuzz filter; filtering them a second time
 * would change positions, and the replay is meant to give the reader the recorded
 * values.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <linux/uinput.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define BITS_PER_TYPE_MAX 1024 /* enough bits for every event type's code space */

/* One E: line of the recording. */
struct recorded_event {
    long long usec; /* timestamp in microseconds */
    unsigned short type, code;
    int value;
};

/* What the header says the device is. */
struct device_description {
    char name[UINPUT_MAX_NAME_SIZE];
    struct input_id id;
    unsigned char props[INPUT_PROP_CNT / 8];
    unsigned char bits[EV_CNT][BITS_PER_TYPE_MAX / 8]; /* per event type: codes */
    size_t bit_bytes[EV_CNT];                           /* bytes filled per type */
    struct input_absinfo abs[ABS_CNT];
    int has_abs[ABS_CNT];
    int has_name;
};

static struct device_description description;
static struct recorded_event *events;
static size_t event_count, event_capacity;
static size_t *frame_starts; /* index of each frame's first event; frames end at SYN_REPORT */
static size_t frame_count;
static int keep_fuzz;
static long paced_reader; /* the reader `pace` waits for after each frame; 0 = none */
static int uinput_fd = -1;

static void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("uinput-replay: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    exit(2);
}

static int bit_is_set(const unsigned char *bytes, size_t byte_count, unsigned bit) {
    return bit / 8 < byte_count && (bytes[bit / 8] >> (bit % 8)) & 1;
}

/* Reads "B: TT bb bb ..." bytes onto the end of that type's mask (masks span lines). */
static void parse_bitmask_line(const char *text, const char *path, int line) {
    unsigned type;
    int used;
    if (sscanf(text, "%x%n", &type, &used) != 1 || type >= EV_CNT)
        fail("%s:%d: bad B: line", path, line);
    text += used;
    unsigned byte;
    while (sscanf(text, "%x%n", &byte, &used) == 1) {
        if (description.bit_bytes[type] >= sizeof description.bits[type]) break;
        description.bits[type][description.bit_bytes[type]++] = (unsigned char)byte;
        text += used;
    }
}

static void parse_property_line(const char *text) {
    unsigned byte;
    int used;
    size_t index = 0;
    while (index < sizeof description.props && sscanf(text, "%x%n", &byte, &used) == 1) {
        description.props[index++] = (unsigned char)byte;
        text += used;
    }
}

/* "A: code min max fuzz flat [resolution]": 1.1 has no resolution, 1.3 has it. */
static void parse_axis_line(const char *text, const char *path, int line) {
    unsigned code;
    int min, max, fuzz, flat, resolution = 0;
    int fields = sscanf(text, "%x %d %d %d %d %d", &code, &min, &max, &fuzz, &flat, &resolution);
    if (fields < 5 || code >= ABS_CNT) fail("%s:%d: bad A: line", path, line);
    description.abs[code] = (struct input_absinfo){
        .minimum = min, .maximum = max, .fuzz = keep_fuzz ? fuzz : 0,
        .flat = flat, .resolution = resolution};
    description.has_abs[code] = 1;
}

static void append_event(struct recorded_event event) {
    if (event_count == event_capacity) {
        event_capacity = event_capacity ? event_capacity * 2 : 4096;
        events = realloc(events, event_capacity * sizeof *events);
        if (!events) fail("out of memory");
    }
    events[event_count++] = event;
}

/* "E: sec.usec type code value": type and code in hex, value in decimal. */
static void parse_event_line(const char *text, const char *path, int line) {
    long long seconds;
    unsigned microseconds, type, code;
    int value;
    if (sscanf(text, "%lld.%u %x %x %d", &seconds, &microseconds, &type, &code, &value) != 5
        || type >= EV_CNT || code > 0xffff)
        fail("%s:%d: bad E: line", path, line);
    append_event((struct recorded_event){
        .usec = seconds * 1000000LL + microseconds,
        .type = (unsigned short)type, .code = (unsigned short)code, .value = value});
}

/* Reads header lines and (when wanted) E: lines of one file. */
static void read_file(const char *path, int want_events) {
    FILE *file = fopen(path, "r");
    if (!file) fail("%s: %s", path, strerror(errno));
    char buffer[4096];
    int line = 0;
    while (fgets(buffer, sizeof buffer, file)) {
        line++;
        const char *text = buffer + 2;
        if (buffer[0] == '\0' || buffer[1] != ':') continue;
        switch (buffer[0]) {
        case 'N': {
            size_t length = strcspn(text + 1, "\r\n");
            if (length >= sizeof description.name) length = sizeof description.name - 1;
            memcpy(description.name, text + 1, length);
            description.name[length] = '\0';
            description.has_name = 1;
            break;
        }
        case 'I': {
            unsigned bus, vendor, product, version;
            if (sscanf(text, "%x %x %x %x", &bus, &vendor, &product, &version) != 4)
                fail("%s:%d: bad I: line", path, line);
            description.id = (struct input_id){bus, vendor, product, version};
            break;
        }
        case 'P': parse_property_line(text); break;
        case 'B': parse_bitmask_line(text, path, line); break;
        case 'A': parse_axis_line(text, path, line); break;
        case 'E': if (want_events) parse_event_line(text, path, line); break;
        default: break;
        }
    }
    fclose(file);
}

static void split_frames(void) {
    frame_starts = calloc(event_count + 1, sizeof *frame_starts);
    if (!frame_starts) fail("out of memory");
    size_t start = 0;
    for (size_t i = 0; i < event_count; i++) {
        if (events[i].type == EV_SYN && events[i].code == SYN_REPORT) {
            frame_starts[frame_count++] = start;
            start = i + 1;
        }
    }
    if (start < event_count) frame_starts[frame_count++] = start; /* unterminated tail */
    frame_starts[frame_count] = event_count;
}

static void set_bits(unsigned long request, int type, unsigned limit) {
    for (unsigned code = 0; code < limit; code++)
        if (bit_is_set(description.bits[type], description.bit_bytes[type], code))
            if (ioctl(uinput_fd, request, code) < 0)
                fail("ioctl type %d code %u: %s", type, code, strerror(errno));
}

/* Finds /dev/input/eventN of the device just created, through sysfs. */
static void find_event_node(char *node, size_t size) {
    char sysname[64] = "";
    if (ioctl(uinput_fd, UI_GET_SYSNAME(sizeof sysname), sysname) < 0)
        fail("UI_GET_SYSNAME: %s", strerror(errno));
    char directory[128];
    snprintf(directory, sizeof directory, "/sys/devices/virtual/input/%s", sysname);
    for (int attempt = 0; attempt < 200; attempt++) {
        DIR *dir = opendir(directory);
        struct dirent *entry;
        while (dir && (entry = readdir(dir))) {
            if (strncmp(entry->d_name, "event", 5) == 0) {
                snprintf(node, size, "/dev/input/%s", entry->d_name);
                closedir(dir);
                if (access(node, R_OK) == 0) return;
                dir = NULL;
                break;
            }
        }
        if (dir) closedir(dir);
        usleep(10000);
    }
    fail("no event node appeared for %s (is evdev loaded?)", sysname);
}

static void create_device(char *node, size_t size) {
    uinput_fd = open("/dev/uinput", O_WRONLY | O_CLOEXEC);
    if (uinput_fd < 0) fail("/dev/uinput: %s", strerror(errno));
    for (unsigned type = 0; type < EV_CNT; type++)
        if (type != EV_REP && type != EV_FF
            && bit_is_set(description.bits[EV_SYN], description.bit_bytes[EV_SYN], type))
            if (ioctl(uinput_fd, UI_SET_EVBIT, type) < 0)
                fail("UI_SET_EVBIT %u: %s", type, strerror(errno));
    set_bits(UI_SET_KEYBIT, EV_KEY, KEY_CNT);
    set_bits(UI_SET_RELBIT, EV_REL, REL_CNT);
    set_bits(UI_SET_ABSBIT, EV_ABS, ABS_CNT);
    set_bits(UI_SET_MSCBIT, EV_MSC, MSC_CNT);
    set_bits(UI_SET_SWBIT, EV_SW, SW_CNT);
    set_bits(UI_SET_LEDBIT, EV_LED, LED_CNT);
    set_bits(UI_SET_SNDBIT, EV_SND, SND_CNT);
    for (unsigned prop = 0; prop < INPUT_PROP_CNT; prop++)
        if (bit_is_set(description.props, sizeof description.props, prop))
            if (ioctl(uinput_fd, UI_SET_PROPBIT, prop) < 0)
                fail("UI_SET_PROPBIT %u: %s", prop, strerror(errno));
    for (unsigned code = 0; code < ABS_CNT; code++) {
        if (!bit_is_set(description.bits[EV_ABS], description.bit_bytes[EV_ABS], code)) continue;
        if (!description.has_abs[code]) fail("axis 0x%02x has no A: line", code);
        struct uinput_abs_setup axis = {.code = (__u16)code, .absinfo = description.abs[code]};
        if (ioctl(uinput_fd, UI_ABS_SETUP, &axis) < 0)
            fail("UI_ABS_SETUP 0x%02x: %s", code, strerror(errno));
    }
    struct uinput_setup setup = {.id = description.id};
    snprintf(setup.name, sizeof setup.name, "%s", description.name);
    if (ioctl(uinput_fd, UI_DEV_SETUP, &setup) < 0) fail("UI_DEV_SETUP: %s", strerror(errno));
    if (ioctl(uinput_fd, UI_DEV_CREATE) < 0) fail("UI_DEV_CREATE: %s", strerror(errno));
    find_event_node(node, size);
}

static void destroy_device(void) {
    if (uinput_fd < 0) return;
    ioctl(uinput_fd, UI_DEV_DESTROY);
    close(uinput_fd);
    uinput_fd = -1;
}

static int write_events(const struct input_event *batch, size_t count) {
    const char *bytes = (const char *)batch;
    size_t left = count * sizeof *batch;
    while (left > 0) {
        ssize_t written = write(uinput_fd, bytes, left);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return -1;
        bytes += written;
        left -= (size_t)written;
    }
    return 0;
}

static struct input_event make_event(unsigned type, unsigned code, int value) {
    struct input_event event = {0};
    event.type = (__u16)type;
    event.code = (__u16)code;
    event.value = value;
    return event;
}

static long long monotonic_usec(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1000000LL + now.tv_nsec / 1000;
}

static void sleep_until_usec(long long deadline) {
    struct timespec at = {.tv_sec = deadline / 1000000LL, .tv_nsec = (deadline % 1000000LL) * 1000};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, NULL) == EINTR) {}
}

/* Reads a small /proc file into text (empty on failure). */
static void read_proc(const char *path, char *text, size_t size) {
    text[0] = '\0';
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    ssize_t length = read(fd, text, size - 1);
    close(fd);
    text[length > 0 ? length : 0] = '\0';
}

/* Waits until the paced reader sleeps in poll or select. The write that queued the
 * frame woke it, so sleeping there again means its evdev buffer is empty. A reader
 * that is not there in 5 s ends the pacing (with a note), rather than the replay. */
static void wait_for_reader(void) {
    char path[64], stat[1024], wchan[128];
    for (int attempt = 0; attempt < 5000; attempt++) {
        snprintf(path, sizeof path, "/proc/%ld/stat", paced_reader);
        read_proc(path, stat, sizeof stat);
        const char *after_name = strrchr(stat, ')');
        if (!after_name) return; /* the reader is gone */
        snprintf(path, sizeof path, "/proc/%ld/wchan", paced_reader);
        read_proc(path, wchan, sizeof wchan);
        if (after_name[2] == 'S' && (strstr(wchan, "poll") || strstr(wchan, "select"))) return;
        usleep(1000);
    }
    fprintf(stderr, "uinput-replay: reader %ld did not sleep in poll within 5 s (wchan '%s'); pacing off\n",
            paced_reader, wchan);
    paced_reader = 0;
}

/* Replays frames [first, first+count) with the recorded gaps divided by speed; time
 * spent waiting for a paced reader pushes the rest of the schedule back. */
static int play_frames(size_t first, size_t count, double speed, size_t *written_events) {
    struct input_event *batch = malloc((event_count + 1) * sizeof *batch);
    if (!batch) return -1;
    long long started = monotonic_usec();
    long long origin = events[frame_starts[first]].usec;
    *written_events = 0;
    for (size_t frame = first; frame < first + count; frame++) {
        size_t begin = frame_starts[frame], end = frame_starts[frame + 1];
        if (speed > 0) {
            long long due = started + (long long)((events[begin].usec - origin) / speed);
            long long now = monotonic_usec();
            if (now > due) started += now - due; /* keep the recorded gaps after a wait */
            else sleep_until_usec(due);
        }
        size_t n = 0;
        for (size_t i = begin; i < end; i++)
            batch[n++] = make_event(events[i].type, events[i].code, events[i].value);
        if (write_events(batch, n) < 0) { free(batch); return -1; }
        *written_events += n;
        if (paced_reader > 0) wait_for_reader();
    }
    free(batch);
    return 0;
}

/* Handles one command line; prints exactly one answer line. */
static int run_command(char *line) {
    char *words[130];
    int count = 0;
    for (char *word = strtok(line, " \t\r\n"); word && count < 130; word = strtok(NULL, " \t\r\n"))
        words[count++] = word;
    if (count == 0) { printf("error empty command\n"); return 1; }
    const char *name = words[0];
    if (strcmp(name, "quit") == 0) return 0;
    if (strcmp(name, "create") == 0) {
        if (uinput_fd >= 0) { printf("error device exists\n"); return 1; }
        char node[300];
        create_device(node, sizeof node);
        printf("ok created %s\n", node);
    } else if (strcmp(name, "destroy") == 0) {
        destroy_device();
        printf("ok destroyed\n");
    } else if (strcmp(name, "pace") == 0 && count == 2) {
        paced_reader = strtol(words[1], NULL, 10);
        printf("ok pacing %ld\n", paced_reader);
    } else if (strcmp(name, "sleep") == 0 && count == 2) {
        usleep((useconds_t)(atof(words[1]) * 1000));
        printf("ok slept\n");
    } else if (uinput_fd < 0) {
        printf("error no device\n");
    } else if ((strcmp(name, "play") == 0 && count <= 2)
               || (strcmp(name, "play-frames") == 0 && (count == 3 || count == 4))) {
        int ranged = name[4] == '-';
        size_t first = ranged ? strtoul(words[1], NULL, 10) : 0;
        size_t frames = ranged ? strtoul(words[2], NULL, 10) : frame_count;
        const char *speed_word = ranged ? (count == 4 ? words[3] : NULL) : (count == 2 ? words[1] : NULL);
        double speed = speed_word ? atof(speed_word) : 1.0;
        size_t written = 0;
        if (first > frame_count || frames > frame_count - first) printf("error frames out of range\n");
        else if (frames > 0 && play_frames(first, frames, speed, &written) < 0)
            printf("error write: %s\n", strerror(errno));
        else printf("ok played %zu frames %zu events\n", frames, written);
    } else if (strcmp(name, "frame") == 0 && count % 3 == 1) {
        struct input_event batch[44];
        size_t n = 0;
        for (int i = 1; i + 2 < count; i += 3)
            batch[n++] = make_event((unsigned)strtoul(words[i], NULL, 0),
                                    (unsigned)strtoul(words[i + 1], NULL, 0),
                                    (int)strtol(words[i + 2], NULL, 0));
        batch[n++] = make_event(EV_SYN, SYN_REPORT, 0);
        if (write_events(batch, n) < 0) printf("error write: %s\n", strerror(errno));
        else printf("ok frame %zu events\n", n);
    } else if (strcmp(name, "flood") == 0 && count == 5) {
        long frames = strtol(words[1], NULL, 0);
        unsigned code = (unsigned)strtoul(words[2], NULL, 0);
        int values[2] = {(int)strtol(words[3], NULL, 0), (int)strtol(words[4], NULL, 0)};
        long done = 0;
        for (; done < frames; done++) {
            struct input_event batch[2] = {make_event(EV_ABS, code, values[done % 2]),
                                           make_event(EV_SYN, SYN_REPORT, 0)};
            if (write_events(batch, 2) < 0) break;
        }
        if (done < frames) printf("error write: %s\n", strerror(errno));
        else printf("ok flooded %ld frames\n", frames);
    } else {
        printf("error unknown command or wrong arguments: %s\n", name);
    }
    return 1;
}

int main(int argc, char **argv) {
    const char *desc = NULL, *recording = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--desc") == 0 && i + 1 < argc) desc = argv[++i];
        else if (strcmp(argv[i], "--keep-fuzz") == 0) keep_fuzz = 1;
        else if (argv[i][0] != '-' && !recording) recording = argv[i];
        else fail("usage: uinput-replay [--desc FILE] [--keep-fuzz] RECORDING");
    }
    if (!recording) fail("usage: uinput-replay [--desc FILE] [--keep-fuzz] RECORDING");
    if (desc) read_file(desc, 0);
    read_file(recording, 1);
    if (!description.has_name) fail("%s: no N: header line (give the header with --desc)", recording);
    split_frames();
    setvbuf(stdout, NULL, _IOLBF, 0);

    char node[300];
    create_device(node, sizeof node);
    printf("created %s frames %zu\n", node, frame_count);
    char line[4096];
    while (fgets(line, sizeof line, stdin))
        if (!run_command(line)) break;
    destroy_device();
    return 0;
}
