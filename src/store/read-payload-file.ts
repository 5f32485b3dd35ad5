/** A hook payload the user points at (`hookcheck explain --payload`): one JSON object. */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError } from '../errors.js';
import { bracketNestingProblem, MAX_CONFIG_BYTES, sizeProblem } from '../safe-parse/limits.js';

export function readPayloadFile(path: string, cwd: string): Record<string, unknown> {
  const file = resolve(cwd, path);
  const hint = 'Give a JSON file holding one hook payload, e.g. {"hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": "git push"}}.';
  if (!existsSync(file)) throw new ConfigError(`--payload ${path}: no such file.`, { hint });
  const text = readFileSync(file, 'utf8');
  const refused = sizeProblem(text, MAX_CONFIG_BYTES) ?? bracketNestingProblem(text);
  if (refused !== undefined) throw new ConfigError(`--payload ${path} cannot be read: ${refused}.`, { hint });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`--payload ${path} is not valid JSON (${(error as Error).message}).`, { hint });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ConfigError(`--payload ${path} is not a JSON object.`, { hint });
  return value as Record<string, unknown>;
}
