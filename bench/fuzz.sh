#!/usr/bin/env bash
# A fuzzing campaign of irdl-opt: atheris (coverage-guided) and the pure-Python mutation
# driver side by side, each for SECONDS (default 3600). Findings (input files plus a .txt
# saying what went wrong) go to OUT/atheris and OUT/pure; turn each into a test in
# tests/fuzz/test_regressions.py. Without atheris (`pip install atheris`) only the
# pure-Python driver runs.
#
#   bench/fuzz.sh [SECONDS] [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-3600}
out=${2:-fuzz-findings}
mkdir -p "$out"
pids=()
if python -c "import atheris" 2>/dev/null; then
  python bench/fuzz_atheris.py --seconds "$seconds" --out "$out/atheris" \
    >"$out/atheris.log" 2>&1 &
  pids+=($!)
else
  echo "atheris is not installed: pure-Python driver only" >&2
fi
python bench/fuzz_atheris.py --pure --seconds "$seconds" --out "$out/pure" --seed "${FUZZ_SEED:-0}" \
  >"$out/pure.log" 2>&1 &
pids+=($!)
status=0
for p in "${pids[@]}"; do wait "$p" || status=1; done
grep -h "inputs" "$out"/*.log | tail -n 2
echo "findings: $(find "$out" -name '*.txt' | wc -l) (in $out)"
exit $status
