/**
 * One row of the Interrupt table (specs/claude-code/interrupt-answers.ts) measured in the real
 * Claude Code: the row's answer as a hook script behind the recorder (which keeps the payload the
 * agent sent), one contained session that interrupts its first turn, and the facts it showed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FOLLOW_UP_WORD, INTERRUPT_CHANNELS, INTERRUPT_PROMPTS, type InterruptFacts, type InterruptRow } from '../../specs/claude-code/interrupt-answers.js';
import { MARKERS } from '../../specs/claude-code/truth/answers.js';
import type { HookOutcome } from '../model/outcome.js';
import type { RunHookOptions } from '../runner/run-hook.js';
import { runContainedSession } from './contained-session.js';
import { withRecorderFolder } from './recorder-folder.js';
import { writeHookScript } from './truth-row.js';

interface InterruptRowSettings {
  readonly agentBin: string;
  readonly bwrapBin: string;
  readonly path: string;
  readonly runHook: (options: RunHookOptions) => Promise<HookOutcome>;
}

export interface InterruptMeasure {
  /** The payload the hook read on its stdin; null when the agent never ran it. */
  readonly payload: Readonly<Record<string, unknown>> | null;
  readonly facts: InterruptFacts;
}

/** The row's hook answers at once; this bounds the wait for it when the agent never runs it. */
const HOOK_TIMEOUT_MS = 10_000;

/** Runs the agent once with the row's answer wired on Interrupt and reads what it showed. */
export async function measureInterruptRow(row: InterruptRow, settings: InterruptRowSettings): Promise<InterruptMeasure> {
  const dir = mkdtempSync(join(tmpdir(), 'hookcheck-interrupt-'));
  try {
    const script = writeHookScript(dir, row, 0);
    return await withRecorderFolder({ form: 'exec', file: script, args: [] }, async (folder) => {
      const session = await runContainedSession(
        {
          bwrapBin: settings.bwrapBin,
          agentBin: settings.agentBin,
          command: { form: 'exec', file: folder.hookScript, args: [] },
          event: 'Interrupt',
          payload: { prompt: INTERRUPT_PROMPTS.first },
          followUp: INTERRUPT_PROMPTS.followUp,
          interrupt: { followUpAfter: folder.answerFile },
          writable: folder.sessionPaths.writable,
          shown: folder.sessionPaths.shown,
          hookTimeoutMs: HOOK_TIMEOUT_MS,
          callerEnv: { PATH: settings.path },
        },
        settings.runHook,
      );
      const reachedModel = (word: string) => session.requests.some((request) => request.body.includes(word));
      const answer = folder.readAnswer();
      return {
        payload: answer === null ? null : (JSON.parse(answer.stdin) as Record<string, unknown>),
        facts: {
          continued: reachedModel(FOLLOW_UP_WORD),
          hookLabel: session.stream.hookResponses.find((response) => response.event === 'Interrupt')?.outcome ?? null,
          reached: Object.fromEntries(INTERRUPT_CHANNELS.map((channel) => [channel, reachedModel(MARKERS[channel])])) as InterruptFacts['reached'],
        },
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
