/**
 * A field written on a matcher group that Claude Code reads only on each handler (`if`,
 * `onFailure`, as some guides and the agent SDK's own matcher objects place them): one finding per
 * group, pointing at the group's field, for the lints that say so.
 */
import type { WiredHook } from '../../../types.js';
import type { Lint, LintContext, LintFinding } from '../../lint.js';
import { lineOfPath } from './source-line.js';
import { activeHooks, groupBy, groupPath, makeFinding } from './wiring-groups.js';

interface GroupFieldWords {
  readonly message: string;
  readonly fix: string;
}

/**
 * The groups of `context` that write `field`, each told in `words`; with `unlessOnHandler`, not a
 * handler that writes the field itself (the group's copy then changes nothing).
 */
export function groupFieldFindings(
  lint: Pick<Lint, 'id' | 'severity'>,
  context: LintContext,
  field: string,
  { unlessOnHandler }: { readonly unlessOnHandler: boolean },
  words: (value: unknown, hooks: readonly WiredHook[]) => GroupFieldWords,
): LintFinding[] {
  const misplaced = activeHooks(context).filter((hook) => hook.group !== undefined && field in hook.group && !(unlessOnHandler && field in hook.handler));
  return groupBy(misplaced, groupPath).map((hooks) => {
    const first = hooks[0]!;
    const jsonPath = `${first.location.jsonPath.replace(/\.hooks\[\d+\]$/, '')}.${field}`;
    const line = lineOfPath(context.files, first.location.file, jsonPath) ?? first.location.line;
    const { message, fix } = words(first.group![field], hooks);
    return makeFinding(lint, hooks, { file: first.location.file, jsonPath, ...(line === undefined ? {} : { line }) }, message, fix);
  });
}
