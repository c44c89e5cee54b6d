"""Reduction benchmark: reprobot's reduce vs plain ``llvm-reduce --test <grep script>``.

Same inputs, same toolchain, same ``-j``, one run. Plain llvm-reduce's test is the usual
shell one-liner (`llc … 2>&1 | grep -q PATTERN`); reprobot's test requires the same crash
signature (kind, message key, pass; for signals the top frame), then reprobot reduces the
command line and re-runs the result to verify it. Reported per input: final instruction
count, tests run, wall time, their ratios to plain llvm-reduce, and what reprobot's extras
cost on top (signature checking = its llvm-reduce phase minus plain's wall time; command-line
reduction; verification). Also whether plain llvm-reduce's output still fails with the
original signature (slippage).

    python bench/reduce_vs_llvm_reduce.py [--jobs 2] [--budget 300]

Writes bench/results/reduce_vs_llvm_reduce.{md,json}.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reducers.llvm_reduce import Size  # noqa: E402
from reducers.reproducer import Reproducer  # noqa: E402
from reducers.signature import same_bug  # noqa: E402
from workers.llvm_project import LLVMProject  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus" / "llvm"
INPUTS = ROOT / "bench" / "inputs"

def amdgpu_module_with_planted_crash(n_kernels: int = 70) -> str:
    """A real-looking AMDGPU module (kernels with loads, stores, arithmetic and loops that
    GlobalISel compiles at -O0) with the G_PHI crash of llvm-project#200792 planted in the
    middle. Deterministic."""
    parts = ['target triple = "amdgcn-amd-amdhsa"', ""]
    for i in range(n_kernels):
        if i == n_kernels // 2:
            parts.append((CORPUS / "200792" / "repro.ll").read_text())
        op = ["add", "mul", "xor", "sub", "and", "or"][i % 6]
        parts.append(f"""define amdgpu_kernel void @kernel_{i}(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %src = getelementptr i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %src, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ %v, %entry ], [ %acc.next, %loop ]
  %t = {op} i32 %acc, {i + 3}
  %acc.next = add i32 %t, %i
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %dst = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %acc.next, ptr addrspace(1) %dst, align 4
  ret void
}}
""")
    parts.append("declare i32 @llvm.amdgcn.workitem.id.x()\n")
    return "\n".join(parts)


def inputs() -> list[dict]:
    return [
        {"name": "llvm#57398 NVPTX dynamic_stackalloc", "source": (CORPUS / "57398" / "repro.ll").read_text(),
         "tool": "llc", "args": ["-mtriple=nvptx"], "toolchain": "llvm-16", "grep": "Cannot select.*dynamic_stackalloc"},
        {"name": "llvm#64179 AArch64 setcc bf16", "source": (CORPUS / "64179" / "repro.ll").read_text(),
         "tool": "llc", "args": ["-march=aarch64"], "toolchain": "llvm-16", "grep": "Cannot select.*setcc"},
        {"name": "llvm#102870 MIPS expand operand", "source": (CORPUS / "102870" / "repro.ll").read_text(),
         "tool": "llc", "args": ["-O0"], "toolchain": "llvm-19", "grep": "Do not know how to expand"},
        {"name": "AMDGPU module, planted G_PHI crash (large)", "source": amdgpu_module_with_planted_crash(),
         "tool": "llc", "args": ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-O0", "-global-isel"],
         "toolchain": "llvm-19", "grep": "cannot select.*G_PHI"},
        {"name": "llvm-stress seed 15, amdgcn gfx942 (large)", "source": (INPUTS / "amdgpu_stress_seed15.ll").read_text(),
         "tool": "llc", "args": ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942"], "toolchain": "llvm-16",
         "grep": "Cannot select.*v4i32,ch = load"},
        {"name": "llvm-stress seed 1, amdgcn gfx942 (large)", "source": (INPUTS / "amdgpu_stress_seed1.ll").read_text(),
         "tool": "llc", "args": ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942"], "toolchain": "llvm-19",
         "grep": "Cannot select.*FrameIndex"},
        {"name": "x86 inline-asm segfault in llvm-stress module (large)",
         "source": (INPUTS / "x86_inlineasm_in_stress_module.ll").read_text(), "tool": "llc",
         "args": ["-mtriple=x86_64-unknown-linux-gnu"], "toolchain": "llvm-19", "grep": "visitInlineAsm"},
    ]


def plain_llvm_reduce(inp: dict, proj: LLVMProject, jobs: int, budget: float) -> dict:
    tc = proj.toolchain(inp["toolchain"])
    with tempfile.TemporaryDirectory(prefix="plain-") as d:
        src = Path(d) / "in.ll"
        src.write_text(inp["source"])
        argv, _ = tc.command(Reproducer("llvm-ir", "", inp["tool"], inp["args"]), '"$1"')
        count = Path(d) / "count"
        test = Path(d) / "test.sh"
        pattern = inp["grep"].replace("'", "'\\''")
        test.write_text(f"#!/bin/sh\necho . >> {count}\n{' '.join(argv)} 2>&1 | grep -q -E -- '{pattern}'\n")
        test.chmod(0o755)
        out = Path(d) / "out.ll"
        t0 = time.monotonic()
        subprocess.run([tc.tool("llvm-reduce"), f"--test={test}", f"-j={jobs}", "-o", str(out), str(src)],
                       capture_output=True, timeout=budget)
        wall = time.monotonic() - t0
        text = out.read_text() if out.exists() else inp["source"]
        tests = len(count.read_text().splitlines()) if count.exists() else 0
    return {"text": text, "wall_s": wall, "tests": tests, "size": Size.of(text)}


def signature_on(proj: LLVMProject, inp: dict, text: str, args: list[str]):
    r = proj.run(Reproducer("llvm-ir", text, inp["tool"], args), inp["toolchain"], None)
    return r.signature


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--budget", type=float, default=300)
    ap.add_argument("--only", default="", help="substring of input names")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "reduce_vs_llvm_reduce"))
    a = ap.parse_args()
    proj = LLVMProject(jobs=a.jobs, budget_s=a.budget)
    rows = []
    for inp in inputs():
        if a.only and a.only not in inp["name"]:
            continue
        before = Size.of(inp["source"])
        ref = signature_on(proj, inp, inp["source"], inp["args"])
        plain = plain_llvm_reduce(inp, proj, a.jobs, a.budget)
        plain_sig = signature_on(proj, inp, plain["text"], inp["args"])
        ours = proj.reduce(Reproducer("llvm-ir", inp["source"], inp["tool"], inp["args"]), inp["toolchain"], None,
                           jobs=a.jobs, budget_s=a.budget)
        steps = {s["name"]: s for s in ours.steps}
        row = {
            "input": inp["name"], "toolchain": inp["toolchain"], "lines": before.lines,
            "instr_before": before.instructions,
            "plain_instr": plain["size"].instructions, "plain_lines": plain["size"].lines,
            "plain_tests": plain["tests"], "plain_wall_s": round(plain["wall_s"], 2),
            "plain_keeps_signature": bool(ref and same_bug(ref, plain_sig)),
            "ours_instr": ours.after.instructions, "ours_lines": ours.after.lines, "ours_tests": ours.tests_run,
            "ours_wall_s": round(ours.wall_s, 2), "ours_verified": ours.verified, "ours_args": ours.reproducer.args,
            "reduce_phase_wall_s": steps["llvm-reduce"]["wall_s"], "reduce_phase_tests": steps["llvm-reduce"]["tests"],
            "cmdline_wall_s": steps.get("command line", {}).get("wall_s", 0.0),
            "cmdline_tests": steps.get("command line", {}).get("tests", 0),
            "verify_wall_s": steps["verify"]["wall_s"],
            "signature": ref.summary() if ref else "",
        }
        row["instr_ratio"] = round(row["ours_instr"] / max(1, row["plain_instr"]), 2)
        row["tests_ratio"] = round(row["ours_tests"] / max(1, row["plain_tests"]), 2)
        row["wall_ratio"] = round(row["ours_wall_s"] / max(0.01, row["plain_wall_s"]), 2)
        row["signature_check_cost_s"] = round(row["reduce_phase_wall_s"] - row["plain_wall_s"], 2)
        rows.append(row)
        print(json.dumps({k: row[k] for k in ("input", "lines", "plain_instr", "ours_instr", "plain_tests", "ours_tests",
                                              "plain_wall_s", "ours_wall_s", "plain_keeps_signature", "ours_verified")}),
              flush=True)
    out = Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".json").write_text(json.dumps(rows, indent=1))
    md = ["# reprobot reduce vs plain llvm-reduce", "",
          f"Command: `python bench/reduce_vs_llvm_reduce.py --jobs {a.jobs} --budget {a.budget:.0f}` on this 2-core "
          "machine. Plain: `llvm-reduce --test=test.sh -j N` where test.sh greps the signature pattern. "
          "reprobot: same llvm-reduce with the same-signature test, then command-line reduction, then a verification run.",
          "",
          "| input | toolchain | lines | instr before | plain instr | ours instr | instr ratio | plain tests | ours tests "
          "| tests ratio | plain wall s | ours wall s | wall ratio | plain keeps signature | ours verified |",
          "|---" * 15 + "|"]
    for r in rows:
        md.append(f"| {r['input']} | {r['toolchain']} | {r['lines']} | {r['instr_before']} | {r['plain_instr']} | "
                  f"{r['ours_instr']} | {r['instr_ratio']} | {r['plain_tests']} | {r['ours_tests']} | {r['tests_ratio']} | "
                  f"{r['plain_wall_s']} | {r['ours_wall_s']} | {r['wall_ratio']} | {r['plain_keeps_signature']} | "
                  f"{r['ours_verified']} |")
    md += ["", "What reprobot's extras cost on top of plain llvm-reduce:", "",
           "| input | signature checking (s) | command-line reduction (tests / s) | verification (s) | flags kept |",
           "|---|---|---|---|---|"]
    for r in rows:
        md.append(f"| {r['input']} | {r['signature_check_cost_s']} | {r['cmdline_tests']} / {r['cmdline_wall_s']} | "
                  f"{r['verify_wall_s']} | `{' '.join(r['ours_args'])}` |")
    no_larger = all(r["ours_instr"] <= r["plain_instr"] for r in rows)
    md += ["", f"reprobot's output no larger than plain llvm-reduce's on every input: {no_larger}.", ""]
    out.with_suffix(".md").write_text("\n".join(md))
    print("\n".join(md))
    return 0


if __name__ == "__main__":
    sys.exit(main())
