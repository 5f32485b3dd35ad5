#!/usr/bin/env python3
"""PreToolUse guard: denies destructive shell commands, fails open on input it cannot read."""
import json
import re
import sys

# Each pattern names one way to lose data or history; look-alikes (rm -rf build/, dd between
# files, a push to a feature branch) must not match.
DESTRUCTIVE = [
    re.compile(r"\brm\s+(-\w+\s+)*-\w*[rR]\w*\s+(-\w+\s+)*(/\*?|~/?|\"?\$HOME\"?/?)(\s|$|;|&)"),
    re.compile(r"\brm\s+(-\w+\s+)*-\w*[rR]\w*\s+(-\w+\s+)*/\*"),
    re.compile(r"\bmkfs(\.\w+)?\s"),
    re.compile(r"\bdd\b[^;&|]*\bof=/dev/"),
    re.compile(r":\s*\(\s*\)\s*\{[^}]*:\s*\|\s*:"),
    re.compile(r"\bgit\s+push\b[^;&|]*(--force\b|\s-f\b)[^;&|]*\b(main|master)\b"),
    re.compile(r"\bgit\s+reset\s+--hard\b"),
    re.compile(r"\bgit\s+clean\s+-\w*f"),
]


def main() -> int:
    try:
        payload = json.load(sys.stdin)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return 0  # not ours to judge: let the agent's own permission flow decide
    if not isinstance(payload, dict) or payload.get("tool_name") != "Bash":
        return 0
    tool_input = payload.get("tool_input")
    command = tool_input.get("command") if isinstance(tool_input, dict) else None
    if not isinstance(command, str) or not any(pattern.search(command) for pattern in DESTRUCTIVE):
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
