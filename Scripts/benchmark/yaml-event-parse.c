/*
 * The benchmark's floor: libyaml's bare event parse, nothing else.
 *
 *     yaml-event-parse FILE...        parse each file
 *     yaml-event-parse @LIST          parse each file named in LIST, one a line
 *
 * Each file is read into memory (as tabbar-lint reads it) and run through
 * yaml_parser_parse to STREAM_END; every event is deleted at once. No tree, no
 * positions, no output. Prints the number of files and events on stderr, so
 * the work cannot be optimised away and a broken corpus shows. Exits 1 if a
 * file cannot be read, 0 otherwise (a YAML error ends that file's parse, as it
 * ends libyaml's).
 *
 * Built by Scripts/benchmark.sh with: cc -O2 $(pkg-config --cflags --libs yaml-0.1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned char *buffer;
static size_t capacity;

/* Reads a whole file into the shared buffer; returns its length or -1. */
static long read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return -1;
    size_t length = 0;
    for (;;) {
        if (length == capacity) {
            capacity = capacity ? capacity * 2 : 65536;
            buffer = realloc(buffer, capacity);
            if (!buffer) { fclose(file); return -1; }
        }
        size_t got = fread(buffer + length, 1, capacity - length, file);
        length += got;
        if (got == 0) break;
    }
    fclose(file);
    return (long)length;
}

static unsigned long events;
static int failed;

static void parse(const char *path) {
    long length = read_file(path);
    if (length < 0) {
        fprintf(stderr, "yaml-event-parse: cannot read %s\n", path);
        failed = 1;
        return;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) { failed = 1; return; }
    yaml_parser_set_input_string(&parser, buffer, (size_t)length);
    yaml_event_t event;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) break;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
}

int main(int argc, char **argv) {
    unsigned long files = 0;
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] != '@') {
            parse(argv[i]);
            files++;
            continue;
        }
        FILE *list = fopen(argv[i] + 1, "r");
        if (!list) { fprintf(stderr, "yaml-event-parse: cannot read %s\n", argv[i] + 1); return 1; }
        char line[4096];
        while (fgets(line, sizeof line, list)) {
            line[strcspn(line, "\n")] = 0;
            if (!line[0]) continue;
            parse(line);
            files++;
        }
        fclose(list);
    }
    fprintf(stderr, "yaml-event-parse: %lu files, %lu events\n", files, events);
    free(buffer);
    return failed;
}
