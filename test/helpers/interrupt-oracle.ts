/** What the oracle says a session shows for a row of the Interrupt table, in the table's own terms. */
import { INTERRUPT_CHANNELS, type InterruptFacts, type InterruptRow } from '../../specs/claude-code/interrupt-answers.js';
import { MARKERS } from '../../specs/claude-code/truth/answers.js';
import { predictEffect } from '../../src/agents/claude-code/predict-effect.js';
import { predictFacts } from '../../src/agents/claude-code/predict-facts.js';
import { exited } from './factory.js';

export function oracleInterruptFacts(row: InterruptRow, version: string): InterruptFacts {
  const outcome = exited(row.answer.exit, row.answer.stdout, row.answer.stderr);
  const facts = predictFacts('Interrupt', outcome, predictEffect('Interrupt', outcome, version));
  const reached = Object.fromEntries(INTERRUPT_CHANNELS.map((channel) => [channel, facts.modelTexts.some((text) => text.includes(MARKERS[channel]))]));
  return { continued: facts.continued ?? false, hookLabel: facts.hookLabel, reached: reached as InterruptFacts['reached'] };
}
