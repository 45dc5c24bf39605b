"""Reading a user's YAML file (hardware, topology, sweep spec, prices) with one-line errors.

Every reader of a YAML input goes through ``read_yaml``, so an unreadable file and a YAML syntax
error read the same everywhere: ``<path>: cannot read the <what> (<reason>)`` and
``<path>: not valid YAML (<first line of the parser's message>)``, raised as the caller's error type.

What a small hostile file could make cost minutes or gigabytes is refused before it is built:

- only a regular file of at most ``MAX_YAML_BYTES`` is read (a FIFO or device is refused at once);
- aliases (``*name``) may not expand the document beyond ``MAX_EXPANDED_NODES`` nodes (a
  "billion laughs" anchor chain is a few lines that expand to billions);
- a key given twice in one mapping is refused (PyYAML keeps the last one silently).

Floats are read as YAML 1.2 writes them too: ``1e3`` and ``1.0e308`` are numbers (YAML 1.1, which
PyYAML follows, wants a dot and a signed exponent and would read them as strings).
"""

from __future__ import annotations

import os
import re
from typing import Any

from hlo2chakra.errors import shown

MAX_YAML_BYTES = 4 * 1024 * 1024
MAX_EXPANDED_NODES = 200_000
_FLOAT_1_2 = re.compile(r"^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)[eE][-+]?[0-9]+$")


def _loader(path: str | os.PathLike, error: type[Exception]) -> type:
    """A SafeLoader that refuses duplicate keys (naming the line) and reads YAML 1.2 floats."""
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    def construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode, deep: bool = False) -> dict:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = loader.construct_object(key_node, deep=True)
            try:
                duplicate = key in seen
            except TypeError:   # an unhashable key: the constructor below says so
                break
            if duplicate:
                line = key_node.start_mark.line + 1
                raise error(f"{path}:{line}: key {shown(key)} is given twice in one mapping")
            seen.add(key)
        return yaml.SafeLoader.construct_mapping(loader, node, deep=deep)

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
    Loader.add_implicit_resolver("tag:yaml.org,2002:float", _FLOAT_1_2, list("-+0123456789."))
    return Loader


def _children(node: Any) -> list[Any]:
    import yaml

    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def _expanded_size(root: Any) -> int:
    """Nodes of the document with every alias expanded, counted without expanding: each node's
    size once, after its children's (post-order; a cycle's back edge counts as one node)."""
    sizes: dict[int, int] = {}
    stack: list[tuple[Any, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        if children_done:
            total = 1 + sum(sizes[id(child)] for child in _children(node))
            sizes[id(node)] = min(total, MAX_EXPANDED_NODES + 1)
        elif id(node) not in sizes:
            sizes[id(node)] = 1   # in progress
            stack.append((node, True))
            stack.extend((child, False) for child in _children(node))
    return sizes[id(root)]


def read_yaml(path: str | os.PathLike, what: str, error: type[Exception]) -> Any:
    """The parsed content of the YAML file ``path`` (a ``what``, e.g. "hardware file")."""
    import yaml  # here, not at the top: the commands that read no YAML file start without it

    from hlo2chakra.checks.limits import read_regular_file

    try:
        data = read_regular_file(path, error, max_bytes=MAX_YAML_BYTES, note=f" (it should be {what})")
    except error as exc:
        raise error(str(exc).replace(f"{path}: cannot read (", f"{path}: cannot read {what} (")) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise error(f"{path}: cannot read {what} (not UTF-8 text)") from None
    loader = _loader(path, error)(text)
    try:
        root = loader.get_single_node()
        if root is None:
            return None
        if _expanded_size(root) > MAX_EXPANDED_NODES:
            raise error(f"{path}: its aliases expand {what} beyond {MAX_EXPANDED_NODES:,} values; write it out "
                        "without nested anchors")
        return loader.construct_document(root)
    except yaml.YAMLError as exc:
        raise error(f"{path}: not valid YAML ({str(exc).splitlines()[0]})") from None
    finally:
        loader.dispose()

