"""An NCCL-faithful collective model: NCCL's algorithm/protocol choice, calibrated times.

Entry point::

    collective_time_ns(fabric: NcclFabric, kind: str, size_bytes: int,
                       gpus_per_node_in_group: int, nodes_in_group: int) -> NcclChoice

Contract:

* ``fabric``: an ``NcclFabric`` (``presets.get_preset(name)`` for a named system).
* ``kind``: one of ``all_reduce``, ``all_gather``, ``reduce_scatter``, ``broadcast`` (priced by
  NCCL's tuner, ``table.py`` / ``tuner.py``) or ``all_to_all``, ``send_recv`` (point to point,
  ``p2p.py``).
* ``size_bytes``: nccl-tests' ``size``: the whole buffer (all-reduce and broadcast: the buffer;
  all-gather: the gathered output; reduce-scatter: the input; all-to-all: one rank's send buffer;
  send/recv: the message). An integer in [0, 2**50].
* the group: ``gpus_per_node_in_group`` GPUs (1 .. ``fabric.gpus_per_node``) on each of
  ``nodes_in_group`` nodes. The group pays the links it spans: one node -> NVLink only (the
  ``intra`` calibration); one GPU per node on N nodes -> the NICs of that GPU's rail; g GPUs on
  N nodes -> NCCL's hierarchical graphs (rings through NVLink with one NIC hop per node and
  channel, trees with log2(N) inter-node steps, NVLS-tree), priced with the ``inter`` calibration.
* result: a frozen ``NcclChoice``: the (algorithm, protocol) NCCL would pick (by NCCL's own
  predicted times), ``time_ns`` (the calibrated time of that pick), ``nccl_time_ns`` (NCCL's
  prediction), ``transfer_ns`` (the bandwidth part, see ``concurrency.py``) and every candidate.
  One rank or zero bytes: 0 ns. Bad arguments raise ``NcclFabricError`` (a ``ValueError``)
  naming the argument.
* pure: no I/O, no global state, no numpy; the same arguments give the same result.

Modules: ``constants`` (NCCL's numbers with their source), ``fabric`` (the value type and its
checks), ``graph`` (NCCL's channel graphs for a group), ``table`` (NCCL's latency/bandwidth
table), ``tuner`` (choice and calibrated time), ``p2p``, ``concurrency`` (bandwidth sharing),
``curves`` (the measured curves), ``fit`` (the held-out fit protocol), ``presets``.
"""

from hlo2chakra.sim.nccl.choice import KINDS, NcclCandidate, NcclChoice
from hlo2chakra.sim.nccl.fabric import NcclCalibration, NcclFabric, NcclFabricError
from hlo2chakra.sim.nccl.presets import PRESETS, get_preset
from hlo2chakra.sim.nccl.tuner import collective_time_ns

__all__ = ["KINDS", "PRESETS", "NcclCalibration", "NcclCandidate", "NcclChoice", "NcclFabric",
           "NcclFabricError", "collective_time_ns", "get_preset"]
