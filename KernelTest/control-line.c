/* control-line: sends one line to touchmpv's control socket (play --control PATH) and
 * prints the one answer it gives, for the power-cut test's guest, whose busybox has no
 * client for Unix sockets.
 *
 *   control-line SOCKET LINE
 *
 * Exits 0 with the answer on standard output; 1 with the reason on standard error when
 * the socket cannot be reached, or closes or stays silent for 30 s without an answer.
 */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static int failed(const char *what, const char *path) {
    fprintf(stderr, "control-line: %s %s: %s\n", what, path, strerror(errno));
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: control-line SOCKET LINE\n");
        return 2;
    }
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    if (strlen(argv[1]) >= sizeof address.sun_path) {
        fprintf(stderr, "control-line: socket path too long: %s\n", argv[1]);
        return 2;
    }
    strcpy(address.sun_path, argv[1]);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return failed("socket for", argv[1]);
    if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) return failed("cannot connect to", argv[1]);
    char line[4200];
    int length = snprintf(line, sizeof line, "%s\n", argv[2]);
    if (length < 0 || (size_t)length >= sizeof line) {
        fprintf(stderr, "control-line: line too long\n");
        return 2;
    }
    for (int sent = 0; sent < length;) {
        ssize_t n = write(fd, line + sent, (size_t)(length - sent));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return failed("cannot write to", argv[1]);
        sent += (int)n;
    }
    /* The answer: everything up to its line break. */
    char answer[4200];
    size_t have = 0;
    while (have < sizeof answer - 1) {
        struct pollfd readable = {.fd = fd, .events = POLLIN};
        int ready = poll(&readable, 1, 30000);
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) {
            fprintf(stderr, "control-line: no answer from %s within 30 s\n", argv[1]);
            return 1;
        }
        if (ready < 0) return failed("cannot wait for", argv[1]);
        ssize_t n = read(fd, answer + have, sizeof answer - 1 - have);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return failed("cannot read from", argv[1]);
        if (n == 0) {
            fprintf(stderr, "control-line: %s closed without answering\n", argv[1]);
            return 1;
        }
        have += (size_t)n;
        if (memchr(answer, '\n', have)) break;
    }
    answer[have] = '\0';
    char *end = strchr(answer, '\n');
    if (end) end[1] = '\0';
    fputs(answer, stdout);
    close(fd);
    return 0;
}
