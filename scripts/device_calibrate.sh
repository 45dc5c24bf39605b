#!/usr/bin/env bash
# Measure on one GPU the per-GPU evidence table the presets are fitted to, in under 10 minutes;
# results under $OUT.
#
#   OUT=/some/dir bash scripts/device_calibrate.sh        (from the repository root)
#   PRESET=H200 OUT=... bash scripts/device_calibrate.sh  (name the preset; default: matched from the device kind)
#
# 1. $OUT/env.txt            nvidia-smi (power limit, clocks), Python, jax and its devices
# 2. $OUT/evidence.csv       the evidence table (cost/evidence/*.csv format, source "device"): XLA's GEMMs at
#                            the LLaMA-3 step shapes (bf16, and fp8 on Hopper and later), HBM copy/triad
#                            bandwidth, XLA's attention fwd+bwd; kernel times from the JAX profiler
#                            (hlo2chakra.cost.calibrate.evidence_measure; --quick if the full plan overruns)
# 3. $OUT/<PRESET>-measured.yaml   a what-if hardware file (base: PRESET + the refitted efficiencies) for
#                            `--hardware`; $OUT/upgraded/ the preset YAML and evidence CSV as
#                            `python -m hlo2chakra.cost.calibrate.upgrade apply` rewrites them; $OUT/table.md
#                            the preset's row of the per-GPU evidence table with the device rows in it.
#                            To upgrade the preset in a checkout, with no hand editing:
#                              python -m hlo2chakra.cost.calibrate.upgrade apply $OUT/evidence.csv --preset PRESET
# 4. $OUT/steps/steps.json   one device's share of the paper's LLaMA-3 100m (and 1b) step, timed
#                            (scripts/device_step.py), with XLA's optimized HLO and a profiler trace.
# 5. $OUT/calibrated.yaml    `hlo2chakra calibrate --quick` (launch overhead, memory ramp, vector rate), if
#                            the time left allows.
# Needs a Python with jax[cuda] and hlo2chakra's dependencies (typer, pandas, pyyaml, numpy); hlo2chakra
# itself is taken from this checkout (PYTHONPATH), nothing is downloaded.
set -u
OUT=${OUT:?set OUT to the results folder}
PY=${PYTHON:-python3}
EVIDENCE_S=${EVIDENCE_S:-300}
STEP_S=${STEP_S:-150}
BUDGET_S=${BUDGET_S:-540}
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD/converter${PYTHONPATH:+:$PYTHONPATH}"
mkdir -p "$OUT"
started=$(date +%s)
elapsed() { echo $(( $(date +%s) - started )); }
note() { echo "$*" | tee -a "$OUT/status.txt"; }

{
  date -u
  nvidia-smi 2>&1 || echo "nvidia-smi: not available"
  nvidia-smi --query-gpu=name,power.limit,power.max_limit,clocks.max.sm,clocks.max.mem --format=csv 2>&1 || true
  "$PY" --version 2>&1
  "$PY" -c 'import jax; print("jax", jax.__version__, jax.devices())' 2>&1
} > "$OUT/env.txt"

if ! "$PY" -c 'import jax, sys; sys.exit(0 if jax.devices()[0].platform == "gpu" else 1)' 2>/dev/null; then
  note "device_calibrate: jax sees no GPU here (see $OUT/env.txt); nothing measured"
  exit 3
fi
if ! "$PY" -c 'import hlo2chakra.cli.app, yaml, pandas' 2>>"$OUT/env.txt"; then
  note "device_calibrate: hlo2chakra's dependencies are missing (see $OUT/env.txt)"
  exit 3
fi

status=0
# 2. the evidence table
if timeout "$EVIDENCE_S" "$PY" -m hlo2chakra.cost.calibrate.evidence_measure -o "$OUT/evidence.csv" > "$OUT/evidence.log" 2>&1; then
  note "evidence: full plan ($(elapsed) s)"
else
  note "evidence: full plan failed or timed out (rc $?), trying --quick"
  timeout 150 "$PY" -m hlo2chakra.cost.calibrate.evidence_measure --quick -o "$OUT/evidence.csv" > "$OUT/evidence_quick.log" 2>&1 \
    || { note "evidence --quick failed (rc $?)"; status=1; }
fi

# 3. refit the preset to it
PRESET=${PRESET:-$("$PY" -c 'import jax; from hlo2chakra.cost.calibrate.measure import preset_for_device as p; print(p(jax.devices()[0].device_kind) or "")' 2>/dev/null)}
if [ -s "$OUT/evidence.csv" ] && [ -n "$PRESET" ]; then
  "$PY" -m hlo2chakra.cost.calibrate.upgrade fit "$OUT/evidence.csv" --preset "$PRESET" -o "$OUT/$PRESET-measured.yaml" \
    > "$OUT/upgrade.log" 2>&1 || { note "upgrade fit failed (rc $?)"; status=1; }
  if "$PY" -m hlo2chakra.cost.calibrate.upgrade apply "$OUT/evidence.csv" --preset "$PRESET" >> "$OUT/upgrade.log" 2>&1; then
    mkdir -p "$OUT/upgraded"
    "$PY" - "$PRESET" "$OUT/upgraded" <<'EOF' >> "$OUT/upgrade.log" 2>&1
import shutil, sys
from hlo2chakra.cost.calibrate.evidence import evidence_path
from hlo2chakra.cost.calibrate.upgrade import preset_file
path = preset_file(sys.argv[1])
for f in (path, evidence_path(path.stem)):
    shutil.copy(f, sys.argv[2])
EOF
    "$PY" -m hlo2chakra.cost.calibrate.upgrade table "$PRESET" > "$OUT/table.md" 2>>"$OUT/upgrade.log" || true
    note "preset $PRESET refitted ($(elapsed) s): see $OUT/upgrade.log, $OUT/table.md"
  else
    note "upgrade apply failed (rc $?)"; status=1
  fi
else
  note "no preset refitted (PRESET='$PRESET', evidence: $(test -s "$OUT/evidence.csv" && echo yes || echo no))"
fi

# 4. measured steps
if [ "$(elapsed)" -lt $((BUDGET_S - STEP_S - 30)) ]; then
  timeout $((STEP_S + 60)) "$PY" scripts/device_step.py "$OUT/steps" --budget-s "$STEP_S" > "$OUT/steps.log" 2>&1 \
    || { note "device_step failed (rc $?)"; status=1; }
else
  note "device_step skipped: $(elapsed) s used of $BUDGET_S"
fi

# 5. microbenchmark calibration, if time is left
left=$((BUDGET_S - $(elapsed)))
if [ "$left" -gt 60 ]; then
  timeout $((left - 10)) "$PY" -m hlo2chakra calibrate --quick ${PRESET:+--base "$PRESET"} -o "$OUT/calibrated.yaml" -v \
    > "$OUT/calibrate.log" 2>&1 || note "calibrate --quick failed or timed out (rc $?)"
else
  note "calibrate skipped: $(elapsed) s used of $BUDGET_S"
fi

note "elapsed $(elapsed) s, status $status"
exit $status
