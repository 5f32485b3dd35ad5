/**
 * Renders `hookcheck explain`: which handlers fire and which do not, each with the rule that
 * decided, as text for people or as JSON for scripts. Returns strings; the CLI prints them.
 */
import { styleText } from 'node:util';
import type { ExplainedHandler, Explanation } from '../../audit/explain/explain-hooks.js';
import type { Reporter } from '../reporter.js';

type Style = Parameters<typeof styleText>[0];
type Paint = (style: Style, text: string) => string;

export const explainPrettyReporter: Reporter<Explanation> = {
  render(explanation, options) {
    const paint: Paint = (style, text) => (options.color ? styleText(style, text) : text);
    const { fires, doesNotFire } = explanation;
    const lines = [paint('bold', `hookcheck explain: ${question(explanation)}`), ''];
    const elsewhere = explanation.elsewhere ?? [];
    const others = elsewhere
      .map(({ agent, handlers, files }) => `${handlers} handler${handlers === 1 ? '' : 's'} of ${agent.name} (${files.join(', ')}; explain them with --agent ${agent.id})`)
      .join('; ');
    const explained = explanation.agent?.name ?? 'Claude Code';
    if (fires.length === 0 && doesNotFire.length === 0 && elsewhere.length > 0)
      lines.push(paint('yellow', `Nothing fires: no ${explained} hook is wired here. The hooks found are other agents': ${others}.`));
    else if (fires.length === 0) lines.push(paint('yellow', 'Nothing fires.'));
    else lines.push(paint('bold', `Fires (${fires.length}), all started at once, in parallel:`), ...fires.flatMap((handler) => renderHandler(handler, paint('green', '✓'))));
    if (doesNotFire.length > 0) lines.push('', paint('bold', `Does not fire (${doesNotFire.length}):`), ...doesNotFire.flatMap((handler) => renderHandler(handler, paint('red', '✗'))));
    const otherNote = fires.length + doesNotFire.length > 0 && elsewhere.length > 0 ? [`This folder also wires hooks ${explained} does not run: ${others}.`] : [];
    lines.push('', paint('bold', 'Notes:'), ...[...explanation.notes, ...otherNote].map((note) => `  • ${note}`));
    return `${lines.join('\n')}\n`;
  },
};

export const explainJsonReporter: Reporter<Explanation> = {
  render: (explanation) => `${JSON.stringify(explanation, null, 2)}\n`,
};

export const explainReporters = { pretty: explainPrettyReporter, json: explainJsonReporter } as const;

function question({ agent, event, matcherField, value, command, agentVersion }: Explanation): string {
  const parts: string[] = [event];
  if (matcherField !== null) parts.push(value === null ? `any ${matcherField}` : `${matcherField} ${JSON.stringify(value)}`);
  if (command !== null) parts.push(`command ${JSON.stringify(command)}`);
  return `${parts.join(', ')} (${agent?.name ?? 'Claude Code'} ${agentVersion})`;
}

function renderHandler(handler: ExplainedHandler, mark: string): string[] {
  const at = (line: number | undefined) => (line === undefined ? '' : `  (line ${line})`);
  const lines = [`  ${mark} ${handler.label}${at(handler.line)}`, `      why: ${handler.reason}`];
  if (handler.matcherRule !== undefined) lines.push(`      matcher: ${handler.matcherRule}`);
  for (const note of handler.versionNotes) lines.push(`      version: ${note}`);
  if (handler.if !== undefined && handler.if.reason !== handler.reason) lines.push(`      if: ${handler.if.reason}`);
  for (const condition of handler.conditions) lines.push(`      only if: ${condition}`);
  for (const note of handler.notes) lines.push(`      note: ${note}`);
  for (const source of handler.alsoIn) lines.push(`      also in: ${source.label}${at(source.line)}`);
  return lines;
}
