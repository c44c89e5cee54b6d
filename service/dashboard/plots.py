"""Server-side SVG plots for the dashboard, drawn by pygal (no hand-made SVG).

Every function returns an inline ``<svg>`` string (no XML declaration, no pygal JavaScript:
pygal's default tooltip script would be fetched from a CDN, which the dashboard must not
depend on), or ``""`` when there is nothing to plot.
"""
from __future__ import annotations

from typing import Any

import pygal
from pygal.style import Style

STYLE = Style(background="white", plot_background="#fbfbfd", foreground="#222", foreground_strong="#111",
              foreground_subtle="#888", colors=("#2b6cb0", "#c53030", "#2f855a", "#b7791f", "#6b46c1"),
              font_family="DejaVu Sans, Helvetica, Arial, sans-serif", label_font_size=11,
              major_label_font_size=11, value_font_size=10, value_label_font_size=10, legend_font_size=12,
              title_font_size=14, tooltip_font_size=11)

_COMMON = dict(style=STYLE, js=[], disable_xml_declaration=True, explicit_size=False, width=720, height=300,
               margin=12, margin_bottom=24, legend_at_bottom=True, legend_at_bottom_columns=3)


def _svg(chart: Any) -> str:
    return chart.render(is_unicode=True)


def reduction_progress(samples: list[dict[str, Any]], title: str = "Reproducer size against tests run") -> str:
    """Size (bytes, and lines on a second series) of the best reproducer against the number of
    interestingness tests run. `samples`: ``[{"tests", "bytes", "lines"?, "t_s", "label"}]`` in
    order. Each point is labelled with its reduction pass and the wall time it was reached at."""
    if len(samples) < 2:
        return ""
    two = all(s.get("lines") is not None for s in samples)
    chart = pygal.XY(title=title, x_title="interestingness tests run", y_title="bytes", dots_size=4,
                     print_labels=True, show_x_guides=True, include_x_axis=True, stroke=True,
                     value_formatter=lambda v: f"{v:,.0f}",
                     **dict(_COMMON, width=980, height=340, show_legend=two, margin_right=90))
    points = []
    for i, s in enumerate(samples):
        p: dict[str, Any] = {"value": (s["tests"], s["bytes"])}
        # label where the size changed (and the start): equal neighbours would print on top of each other
        if i == 0 or s["bytes"] != samples[i - 1]["bytes"]:
            p["label"] = f"{s.get('label', '')} @ {s.get('t_s', 0):.1f}s"
        points.append(p)
    chart.add("bytes", points)
    if two:
        chart.add("lines", [{"value": (s["tests"], s["lines"])} for s in samples], secondary=True)
    return _svg(chart)


def throughput(buckets: list[str], succeeded: list[int], failed: list[int], other: list[int] | None = None,
               title: str = "Jobs finished over time") -> str:
    """Stacked bars of jobs finished per time bucket (succeeded, failed, skipped)."""
    if not buckets:
        return ""
    top = max([a + b + c for a, b, c in zip(succeeded, failed, other or [0] * len(buckets))] or [1])
    step = max(1, -(-top // 8))
    chart = pygal.StackedBar(title=title, x_label_rotation=30, print_values=False, show_minor_x_labels=True,
                             truncate_label=-1, y_title="jobs", y_labels=list(range(0, top + step, step)),
                             **_COMMON)
    chart.x_labels = buckets
    chart.add("succeeded", succeeded)
    chart.add("failed", failed)
    if other and any(other):
        chart.add("skipped", other)
    return _svg(chart)


def step_times(rows: list[tuple[str, float, float, int]], title: str = "Time per step (s)") -> str:
    """Bars per pipeline step: mean queue wait and mean work time in seconds.
    `rows`: (step name, mean wait s, mean work s, steps counted)."""
    if not rows:
        return ""
    chart = pygal.Bar(title=title, print_values=True, y_title="seconds",
                      value_formatter=lambda v: f"{v:.1f}" if v >= 1 else f"{v:.2f}",
                      **_COMMON)
    chart.x_labels = [f"{n} ({k})" for n, _, _, k in rows]
    chart.add("waiting in queue", [round(w, 2) for _, w, _, _ in rows])
    chart.add("working", [round(x, 2) for _, _, x, _ in rows])
    return _svg(chart)
