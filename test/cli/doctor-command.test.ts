import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hookcheck } from '../helpers/cli.js';

/** A PATH holding every program of /usr/bin and /bin (and node) but those left out. */
function pathWithout(...left: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-doctor-path-'));
  made.push(dir);
  const seen = new Set<string>();
  for (const folder of [dirname(process.execPath), '/usr/bin', '/bin']) {
    for (const name of readdirSync(folder)) {
      if (left.includes(name) || seen.has(name)) continue;
      seen.add(name);
      symlinkSync(join(folder, name), join(dir, name));
    }
  }
  return dir;
}
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('hookcheck doctor', () => {
  it('says this machine is ready, the sandbox holds, and which agent versions a truth table covers', async () => {
    const result = await hookcheck(['doctor', '-r', 'json']);
    const report = JSON.parse(result.stdout) as { ready: boolean; tools: { id: string; status: string }[]; agents: { id: string; version: string | null; basis: { kind: string } | null }[] };
    expect([result.exitCode, report.ready, report.tools.find((tool) => tool.id === 'sandbox')?.status]).toEqual([0, true, 'ok']);
    // The pinned agents (npm run agents) are the versions their truth tables were measured on.
    expect(report.agents.map(({ id, basis }) => [id, basis?.kind ?? null])).toEqual(['claude-code', 'gemini', 'codex', 'copilot', 'qwen', 'cline'].map((id) => [id, 'recorded']));
  }, 120_000);

  it('is not ready without strace, and says what a run loses and the package to install (exit 1)', async () => {
    const result = await hookcheck(['doctor'], undefined, { PATH: pathWithout('strace') });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('✗ tracer        strace is not on PATH');
    expect(result.stdout).toContain('fix: apt-get install strace (Debian/Ubuntu)');
    expect(result.stdout).toContain('NOT READY: a default run lacks tracer (see above)');
  }, 120_000);

  it('refuses a reporter it does not have, naming the ones it has (exit 2)', async () => {
    const result = await hookcheck(['doctor', '-r', 'html']);
    expect([result.exitCode, result.stderr]).toEqual([2, expect.stringContaining('--reporter html: doctor reports are pretty or json.')]);
  });
});
