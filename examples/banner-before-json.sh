#!/usr/bin/env bash
# Prints a log line before its JSON answer, so Claude Code reads stdout as plain text.
cat >/dev/null
echo "guard v1.2 starting"
echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"Confirm this tool call"}}'
