import type { SandboxLimits } from './resource-limits.js';

/** How hooks are contained in a run: inside bubblewrap, or in plain scratch folders (and why). */
export type SandboxSettings =
  | {
      readonly kind: 'bwrap';
      readonly bwrapBin: string;
      /** The user's real HOME, hidden from hooks. */
      readonly realHome: string | null;
      /** Paths shown again read-only: the project, the hook's folder, interpreter folders. */
      readonly visible: readonly string[];
      /** strace, to see network attempts and refused writes (side effects); null when not installed. */
      readonly straceBin: string | null;
      /** Bounds on each invocation's resources; absent only where a caller builds settings by hand. */
      readonly limits?: SandboxLimits;
    }
  | { readonly kind: 'none'; readonly reason: string };

/** Faults the `faults` check injects: the first three need the sandbox. */
export const FAULTS = ['read-only-home', 'read-only-project', 'full-disk', 'no-project-dir-var', 'no-env-file-var', 'path-without-tools'] as const;
export type Fault = (typeof FAULTS)[number];

/** What each fault does, in the words of a finding. */
export const FAULT_DESCRIPTIONS: Readonly<Record<Fault, string>> = {
  'read-only-home': 'a read-only HOME',
  'read-only-project': 'a project folder it cannot write',
  'full-disk': 'a full disk (/tmp and TMPDIR)',
  'no-project-dir-var': 'CLAUDE_PROJECT_DIR unset',
  'no-env-file-var': 'CLAUDE_ENV_FILE unset',
  'path-without-tools': 'a PATH without jq, git, python, node, curl and wget',
};
