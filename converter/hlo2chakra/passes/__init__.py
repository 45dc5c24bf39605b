"""Passes over the ``Program`` IR modelled on XLA's own: the collective rewrites of XLA's GPU
pipeline (``passes.gpu_collectives``) for programs that did not go through it."""
