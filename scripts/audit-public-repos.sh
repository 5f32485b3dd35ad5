#!/usr/bin/env bash
# Audits the public hook repositories the gate is held to (issue: a gate worth keeping), each at a
# fixed commit, with the default sandbox, and writes one JSON and one pretty report per repository.
# With --burner, two CPU burners run for the whole pass: the verdicts must not change.
#
#   scripts/audit-public-repos.sh REPOS_DIR OUT_DIR [--burner] [--seed N] [--skip NAME]...
#
# Then set two passes side by side: node scripts/compare-audits.js IDLE_OUT BURNER_OUT
#
# REPOS_DIR holds a clone of each repository under its name (claude-hooks, claude-code-kit, …),
# checked out at the commit below; the script checks that it is, and stops if not.
set -euo pipefail
repos=$1 out=$2; shift 2
burner=false seed=20261203 skip=" "
while (($#)); do
  case $1 in
    --burner) burner=true ;;
    --seed) seed=$2; shift ;;
    --skip) skip+="$2 "; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
here=${HOOKCHECK_HOME:-$(cd "$(dirname "$0")/.." && pwd)}
# name commit [what to audit inside it, default the folder] (owner/name on GitHub in the comment)
list=(
  "claude-hooks 4eb9d87"            # steeef/claude-hooks
  "claude-code-kit 880f679"         # tansuasici/claude-code-kit
  "claude-code-safety-net 1819ca2"  # kenryu42/claude-code-safety-net
  "vidpipe 43a7c19"                 # htekdev/vidpipe (Copilot CLI hooks)
  "devkit 580dbf8"                  # 5uck1ess/devkit
  # Five more, never tried before the gate was reworked:
  "claude-code-showcase a95518f"    # ChrisWiles/claude-code-showcase (inline bash in settings)
  "claude-code-config 7db11a2 settings.json" # trailofbits/claude-code-config (jq Bash guards in a user-settings template, audited as a file)
  "decider-claude-hooks 5278ebd"    # decider/claude-hooks (Python)
  "claude-code-hooks-mastery 052ad1c" # disler/claude-code-hooks-mastery (uv run, every event)
  "everything-claude-code c40b6c0"  # affaan-m/everything-claude-code (a node plugin)
)
mkdir -p "$out"
pids=()
if $burner; then
  for _ in 1 2; do (while :; do :; done) & pids+=($!); done
  trap 'kill "${pids[@]}" 2>/dev/null' EXIT
fi
for entry in "${list[@]}"; do
  read -r name commit inside <<<"$entry"
  [[ $skip == *" $name "* ]] && continue
  head=$(git -C "$repos/$name" rev-parse --short=7 HEAD)
  [[ $head == "$commit" ]] || { echo "$repos/$name is at $head, not $commit" >&2; exit 2; }
  start=$(date +%s)
  rc=0
  node "$here/bin/hookcheck.js" audit "$repos/$name${inside:+/$inside}" --seed "$seed" -r pretty="$out/$name.txt" -r json="$out/$name.json" >/dev/null 2>"$out/$name.stderr" || rc=$?
  echo "$name rc=$rc $(($(date +%s) - start))s" | tee -a "$out/summary.txt"
done
