/* The physical limit: libyaml's bare event loop over files, doing nothing with events.
   Usage: events FILE [REPEAT]  or  events --each LISTFILE (one path per line). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <yaml.h>

static unsigned char *slurp(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(2); }
  fseek(f, 0, SEEK_END);
  *size = (size_t)ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *data = malloc(*size ? *size : 1);
  if (fread(data, 1, *size, f) != *size) { perror(path); exit(2); }
  fclose(f);
  return data;
}

static long parse(const unsigned char *data, size_t size) {
  yaml_parser_t parser;
  yaml_event_t event;
  long events = 0;
  yaml_parser_initialize(&parser);
  yaml_parser_set_input_string(&parser, data, size);
  for (;;) {
    if (!yaml_parser_parse(&parser, &event)) break;
    int done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    events++;
    if (done) break;
  }
  yaml_parser_delete(&parser);
  return events;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: events FILE [REPEAT] | events --each LIST\n"); return 2; }
  if (strcmp(argv[1], "--each") == 0) {
    /* Read and parse every file named in a list, once: the cost of checking a folder. */
    FILE *list = fopen(argv[2], "r");
    char line[4096];
    long events = 0;
    double start = now();
    while (fgets(line, sizeof line, list)) {
      line[strcspn(line, "\n")] = 0;
      size_t size;
      unsigned char *data = slurp(line, &size);
      events += parse(data, size);
      free(data);
    }
    printf("each seconds=%f events=%ld\n", now() - start, events);
    return 0;
  }
  int repeat = argc > 2 ? atoi(argv[2]) : 5;
  size_t size;
  unsigned char *data = slurp(argv[1], &size);
  double *times = malloc(sizeof(double) * repeat);
  long events = 0;
  for (int i = 0; i < repeat; i++) {
    double start = now();
    events += parse(data, size);
    times[i] = now() - start;
  }
  qsort(times, repeat, sizeof(double), compare);
  printf("events median=%f min=%f bytes=%zu events=%ld\n", times[repeat / 2], times[0], size, events);
  return 0;
}
