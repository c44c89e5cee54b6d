"""A small real git repository of a C program, for bisection tests and bench/bisect_vs_git.py.

History (indices are commit positions, 0 = the good bound, N-1 = HEAD = the bad bound):
  * every commit adds one "step" to prog.c (so every commit changes the program);
  * CRASH_AT introduces the bug: an ``assert(total < 1000)`` that the reproducer trips;
  * FLAKY_AT makes it flaky: the assert only runs when a byte from /dev/urandom is not
    divisible by 4 (the crash happens in ~3/4 of the runs);
  * BROKEN commits do not compile (a syntax error, fixed in the next commit);
  * DOCS commits touch only README.md (impossible culprits).

The build: ``make CC="ccache gcc"`` in a container made from ``reprobot/base:bookworm``
with gcc (`ensure_cc_image`), artifact ``/out/prog``. The same small image (it has
python3 for the sandbox supervisor) is the DockerSandbox image the runs use.
"""
from __future__ import annotations

import io
import os
from pathlib import Path

import git

N_COMMITS = 45
CRASH_AT = 23
FLAKY_AT = 33
BROKEN = (11, 28, 37)
DOCS = (5, 15, 27)
CC_IMAGE = "reprobot/test-cc:bookworm"
REPRODUCER = "500 600\n"  # total 1100 >= 1000: trips the assert
CC_DOCKERFILE = """\
ARG BASE=reprobot/base:bookworm
FROM ${BASE}
RUN apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \\
      gcc libc6-dev make ccache python3 && rm -rf /var/lib/apt/lists/*
"""
MAKEFILE = "CC ?= gcc\nprog: prog.c\n\t$(CC) -O1 -o prog prog.c\n"


def source(i: int) -> str:
    steps = "\n".join(f"static long step{j}(long x) {{ return x + {j} - {j}; }}" for j in range(i + 1))
    calls = "\n".join(f"    total = step{j}(total);" for j in range(i + 1))
    gate = "1"
    if i >= FLAKY_AT:
        gate = "flaky_gate()"
    bug = f"    if ({gate}) assert(total < 1000);\n" if i >= CRASH_AT else ""
    broken = "    this does not compile;\n" if i in BROKEN else ""
    return f"""#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

static int flaky_gate(void) {{
    unsigned char b = 0;
    FILE *f = fopen("/dev/urandom", "rb");
    if (f) {{ if (fread(&b, 1, 1, f) != 1) b = 1; fclose(f); }}
    return b % 4 != 0;
}}

{steps}

int main(int argc, char **argv) {{
    long total = 0, v;
    FILE *in = argc > 1 ? fopen(argv[1], "r") : stdin;
    if (!in) {{ perror("open"); return 2; }}
    while (fscanf(in, "%ld", &v) == 1) total += v;
{calls}
{broken}{bug}    printf("total %ld\\n", total);
    (void)flaky_gate;
    return 0;
}}
"""


def make_c_repo(path: str | os.PathLike[str], n: int = N_COMMITS) -> list[str]:
    """Create the repository at `path`; returns the commit shas, oldest first."""
    path = Path(path)
    repo = git.Repo.init(path, initial_branch="main")
    with repo.config_writer() as cw:
        cw.set_value("user", "name", "reprobot test")
        cw.set_value("user", "email", "test@reprobot.invalid")
    (path / "Makefile").write_text(MAKEFILE)
    shas = []
    readme = "# prog\n"
    for i in range(n):
        if i in DOCS:
            readme += f"\nNotes {i}.\n"
            (path / "README.md").write_text(readme)
            repo.index.add(["README.md"])
            msg = f"docs: notes {i}"
            # the program still changes in the next commit; keep prog.c as it was
        else:
            (path / "prog.c").write_text(source(i))
            repo.index.add(["prog.c", "Makefile"] if i == 0 else ["prog.c"])
            msg = {CRASH_AT: "add the total limit check", FLAKY_AT: "check the limit only sometimes"}.get(
                i, f"step {i}" + (" (broken)" if i in BROKEN else ""))
        if i == 0:
            (path / "README.md").write_text(readme)
            repo.index.add(["README.md"])
        shas.append(repo.index.commit(msg).hexsha)
    return shas


def cc_recipe(name: str = "cc-test"):
    """The build recipe for this repository (see module docstring)."""
    from workers.builds.recipes import BuildRecipe

    return BuildRecipe(name=name, image=CC_IMAGE, timeout_s=120,
                       command=("/bin/sh", "-c", 'make CC="ccache gcc" && mkdir -p /out && cp prog /out/'))


def ensure_cc_image(client) -> str:
    """Build CC_IMAGE from the local base when missing (~15 s); returns its name."""
    import docker.errors

    try:
        client.images.get(CC_IMAGE)
    except docker.errors.ImageNotFound:
        client.images.build(fileobj=io.BytesIO(CC_DOCKERFILE.encode()), tag=CC_IMAGE, rm=True,
                            buildargs={"BASE": "reprobot/base:bookworm"})
    return CC_IMAGE
