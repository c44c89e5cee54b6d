"""Move the functions' ``"target-cpu"="…"`` attribute into the command as ``-mcpu=…``
when every function names the same CPU and the command names none (or the same one);
attribute groups left empty go with their references."""
from __future__ import annotations

from .ir import arg_option, drop_empty_attribute_groups, remove_string_attribute
from .state import IRState


def cpu_to_command(state: IRState) -> IRState | None:
    if state.kind != "llvm-ir":
        return None
    text, cpus = remove_string_attribute(state.source, "target-cpu")
    if len(cpus) != 1:
        return None
    cpu = next(iter(cpus))
    have = arg_option(state.args, "mcpu")
    if have is not None and have != cpu:
        return None
    args = list(state.args)
    if have is None:
        args.append(f"-mcpu={cpu}")
    return state.with_(source=drop_empty_attribute_groups(text), args=args)
