/** How a matcher tells what happened: the agent's view of the answer, and a line to replay it. */
import { AGENTS } from '../agents/index.js';
import { describeOutcome } from '../model/outcome.js';
import type { CaseRun } from '../library/run-case.js';
import type { SdkInvocation } from '../library/sdk/sdk-invocation.js';

const excerpt = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…` : text);

export function describeCase(run: CaseRun): string {
  const { effect, outcome } = run;
  const lines = [
    `${AGENTS[run.agent].name} on ${run.event}: ${effect.kind}${effect.reason ? ` (${excerpt(effect.reason)})` : ''}${effect.context.length > 0 ? `, context ${JSON.stringify(effect.context.map((text) => excerpt(text)))}` : ''}`,
    `the hook ${describeOutcome(outcome)}${outcome.stdout.trim() ? `; stdout ${JSON.stringify(excerpt(outcome.stdout.trim()))}` : ''}${outcome.stderr.trim() ? `; stderr ${JSON.stringify(excerpt(outcome.stderr.trim()))}` : ''}`,
    ...effect.notes.map((note) => `note: ${note.detail ?? note.code}`),
    `reproduce: ${run.reproduce}`,
  ];
  return lines.map((line) => `  ${line}`).join('\n');
}

/** An SDK callback's invocation: the effect, what it returned or threw, how long it took. */
export function describeInvocation(invocation: SdkInvocation): string {
  const { effect } = invocation;
  const lines = [
    `the SDK applies: ${effect.kind}${effect.reason ? ` (${excerpt(effect.reason)})` : ''}${effect.context.length > 0 ? `, context ${JSON.stringify(effect.context.map((text) => excerpt(text)))}` : ''}`,
    invocation.error !== undefined
      ? `the callback threw: ${excerpt(invocation.error)}`
      : invocation.ignoredAbort !== undefined
        ? `the callback timed out${invocation.ignoredAbort ? ' and ignored the abort' : ''}`
        : `the callback returned ${excerpt(JSON.stringify(invocation.returned) ?? 'undefined')}`,
    ...[...effect.notes, ...invocation.notes].map((note) => `note: ${note.detail ?? note.code}`),
    `in ${Math.round(invocation.durationMs)} ms`,
  ];
  return lines.map((line) => `  ${line}`).join('\n');
}

/** True when `text` holds `wanted` (a substring, or a pattern). */
export function matchesText(text: string | undefined, wanted: string | RegExp | undefined): boolean {
  if (wanted === undefined) return true;
  if (text === undefined) return false;
  return typeof wanted === 'string' ? text.includes(wanted) : wanted.test(text);
}
