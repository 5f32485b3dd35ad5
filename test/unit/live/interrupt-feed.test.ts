/** The stdin of a session that interrupts its first turn: prompt, then the interrupt once held, then the follow-up once the hook answered. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeInterruptFeed } from '../../../src/live/interrupt-feed.js';
import { runHook } from '../../../src/runner/run-hook.js';
import { tempDir } from '../../helpers/temp-dir.js';

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe(writeInterruptFeed.name, () => {
  it('sends the prompt, the interrupt once the turn is held, and the follow-up once the answer file is there', async () => {
    const dir = tempDir('hookcheck-test-');
    const feedDir = join(dir, 'feed');
    mkdirSync(feedDir);
    const answer = join(dir, 'answer.json');
    const feed = writeInterruptFeed({ dir: feedDir, prompt: 'Say one.', followUp: 'Say two.', followUpAfter: answer, waitMs: 20_000 });
    // The "agent" copies its stdin to a file; what the feed wrote, in order, is what an agent would read.
    const seen = join(dir, 'seen.jsonl');
    const running = runHook({ command: feed.commandFor('/bin/sh', ['-c', `cat > ${seen}`]), stdin: '', cwd: dir, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' }, timeoutMs: 20_000 });
    feed.markHeld();
    writeFileSync(answer, '{}');
    const outcome = await running;
    expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0 });
    expect(lines(readFileSync(seen, 'utf8'))).toEqual([
      { type: 'user', message: { role: 'user', content: 'Say one.' } },
      { type: 'control_request', request_id: 'hookcheck-interrupt', request: { subtype: 'interrupt' } },
      { type: 'user', message: { role: 'user', content: 'Say two.' } },
    ]);
  });

  it('holds the interrupt back while the turn is not held', async () => {
    const dir = tempDir('hookcheck-test-');
    const feed = writeInterruptFeed({ dir, prompt: 'Say one.', followUp: 'Say two.', followUpAfter: join(dir, 'never'), waitMs: 100 });
    // The "agent" reads for a second and quits; the feed, still waiting for the turn, wrote nothing
    // more, and ends with it instead of waiting on.
    const outcome = await runHook({
      command: feed.commandFor('/bin/sh', ['-c', 'timeout 1 cat; exit 0']),
      stdin: '',
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' },
      timeoutMs: 10_000,
    });
    expect(outcome).toMatchObject({ kind: 'exited', exitCode: 0 });
    expect(outcome.durationMs).toBeLessThan(8_000);
    expect(lines(outcome.stdout)).toEqual([{ type: 'user', message: { role: 'user', content: 'Say one.' } }]);
  });
});
