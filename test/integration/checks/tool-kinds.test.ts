import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { expandCanaries } from '../../../src/engine/probes/expand-canaries.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

const secretCanaries = expandCanaries(['secret-files'], ['PreToolUse'], 'Write|Edit', LATEST_VERSION).probes;

describe('tool-kinds: the edits a guard holds back, sent as each compared agent sends edits', () => {
  it('catches a guard that reads only file_path: Codex sends its edits as apply_patch, Copilot CLI and Cline name the file path, and they go through (kind-unguarded)', async () => {
    const report = await runFixture('guards-secret-edits-by-file-path.py', { matcher: 'Write|Edit', probes: secretCanaries, agents: ['codex', 'gemini', 'qwen', 'copilot', 'cline'] });
    // In Claude Code it holds every edit control.
    expect(report.probes.recall).toBe(1);
    const unguarded = report.findings.filter((finding) => finding.code === 'kind-unguarded');
    expect(unguarded.map(({ severity, args }) => [severity, args['names'], args['cases']])).toEqual([['error', 'Codex, Copilot CLI, and Cline', 3]]);
    // Its two edit controls and the sample Write of .env were let through as patches, as Copilot's
    // create and edit and as Cline's editor; Gemini CLI and Qwen Code send edits with Claude Code's
    // fields, which the guard reads.
  }, 180_000);

  it("passes a guard that reads each agent's form and denies each agent's way", async () => {
    const report = await runFixture('guards-secret-edits-in-any-form.py', { matcher: 'Write|Edit', probes: secretCanaries, agents: ['codex', 'gemini', 'qwen', 'copilot', 'cline'] });
    expect(report.probes.recall).toBe(1);
    expect(findingCodes(report, 'tool-kinds')).toEqual([]);
  }, 180_000);

  it('sends nothing again for a guard that holds back no edit, and for a run with no other agent', async () => {
    const shellOnly = await runFixture('denies-rm-rf-exit-2.sh', { matcher: 'Bash', agents: ['codex', 'gemini'] });
    expect(findingCodes(shellOnly, 'tool-kinds')).toEqual([]);
    const alone = await runFixture('guards-secret-edits-by-file-path.py', { matcher: 'Write|Edit', probes: secretCanaries });
    expect(findingCodes(alone, 'tool-kinds')).toEqual([]);
  }, 120_000);
});
