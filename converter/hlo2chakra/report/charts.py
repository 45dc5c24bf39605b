"""Chart figures drawn without pyplot: a ``matplotlib.figure.Figure`` on its own Agg canvas.

pyplot keeps process-wide state (its backend, the current figure): choosing the Agg backend there
(``matplotlib.use``) would switch the caller's backend too, and a notebook would lose its inline
plots. A figure made here belongs to nothing global: it is never shown, needs no ``close``, and
``savefig`` writes PNG (or SVG, by the file's suffix) as pyplot's Agg figures did.
matplotlib is imported when a chart is drawn, never with this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


def new_figure(figsize: tuple[float, float], dpi: float | None = None) -> tuple[Figure, Axes]:
    """A figure of ``figsize`` inches (``dpi``: matplotlib's default when None) and its one axes."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=figsize, dpi=dpi)
    FigureCanvasAgg(fig)   # the canvas that tight_layout measures text with and savefig draws on
    return fig, fig.subplots()
