/**
 * cline-hook-extension: a file in a Cline hook folder with an extension Cline 3.0.65 does not read
 * (`PreToolUse.txt`, `PreToolUse.rb`): it skips the file without a word. No extension, or one of
 * `.sh .py .js .ts …`, is read (bin/.cline `Zp0`); no execute bit is needed, since Cline starts the
 * file through its shebang or its extension's interpreter (`Ep0`).
 */
import { extname } from 'node:path';
import { CLINE } from '../../../../specs/cline/agent.js';
import type { Lint } from '../lint.js';
import { makeFinding } from '../wiring/support/wiring-groups.js';

const read: readonly string[] = CLINE.hookExtensions;

const clineHookExtension: Lint = {
  id: 'cline-hook-extension',
  title: 'Cline hook files have no extension, or one Cline runs',
  severity: 'error',
  description: `Cline reads a hook file named after its event with no extension or one of ${read.filter(Boolean).join(' ')}; it skips any other (specs/cline/agent.ts).`,
  check(context) {
    return context.hooks
      .filter((hook) => hook.agent === 'cline' && !read.includes(extname(hook.location.file).toLowerCase()))
      .map((hook) => {
        const extension = extname(hook.location.file);
        return makeFinding(clineHookExtension, [hook], hook.location, `${CLINE.name} skips this hook file: it does not read the extension "${extension}", so the hook never runs.`, `Rename it to "${hook.event}" (no extension, with a shebang) or "${hook.event}.sh".`);
      });
  },
};

export default clineHookExtension;
