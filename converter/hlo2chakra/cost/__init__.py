"""The kernel model: per-op work (ops.py), hardware presets, efficiencies, roofline, fusion."""
