/**
 * A hand-made MutationRun: a tiny Python guard and a tiny bash guard, with mutants of every status.
 * Offsets and locations are computed from the text each mutant replaces, so they always agree.
 */
import type { Language, MutantResult, MutantStatus, MutationFile, MutationRun, MutationTest, Thresholds } from '../../src/model/mutation.js';

export const PYTHON_GUARD = `#!/usr/bin/env python3
import json, sys

def lock_held(age, ttl):
    return age < ttl

command = json.load(sys.stdin)["tool_input"]["command"]
if "rm -rf" in command and not lock_held(1, 5):
    print(json.dumps({"reason": "🛑 rm", "decision": "block"}))
    sys.exit(2)
sys.exit(0)
`;

export const BASH_GUARD = `#!/usr/bin/env bash
input=$(cat)
if [[ "$input" == *"rm -rf"* ]]; then
  echo '{"decision":"block"}'
  exit 2
fi
exit 0
`;

export const TESTS: readonly MutationTest[] = [
  { id: 'blocks-rm', name: 'blocks rm -rf' },
  { id: 'allows-ls', name: 'allows ls' },
  { id: 'stale-lock', name: 'stale lock is ignored' },
];

export const THRESHOLDS: Thresholds = { high: 80, low: 60, break: 50 };

interface MutantSpec {
  readonly id: string;
  /** The text replaced: its `occurrence`-th appearance (0-based) in the source. */
  readonly find: string;
  readonly occurrence?: number;
  readonly replacement: string;
  readonly mutatorName: string;
  readonly status: MutantStatus;
  readonly statusReason?: string;
  readonly killedBy?: readonly string[];
  readonly coveredBy?: readonly string[];
  readonly durationMs?: number;
}

/** A mutant of `file`, located by the text it replaces. */
export function mutantIn(file: { path: string; language: Language; source: string }, spec: MutantSpec): MutantResult {
  let start = -1;
  for (let seen = 0; seen <= (spec.occurrence ?? 0); seen += 1) start = file.source.indexOf(spec.find, start + 1);
  if (start === -1) throw new Error(`"${spec.find}" is not in ${file.path}`);
  const end = start + spec.find.length;
  const { find: _find, occurrence: _occurrence, ...rest } = spec;
  return {
    ...rest,
    file: file.path,
    language: file.language,
    start,
    end,
    original: spec.find,
    location: { start: positionOf(file.source, start), end: positionOf(file.source, end) },
    description: `${spec.mutatorName} on \`${spec.find.split('\n')[0]}\``,
  };
}

/** 1-based line and column (in UTF-16 code units) of `offset`. */
export function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

export function makeFile(path: string, language: Language, source: string, specs: readonly MutantSpec[]): MutationFile {
  const file = { path, language, source };
  return { ...file, mutants: specs.map((spec) => mutantIn(file, spec)) };
}

/** guard.py: one mutant of each of the seven statuses (2 detected, 2 undetected, 3 not counted). */
export const pythonFile = makeFile('hooks/guard.py', 'python', PYTHON_GUARD, [
  { id: 'py-compile', find: 'return age < ttl', replacement: 'return age <', mutatorName: 'ConditionNegated', status: 'CompileError', statusReason: 'SyntaxError: invalid syntax (line 5)' },
  {
    id: 'py-boundary',
    find: 'age < ttl',
    replacement: 'age <= ttl',
    mutatorName: 'ComparisonBoundary',
    status: 'Killed',
    killedBy: ['stale-lock'],
    coveredBy: ['stale-lock', 'blocks-rm'],
    durationMs: 41,
  },
  { id: 'py-runtime', find: 'json.load(sys.stdin)', replacement: 'json.load(None)', mutatorName: 'ArgumentRemoved', status: 'RuntimeError', statusReason: 'AttributeError' },
  { id: 'py-forced-true', find: '"rm -rf" in command and not lock_held(1, 5)', replacement: 'True', mutatorName: 'ConditionForcedTrue', status: 'Survived', coveredBy: ['blocks-rm', 'allows-ls'] },
  { id: 'py-ignored', find: 'not lock_held(1, 5)', replacement: 'lock_held(1, 5)', mutatorName: 'ConditionNegated', status: 'Ignored', statusReason: 'hookcheck-disable-next-line ConditionNegated' },
  { id: 'py-decision', find: '"block"', replacement: '"approve"', mutatorName: 'DecisionFlipped', status: 'NoCoverage', coveredBy: [] },
  { id: 'py-exit', find: 'sys.exit(2)', replacement: 'sys.exit(0)', mutatorName: 'ExitCodeFlipped', status: 'Timeout', statusReason: 'timed out after 3000 ms' },
]);

/** guard.sh: 2 Killed, 2 Survived (one a deleted line). */
export const bashFile = makeFile('hooks/guard.sh', 'bash', BASH_GUARD, [
  { id: 'sh-forced-false', find: '[[ "$input" == *"rm -rf"* ]]', replacement: 'false', mutatorName: 'ConditionForcedFalse', status: 'Killed', killedBy: ['blocks-rm'] },
  { id: 'sh-echo-removed', find: `  echo '{"decision":"block"}'\n`, replacement: '', mutatorName: 'StatementRemoved', status: 'Survived' },
  { id: 'sh-decision', find: '"block"', replacement: '"approve"', mutatorName: 'DecisionFlipped', status: 'Survived', coveredBy: ['blocks-rm'] },
  { id: 'sh-exit', find: 'exit 2', replacement: 'exit 0', mutatorName: 'ExitCodeFlipped', status: 'Killed', killedBy: ['blocks-rm'] },
]);

/** Both files; 4 detected of 8 valid: 50%, exactly at the break threshold. */
export function makeRun(overrides: Partial<MutationRun> = {}): MutationRun {
  return { files: [pythonFile, bashFile], tests: TESTS, thresholds: THRESHOLDS, ...overrides };
}

/** The run with only `ids`' mutants, every file kept: what one shard's run holds. */
export function keepMutants(run: MutationRun, ids: ReadonlySet<string>, shard?: MutationRun['shard']): MutationRun {
  return { ...run, files: run.files.map((file) => ({ ...file, mutants: file.mutants.filter((mutant) => ids.has(mutant.id)) })), ...(shard === undefined ? {} : { shard }) };
}
