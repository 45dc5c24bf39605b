#!/usr/bin/env bash
# Measure on one GPU what the kernel model needs, in under 10 minutes; results under $OUT.
#
#   OUT=/some/dir bash scripts/device_calibrate.sh        (from the repository root)
#
# 1. $OUT/env.txt            nvidia-smi, Python, jax and its devices
# 2. $OUT/calibrated.yaml    `hlo2chakra calibrate` (GEMM, streaming, reduction, launch
#                            microbenchmarks fitted to the efficiency model), base preset matched
#                            from the device kind; its log in $OUT/calibrate.log. Falls back to
#                            --quick if the full plan does not finish in CALIBRATE_S seconds.
# 3. $OUT/steps/steps.json   one device's share of the paper's LLaMA-3 100m (and 1b) training step,
#                            timed (scripts/device_step.py), with XLA's optimized HLO and a
#                            profiler trace of 2 steps (kernel durations and gaps).
# Needs a Python with jax[cuda] and hlo2chakra's dependencies (typer, pandas, pyyaml, numpy);
# hlo2chakra itself is taken from this checkout (PYTHONPATH), nothing is downloaded.
set -u
OUT=${OUT:?set OUT to the results folder}
PY=${PYTHON:-python3}
CALIBRATE_S=${CALIBRATE_S:-300}
STEP_S=${STEP_S:-240}
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD/converter${PYTHONPATH:+:$PYTHONPATH}"
mkdir -p "$OUT"
started=$(date +%s)

{
  date -u
  nvidia-smi 2>&1 || echo "nvidia-smi: not available"
  "$PY" --version 2>&1
  "$PY" -c 'import jax; print("jax", jax.__version__, jax.devices())' 2>&1
} > "$OUT/env.txt"

if ! "$PY" -c 'import jax, sys; sys.exit(0 if jax.devices()[0].platform == "gpu" else 1)' 2>/dev/null; then
  echo "device_calibrate: jax sees no GPU here (see $OUT/env.txt); nothing measured" | tee "$OUT/status.txt"
  exit 3
fi
if ! "$PY" -c 'import hlo2chakra.cli.app, yaml, pandas' 2>>"$OUT/env.txt"; then
  echo "device_calibrate: hlo2chakra's dependencies are missing (see $OUT/env.txt)" | tee "$OUT/status.txt"
  exit 3
fi

status=0
if timeout "$CALIBRATE_S" "$PY" -m hlo2chakra calibrate -o "$OUT/calibrated.yaml" -v > "$OUT/calibrate.log" 2>&1; then
  echo "calibrate: full plan" >> "$OUT/status.txt"
else
  echo "calibrate: full plan failed or timed out (rc $?), trying --quick" >> "$OUT/status.txt"
  timeout 120 "$PY" -m hlo2chakra calibrate --quick -o "$OUT/calibrated.yaml" -v > "$OUT/calibrate_quick.log" 2>&1 \
    || { echo "calibrate --quick failed (rc $?)" >> "$OUT/status.txt"; status=1; }
fi

timeout $((STEP_S + 60)) "$PY" scripts/device_step.py "$OUT/steps" --budget-s "$STEP_S" > "$OUT/steps.log" 2>&1 \
  || { echo "device_step failed (rc $?)" >> "$OUT/status.txt"; status=1; }

echo "elapsed $(( $(date +%s) - started )) s, status $status" >> "$OUT/status.txt"
cat "$OUT/status.txt"
exit $status
