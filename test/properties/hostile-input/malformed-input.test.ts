/**
 * Malformed and hostile configs and settings files, generated: whatever they hold, the config
 * loader and audit discovery + lints answer with a HookcheckError (a message and a hint) or with
 * findings, in bounded time: never a stack trace, never a hang.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { discoverHooks } from '../../../src/audit/discover/discover-hooks.js';
import { createLintFiles } from '../../../src/audit/discover/lint-files.js';
import { runLints } from '../../../src/audit/lints/index.js';
import { parseConfig } from '../../../src/config/load-config.js';
import { HookcheckError } from '../../../src/errors.js';
import { tempDir } from '../../helpers/temp-dir.js';

const CASES = 2000;
/** Far above what one case needs (a millisecond or so; a backtracking pattern's first deadline ~3 s). */
const CASE_BOUND_MS = 10_000;

const HOSTILE_REGEXES = ['([a-zA-Z_]+)+\\d', '(a+)+$'];
const EVENTS = ['PreToolUse', 'PostToolUse', 'Stop', 'SessionStart', 'preToolUse', 'FileChanged', 'Nope'];

const aliasBomb = 'a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n';
const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const manyKeys = (count: number) => Array.from({ length: count }, (_, index) => `k${index}: ${index}`).join('\n');

const oddString = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', 'A\u0000B', 'X=Y', '*', 'Bash(git *)', '(', '[', ...HOSTILE_REGEXES));
const oddValue: fc.Arbitrary<unknown> = fc.oneof(oddString, fc.jsonValue({ maxDepth: 3 }), fc.constant(null), fc.integer());

const configObject = fc.record(
  {
    hooks: fc.oneof(
      fc.array(
        fc.record(
          {
            script: fc.oneof(fc.constant('hook.sh'), oddString),
            shell: oddString,
            command: fc.array(oddString, { maxLength: 3 }),
            events: fc.oneof(fc.subarray(EVENTS), oddValue),
            matcher: oddString,
            timeout: fc.oneof(fc.constantFrom('2s', '500ms', 'soon', -1), fc.integer()),
            env: fc.oneof(fc.dictionary(oddString, oddString, { maxKeys: 3 }), oddValue),
            probes: fc.array(
              fc.record(
                {
                  role: fc.constantFrom('control', 'guard', 'x'),
                  event: fc.constantFrom(...EVENTS),
                  expect: fc.record({ stdout: fc.oneof(oddString, fc.record({ regex: oddString })), effect: fc.constantFrom('deny', 'allow', 'zap') }, { requiredKeys: [] }),
                },
                { requiredKeys: [] },
              ),
              { maxLength: 2 },
            ),
            scirpt: oddValue,
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
      oddValue,
    ),
  },
  { requiredKeys: [] },
);

/** A config file's text and name: JSON, YAML, or something that is neither. */
const configText: fc.Arbitrary<[string, string]> = fc.oneof(
  { weight: 4, arbitrary: configObject.map((value): [string, string] => [JSON.stringify(value), 'hookcheck.config.json']) },
  { weight: 4, arbitrary: configObject.map((value): [string, string] => [stringify(value), 'hookcheck.config.yaml']) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 200 }), fc.constantFrom('hookcheck.config.json', 'hookcheck.config.yaml')) },
  // Valid configs among them: the loader must still answer those.
  {
    weight: 1,
    arbitrary: fc
      .record({ script: fc.constantFrom('hook.sh', 'hooks/guard.py'), matcher: fc.constantFrom('Bash', 'Edit|Write', '^mcp__.*'), timeout: fc.constantFrom('2s', '500ms') })
      .map(({ script, matcher, timeout }): [string, string] => [
        JSON.stringify({ hooks: [{ script, events: ['PreToolUse'], matcher, timeout, env: { API_URL: 'http://127.0.0.1:9' } }] }),
        'hookcheck.config.json',
      ]),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constant<[string, string]>([aliasBomb, 'hookcheck.config.yaml']),
      fc.integer({ min: 150, max: 20_000 }).map((depth): [string, string] => [nested(depth), 'hookcheck.config.json']),
      fc.integer({ min: 150, max: 20_000 }).map((depth): [string, string] => [`hooks: ${nested(depth)}`, 'hookcheck.config.yaml']),
      fc.integer({ min: 500, max: 2000 }).map((count): [string, string] => [manyKeys(count), 'hookcheck.config.yaml']),
      fc.constant<[string, string]>(['a: 1\na: 2\n', 'hookcheck.config.yaml']),
      fc.constant<[string, string]>([JSON.stringify({ hooks: [{ script: 'h.sh', env: { 'A\u0000B': '1' } }] }), 'hookcheck.config.json']),
      fc.constant<[string, string]>([JSON.stringify({ hooks: [{ script: 'h.sh', probes: [{ role: 'control', expect: { effect: 'deny', stdout: { regex: '(a+)+$' } } }] }] }), 'hookcheck.config.json']),
    ),
  },
);

const handler = fc.record(
  { type: fc.constantFrom('command', 'prompt', 'http', 'x'), command: oddString, timeout: fc.oneof(fc.integer({ min: -5, max: 900 }), oddValue), async: fc.boolean(), if: oddString },
  { requiredKeys: [] },
);
const group = fc.record({ matcher: fc.oneof(oddString, oddValue), hooks: fc.oneof(fc.array(handler, { maxLength: 3 }), oddValue) }, { requiredKeys: [] });
const settingsObject = fc.record(
  {
    hooks: fc.oneof(fc.dictionary(fc.constantFrom(...EVENTS), fc.oneof(fc.array(group, { maxLength: 3 }), oddValue), { maxKeys: 3 }), oddValue),
    disableAllHooks: fc.oneof(fc.boolean(), oddValue),
    env: fc.dictionary(oddString, oddValue, { maxKeys: 2 }),
  },
  { requiredKeys: [] },
);

const settingsText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: settingsObject.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.integer({ min: 150, max: 100_000 }).map((depth) => `{"hooks": ${nested(depth, '{"a":', '}')}}`) },
  { weight: 1, arbitrary: fc.integer({ min: 150, max: 100_000 }).map((depth) => nested(depth)) },
);

type Outcome = 'answered' | 'refused' | 'stack-trace';

/** What happened, and how long it took; a non-HookcheckError is a stack trace the user would see. */
function attempt(run: () => void): { outcome: Outcome; ms: number; error?: unknown } {
  const started = performance.now();
  try {
    run();
    return { outcome: 'answered', ms: performance.now() - started };
  } catch (error) {
    const known = error instanceof HookcheckError && error.message.length > 0;
    return { outcome: known ? 'refused' : 'stack-trace', ms: performance.now() - started, error };
  }
}

describe('malformed and hostile input to hookcheck itself', () => {
  it(`${CASES} configs and ${CASES} settings files: every one answered or refused with a message, none hangs`, () => {
    const configs = fc.sample(configText, { numRuns: CASES, seed: 20 });
    const configResults = configs.map(([text, name]) => attempt(() => parseConfig(text, `/project/${name}`)));

    const dir = tempDir('hookcheck-malformed-');
    mkdirSync(join(dir, '.claude'));
    const file = join(dir, '.claude', 'settings.json');
    const files = createLintFiles({ path: '/usr/bin:/bin' });
    const settings = fc.sample(settingsText, { numRuns: CASES, seed: 21 });
    const settingsResults = settings.map((text) =>
      attempt(() => {
        writeFileSync(file, text);
        const discovery = discoverHooks({ target: file, cwd: dir });
        runLints({ hooks: discovery.hooks, agentVersion: LATEST_VERSION, files, measured: new Map() });
      }),
    );

    const all = [...configResults, ...settingsResults];
    const traces = all.filter((result) => result.outcome === 'stack-trace');
    const hangs = all.filter((result) => result.ms > CASE_BOUND_MS);
    console.log(
      `${configs.length} malformed configs, ${settings.length} malformed settings: ${traces.length} stack traces, ${hangs.length} hangs (slowest ${Math.round(Math.max(...all.map((result) => result.ms)))} ms)`,
    );
    expect(traces.map((result) => String((result.error as Error)?.stack ?? result.error).slice(0, 400))).toEqual([]);
    expect(hangs).toEqual([]);
    // The suite must reach both outcomes, or it proves nothing.
    expect(configResults.filter((result) => result.outcome === 'refused').length).toBeGreaterThan(CASES / 4);
    expect(configResults.some((result) => result.outcome === 'answered')).toBe(true);
    expect(settingsResults.filter((result) => result.outcome === 'answered').length).toBeGreaterThan(CASES / 2);
  }, 120_000);

  it('refuses each hostile config with the reason', () => {
    const refusal = (text: string, name: string) => {
      const result = attempt(() => parseConfig(text, `/project/${name}`));
      expect(result.outcome).toBe('refused');
      return (result.error as Error).message;
    };
    expect(refusal(aliasBomb, 'hookcheck.config.yaml')).toMatch(/aliases .* expand too far/);
    expect(refusal(nested(100_000), 'hookcheck.config.json')).toMatch(/nests 100000 levels deep/);
    expect(refusal(`hooks: ${nested(100_000)}`, 'hookcheck.config.yaml')).toMatch(/nests 100000 levels deep/);
    expect(refusal('a: 1\na: 2\n', 'hookcheck.config.yaml')).toMatch(/"a" appears twice/);
    expect(refusal('x'.repeat(2 * 1024 * 1024), 'hookcheck.config.yaml')).toMatch(/2\.0 MiB, more than the 1\.0 MiB/);
    expect(refusal(JSON.stringify({ hooks: [{ script: 'h.sh', env: { 'A\u0000B': '1' } }] }), 'hookcheck.config.json')).toMatch(/hooks\[0\]\.env "A\\u0000B" holds a NUL character/);
    expect(refusal(JSON.stringify({ hooks: [{ script: 'h.sh', env: { 'A=B': '1' } }] }), 'hookcheck.config.json')).toMatch(/holds "="/);
  });

  it('reads 20,000 YAML keys in linear time, and a config that only looks odd', () => {
    const timed = (count: number) => {
      const started = performance.now();
      const result = attempt(() => parseConfig(manyKeys(count), '/project/hookcheck.config.yaml'));
      return { result, ms: performance.now() - started };
    };
    timed(2000);
    const small = timed(2000);
    const large = timed(20_000);
    expect((large.result.error as Error).message).toContain(`…and ${20_000 - 10} more unknown keys at (the top level).`);
    // Ten times the keys: about ten times the time; the quadratic key check took a hundred times.
    expect(large.ms / Math.max(small.ms, 1)).toBeLessThan(40);
    const merged = 'base: &base\n  script: hook.sh\n  env: { A: "1" }\nhooks:\n  - <<: *base\n    events: [PreToolUse]\n';
    // `base` is not a config key: refused for that, not for the merge key.
    expect(attempt(() => parseConfig(merged, '/project/hookcheck.config.yaml')).error).toMatchObject({ message: expect.stringMatching(/"base"|base is not a known key/) });
    const fine = parseConfig('hooks:\n  - script: hook.sh\n    env: { API_URL: "http://127.0.0.1:9" }\n', '/project/hookcheck.config.yaml');
    expect(fine.hooks[0]!.env).toEqual({ API_URL: 'http://127.0.0.1:9' });
  });
});
