/**
 * The hosts a hook's mutants may run in, by the hook's language (hosting.ts): node hosts for
 * JavaScript (runner/node-host/), Python hosts for Python (runner/python-host/). Each says what it
 * is called, whether its crash text is the process's own, and starts a pool for the hook's
 * command, or says why the command cannot run in one.
 */
import type { Language } from '../model/mutation.js';
import type { HookHostPool, HostContainment } from '../runner/hook-host.js';
import { hostedCommand } from '../runner/node-host/hosted-command.js';
import { NODE_HOST_FOLDER } from '../runner/node-host/node-host.js';
import { hostedPythonCommand } from '../runner/python-host/hosted-command.js';
import { PYTHON_HOST_FOLDER } from '../runner/python-host/python-host-process.js';
import type { MutateEnvironment, MutateSubject } from './run-tests.js';

export interface HostKind {
  /** As stderr names them: "mutants ran in node hosts". */
  readonly name: string;
  /**
   * Whether a run that crashed prints in the host what it prints as a process. node words an
   * uncaught error with the source line, its host with the stack (the exit code says it); a Python
   * host's child prints python's own traceback.
   */
  readonly crashTextIsTheProcess: boolean;
  /** The folders a host needs shown when it runs inside the sandbox (its program and the modules beside it). */
  readonly inSandbox: readonly string[];
  /** Whether the environment offers these hosts at all (absent, every run is a process of its own). */
  offered(environment: MutateEnvironment): boolean;
  /** The pool for the hook's command, or why it cannot run in one (only where `offered`); `contained`: each host in a sandbox. */
  start(subject: MutateSubject, jobs: number, environment: MutateEnvironment, contained?: HostContainment): { readonly pool: HookHostPool } | { readonly why: string };
}

/** Relative imports: modules of the hook's own, which one node host would keep between runs (a process starts them fresh). */
export const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]\.{1,2}\//;

const firstLine = (subject: MutateSubject) => subject.source.split('\n', 1)[0] ?? '';
const hookPath = (environment: MutateEnvironment) => environment.callerEnv['PATH'] ?? '/usr/bin:/bin';

const NODE_HOSTS: HostKind = {
  name: 'node hosts',
  crashTextIsTheProcess: false,
  inSandbox: [NODE_HOST_FOLDER],
  offered: (environment) => environment.nodeHosts !== undefined,
  start(subject, jobs, environment, contained) {
    if (RELATIVE_IMPORT.test(subject.source)) return { why: 'it imports modules of its own, which a host would keep from one run to the next' };
    const command = hostedCommand(subject.target.command, subject.file, firstLine(subject), hookPath(environment));
    return 'why' in command ? command : { pool: environment.nodeHosts!(command.nodeBin, jobs, contained) };
  },
};

// Each run is a child forked from a host that never imports the hook's own modules: they are imported fresh in every run.
const PYTHON_HOSTS: HostKind = {
  name: 'python hosts',
  crashTextIsTheProcess: true,
  inSandbox: [PYTHON_HOST_FOLDER],
  offered: (environment) => environment.pythonHosts !== undefined,
  start(subject, jobs, environment, contained) {
    const command = hostedPythonCommand(subject.target.command, subject.file, firstLine(subject), hookPath(environment));
    return 'why' in command ? command : { pool: environment.pythonHosts!(command.pythonBin, command.argv0, jobs, contained) };
  },
};

const HOST_KINDS: Partial<Record<Language, HostKind>> = { javascript: NODE_HOSTS, python: PYTHON_HOSTS };

/** The hosts for a file of `language`, if any language has them. */
export function hostKind(language: Language): HostKind | null {
  return HOST_KINDS[language] ?? null;
}
