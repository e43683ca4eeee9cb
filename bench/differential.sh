#!/usr/bin/env bash
# Differential testing against mlir-opt-22 for SECONDS (default 3600): random modules whose
# prints must match mlir-opt's (tests/differential/test_random_roundtrip.py) and random IRDL
# dialects with payloads whose verdicts must match (tests/differential/test_irdl_verdicts.py),
# in rounds of fresh series (seed = the round number) until the time is up. Each round's
# counts are printed and appended to OUT/summary.log; disagreements are written to OUT.
#
#   bench/differential.sh [SECONDS] [OUT] [CASES_PER_ROUND]
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-3600}
out=${2:-differential-findings}
cases=${3:-500}
mkdir -p "$out"
end=$(( $(date +%s) + seconds ))
round=${DIFF_FIRST_ROUND:-1000}
while [ "$(date +%s)" -lt "$end" ]; do
  python -m tests.differential.test_random_roundtrip --seed "$round" --cases "$cases" \
    --out "$out/roundtrip" 2>&1 | tee -a "$out/summary.log"
  python -m tests.differential.test_irdl_verdicts --seed "$round" --cases "$cases" \
    --out "$out/verdicts" 2>&1 | tee -a "$out/summary.log"
  round=$((round + 1))
done
echo "rounds: $((round - ${DIFF_FIRST_ROUND:-1000})); findings: $(find "$out" -name '*.txt' | wc -l)"
