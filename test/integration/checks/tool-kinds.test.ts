import { describe, expect, it } from 'vitest';
import { LATEST_VERSION } from '../../../specs/claude-code/versions.js';
import { expandCanaries } from '../../../src/engine/probes/expand-canaries.js';
import { findingCodes, runFixture } from '../../helpers/run-fixture.js';

const secretCanaries = expandCanaries(['secret-files'], ['PreToolUse'], 'Write|Edit', LATEST_VERSION).probes;

describe('tool-kinds: the edits a guard holds back, sent as each compared agent sends edits', () => {
  it('catches a guard that reads only file_path: Codex sends its edits as apply_patch, and they go through (kind-unguarded)', async () => {
    const report = await runFixture('guards-secret-edits-by-file-path.py', { matcher: 'Write|Edit', probes: secretCanaries, agents: ['codex', 'gemini'] });
    // In Claude Code it holds every edit control.
    expect(report.probes.recall).toBe(1);
    const unguarded = report.findings.filter((finding) => finding.code === 'kind-unguarded');
    expect(unguarded.map(({ severity, args }) => [severity, args['names'], args['cases']])).toEqual([['error', 'Codex', 3]]);
    // Its two edit controls and the sample Write of .env were let through as patches; Gemini CLI sends
    // edits with Claude Code's fields (write_file, replace), which the guard reads.
  }, 120_000);

  it('passes a guard that reads the patch too; agents with no measured edit tool are named, not judged (kind-not-compared)', async () => {
    const report = await runFixture('guards-secret-edits-in-any-form.py', { matcher: 'Write|Edit', probes: secretCanaries, agents: ['codex', 'gemini', 'copilot'] });
    expect(report.probes.recall).toBe(1);
    expect(findingCodes(report, 'tool-kinds')).toEqual(['kind-not-compared']);
    expect(report.findings.find((finding) => finding.code === 'kind-not-compared')?.args['agents']).toBe('Copilot CLI');
  }, 120_000);

  it('sends nothing again for a guard that holds back no edit, and for a run with no other agent', async () => {
    const shellOnly = await runFixture('denies-rm-rf-exit-2.sh', { matcher: 'Bash', agents: ['codex', 'gemini'] });
    expect(findingCodes(shellOnly, 'tool-kinds')).toEqual([]);
    const alone = await runFixture('guards-secret-edits-by-file-path.py', { matcher: 'Write|Edit', probes: secretCanaries });
    expect(findingCodes(alone, 'tool-kinds')).toEqual([]);
  }, 120_000);
});
