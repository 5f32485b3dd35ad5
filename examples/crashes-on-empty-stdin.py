#!/usr/bin/env python3
"""Parses stdin without a guard: a traceback and exit 1 on anything that is not JSON."""
import json
import sys

payload = json.load(sys.stdin)
command = payload["tool_input"].get("command", "")
if "git push --force" in command:
    print("Force pushes are blocked; push without --force.", file=sys.stderr)
    sys.exit(2)
