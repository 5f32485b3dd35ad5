#!/usr/bin/env bash
# A guard that means to block `rm -rf` but exits 1: Claude Code runs the command anyway.
input=$(cat)
if printf '%s' "$input" | grep -q 'rm -rf'; then
  echo "Blocked: rm -rf is not allowed" >&2
  exit 1
fi
exit 0
