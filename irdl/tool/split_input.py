"""mlir-opt's ``--split-input-file``: cutting a buffer into chunks and joining their outputs.

Rules (established against mlir-opt 22 by experiment):

* The text is first cut at every occurrence of the marker minus its last two characters
  (``// ---`` for the default ``// -----``), anywhere in a line: the marker need not start a
  line (``x // -----`` splits after ``x ``) and leading blanks stay in the previous chunk.
* A cut is a real split only if the piece after it starts with the marker's last two
  characters (``--``), has a third character, and that character is not ``0`` (mlir-opt's
  check really is against ``'0'``: ``// -----0`` is a near miss, ``// ------`` splits).
  The rest of the marker line (``-`` of ``// ------``, `` foo`` of ``// ----- foo``) is the
  start of the next chunk, so it is parsed as IR.
* Any other cut (``// ----``, ``// -----0``, a ``// -----`` ending the file) is a near miss:
  ``warning: near miss with file split marker`` at the character after ``// ---``, and the
  text stays in the current chunk. These warnings are printed before any chunk is processed,
  never go through ``--verify-diagnostics`` and do not change the exit code.
* A file starting with ``// ---`` has no chunk before it: the next piece becomes the first
  chunk as it is, without the check, so ``// -----`` there yields a chunk ``--...`` (and
  ``// ---x`` no warning). ``// -----// -----`` is one near miss (the ``--`` between the two
  cuts is too short) followed by a split. A trailing empty chunk is dropped; an empty file has no
  chunks at all (mlir-opt then prints nothing, not even an empty module).
* ``//-----`` and ``//  -----`` are ordinary comments (no cut, no warning).
* Line numbers in diagnostics stay those of the whole file, and so do columns on the chunk's
  first line (an error in `` foo`` after ``// -----`` is at column 10).
* Outputs are joined with ``// -----\\n`` between consecutive chunks (whatever the input
  marker). Each chunk's output already ends with the printer's newline plus mlir-opt's own,
  which is why a blank line precedes every separator. A chunk that prints nothing (failed, or
  failed under ``--verify-diagnostics``) contributes the empty string; the separators stay.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.diagnostics import Diagnostic, Loc, Severity, SourceFile

DEFAULT_MARKER = "// -----"
NEAR_MISS_MESSAGE = "near miss with file split marker"

# mlir-opt checks the last two characters of the marker separately (to spot near misses).
_CHECK_LEN = 2


@dataclass(slots=True)
class Chunk:
    text: str
    first_line: int  # 1-based line of the whole file where ``text`` starts
    index: int  # 0-based position among the chunks
    first_col: int = 1  # 1-based column of ``text[0]`` on ``first_line``
    offset: int = 0  # character offset of ``text`` in the whole file


def split_input_with_warnings(
    text: str, marker: str = DEFAULT_MARKER, name: str = "<stdin>"
) -> tuple[list[Chunk], list[Diagnostic]]:
    """The chunks, and the near-miss warnings located in ``name`` (in file order)."""
    if len(marker) <= _CHECK_LEN:
        # mlir-opt hangs or misbehaves on such markers; refuse them instead.
        raise ValueError(f"split marker must be longer than {_CHECK_LEN} characters")
    head, tail = marker[:-_CHECK_LEN], marker[-_CHECK_LEN:]
    pieces = text.split(head)
    whole = SourceFile(name, text)  # for offset -> (line, column)
    spans: list[tuple[int, int]] = []
    warnings: list[Diagnostic] = []
    cur_start, cur_end = 0, len(pieces[0])
    pos = cur_end
    for piece in pieces[1:]:
        start = pos + len(head)
        pos = start + len(piece)
        if cur_end == cur_start:
            cur_start, cur_end = start, pos
            continue
        if piece.startswith(tail) and len(piece) > _CHECK_LEN and piece[_CHECK_LEN] != "0":
            spans.append((cur_start, cur_end))
            cur_start, cur_end = start + _CHECK_LEN, pos
        else:
            line, col = whole.line_col(start)
            warnings.append(Diagnostic(Severity.WARNING, NEAR_MISS_MESSAGE, Loc(name, line, col)))
            cur_end = pos
    if cur_end > cur_start:
        spans.append((cur_start, cur_end))
    chunks = []
    for index, (begin, end) in enumerate(spans):
        line, col = whole.line_col(begin)
        chunks.append(Chunk(text[begin:end], line, index, col, begin))
    return chunks, warnings


def split_input(text: str, marker: str = DEFAULT_MARKER) -> list[Chunk]:
    return split_input_with_warnings(text, marker)[0]


def chunk_source(name: str, chunk: Chunk) -> SourceFile:
    """A buffer to parse the chunk from, whose offsets map to whole-file lines and columns.

    The chunk is preceded by blank lines and spaces, which the lexer skips. Its first line
    therefore reads as spaces where the marker was: render diagnostics (source line and
    caret) and run ``--verify-diagnostics`` against the whole-file ``SourceFile`` instead, as
    mlir-opt does.
    """
    pad = "\n" * (chunk.first_line - 1) + " " * (chunk.first_col - 1)
    return SourceFile(name, pad + chunk.text)


def join_outputs(outputs: list[str], marker: str = DEFAULT_MARKER) -> str:
    """The whole stdout of a split run from each chunk's own output ("" if it printed none)."""
    return (marker + "\n").join(outputs)
