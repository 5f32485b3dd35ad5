// The bench's hooks, and the baseline every figure divides by: a bare spawn of the same command,
// the way hookcheck spawns hooks (own session and process group: detached), stdin written and
// closed, both pipes drained, nothing else.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toSpawnArgs } from '../../dist/src/runner/hook-command.js';
import { sandboxCommand } from '../../dist/src/sandbox/sandbox-command.js';

// The real interpreter, not a version-manager shim: a shim's own start would hide hookcheck's cost.
export const python = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();

export const HOOK_SOURCES = {
  bash: '#!/usr/bin/env bash\ninput=$(cat)\n[[ $input == *"rm -rf"* ]] && { echo "rm -rf refused" >&2; exit 2; }\nexit 0\n',
  python:
    `#!${python}\nimport json, sys\ntry:\n    p = json.load(sys.stdin)\nexcept (ValueError, UnicodeDecodeError, RecursionError):\n    sys.exit(0)\n` +
    `ti = p.get("tool_input") if isinstance(p, dict) else None\ncommand = ti.get("command", "") if isinstance(ti, dict) else ""\n` +
    `if isinstance(command, str) and "rm -rf" in command:\n    print("rm -rf refused", file=sys.stderr); sys.exit(2)\n`,
};

export function benchDir(name) {
  return mkdtempSync(join(tmpdir(), `hookcheck-bench-${name}-`));
}

export function writeHook(dir, name, source) {
  const file = join(dir, name);
  writeFileSync(file, source);
  chmodSync(file, 0o755);
  return file;
}

/** The baseline spawn: resolves when the process has exited and been reaped and both pipes closed. */
export function bareSpawn(command, stdin, cwd, env) {
  const { file, args } = toSpawnArgs(command);
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, env, stdio: 'pipe', detached: true });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
  });
}

/**
 * The bwrap command line hookcheck builds for `hookCommand` (same mounts, walls, prlimit and init),
 * without entering a per-invocation cgroup: making and removing cgroups is hookcheck's own work.
 */
export function bwrapBaselineCommand(hookCommand, sandbox, scratch, statusFile) {
  const limits = sandbox.limits;
  return sandboxCommand(hookCommand, {
    bwrapBin: sandbox.bwrapBin,
    scratch,
    realHome: sandbox.realHome,
    visible: sandbox.visible,
    ...(limits ? { limits } : {}),
    ...(limits?.perlBin ? { statusFile } : {}),
  });
}

/** Runs `count` invocations, `jobs` at a time; `invoke(index)` must await the whole invocation. */
export async function inParallel(count, jobs, invoke) {
  let next = 0;
  const worker = async () => {
    while (next < count) await invoke(next++);
  };
  await Promise.all(Array.from({ length: jobs }, worker));
}
