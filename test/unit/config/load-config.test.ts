import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseConfig } from '../../../src/config/load-config.js';
import { ConfigError } from '../../../src/errors.js';
import { tempDir } from '../../helpers/temp-dir.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function problems(text: string, path = 'hookcheck.config.yaml'): string[] {
  try {
    parseConfig(text, path);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  throw new Error('the config was accepted');
}

describe('the config file', () => {
  it('names each of three mistakes on its own line, with its path and what would be right', () => {
    const lines = problems(readFileSync(join(root, 'fixtures/configs/three-mistakes.yaml'), 'utf8'));
    expect(lines).toEqual([
      'hooks[0].timeout must be seconds or a duration like "500ms", "2s", "1m", "2h".',
      'hooks[0].probes[0].expect.effect must be one of "allow", "deny", "ask", "defer", "block", "context", "stop", "none", "error".',
      'hooks[0].evnts is not a known key (did you mean "events"?); remove it or fix the spelling.',
    ]);
  });

  it('fills every default and freezes the result', () => {
    const dir = tempDir('hookcheck-config-');
    writeFileSync(join(dir, 'hookcheck.config.json'), JSON.stringify({ hooks: [{ script: 'guard.py', probes: [{ name: 'p', expect: { exitCode: 0 } }] }] }));
    const loaded = loadConfig(undefined, dir)!;
    const [hook] = loaded.config.hooks;
    expect(hook).toMatchObject({ agent: 'claude-code', input: 'json', env: {}, canaries: [], allowNoControls: false });
    expect(hook!.probes[0]).toMatchObject({ args: [], setup: { files: {}, env: {} } });
    expect(Object.isFrozen(hook!.probes[0]!.setup)).toBe(true);
  });

  it('is found by walking up from the current folder, refuses two at once, and --config must exist', () => {
    const dir = tempDir('hookcheck-config-');
    const nested = join(dir, 'a', 'b');
    mkdirSync(nested, { recursive: true });
    writeFileSync(join(dir, 'hookcheck.config.yaml'), 'hooks:\n  - shell: "true"\n');
    expect(loadConfig(undefined, nested)?.path).toBe(join(dir, 'hookcheck.config.yaml'));
    writeFileSync(join(dir, 'hookcheck.config.json'), '{"hooks": [{"shell": "true"}]}');
    expect(() => loadConfig(undefined, nested)).toThrow(/Two config files/);
    expect(() => loadConfig('missing.yaml', dir)).toThrow(/--config missing.yaml: no such file/);
    expect(loadConfig(undefined, tempDir('hookcheck-noconfig-'))).toBeNull();
  });

  it('says where a file is not valid JSON or YAML', () => {
    expect(() => parseConfig('{"hooks": [', 'c.json')).toThrow(/c\.json is not valid JSON/);
    expect(() => parseConfig('hooks:\n  - script: a\n   bad: [', 'c.yaml')).toThrow(/c\.yaml is not valid YAML/);
  });

  it('needs exactly one way to run each hook, and at least one expectation per probe', () => {
    expect(problems('hooks:\n  - script: a.sh\n    shell: "true"\n')).toEqual(['hooks[0] needs exactly one of script, command or shell.']);
    expect(problems('hooks:\n  - shell: "true"\n    probes:\n      - name: p\n        expect: {}\n')).toEqual([
      'hooks[0].probes[0].expect must expect something: effect, exitCode, reason, context, stdout, stderr, files or maxDurationMs.',
    ]);
    expect(problems('hooks: []\n')).toEqual(['hooks is empty, and no `heartbeats:` are declared either: add a hook or a heartbeat.']);
    expect(problems('hooks:\n  - shell: "true"\n    probes:\n      - name: p\n        role: control\n        expect: { maxDurationMs: 100 }\n')).toEqual([
      'hooks[0].probes[0] is a control, so it must expect an effect or an exitCode (what the guard does when it fires).',
    ]);
    expect(problems('hooks:\n  - shell: "true"\n    probes:\n      - expect: { exitCode: "2" }\n')).toEqual([
      'hooks[0].probes[0].name is required (a string).',
      'hooks[0].probes[0].expect.exitCode must be a number (got a string).',
    ]);
    expect(problems('hooks:\n  - shell: "true"\n    canaries: [bash-destructiv]\n')).toEqual(['hooks[0].canaries[0] must be one of "bash-destructive", "secret-files", "network-exfil".']);
  });

  it('publishes a JSON Schema that accepts the bundled configs and rejects a misspelt key', () => {
    const schema = JSON.parse(readFileSync(join(root, 'schema/config.schema.json'), 'utf8'));
    const validate = new Ajv2020.default({ allErrors: true, strict: false }).compile(schema);
    for (const file of ['examples/hookcheck.config.yaml', 'fixtures/configs/lock-guard.yaml']) {
      expect(validate(parseYaml(readFileSync(join(root, file), 'utf8'))), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    expect(validate(parseYaml(readFileSync(join(root, 'fixtures/configs/three-mistakes.yaml'), 'utf8')))).toBe(false);
  });
});
