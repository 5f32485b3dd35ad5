/**
 * A canary: a tool call a guard of some kind must hold back (control), or a look-alike it must
 * let through (benign), so a run measures both recall and false positives.
 */
export interface Canary {
  readonly name: string;
  readonly role: 'control' | 'benign';
  readonly toolName: string;
  readonly toolInput: Readonly<Record<string, unknown>>;
  /**
   * The kind of harm a control stands for (deleting / or HOME, a force-push…), or that a look-alike
   * resembles. A guard that holds back one control of a kind guards that kind, so must hold back
   * every one of them: audit's default canaries are judged by kind (see scope-canaries.ts).
   */
  readonly family?: string;
}

export interface CanarySet {
  readonly name: string;
  readonly description: string;
  readonly canaries: readonly Canary[];
}

export const control = (name: string, toolName: string, toolInput: Record<string, unknown>, family?: string): Canary => ({
  name,
  role: 'control',
  toolName,
  toolInput,
  ...(family === undefined ? {} : { family }),
});
export const benign = (name: string, toolName: string, toolInput: Record<string, unknown>, family?: string): Canary => ({
  name,
  role: 'benign',
  toolName,
  toolInput,
  ...(family === undefined ? {} : { family }),
});

/** A Bash tool input, as the agent sends it. */
export const bash = (command: string) => ({ command, description: 'Run a shell command' });
