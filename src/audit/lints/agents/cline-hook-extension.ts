/**
 * cline-hook-extension: a hook file with an extension its agent does not read (Cline 3.0.65:
 * `PreToolUse.txt`, `PreToolUse.rb`): it skips the file without a word. The extensions read are the
 * agent's facts (Cline: none, or one of `.sh .py .js .ts …`, bin/.cline `Zp0`); no execute bit is
 * needed, since Cline starts the file through its shebang or its extension's interpreter (`Ep0`).
 */
import { extname } from 'node:path';
import { AGENTS, isOtherAgent, OTHER_AGENT_IDS } from '../../../agents/index.js';
import type { WiredHook } from '../../types.js';
import type { Lint } from '../lint.js';
import { makeFinding } from '../wiring/support/wiring-groups.js';

/** The extensions the hook's agent reads its hook files with; undefined where it has no hook files. */
const extensionsRead = (hook: WiredHook): readonly string[] | undefined => (isOtherAgent(hook.agent) ? AGENTS[hook.agent].facts.hookExtensions : undefined);
const described = OTHER_AGENT_IDS.flatMap((id) => {
  const { name, facts } = AGENTS[id];
  return facts.hookExtensions === undefined ? [] : [`${name} reads a hook file named after its event with no extension or one of ${facts.hookExtensions.filter(Boolean).join(' ')}`];
});

const clineHookExtension: Lint = {
  id: 'cline-hook-extension',
  title: 'Cline hook files have no extension, or one Cline runs',
  severity: 'error',
  description: `${described.join('; ')}; it skips any other (specs/<agent>/agent.ts).`,
  check(context) {
    return context.hooks
      .filter((hook) => {
        const read = extensionsRead(hook);
        return read !== undefined && !read.includes(extname(hook.location.file).toLowerCase());
      })
      .map((hook) => {
        const extension = extname(hook.location.file);
        return makeFinding(clineHookExtension, [hook], hook.location, `${AGENTS[hook.agent].name} skips this hook file: it does not read the extension "${extension}", so the hook never runs.`, `Rename it to "${hook.event}" (no extension, with a shebang) or "${hook.event}.sh".`);
      });
  },
};

export default clineHookExtension;
