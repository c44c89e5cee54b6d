"""The ``reprobot`` command line (typer + rich).

    reprobot triage ISSUE [--json result.json]     ISSUE: an issue.json file, owner/repo#N or an issue URL
    reprobot reduce repro.ll --cmd "llc -mtriple=amdgcn -mcpu=gfx90a -O0 -global-isel" [--signature RE]
                    [--toolchain llvm-16] [-j N] [--budget 10m] [-o reduced.ll]
    reprobot toolchains                            what is installed

Other command groups (bisect, serve, worker, submit, …) register themselves from
`service.commands` modules.
"""
from __future__ import annotations

import importlib
import json
import pkgutil
import re
import shlex
import sys
from pathlib import Path
from typing import Any, Optional

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
from rich.table import Table

from workers.settings import Settings, get_settings

err = Console(stderr=True)


def parse_duration(text: str) -> float:
    """``90``, ``90s``, ``10m``, ``1h``, ``1m30s`` -> seconds. Raises typer.BadParameter."""
    t = text.strip().lower()
    if re.fullmatch(r"\d+(\.\d+)?", t):
        return float(t)
    parts = re.findall(r"(?<![\d.])(\d+(?:\.\d+)?)\s*([hms])", t)
    if not parts or "".join(a + b for a, b in parts) != t.replace(" ", ""):
        raise typer.BadParameter(f"not a duration: {text!r} (use 90s, 10m, 1h)")
    return sum(float(n) * {"h": 3600, "m": 60, "s": 1}[u] for n, u in parts)


def load_issue(ref: str, settings: Settings) -> dict[str, Any]:
    """An issue as the pipeline wants it (GitHub REST shape plus ``comments[]``), from a
    JSON file, ``owner/repo#N`` or an issue URL (read through PyGithub at
    ``settings.github_base_url``). Raises typer.BadParameter on a bad reference."""
    p = Path(ref)
    if p.exists():
        try:
            data = json.loads(p.read_text())
        except json.JSONDecodeError as e:
            raise typer.BadParameter(f"{ref}: not JSON ({e})") from e
        if not isinstance(data, dict) or not ("body" in data or "title" in data):
            raise typer.BadParameter(f"{ref}: not a GitHub issue object (needs 'title' and 'body')")
        return data
    from workers.github.adapter import GitHubAdapter, parse_issue_ref

    try:
        repo, number = parse_issue_ref(ref)
    except ValueError as e:
        raise typer.BadParameter(str(e)) from e
    tok = settings.github.token
    gh = GitHubAdapter(settings.github.base_url, tok.get_secret_value() if tok else None)
    try:
        return gh.get_issue_dict(repo, number)
    finally:
        gh.close()


class _RichProgress:
    """Adapts the pipeline's (what, done, total) callback to a rich progress bar."""

    def __init__(self, progress: Progress):
        self.p = progress
        self.task = progress.add_task("starting", total=None)

    def __call__(self, what: str, done: int, total: int | None) -> None:
        self.p.update(self.task, description=what, completed=done, total=total)


def _progress() -> Progress:
    return Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TimeElapsedColumn(), console=err, transient=True)


def build_app() -> typer.Typer:
    app = typer.Typer(add_completion=False, no_args_is_help=True,
                      help="reprobot: compiler bug reports -> minimized reproducer and culprit.")

    @app.command()
    def triage(
        issue: str = typer.Argument(..., help="issue.json file, owner/repo#N, or an issue URL"),
        json_out: Optional[Path] = typer.Option(None, "--json", help="write the machine-readable result here"),
        toolchain: list[str] = typer.Option([], "--toolchain", "-t", help="toolchain ids to test (repeatable)"),
        no_reduce: bool = typer.Option(False, "--no-reduce", help="skip the reduction"),
        budget: str = typer.Option("5m", "--budget", help="time budget of the reduction (90s, 10m)"),
        jobs: int = typer.Option(2, "-j", "--jobs", help="parallel interestingness tests"),
        sandbox: Optional[str] = typer.Option(None, "--sandbox", help="local | docker | auto (default: settings)"),
    ) -> None:
        """Extract, reproduce, reduce and bisect an issue; print the comment reprobot would post."""
        from workers.pipeline import triage as run_triage

        base = get_settings()
        settings = base.override(
            pipeline={"toolchains": list(toolchain) or base.pipeline.toolchains,
                      "reduce": base.pipeline.reduce and not no_reduce, "reduce_budget_s": parse_duration(budget),
                      "jobs": jobs},
            sandbox={"kind": sandbox or base.sandbox.kind})
        _sandbox_note(settings.sandbox.kind)
        data = load_issue(issue, settings)
        from workers.extract.deadline import ExtractionTimeout
        from workers.sandbox.policy import SandboxPolicyError

        with _progress() as p:
            try:
                result = run_triage(data, settings, progress=_RichProgress(p))
            except SandboxPolicyError as e:
                err.print(f"[red]refused:[/red] {e}")
                raise typer.Exit(2) from e
            except ExtractionTimeout as e:
                err.print(f"[red]error:[/red] {e} (REPROBOT_EXTRACT_TIMEOUT_S raises it)")
                raise typer.Exit(2) from e
        _print_runs(result.result())
        if json_out:
            json_out.write_text(json.dumps(result.result(), indent=2))
            err.print(f"[dim]wrote {json_out}[/dim]")
        sys.stdout.write(result.comment)

    @app.command()
    def reduce(
        file: Path = typer.Argument(..., exists=True, dir_okay=False, help="the reproducer (.ll, .mir or Triton .py)"),
        cmd: str = typer.Option("", "--cmd", help='LLVM: the command, e.g. "llc -mtriple=amdgcn -mcpu=gfx90a -O0"'),
        target: str = typer.Option("cuda:90:32", "--target", help="Triton: backend:arch:warp, e.g. hip:gfx942:64"),
        env: list[str] = typer.Option([], "--env", help="Triton: NAME=VALUE the reproducer needs (repeatable)"),
        signature: Optional[str] = typer.Option(None, "--signature", help="regex the failure must keep matching"),
        toolchain: Optional[str] = typer.Option(None, "--toolchain", "-t", help="reduce on this toolchain"),
        jobs: int = typer.Option(2, "-j", "--jobs", help="parallel interestingness tests"),
        budget: str = typer.Option("10m", "--budget", help="time budget (90s, 10m, 1h)"),
        output: Optional[Path] = typer.Option(None, "-o", "--output", help="write the reduced reproducer here"),
        json_out: Optional[Path] = typer.Option(None, "--json", help="write the result JSON here"),
        sandbox: Optional[str] = typer.Option(None, "--sandbox", help="local | docker | auto (default: settings)"),
        differential: bool = typer.Option(False, "--differential",
                                          help="Triton miscompile: compiled and interpreted outputs must disagree "
                                               "(use --target device on a machine with the GPU)"),
        marker: Optional[str] = typer.Option(None, "--marker", help="Triton --differential: a line only a wrong "
                                                                    "compiled run prints"),
        python: Optional[str] = typer.Option(None, "--python", help="Triton --differential: run with this Python "
                                                                    "(its triton and CUDA torch), not a release venv"),
    ) -> None:
        """Minimize a reproducer (LLVM IR/MIR, MLIR for mlir-opt, or a Triton Python script) while it keeps failing
        with the same crash signature, or for a Triton miscompile (--differential) while its
        compiled and interpreted outputs keep disagreeing."""
        from reducers.llvm_reduce import ReductionError
        from workers.extract.llvm import clean_args
        from workers.pipeline import REDUCE, ReduceJobState, StepContext, TriageError, run_plan
        from workers.sandbox.policy import SandboxPolicyError

        if file.suffix == ".py":
            tool, args = "python", ["--target", target, *env]
            args += ["--differential"] if differential else []
            args += ["--marker", marker] if marker else []
            args += ["--python", python] if python else []
        else:
            try:
                argv = shlex.split(cmd)
            except ValueError as e:
                raise typer.BadParameter(f"--cmd: {e}") from e
            if not argv:
                raise typer.BadParameter("--cmd is required for LLVM reproducers")
            tool = Path(argv[0]).name
            tool = re.sub(r"-\d+$", "", tool)
            allowed = ("mlir-opt",) if file.suffix == ".mlir" else ("llc", "opt")
            if tool not in allowed:
                raise typer.BadParameter(f"--cmd must run {' or '.join(allowed)} for a {file.suffix or 'text'} "
                                         f"file, not {argv[0]!r}")
            args, _ = clean_args(" ".join(shlex.quote(a) for a in argv[1:]))
        if signature:
            try:
                re.compile(signature)
            except re.error as e:
                raise typer.BadParameter(f"--signature: {e}") from e
        kind = {".mir": "mir", ".mlir": "mlir", ".py": "triton-python"}.get(file.suffix, "llvm-ir")
        base = get_settings()
        settings = base.override(sandbox={"kind": sandbox or base.sandbox.kind})
        _sandbox_note(settings.sandbox.kind)
        request = {"source": file.read_text(errors="replace"), "kind": kind, "tool": tool, "args": args,
                   "signature_regex": signature, "toolchains": [toolchain] if toolchain else [],
                   "budget_s": parse_duration(budget), "jobs": jobs}
        with _progress() as p:
            try:
                res = run_plan(REDUCE, ReduceJobState(request, source="manual"),
                               StepContext(settings, progress=_RichProgress(p))).result
            except (ReductionError, KeyError, SandboxPolicyError, TriageError) as e:
                err.print(f"[red]cannot reduce:[/red] {e}")
                raise typer.Exit(2) from e
        b, a = res["before"], res["after"]
        t = Table(title=f"reduced on {res['toolchain']}")
        for c in ("", "bytes", "lines", "instructions"):
            t.add_column(c)
        t.add_row("before", str(b["bytes"]), str(b["lines"]), str(b.get("instructions", "")))  # noqa: E501
        t.add_row("after", str(a["bytes"]), str(a["lines"]), str(a.get("instructions", "")))
        err.print(t)
        err.print(f"signature: {res['signature']}  tests: {res['tests_run']}  wall: {res['wall_s']}s  "
                  f"verified: {res['verified']}")
        err.print(f"command: {' '.join([res['tool'], *res['args']])}")
        if output:
            output.write_text(res["reproducer"])
        if json_out:
            json_out.write_text(json.dumps(res, indent=2))
        sys.stdout.write(res["reproducer"])

    @app.command()
    def toolchains(json_out: Optional[Path] = typer.Option(None, "--json", help="also write the rows as JSON")) -> None:
        """List the LLVM toolchains reprobot finds, oldest first on llvm-project history:
        Debian releases, llvmlite's LLVM and the LLVM inside each installed Triton wheel
        (``llvm@triton-X.Y.Z``), with commit, date, backends and measured assertions."""
        from workers.toolchains.llvm import discover
        from workers.toolchains.timeline import rows
        from workers.toolchains.triton_llvm import snapshot_toolchains

        settings = get_settings()
        problems: list[str] = []
        found = discover(settings.pipeline.llvm_root, snapshots=False) + snapshot_toolchains(problems=problems)
        t = Table("id", "LLVM", "commit", "date", "backends", "assertions",
                  title="LLVM toolchains (llvm-project order)")
        data = rows(found)
        for r in data:
            commit = r["commit"][:12] if len(r["commit"]) == 40 else r["commit"]
            if r["repository"] not in ("", "llvm/llvm-project"):
                commit += f" ({r['repository']})"
            if r["same_as"]:
                commit += f" = {r['same_as']}"
            asserts = {True: "[green]on[/green]", False: "off", None: "?"}[r["assertions"]]
            core = [b for b in ("AMDGPU", "NVPTX", "X86") if b in r["backends"]]
            backends = (f"{len(r['backends'])} incl. {', '.join(core)}" if len(r["backends"]) > 4
                        else ", ".join(r["backends"]) or "?")
            date = r["date"] + (" branch" if r["origin"] != "triton" and r["date"] else "")
            t.add_row(r["id"], r["llvm"], commit, date, backends, asserts)
        Console().print(t)
        for p in problems:
            err.print(f"[yellow]{p}[/yellow]")
        if json_out:
            json_out.write_text(json.dumps({"toolchains": data, "problems": problems}, indent=1))

    @app.command()
    def config(as_json: bool = typer.Option(False, "--json", help="print JSON instead of a table")) -> None:
        """Print the effective settings (secrets masked) and where each value came from."""
        rows = get_settings().describe()
        if as_json:
            sys.stdout.write(json.dumps(rows, indent=2) + "\n")
            return
        t = Table("section", "setting", "variable", "value", "from", title="reprobot settings")
        for r in rows:
            t.add_row(r["section"], r["name"], r["env"], r["value"], r["source"])
        Console(width=None if sys.stdout.isatty() else 200).print(t)  # whole names when piped

    _register_plugins(app)
    return app


def _sandbox_note(choice: str) -> None:
    if choice == "local":
        err.print("[dim]reproducers run in the local sandbox (rlimits, scrubbed env, private temp dir; no network "
                  "isolation; Triton scripts run on this host as you): --sandbox docker for the container "
                  "sandbox[/dim]")


def _register_plugins(app: typer.Typer) -> None:
    import service.commands as pkg

    for mod in pkgutil.iter_modules(pkg.__path__):
        try:
            m = importlib.import_module(f"service.commands.{mod.name}")
        except ImportError as e:  # an optional part whose dependencies are missing
            err.print(f"[dim]commands {mod.name!r} unavailable: {e}[/dim]")
            continue
        if hasattr(m, "register"):
            m.register(app)


def _print_runs(result: dict[str, Any]) -> None:
    if not result.get("runs"):
        err.print("[yellow]no reproducer found[/yellow]" if not result.get("reproducers") else "")
        return
    t = Table(title=f"{result['issue']['repo']}#{result['issue']['number']}")
    t.add_column("toolchain")
    t.add_column("outcome")
    t.add_column("signature / reason", overflow="fold")
    for tid, r in result["runs"].items():
        t.add_row(tid, r["outcome"], r["signature"] or r["reason"])
    for tid, why in (result.get("unsupported") or {}).items():
        t.add_row(tid, "unsupported", why)
    err.print(t)
    if result.get("bisection"):
        err.print("[bold]bisection:[/bold] " + result["bisection"]["summary"])
    red = result.get("reduction")
    if red:
        err.print(f"[bold]reduced[/bold] on {red['toolchain']}: {red['before']['lines']} -> {red['after']['lines']} lines, "
                  f"{red['tests_run']} tests, {red['wall_s']}s, verified={red['verified']}")
    elif result.get("reduction_error"):
        err.print(f"[yellow]reduction failed:[/yellow] {result['reduction_error']}")


def main() -> None:
    build_app()()


if __name__ == "__main__":
    main()
