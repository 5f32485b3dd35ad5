/**
 * The root placeholders a hook's command may hold: `$CLAUDE_PROJECT_DIR` and `$CLAUDE_PLUGIN_ROOT`,
 * braced or not. The agent sets them before the shell runs the command, so hookcheck writes them
 * out as the folders they stand for wherever it reads one. One pattern, so that every reader agrees
 * on what a placeholder is (`$CLAUDE_PROJECT_DIRS` is another variable).
 */

/** The folders the placeholders stand for; a folder left out is not known here. */
export interface ShellRoots {
  readonly projectDir?: string;
  readonly pluginRoot?: string;
}

const NAMES = 'CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT';
const PLACEHOLDER = `\\$(?:\\{(${NAMES})\\}|(${NAMES})(?!\\w))`;
/** A placeholder at the start of the text; its name is group 1 (braced) or 2. */
export const PLACEHOLDER_AT_START = new RegExp(`^${PLACEHOLDER}`);
const PLACEHOLDERS = new RegExp(PLACEHOLDER, 'g');

/** The folder a placeholder's name stands for, undefined when it is not known. */
export function rootFolder(name: string, roots: ShellRoots): string | undefined {
  return name === 'CLAUDE_PROJECT_DIR' ? roots.projectDir : roots.pluginRoot;
}

/**
 * `text` with every placeholder written out as its folder, those not known left as written. Reads
 * no quoting: for a word that no shell reads (an element of exec form) or a search through the text.
 */
export function writeOutRoots(text: string, roots: ShellRoots): string {
  return text.replace(PLACEHOLDERS, (match, braced: string | undefined, bare: string | undefined) => rootFolder((braced ?? bare)!, roots) ?? match);
}

/** Both placeholders standing for one folder: where a caller knows a single root for the command. */
export function oneRoot(root: string): ShellRoots {
  return { projectDir: root, pluginRoot: root };
}
