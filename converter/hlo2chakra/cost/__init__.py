"""The kernel model: per-op work (ops.py; special_functions.py: SFU work), hardware (hardware.py
values, hardware_yaml.py files and presets), efficiencies, roofline, fusion (fusion_heroes.py: what
cannot share a kernel) and collective combining (modes.py: their modes), and costed.py, which puts
them together: Program -> CostedProgram."""
