"""The indexing maps of the convolution and pooling ops, derived from their names.

A name spells the layouts: ``conv_2d_nhwc_hwcf`` reads an ``nhwc`` input with an ``hwcf``
filter. Letters: ``n`` batch, ``g`` group, ``c`` input channel, ``f`` output channel, ``m``
channel multiplier, ``d``/``h``/``w`` spatial. The output takes the input's layout with
``c`` become ``f`` (convolutions with an ``f``), or ``m`` after ``c`` (depthwise with
``m``); pooling keeps the input's. The loops are the output's dimensions in order, then the
filter's others in the filter's order (spatial ones become the window's). An input's
spatial dimension is ``out * stride + window * dilation``. Unnamed layouts
(``conv_1d``, ``conv_2d``, ``conv_3d``) have no batch nor channels.
"""

from __future__ import annotations

_SPATIAL = "dhw"


def conv_layouts(name: str) -> tuple[str, str, str] | None:
    """(input, filter, output) layouts of ``conv_*``, ``depthwise_conv_*``, ``pooling_*``."""
    parts = name.split("_")
    if parts[0] == "pooling" and len(parts) >= 3:
        layout = parts[1]
        window = "".join(ch for ch in layout if ch in _SPATIAL)
        return layout, window, layout
    depthwise = parts[0] == "depthwise"
    if depthwise:
        parts = parts[1:]
    if parts[0] != "conv" or len(parts) < 2:
        return None
    rank = int(parts[1][0]) if parts[1][:1].isdigit() else 0
    if len(parts) == 2:  # conv_1d / conv_2d / conv_3d
        spatial = _SPATIAL[3 - rank :]
        return spatial, spatial, spatial
    inp, fil = parts[2], parts[3]
    if depthwise:
        out = inp.replace("c", "cm") if "m" in fil else inp
    else:
        out = inp.replace("c", "f")
    return inp, fil, out


def conv_maps(name: str, strides: list[int], dilations: list[int]) -> list[str] | None:
    """The maps (``(d0, ...) -> (...)`` texts) of input, filter, [zero points,] output."""
    layouts = conv_layouts(name)
    if layouts is None:
        return None
    inp, fil, out = layouts
    numbering: list[str] = list(out)
    for ch in fil:
        if ch in _SPATIAL:
            numbering.append("k" + ch)  # the window's dimension
        elif ch not in out:
            numbering.append(ch)
    if name.startswith("depthwise_"):
        # depthwise loops: batch, the output's spatial dimensions, then the channel (and
        # multiplier) before the window in 1-D and 2-D, the multiplier, the window and the
        # channel last in 3-D
        spatial_out = [ch for ch in out if ch in _SPATIAL]
        window = ["k" + ch for ch in fil if ch in _SPATIAL]
        extra = [ch for ch in "m" if ch in out]
        if len(spatial_out) == 3:
            numbering = ["n", *spatial_out, *extra, *window, "c"]
        else:
            numbering = ["n", *spatial_out, "c", *extra, *window]
    dims = {key: f"d{i}" for i, key in enumerate(numbering)}
    spatial = [ch for ch in inp if ch in _SPATIAL]

    def term(v: str, k: int) -> str:
        return v if k == 1 else f"{v} * {k}"

    in_exprs = []
    for ch in inp:
        if ch in _SPATIAL:
            i = spatial.index(ch)
            s = strides[i] if i < len(strides) else 1
            dl = dilations[i] if i < len(dilations) else 1
            in_exprs.append(f"{term(dims[ch], s)} + {term(dims['k' + ch], dl)}")
        else:
            in_exprs.append(dims[ch])
    fil_exprs = [dims["k" + ch] if ch in _SPATIAL else dims[ch] for ch in fil]
    out_exprs = [dims[ch] for ch in out]
    head = f"({', '.join(f'd{i}' for i in range(len(numbering)))}) -> "
    maps = [head + f"({', '.join(e)})" for e in (in_exprs, fil_exprs)]
    if name.endswith("_q"):
        maps += [head + "()", head + "()"]
    maps.append(head + f"({', '.join(out_exprs)})")
    return maps
