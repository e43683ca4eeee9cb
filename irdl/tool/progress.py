"""A one-line progress bar for ``irdl-opt --jobs``: finished units out of all, on a terminal.

It is drawn only where a person watches (the stream is a terminal) and only for runs long
enough to need one, so redirected or piped stderr never contains it. Whatever else is written
to the terminal must come after ``clear()``; the next ``advance`` draws the bar again.
"""

from __future__ import annotations

import shutil
import time
from typing import TextIO

# Fewer units finish too fast for a bar to be worth the flicker.
MIN_UNITS = 20
_REDRAW_SECONDS = 0.1
_ERASE_LINE = "\r\x1b[K"


def wanted(total: int, stream: TextIO) -> bool:
    try:
        return total > MIN_UNITS and stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False


class ProgressBar:
    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.stream = stream
        self.done = 0
        self.shown = False
        self._last_draw = 0.0

    def advance(self, n: int = 1) -> None:
        self.done += n
        now = time.monotonic()
        if self.done >= self.total or now - self._last_draw >= _REDRAW_SECONDS:
            self._last_draw = now
            self._draw()

    def _draw(self) -> None:
        count = f" {self.done}/{self.total} units"
        columns = shutil.get_terminal_size().columns
        width = max(10, min(40, columns - len(count) - 4))
        filled = width * self.done // max(1, self.total)
        self.stream.write(f"{_ERASE_LINE}[{'#' * filled}{'.' * (width - filled)}]{count}")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write(_ERASE_LINE)
            self.stream.flush()
            self.shown = False
