/**
 * `hookcheck run --agents`: the same answers judged as other agents would, from the one run. A
 * Claude-style deny guard is named as failing open in Gemini CLI and Cline; an exit-2 guard only
 * in Cline, and one that logs JSON on stderr in Gemini CLI and Qwen Code; a typo in the agent list stops the run before it starts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { hookcheck as cli } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dir.js';
import { AGENTS } from '../../src/agents/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => join(root, 'fixtures', 'hooks', name);

function hookcheck(args: string[]) {
  return cli(args, tempDir('hookcheck-portability-'), { PATH: process.env['PATH'] });
}

interface Finding {
  readonly check: string;
  readonly code: string;
  readonly severity: string;
  readonly message: string;
}

interface Document {
  readonly hooks: { findings: Finding[] }[];
  readonly agents?: { id: string; basis: string; rows?: number }[];
}

async function runWithAgents(hook: string, agents: string): Promise<Document> {
  const result = await hookcheck(['run', '-r', 'json', '--runs', '0', '-e', 'PreToolUse', '--canaries', 'bash-destructive', '--agents', agents, fixture(hook)]);
  const document = JSON.parse(result.stdout) as Document;
  const schema = JSON.parse(readFileSync(join(root, 'schema', 'report.schema.json'), 'utf8'));
  const validate = new Ajv2020.default({ allErrors: true }).compile(schema);
  expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
  return document;
}

async function portabilityFindings(hook: string, agents: string): Promise<Finding[]> {
  return (await runWithAgents(hook, agents)).hooks[0]!.findings.filter((finding) => finding.check === 'portability');
}

describe('hookcheck run --agents', () => {
  it('names Gemini CLI and Cline as letting the tool run on a Claude-style deny, and the answer that denies in the rest', async () => {
    const [finding, ...rest] = await portabilityFindings('denies-rm-rf-with-json.sh', 'all');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ code: 'portability-fails-open', severity: 'error' });
    expect(finding!.message).toMatch(/these agents let it run: Gemini CLI 0\.61\.0, Cline 3\.0\.65\. To deny in all but Cline: exit 2 with the reason on stderr as plain text\./);
    expect(finding!.message).not.toMatch(/Codex|Qwen|Copilot/);
  }, 120_000);

  it('finds an exit-2 guard failing open in Cline only, and the report says how each agent is known', async () => {
    const document = await runWithAgents('denies-rm-rf-exit-2.sh', 'gemini,codex,qwen,cline');
    // The rows of each committed table (specs/<agent>/truth/<version>.json), as the spec counts them.
    const rows = (agent: 'gemini' | 'codex' | 'qwen' | 'cline') => Object.values(AGENTS[agent].facts.recordedTruth)[0];
    expect(document.agents?.map(({ id, basis, rows: count }) => `${id}:${basis}:${count}`)).toEqual([
      `gemini:recorded:${rows('gemini')}`,
      `codex:recorded:${rows('codex')}`,
      `qwen:recorded:${rows('qwen')}`,
      `cline:recorded:${rows('cline')}`,
    ]);
    const findings = document.hooks[0]!.findings.filter((finding) => finding.check === 'portability');
    expect(findings.map((finding) => finding.code)).toEqual(['portability-fails-open']);
    expect(findings[0]!.message).toMatch(/these agents let it run: Cline 3\.0\.65\. This answer already denies in every agent one answer can reach\. Left out, a hook of its own: Cline/);
  }, 120_000);

  it('finds an exit-2 guard that logs JSON on stderr failing open in Gemini CLI and Qwen Code, which parse stderr as the answer, and not the same guard logging text', async () => {
    const jsonLog = await portabilityFindings('denies-rm-rf-exit-2-json-log.sh', 'gemini,codex,copilot,qwen');
    expect(jsonLog.map(({ code, severity }) => `${severity}:${code}`)).toEqual(['error:portability-fails-open']);
    expect(jsonLog[0]!.message).toMatch(
      /\(exit 2, JSON with level, message on stderr\) these agents let it run: Gemini CLI 0\.61\.0, Qwen Code 0\.24\.4\. To deny in all of them: exit 2 with the reason on stderr as plain text\./,
    );
    expect(await portabilityFindings('denies-rm-rf-exit-2.sh', 'gemini,codex,copilot,qwen')).toEqual([]);
  }, 120_000);

  it('refuses an agent it does not know, naming the ones it does, and a list that compares nothing, with exit 2', async () => {
    const result = await hookcheck(['run', '--agents', 'gemini,cursor', fixture('denies-rm-rf-exit-2.sh')]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/--agents: there is no agent "cursor"/);
    expect(result.stderr).toMatch(/claude-code, gemini, codex, copilot, qwen, cline/);
    const alone = await hookcheck(['run', '--agents', 'claude-code', fixture('denies-rm-rf-exit-2.sh')]);
    expect(alone.exitCode).toBe(2);
    expect(alone.stderr).toMatch(/--agents claude-code compares nothing/);
  });
});
