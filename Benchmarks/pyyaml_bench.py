"""PyYAML over the same files: CSafeLoader (libyaml underneath) and the pure safe_load."""
import resource
import sys
import time

import yaml


def main():
    loader, path, repeat = sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 3
    data = open(path, "rb").read()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        if loader == "csafe":
            yaml.load(data, Loader=yaml.CSafeLoader)
        else:
            yaml.safe_load(data)
        times.append(time.perf_counter() - start)
    times.sort()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"{loader} median={times[len(times) // 2]} min={times[0]} maxrss_kib={rss}")


if __name__ == "__main__":
    main()
