/**
 * The Interrupt table (specs/claude-code/interrupt-answers.ts) measured again in the real Claude
 * Code 2.1.335 (the agent SDK's platform binary): each row's answer wired on Interrupt, in a
 * contained session whose first turn is interrupted while the model answers it. The hook must get
 * the payload the captured sample holds, the session must show what the row recorded, and the oracle
 * must predict it. The pinned 2.1.332, which has no Interrupt event, must never run the hook.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inputSchemas } from '../../specs/claude-code/input-schemas.js';
import { INTERRUPT_MEASURED_ON, INTERRUPT_ROWS } from '../../specs/claude-code/interrupt-answers.js';
import { buildPayload } from '../../specs/claude-code/payloads.js';
import { measureInterruptRow } from '../../src/live/interrupt-row.js';
import { runHook } from '../../src/runner/run-hook.js';
import { oracleInterruptFacts } from '../helpers/interrupt-oracle.js';

const VERSION = INTERRUPT_MEASURED_ON[0];
const settingsFor = (bin: string) => ({
  agentBin: fileURLToPath(new URL(`../../agents/node_modules/${bin}`, import.meta.url)),
  bwrapBin: '/usr/bin/bwrap',
  path: process.env['PATH'] ?? '/usr/bin:/bin',
  runHook,
});
const WITH_INTERRUPT = settingsFor('@anthropic-ai/claude-agent-sdk-linux-x64/claude');
const PINNED = settingsFor('.bin/claude');

/** The captured sample: what every interrupted session's hook must read, up to ids and paths. */
const SAMPLE = buildPayload('Interrupt', { sessionId: 's', transcriptPath: '/t.jsonl', cwd: '/p' });
const EVENT_FIELDS = ['hook_event_name', 'permission_mode', 'source', 'reason', 'via'] as const;
const pick = (payload: Readonly<Record<string, unknown>>) => Object.fromEntries(EVENT_FIELDS.map((field) => [field, payload[field]]));

/** A live row is one session of a few seconds: this bounds one that hangs. */
const ROW_TIMEOUT_MS = 120_000;

describe(`Interrupt: Claude Code ${VERSION} still does what the table recorded`, () => {
  for (const row of INTERRUPT_ROWS) {
    it(
      `${row.id}: the hook reads the sample's payload, the session shows the row, the oracle predicts it`,
      async () => {
        const { payload, facts } = await measureInterruptRow(row, WITH_INTERRUPT);
        expect(payload).not.toBeNull();
        expect(inputSchemas.Interrupt.safeParse(payload).success).toBe(true);
        expect(Object.keys(payload!).sort()).toEqual(Object.keys(SAMPLE).sort());
        expect(pick(payload!)).toEqual(pick(SAMPLE));
        expect(facts).toEqual(row.facts);
        expect(oracleInterruptFacts(row, VERSION)).toEqual(facts);
      },
      ROW_TIMEOUT_MS,
    );
  }
});

describe('Interrupt: a version before it never runs the hook', () => {
  it(
    'the pinned Claude Code 2.1.332 goes on after the interrupt without running it',
    async () => {
      const { payload, facts } = await measureInterruptRow(INTERRUPT_ROWS[0]!, PINNED);
      expect(payload).toBeNull();
      expect(facts.continued).toBe(true);
    },
    ROW_TIMEOUT_MS,
  );
});
