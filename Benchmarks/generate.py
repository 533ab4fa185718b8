"""Writes the benchmark inputs to Benchmarks/.data: a 10-row picker, a 200-row feed, a
100,000-row feed (about 15 MB), a 10,000-row unpaged list, and a folder of 10,000 small
screens."""
import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".data")
os.makedirs(out, exist_ok=True)


def feed(rows, paged=True):
    lines = ['title: Posts', 'unreadTitle: "Posts ({unread} unread)"', 'deletable: true']
    if paged:
        lines += ['paging:', '  pageSize: 25', '  loadMore: "Load More…"']
    lines.append('rows:')
    for i in range(rows):
        lines += [
            f'  - title: "Post {i}: an ordinary headline"',
            f'    subtitle: "Day {i % 365}, author {i % 97}"',
            f'    detail: "{i % 60} min"',
            f'    read: {"true" if i % 3 else "false"}',
            f'    body: "The body of post {i}."',
        ]
    return "\n".join(lines) + "\n"


def write(name, text):
    with open(os.path.join(out, name), "w", encoding="utf-8") as f:
        f.write(text)


write("picker-10.yaml", "title: Weight Class\nstyle: grouped\nprompt: Choose the division\nselected: 3\nchoices:\n"
      + "".join(f"  - Class {i}\n" for i in range(10)))
write("feed-200.yaml", feed(200))
write("feed-100k.yaml", feed(100_000))
write("list-10k.yaml", feed(10_000, paged=False))
write("list-1k.yaml", feed(1_000, paged=False))
folder = os.path.join(out, "screens-10k")
os.makedirs(folder, exist_ok=True)
for i in range(10_000):
    with open(os.path.join(folder, f"screen-{i:05}.yaml"), "w") as f:
        f.write(f"title: Screen {i}\nstyle: grouped\nrows:\n  - title: First row\n    detail: one\n  - Second row\n  - {{title: Third, accessory: checkmark}}\n")
print(out)
