"""One XLA CPU client that sees the devices of several (absent) processes, for partitioning only.

XLA's CPU client holds at most 2,048 devices per process (it packs the process index into device
ids above 2**11), and each client starts one thread per local device (its async work runner
needs one per device to launch a collective). Lending devices from real helper processes thus
costs one thread per device in all: 32,768 devices hit the kernel's default limit of 32,768
threads on the whole machine (``/proc/sys/kernel/pid_max``).

Partitioning never runs anything, so the other processes need not exist: ``cpu_client(total,
nodes)`` starts a local coordination service, connects one coordination client per node in
this process (a few threads each), publishes for nodes 1..k-1 the local topology a real node
would publish (``LocalTopologyProto``: node id, boot id, and per device its local ordinal,
global id ``node << 11 | ordinal``, vendor and names), and only then makes node 0's CPU client,
which builds the global topology of every node's devices. Node 0 makes its own topology itself;
the bytes we would write for it are compared with the ones it wrote, so a jaxlib that encodes
topologies differently stops with a clear error instead of partitioning for a wrong mesh.

The key names (``cpu:local_topology/cpu/<node>``) and field numbers are those of jaxlib 0.10
(the version pinned in pyproject.toml).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

TOPOLOGY_KEY = "cpu:local_topology/cpu/{node}"
PROCESS_ID_SHIFT = 11  # XLA's CPU device id = process index << 11 | local ordinal
MAX_DEVICES_PER_NODE = 1 << PROCESS_ID_SHIFT
_BOOT_ID = "/proc/sys/kernel/random/boot_id"


class TopologyMismatch(RuntimeError):
    """This jaxlib publishes CPU topologies in another form than the one forged here."""


@dataclass(frozen=True)
class VirtualCluster:
    """The CPU client (node 0 of ``nodes``) and what keeps its coordination alive."""

    client: Any
    devices: tuple[Any, ...]
    service: Any
    coordination: tuple[Any, ...]


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | 0x80 if value else low)
        if not value:
            return bytes(out)


def _int_field(number: int, value: int) -> bytes:
    return _varint(number << 3) + _varint(value) if value else b""  # proto3: zero is left out


def _bytes_field(number: int, value: str | bytes) -> bytes:
    data = value.encode() if isinstance(value, str) else value
    return _varint(number << 3 | 2) + _varint(len(data)) + data


def local_topology(node: int, devices: int, boot_id: str) -> bytes:
    """The ``LocalTopologyProto`` bytes a CPU client of process ``node`` with ``devices`` devices publishes."""
    parts = [_int_field(1, node), _bytes_field(2, boot_id)]
    for ordinal in range(devices):
        gid = node << PROCESS_ID_SHIFT | ordinal
        device = (_int_field(1, ordinal) + _int_field(4, gid) + _bytes_field(8, "cpu")
                  + _bytes_field(9, f"CpuDevice(id={gid})") + _bytes_field(10, f"cpu:{gid}"))
        parts.append(_bytes_field(3, device))
    return b"".join(parts)


def _connect_all(clients: list[Any]) -> None:
    """Connect every coordination client; each ``connect`` waits for all of them, so in threads."""
    errors: list[BaseException] = []

    def connect(client: Any) -> None:
        try:
            client.connect()
        except BaseException as exc:  # re-raised below, in the caller's thread
            errors.append(exc)

    threads = [threading.Thread(target=connect, args=(c,), daemon=True) for c in clients]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]


def cpu_client(total_devices: int, nodes: int, address: str, timeout_s: float = 120.0) -> VirtualCluster:
    """A CPU client that sees ``total_devices`` devices spread evenly over ``nodes`` processes, in this process."""
    from jax._src.lib import _jax

    per_node = total_devices // nodes
    if per_node * nodes != total_devices or per_node > MAX_DEVICES_PER_NODE:
        raise ValueError(f"{total_devices} devices cannot be split evenly over {nodes} nodes of at most "
                         f"{MAX_DEVICES_PER_NODE}")
    with open(_BOOT_ID, encoding="ascii") as f:
        boot_id = f.read().strip()
    timeout = max(1, int(timeout_s))
    service = _jax.get_distributed_runtime_service(address, nodes)
    clients = [_jax.get_distributed_runtime_client(address, node, init_timeout=timeout,
                                                  shutdown_on_destruction=False) for node in range(nodes)]
    _connect_all(clients)
    for node in range(1, nodes):
        clients[node].key_value_set_bytes(TOPOLOGY_KEY.format(node=node), local_topology(node, per_node, boot_id))
    # Collectives are never run, but the CPU compiler refuses multi-process programs without them.
    collectives = _jax.make_gloo_tcp_collectives(distributed_client=clients[0])
    client = _jax.get_tfrt_cpu_client(asynchronous=True, distributed_client=clients[0], node_id=0, num_nodes=nodes,
                                      collectives=collectives, num_devices=per_node)
    published = clients[0].blocking_key_value_get_bytes(TOPOLOGY_KEY.format(node=0), timeout * 1000)
    if published != local_topology(0, per_node, boot_id):
        raise TopologyMismatch("this jaxlib publishes CPU topologies differently from the form this tool lends "
                               "devices in; partition meshes of at most 2048 devices, or use jaxlib 0.10")
    devices = tuple(client.devices())
    if len(devices) != total_devices:
        raise TopologyMismatch(f"the CPU client sees {len(devices)} devices, {total_devices} were lent")
    return VirtualCluster(client, devices, service, tuple(clients))
