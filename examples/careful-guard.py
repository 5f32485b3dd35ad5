#!/usr/bin/env python3
"""PreToolUse guard: denies destructive shell commands, fails open on input it cannot read."""
import json
import re
import sys

DESTRUCTIVE = re.compile(r"\brm\s+-[a-zA-Z]*[rf][a-zA-Z]*\b|\bgit\s+push\s+.*--force\b")


def main() -> int:
    try:
        payload = json.load(sys.stdin)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return 0  # not ours to judge: let the agent's own permission flow decide
    if not isinstance(payload, dict) or payload.get("tool_name") != "Bash":
        return 0
    tool_input = payload.get("tool_input")
    command = tool_input.get("command") if isinstance(tool_input, dict) else None
    if not isinstance(command, str) or not DESTRUCTIVE.search(command):
        return 0
    json.dump(
        {
            "hookSpecificOutput": {
                "hookEventName": "PreToolUse",
                "permissionDecision": "deny",
                "permissionDecisionReason": f"Destructive command refused: {command!r}. Ask the user to run it themselves.",
            }
        },
        sys.stdout,
    )
    return 0


sys.exit(main())
