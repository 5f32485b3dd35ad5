/**
 * Finds and reads hookcheck.config.json / .yaml: walking up from the current folder (or the file
 * given with --config), validated once, every problem listed with its path and the fix, and
 * returned frozen with every default filled in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { z } from 'zod';
import { ConfigError } from '../errors.js';
import { closestMatch } from '../util/edit-distance.js';
import { bracketNestingProblem, MAX_CONFIG_BYTES, sizeProblem, valueNestingProblem } from '../safe-parse/limits.js';
import { readYaml } from '../safe-parse/safe-yaml.js';
import { configSchema, type Config } from './config-schema.js';

export const CONFIG_NAMES = ['hookcheck.config.json', 'hookcheck.config.yaml', 'hookcheck.config.yml'] as const;

export interface LoadedConfig {
  readonly path: string;
  /** Paths in the config are relative to this folder. */
  readonly dir: string;
  readonly config: Config;
}

/** The config named by --config, else the nearest one above `cwd`, else null. */
export function loadConfig(explicit: string | undefined, cwd: string): LoadedConfig | null {
  const path = explicit === undefined ? findConfig(cwd) : resolve(cwd, explicit);
  if (path === null) return null;
  if (!existsSync(path)) throw new ConfigError(`--config ${explicit}: no such file.`, { hint: 'Check the path, or run `hookcheck init` to write a starter config.' });
  return { path, dir: dirname(path), config: deepFreeze(parseConfig(readFileSync(path, 'utf8'), path)) };
}

/** Validates a config's text; `path` names the file in messages and picks the syntax. */
export function parseConfig(text: string, path: string): Config {
  const raw = path.endsWith('.json') ? parseJson(text, path) : parseYaml(text, path);
  const result = configSchema.safeParse(raw);
  if (result.success) return checkEnv(result.data, path);
  const problems = result.error.issues.map((issue) => `  ${describeIssue(issue)}`);
  throw new ConfigError(`${path} has ${problems.length} problem(s):\n${problems.join('\n')}`, {
    hint: 'Fix each line above; editors check the file as you type with "$schema": "./node_modules/hookcheck/schema/config.schema.json".',
  });
}

function findConfig(cwd: string): string | null {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const found = CONFIG_NAMES.map((name) => join(dir, name)).filter((path) => existsSync(path));
    if (found.length > 1) throw new ConfigError(`Two config files in ${dir}: ${found.map((path) => path.slice(dir.length + 1)).join(' and ')}.`, { hint: 'Keep one, or choose with --config.' });
    if (found[0] !== undefined) return found[0];
    if (dirname(dir) === dir) return null;
  }
}

function parseJson(text: string, path: string): unknown {
  const refused = sizeProblem(text, MAX_CONFIG_BYTES) ?? bracketNestingProblem(text);
  if (refused !== undefined) throw new ConfigError(`${path} cannot be read: ${refused}.`, { hint: TOO_MUCH_HINT });
  try {
    const value: unknown = JSON.parse(text);
    const deep = valueNestingProblem(value);
    if (deep !== undefined) throw new ConfigError(`${path} cannot be read: ${deep}.`, { hint: TOO_MUCH_HINT });
    return value;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${path} is not valid JSON: ${(error as Error).message}.`, { hint: 'Fix the syntax (a JSON linter shows where), or write the config as YAML.' });
  }
}

function parseYaml(text: string, path: string): unknown {
  // Merge keys (<<: *base) let one hook reuse another's settings, as YAML users expect.
  const reading = readYaml(text, { maxBytes: MAX_CONFIG_BYTES, merge: true, prettyErrors: true });
  if (!reading.ok) throw new ConfigError(`${path} is not valid YAML: ${reading.why}.`, { hint: 'Fix the syntax at that line (indentation is the usual cause).' });
  return reading.data;
}

const TOO_MUCH_HINT = 'A hookcheck config is a few kilobytes of hooks and probes: check what the file holds.';

/**
 * A variable name with `=` or a NUL, or a NUL in a value, a command or an argument, cannot reach a
 * process: every spawn of the hook would fail. Said here, once, with where it is.
 */
function checkEnv(config: Config, path: string): Config {
  const refuse = (where: string, why: string) => {
    throw new ConfigError(`${path}: ${where} ${why}; no process can be given it.`, {
      hint: 'Name variables with letters, digits and "_", and keep NUL characters out of commands, arguments and values.',
    });
  };
  const checkVariables = (env: Readonly<Record<string, string>>, where: string) => {
    for (const [name, value] of Object.entries(env)) {
      const why =
        name === '' ? 'is an empty name' : name.includes('\0') ? 'holds a NUL character' : name.includes('=') ? 'holds "="' : value.includes('\0') ? 'has a value holding a NUL character' : undefined;
      if (why !== undefined) refuse(`${where} ${JSON.stringify(name)}`, why);
    }
  };
  for (const [index, hook] of config.hooks.entries()) {
    checkVariables(hook.env, `hooks[${index}].env`);
    const words = [hook.script, hook.shell, ...(hook.command ?? [])].filter((word) => word !== undefined);
    if (words.some((word) => word.includes('\0'))) refuse(`hooks[${index}]`, 'has a command holding a NUL character');
    for (const [at, probe] of hook.probes.entries()) {
      checkVariables(probe.setup.env, `hooks[${index}].probes[${at}].setup.env`);
      if (probe.args.some((word) => word.includes('\0'))) refuse(`hooks[${index}].probes[${at}].args`, 'hold a NUL character');
    }
  }
  return config;
}

type Issue = z.core.$ZodIssue;

const MAX_KEYS_NAMED = 10;

/** One line per problem: where it is, what is wrong, what would be right. */
export function describeIssue(issue: Issue): string {
  const where = formatPath(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      // Thousands of unknown keys are one problem: name the first few, count the rest.
      if (issue.keys.length > MAX_KEYS_NAMED)
        return `${describeIssue({ ...issue, keys: issue.keys.slice(0, MAX_KEYS_NAMED) })}\n  …and ${issue.keys.length - MAX_KEYS_NAMED} more unknown keys at ${where}.`;
      return issue.keys.map((key) => `${joinPath(where, key)} is not a known key${suggestKey(key, issue)}; remove it or fix the spelling.`).join('\n  ');
    case 'invalid_value':
      return `${where} must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}.`;
    case 'invalid_type':
      return describeType(issue.expected, issue.message, where);
    case 'invalid_union':
      return describeUnion(issue, where);
    case 'too_small':
      return `${where} ${issue.origin === 'array' ? `needs at least ${issue.minimum} item(s)` : issue.origin === 'string' ? 'must not be empty' : `must be at least ${issue.minimum}`}.`;
    case 'too_big':
      return `${where} must be at most ${issue.maximum}.`;
    default:
      return `${where} ${issue.message}.`;
  }
}

/** zod says what it received only in its message ("… received string"). */
function describeType(expected: string, message: string, where: string): string {
  const received = /received (\w+)/.exec(message)?.[1];
  if (received === 'undefined') return `${where} is required (${article(expected)}).`;
  return `${where} must be ${article(expected)}${received ? ` (got ${article(received)})` : ''}.`;
}

/** A union fails in every branch; the branch that got past the type check says what is wrong. */
function describeUnion(issue: Extract<Issue, { code: 'invalid_union' }>, where: string): string {
  const branches = issue.errors;
  const deeper = branches.flat().find((inner) => inner.code !== 'invalid_type' || inner.path.length > 0);
  if (deeper) return describeIssue({ ...deeper, path: [...issue.path, ...deeper.path] } as Issue);
  const expected = [...new Set(branches.flat().map((inner) => (inner.code === 'invalid_type' ? inner.expected : inner.code)))];
  return `${where} must be ${expected.map(article).join(' or ')}.`;
}

function suggestKey(key: string, issue: Extract<Issue, { code: 'unrecognized_keys' }>): string {
  const known = closestMatch(
    key,
    KNOWN_KEYS.filter((name) => !issue.keys.includes(name)),
    2,
  );
  return known === null ? '' : ` (did you mean "${known}"?)`;
}

/** Every key the schema knows, for "did you mean" on a typo. */
const KNOWN_KEYS = [
  ...[
    '$schema',
    'hooks',
    'name',
    'script',
    'command',
    'shell',
    'agent',
    'events',
    'matcher',
    'posture',
    'timeout',
    'onFailure',
    'env',
    'project',
    'home',
    'input',
    'canaries',
    'probes',
    'allowNoControls',
  ],
  ...['role', 'event', 'payload', 'recorded', 'args', 'stdin', 'setup', 'expect', 'files', 'content', 'mtime', 'mode', 'regex', 'contains'],
  ...['effect', 'exitCode', 'reason', 'context', 'stdout', 'stderr', 'maxDurationMs'],
];

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : joinPath(text, String(key))), '') || '(the top level)';
}

function joinPath(base: string, key: string): string {
  const part = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (base === '' || base === '(the top level)') return part;
  return /^[A-Za-z_$]/.test(part) ? `${base}.${part}` : `${base}[${part}]`;
}

function article(type: string): string {
  if (type === 'array' || type === 'object' || type === 'int') return type === 'int' ? 'an integer' : `an ${type}`;
  return `a ${type}`;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
