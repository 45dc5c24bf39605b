"""MaxText's `remat_policy` names as `jax.checkpoint` policies (for the `maxtext` zoo family).

Followed: MaxText `MaxText/layers/models.py` (`Decoder.__call__`) and `MaxText/pyconfig.py`
(`validate_and_assign_remat_tensors`) at commit 0fe43b75 (2024-12-09), plus the names later
releases add (`src/maxtext/layers/decoders.py`: `minimal_with_context`). At that commit:

  full                              save nothing (policy None): the backward re-runs the layer
  minimal                           save dots without batch dimensions (every projection)
  minimal_flash                     minimal plus the tensors named `context` (the flash kernel's
                                    output and softmax statistics)
  minimal_with_context              the later name of minimal_flash
  save_dot_with_context_except_mlp  query/key/value/qkv projections, context, out_proj
  save_dot_except_mlpwi             query/key/value/qkv projections, out_proj, mlpwo
  save_dot_except_mlp               query/key/value/qkv projections, out_proj
  save_qkv_proj                     query/key/value/qkv projections
  save_out_proj                     out_proj
  custom                            each tensor of CUSTOM_TENSORS set to device (saved) or remat
  qkv_proj_offloaded, minimal_offloaded   offload to host memory: refused (not modelled)

The names are those the layers give with `checkpoint_name` (`_maxtext_layer`): MaxText's own.
`decoder_layer_input` is the scan carry, which the scan keeps whatever the policy; MaxText refuses
`decoder_layer_input=remat` with scanned layers, and so does `check_custom`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import jax

from hlo2chakra.zoo.errors import ZooError

QKV_NAMES = ("query_proj", "value_proj", "key_proj", "qkv_proj")

# remat_policy -> names saved (save_only_these_names); None entries are handled in `policy`.
_NAMED: Mapping[str, tuple[str, ...]] = {
    "save_dot_with_context_except_mlp": (*QKV_NAMES, "context", "out_proj"),
    "save_dot_except_mlpwi": (*QKV_NAMES, "out_proj", "mlpwo"),
    "save_dot_except_mlp": (*QKV_NAMES, "out_proj"),
    "save_qkv_proj": QKV_NAMES,
    "save_out_proj": ("out_proj",),
}
OFFLOADING = ("qkv_proj_offloaded", "minimal_offloaded")
REMAT_POLICIES = ("full", "minimal", "minimal_flash", "minimal_with_context", *_NAMED, "custom")

# The tensors a custom policy may name (pyconfig's list at the commit, plus qkv_proj, which
# base.yml already had and later releases honour), each set to device | remat | offload.
CUSTOM_TENSORS = ("decoder_layer_input", "context", "mlpwi", "mlpwi_0", "mlpwi_1", "mlpwo",
                  "query_proj", "key_proj", "value_proj", "qkv_proj", "out_proj")
TENSOR_PLACES = ("device", "remat", "offload")


def check_custom(settings: Mapping[str, str], remat_policy: str, scan_layers: bool) -> tuple[str, ...]:
    """Validate the per-tensor settings; return the names saved on device (custom policy only)."""
    for name, place in settings.items():
        if place not in TENSOR_PLACES:
            raise ZooError(f"{name}={place!r}: must be one of {', '.join(TENSOR_PLACES)}")
    if remat_policy in OFFLOADING:
        raise ZooError(f"remat_policy={remat_policy} offloads activations to host memory, which the zoo does not model")
    if remat_policy not in REMAT_POLICIES:
        raise ZooError(f"unknown remat_policy {remat_policy!r} (known: {', '.join(REMAT_POLICIES)})")
    if remat_policy != "custom":
        return ()
    offloaded = [n for n, p in settings.items() if p == "offload"]
    if offloaded:
        raise ZooError(f"{offloaded[0]}=offload: host offloading is not modelled; use device or remat")
    if scan_layers and settings.get("decoder_layer_input") == "remat":
        raise ZooError("decoder_layer_input=remat: with scan_layers it is the scan's checkpoint, it cannot be remat")
    return tuple(n for n in CUSTOM_TENSORS if settings.get(n) == "device")


def policy(remat_policy: str, saved: tuple[str, ...] = ()) -> Callable[..., Any] | None:
    """The `jax.checkpoint` policy for a (checked) MaxText remat_policy; None = save nothing."""
    cp = jax.checkpoint_policies
    if remat_policy == "full":
        return None
    if remat_policy == "minimal":
        return cp.dots_with_no_batch_dims_saveable
    if remat_policy in ("minimal_flash", "minimal_with_context"):
        return cp.save_from_both_policies(cp.dots_with_no_batch_dims_saveable, cp.save_only_these_names("context"))
    if remat_policy == "custom":
        return cp.save_only_these_names(*saved)
    return cp.save_only_these_names(*_NAMED[remat_policy])
