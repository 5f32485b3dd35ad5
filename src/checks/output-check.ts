/**
 * output: stdout the agent cannot use. Reports the protocol notes the oracle made while reading
 * each answer (invalid or doubled JSON, banners, schema errors, unknown fields, echoed input…).
 */
import type { NoteCode } from '../oracle/effect.js';
import type { Finding, Severity } from '../findings/finding.js';
import { makeFinding, type Check } from './check.js';
import { notSentTotals, STALL_STREAK } from '../engine/cases/case-breaker.js';

/** How bad each note is: errors lose the answer, warnings lose part of it or mislead. */
const NOTE_SEVERITY: Readonly<Record<NoteCode, Severity>> = {
  'stdout-invalid-json': 'error',
  'stdout-multiple-json': 'error',
  'stdout-banner-before-json': 'error',
  'output-schema-invalid': 'error',
  'hook-event-name-mismatch': 'error',
  'decision-json-on-stderr': 'error',
  'json-ignored-on-exit': 'error',
  'output-misplaced-field': 'error',
  'stdout-json-not-object': 'warning',
  'stdout-echoes-input': 'warning',
  'output-unknown-field': 'warning',
  'decision-without-reason': 'warning',
  'text-over-cap': 'warning',
  'stdout-too-large-to-judge': 'warning',
  'deprecated-decision': 'warning',
  'json-discarded-on-event': 'info',
  // Another agent than Claude Code reads none of what the answer asks for on this event: lost there.
  'answer-not-read': 'warning',
  'stdout-went-async': 'info',
};

const outputCheck: Check<'output'> = {
  id: 'output',
  title: 'Output the agent can use',
  description: 'Stdout is empty, plain text, or exactly one JSON object valid for the event; decisions carry reasons.',
  run({ results, target, notSent = [] }) {
    // A script that takes no JSON is not answering the agent: its stdout is not an answer.
    if (target.input === 'none') return [];
    const findings: Finding[] = [];
    // Said once for the hook: the cases held back would only have flooded the same way. A warning:
    // every answer past the cap is a cost in any agent, and most cases went unjudged.
    const flooded = notSent.filter(({ stall }) => stall === 'flood');
    if (flooded.length > 0) findings.push(makeFinding('output', 'output-flood-cases-not-sent', 'warning', { ...notSentTotals(flooded), streak: STALL_STREAK }));
    const onBrokenInput: Finding[] = [];
    for (const { testCase, effect } of results) {
      for (const note of effect.notes) {
        // Broken input (truncated JSON, not JSON) is never sent by the agent: what the hook answers it is posture, not harm.
        const demoted = testCase.kind === 'garbage' && NOTE_SEVERITY[note.code] === 'error';
        const finding = makeFinding('output', note.code, demoted ? 'warning' : NOTE_SEVERITY[note.code], { event: testCase.event, detail: note.detail ?? '' }, testCase.id);
        (demoted ? onBrokenInput : findings).push(finding);
      }
    }
    // Said once: where input the agent sends shows the same fault, its error says it all.
    return [...findings, ...onBrokenInput.filter(({ code }) => !findings.some((finding) => finding.code === code))];
  },
};

export default outputCheck;
