"""NVIDIA GPUs that XLA can compile for without the device being present (deviceless AOT).

XLA's GPU compiler needs a `stream_executor.GpuTargetConfigProto` describing the device when
there is no device to query. `target_config_text(name)` writes one from the public datasheet
facts below, so `hlo2chakra export --gpu-target H100-SXM` and `hlo2chakra convert --xla-gpu H100-SXM` can run XLA's *GPU* pipeline (fusion,
cuBLAS/cuDNN/Triton rewrites, scheduling) on a machine without a GPU. It needs JAX's CUDA
plugin (`pip install "jax[cuda13]==0.10.2"`, the `xla-gpu` extra), not a GPU.

Names match the hardware presets in `cost/presets/`. Only the fields XLA's fusion and tiling
heuristics read are filled; autotuning is off without a device, so XLA uses its default
GEMM configurations.
"""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True)
class GpuTarget:
    """Datasheet facts of one GPU SKU (NVIDIA's product briefs and the CUDA occupancy tables)."""

    device_name: str
    compute_capability: tuple[int, int]
    accelerated_features: bool              # the 'a' suffix (sm_90a, sm_100a)
    sm_count: int
    boost_clock_ghz: float
    memory_bandwidth_bytes_per_s: int
    memory_bytes: int
    l2_cache_bytes: int
    shared_memory_per_sm_bytes: int
    shared_memory_per_block_optin_bytes: int
    cudnn_version: tuple[int, int]


_KIB = 1024
_MIB = 1024 * _KIB

TARGETS: dict[str, GpuTarget] = {
    # A100 SXM4 40GB: 108 SMs, 1410 MHz, 1555 GB/s HBM2, 40 MiB L2, 164 KiB smem per SM.
    "A100-SXM-40GB": GpuTarget("NVIDIA A100-SXM4-40GB", (8, 0), False, 108, 1.41,
                               1_555_200_000_000, 40 * 1024 * _MIB, 40 * _MIB, 164 * _KIB,
                               163 * _KIB, (9, 10)),
    "A100-SXM-80GB": GpuTarget("NVIDIA A100-SXM4-80GB", (8, 0), False, 108, 1.41,
                               2_039_000_000_000, 80 * 1024 * _MIB, 40 * _MIB, 164 * _KIB,
                               163 * _KIB, (9, 10)),
    # H100 SXM5 80GB: 132 SMs, 1980 MHz boost, 3.35 TB/s HBM3, 50 MiB L2, 228 KiB smem per SM.
    "H100-SXM": GpuTarget("NVIDIA H100 80GB HBM3", (9, 0), True, 132, 1.98, 3_352_320_000_000,
                          80 * 1024 * _MIB, 50 * _MIB, 228 * _KIB, 227 * _KIB, (9, 10)),
    # H200 SXM 141GB: the H100 die with 4.8 TB/s HBM3e.
    "H200": GpuTarget("NVIDIA H200 141GB HBM3e", (9, 0), True, 132, 1.98, 4_800_000_000_000,
                      141 * 1000 * 1000 * 1000, 50 * _MIB, 228 * _KIB, 227 * _KIB, (9, 10)),
    # B200: 148 SMs, 1965 MHz, 8 TB/s HBM3e (7.67 TB/s as the device reports), 126.5 MiB L2.
    "B200": GpuTarget("NVIDIA B200", (10, 0), True, 148, 1.965, 7_672_320_000_000,
                      180 * 1000 * 1000 * 1000, 132_644_864, 228 * _KIB, 227 * _KIB, (9, 10)),
}


def target_names() -> list[str]:
    return sorted(TARGETS)


def canonical_name(name: str) -> str:
    """The spelling in TARGETS of `name` (case-insensitive); KeyError (one line) lists the known ones."""
    for known in TARGETS:
        if known.lower() == name.lower():
            return known
    raise KeyError(f"unknown GPU target {name!r} (known: {', '.join(target_names())})")


def get_target(name: str) -> GpuTarget:
    """The target named `name` (case-insensitive); KeyError lists the known ones."""
    return TARGETS[canonical_name(name)]


def target_config_text(target: GpuTarget) -> str:
    """`stream_executor.GpuTargetConfigProto` in protobuf text format."""
    major, minor = target.compute_capability
    feature = "ACCELERATED_FEATURES" if target.accelerated_features else "NONE"
    fields = [
        ("threads_per_block_limit", 1024), ("threads_per_warp", 32),
        ("shared_memory_per_block", 48 * _KIB),
        ("shared_memory_per_core", target.shared_memory_per_sm_bytes),
        ("threads_per_core_limit", 2048), ("core_count", target.sm_count),
        ("fpus_per_core", 64 if major < 9 else 128),
        ("block_dim_limit_x", 2**31 - 1), ("block_dim_limit_y", 65535), ("block_dim_limit_z", 65535),
        ("memory_bandwidth", target.memory_bandwidth_bytes_per_s),
        ("l2_cache_size", target.l2_cache_bytes), ("clock_rate_ghz", target.boost_clock_ghz),
        ("device_memory_size", target.memory_bytes),
        ("shared_memory_per_block_optin", target.shared_memory_per_block_optin_bytes),
        ("registers_per_core_limit", 65536), ("registers_per_block_limit", 65536),
        ("thread_dim_limit_x", 1024), ("thread_dim_limit_y", 1024), ("thread_dim_limit_z", 64),
    ]
    lines = ["gpu_device_info {"]
    lines += [f"  {key}: {value}" for key, value in fields]
    lines += [f"  cuda_compute_capability {{ major: {major} minor: {minor} feature_extension: {feature} }}",
              '  device_vendor: "NVIDIA Corporation"',
              f'  name: "{target.device_name}"',
              "}",
              'platform_name: "CUDA"',
              f"dnn_version_info {{ major: {target.cudnn_version[0]} minor: {target.cudnn_version[1]} }}",
              f'device_description_str: "{target.device_name}"']
    return "\n".join(lines) + "\n"


def cuda_plugin_installed() -> bool:
    """Whether JAX's CUDA plugin (the ``xla-gpu`` extra) is installed, so deviceless GPU compiles run."""
    import importlib.util

    if importlib.util.find_spec("jax_plugins") is None:  # a dotted find_spec would import the missing parent
        return False
    return any(importlib.util.find_spec(f"jax_plugins.xla_cuda{v}") is not None for v in (12, 13))


def compile_only_devices(name: str, count: int) -> list[Any]:
    """`count` compile-only JAX devices of GPU `name` (XLA compiles for them; nothing runs).

    Needs JAX's CUDA plugin and JAX_PLATFORMS=cpu in the environment (no CUDA client is made,
    so no GPU or driver is needed). RuntimeError with an install hint when the plugin is absent.
    """
    from jax.experimental import topologies

    config = target_config_text(get_target(name))
    try:
        topology = topologies.get_topology_desc(platform="cuda", topology=f"1x1x{count}", target_config=config)
    except NotImplementedError as exc:
        raise RuntimeError("compiling for a GPU target needs JAX's CUDA plugin "
                           "(pip install \"jax[cuda13]==0.10.2\"); " + str(exc).splitlines()[0]) from None
    return list(topology.devices)[:count]
