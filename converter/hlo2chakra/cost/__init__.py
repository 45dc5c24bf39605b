"""The kernel model: per-op work (ops.py), hardware (hardware.py values, hardware_yaml.py files and
presets), efficiencies, roofline, fusion and collective combining (modes.py: their modes), and
costed.py, which puts them together: Program -> CostedProgram."""
