/*
 * screen-compare: compares a screenshot of the kernel-test VM's display with the frames
 * of the clip it plays, for `make kernel-test`'s pixel checks.
 *
 *   screen-compare cells WIDTH HEIGHT < FRAMES.rgb > CLIP.cells
 *       Reads raw rgb24 frames of WIDTH x HEIGHT (ffmpeg -f rawvideo -pix_fmt rgb24)
 *       and writes, per frame, one line of the mean R G B of each cell of a 32 x 18
 *       grid (row by row).
 *
 *   screen-compare match CLIP.cells SHOT.ppm [--ignore X,Y,W,H]... [--region NAME:X,Y,W,H]...
 *       Divides the screenshot (binary PPM, as QEMU's `screendump` writes it) into the
 *       same grid and finds the clip frame it is closest to. Prints one line of
 *       `key=value` words:
 *         frame=N frames=M         the closest frame (from 0) and how many there are
 *         mean=D                   mean over the compared cells of the cell difference
 *         worst=D worst_at=C,R     the largest cell difference, and that cell
 *         black=D                  `mean` a black screen would have had against frame N
 *         cells=K                  how many cells were compared
 *         NAME=D                   per --region: the mean difference inside it
 *       A cell's difference is the mean over R, G and B of |screenshot - frame|, each
 *       side averaged over the cell (0..255). Areas are fractions of the screen
 *       (0..1, origin top-left): --ignore leaves the cells that touch an area out of
 *       the match (where an overlay is expected); a --region is measured against the
 *       matched frame but never decides the match.
 *
 * Why cells and a search over frames: the cell means do not depend on the scaler or on
 * the exact frame on screen, yet they see each bar, the moving parts, and any border a
 * picture that does not fill the screen would leave. A picture scaled to fit a screen
 * of the clip's own shape puts cell (C, R) of the clip on cell (C, R) of the screen.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COLUMNS 32
#define ROWS 18
#define CELLS (COLUMNS * ROWS)
#define MAX_AREAS 16

struct area {
    char name[32];
    double x, y, w, h;
};

static void fail(const char *format, const char *detail) {
    fprintf(stderr, "screen-compare: ");
    fprintf(stderr, format, detail);
    fputc('\n', stderr);
    exit(2);
}

/* The mean R, G, B of every cell of one rgb24 picture of width x height. */
static void cell_means(const unsigned char *pixels, long width, long height, double means[CELLS][3]) {
    for (int row = 0; row < ROWS; row++) {
        long y0 = row * height / ROWS, y1 = (row + 1) * height / ROWS;
        for (int column = 0; column < COLUMNS; column++) {
            long x0 = column * width / COLUMNS, x1 = (column + 1) * width / COLUMNS;
            double sum[3] = {0, 0, 0};
            for (long y = y0; y < y1; y++)
                for (long x = x0; x < x1; x++)
                    for (int channel = 0; channel < 3; channel++)
                        sum[channel] += pixels[(y * width + x) * 3 + channel];
            double count = (double)(y1 - y0) * (double)(x1 - x0);
            for (int channel = 0; channel < 3; channel++)
                means[row * COLUMNS + column][channel] = count > 0 ? sum[channel] / count : 0;
        }
    }
}

static int cells_command(int argc, char **argv) {
    if (argc != 4) fail("%s", "usage: cells WIDTH HEIGHT < FRAMES.rgb");
    long width = atol(argv[2]), height = atol(argv[3]);
    if (width < COLUMNS || height < ROWS || width > 8192 || height > 8192) fail("bad size %s", argv[2]);
    size_t frame_bytes = (size_t)width * (size_t)height * 3;
    unsigned char *pixels = malloc(frame_bytes);
    if (!pixels) fail("%s", "out of memory");
    static double means[CELLS][3];
    long frames = 0;
    while (fread(pixels, 1, frame_bytes, stdin) == frame_bytes) {
        cell_means(pixels, width, height, means);
        for (int cell = 0; cell < CELLS; cell++)
            printf("%s%.2f %.2f %.2f", cell ? " " : "", means[cell][0], means[cell][1], means[cell][2]);
        putchar('\n');
        frames++;
    }
    free(pixels);
    if (frames == 0) fail("%s", "no frame on standard input");
    return 0;
}

/* Skips whitespace and `#` comments in a PPM header; returns the next number. */
static long ppm_number(FILE *file, const char *path) {
    int c;
    while ((c = fgetc(file)) != EOF) {
        if (c == '#') {
            while ((c = fgetc(file)) != EOF && c != '\n') {}
        } else if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
            break;
        }
    }
    long value = 0;
    if (c < '0' || c > '9') fail("%s: not a binary PPM (P6)", path);
    while (c >= '0' && c <= '9') {
        value = value * 10 + (c - '0');
        c = fgetc(file);
    }
    return value; /* the single whitespace after the number is consumed */
}

static unsigned char *read_ppm(const char *path, long *width, long *height) {
    FILE *file = fopen(path, "rb");
    if (!file) fail("%s: cannot open", path);
    if (fgetc(file) != 'P' || fgetc(file) != '6') fail("%s: not a binary PPM (P6)", path);
    *width = ppm_number(file, path);
    *height = ppm_number(file, path);
    long maximum = ppm_number(file, path);
    if (*width < COLUMNS || *height < ROWS || *width > 8192 || *height > 8192 || maximum != 255)
        fail("%s: unsupported size or depth", path);
    size_t bytes = (size_t)*width * (size_t)*height * 3;
    unsigned char *pixels = malloc(bytes);
    if (!pixels || fread(pixels, 1, bytes, file) != bytes) fail("%s: truncated", path);
    fclose(file);
    return pixels;
}

static double cell_difference(const double a[3], const double b[3]) {
    double sum = 0;
    for (int channel = 0; channel < 3; channel++) sum += a[channel] > b[channel] ? a[channel] - b[channel] : b[channel] - a[channel];
    return sum / 3;
}

/* Whether cell (column, row) touches the area. */
static int cell_in(const struct area *area, int column, int row) {
    double x0 = (double)column / COLUMNS, x1 = (double)(column + 1) / COLUMNS;
    double y0 = (double)row / ROWS, y1 = (double)(row + 1) / ROWS;
    return x1 > area->x && x0 < area->x + area->w && y1 > area->y && y0 < area->y + area->h;
}

static void parse_area(const char *text, struct area *area, int named) {
    const char *numbers = text;
    if (named) {
        const char *colon = strchr(text, ':');
        if (!colon || colon == text || (size_t)(colon - text) >= sizeof area->name) fail("bad region '%s' (NAME:X,Y,W,H)", text);
        memcpy(area->name, text, (size_t)(colon - text));
        area->name[colon - text] = '\0';
        numbers = colon + 1;
    }
    if (sscanf(numbers, "%lf,%lf,%lf,%lf", &area->x, &area->y, &area->w, &area->h) != 4) fail("bad area '%s' (X,Y,W,H)", text);
}

static int match_command(int argc, char **argv) {
    if (argc < 4) fail("%s", "usage: match CLIP.cells SHOT.ppm [--ignore X,Y,W,H]... [--region NAME:X,Y,W,H]...");
    struct area ignored[MAX_AREAS], regions[MAX_AREAS];
    int ignored_count = 0, region_count = 0;
    for (int i = 4; i < argc; i++) {
        if (i + 1 >= argc) fail("%s needs a value", argv[i]);
        if (strcmp(argv[i], "--ignore") == 0 && ignored_count < MAX_AREAS) parse_area(argv[++i], &ignored[ignored_count++], 0);
        else if (strcmp(argv[i], "--region") == 0 && region_count < MAX_AREAS) parse_area(argv[++i], &regions[region_count++], 1);
        else fail("unknown or repeated too often: %s", argv[i]);
    }

    long width, height;
    unsigned char *pixels = read_ppm(argv[3], &width, &height);
    static double shot[CELLS][3], frame[CELLS][3], best[CELLS][3];
    cell_means(pixels, width, height, shot);
    free(pixels);
    int compared[CELLS], compared_count = 0;
    for (int cell = 0; cell < CELLS; cell++) {
        compared[cell] = 1;
        for (int a = 0; a < ignored_count; a++)
            if (cell_in(&ignored[a], cell % COLUMNS, cell / COLUMNS)) compared[cell] = 0;
        compared_count += compared[cell];
    }
    if (compared_count == 0) fail("%s", "every cell is ignored");

    FILE *file = fopen(argv[2], "r");
    if (!file) fail("%s: cannot open", argv[2]);
    long frames = 0, best_frame = -1;
    double best_mean = 1e9;
    for (;;) {
        int cell = 0;
        for (; cell < CELLS; cell++)
            if (fscanf(file, "%lf %lf %lf", &frame[cell][0], &frame[cell][1], &frame[cell][2]) != 3) break;
        if (cell == 0) break;
        if (cell != CELLS) fail("%s: a short line", argv[2]);
        double total = 0;
        for (cell = 0; cell < CELLS; cell++)
            if (compared[cell]) total += cell_difference(shot[cell], frame[cell]);
        if (total / compared_count < best_mean) {
            best_mean = total / compared_count;
            best_frame = frames;
            memcpy(best, frame, sizeof best);
        }
        frames++;
    }
    fclose(file);
    if (frames == 0) fail("%s: no frames", argv[2]);

    double worst = -1, black = 0;
    int worst_cell = 0;
    static const double zero[3] = {0, 0, 0};
    for (int cell = 0; cell < CELLS; cell++) {
        if (!compared[cell]) continue;
        double difference = cell_difference(shot[cell], best[cell]);
        if (difference > worst) {
            worst = difference;
            worst_cell = cell;
        }
        black += cell_difference(zero, best[cell]);
    }
    printf("frame=%ld frames=%ld mean=%.2f worst=%.2f worst_at=%d,%d black=%.2f cells=%d", best_frame, frames, best_mean, worst,
        worst_cell % COLUMNS, worst_cell / COLUMNS, black / compared_count, compared_count);
    for (int r = 0; r < region_count; r++) {
        double total = 0;
        int count = 0;
        for (int cell = 0; cell < CELLS; cell++) {
            if (!cell_in(&regions[r], cell % COLUMNS, cell / COLUMNS)) continue;
            total += cell_difference(shot[cell], best[cell]);
            count++;
        }
        printf(" %s=%.2f", regions[r].name, count ? total / count : 0);
    }
    putchar('\n');
    return 0;
}

/* pixel SHOT.ppm X Y...: each point's colour as RRGGBB in hex, one a line (the chooser's
 * slate and pictures, which are no frame of the clip). */
static int pixel_command(int argc, char **argv) {
    if (argc < 5 || argc % 2 == 0) fail("%s", "usage: screen-compare pixel SHOT.ppm X Y [X Y...]");
    long width, height;
    unsigned char *pixels = read_ppm(argv[2], &width, &height);
    for (int i = 3; i + 1 < argc; i += 2) {
        long x = atol(argv[i]), y = atol(argv[i + 1]);
        if (x < 0 || y < 0 || x >= width || y >= height) fail("point outside the picture: %s", argv[i]);
        const unsigned char *p = pixels + (y * width + x) * 3;
        printf("%02X%02X%02X\n", p[0], p[1], p[2]);
    }
    free(pixels);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && strcmp(argv[1], "cells") == 0) return cells_command(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "match") == 0) return match_command(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "pixel") == 0) return pixel_command(argc, argv);
    fail("%s", "usage: screen-compare cells WIDTH HEIGHT < FRAMES.rgb | match CLIP.cells SHOT.ppm [options] | pixel SHOT.ppm X Y...");
    return 2;
}
