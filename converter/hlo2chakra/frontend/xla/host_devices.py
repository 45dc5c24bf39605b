"""How many devices XLA's host (CPU) client makes in this process: set before jax is imported."""

from __future__ import annotations

import os


def set_host_device_count(n: int) -> None:
    """Make jax, imported after this call, see ``n`` host devices and no accelerator client."""
    flags = [f for f in os.environ.get("XLA_FLAGS", "").split()
             if not f.startswith("--xla_force_host_platform_device_count")]
    os.environ["XLA_FLAGS"] = " ".join(flags + [f"--xla_force_host_platform_device_count={n}"])
    # Also for a GPU target: no CUDA client is made (there may be no GPU), and JAX's CUDA plugin
    # then skips its driver checks but still registers the deviceless topology factory.
    os.environ["JAX_PLATFORMS"] = "cpu"
