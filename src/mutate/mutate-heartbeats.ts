/**
 * The mutation run of the scripts declared heartbeats run: each script's mutants, --since and
 * --shard chosen over the whole run, each run on the scenarios its unmutated script passes
 * (heartbeat-mutants.ts). Returns the files and scenarios judged; a script no scenario passes on,
 * or whose scenarios cannot fail, ends the run with the reason.
 */
import { isAbsolute, relative } from 'node:path';
import { identifyCommand } from '../config/hook-identity.js';
import { isFile } from '../util/is-file.js';
import { ConfigError, UsageError } from '../errors.js';
import type { HeartbeatSpec } from '../heartbeat/declaration.js';
import type { ScenarioReport } from '../heartbeat/run-heartbeat.js';
import type { Mutant, MutationFile, MutationTest } from '../model/mutation.js';
import { readHookSource } from '../workspace/mutant-files.js';
import { linesChangedSince } from './changed-lines.js';
import { findMutations } from './find-mutations.js';
import { runHeartbeatMutants, type HeartbeatMutateEnvironment, type HeartbeatMutateSubject } from './heartbeat-mutants.js';
import type { MutateHooksOptions, MutatedHooks } from './mutate-hooks.js';
import { detectLanguage } from './parse/detect-language.js';
import { toMutant } from './run-mutants.js';
import { shardMembership } from './shard.js';

/** What the caller hears as the run goes: the plan, and each script judged with what it could not use. */
export interface HeartbeatMutateListener {
  planned(scripts: number, mutants: number): void;
  scriptDone(file: MutationFile, notes: { readonly unused: readonly ScenarioReport[]; readonly sanity: readonly { readonly name: string; readonly killedBy: string | null }[] }, name: string): void;
}

export async function mutateHeartbeatScripts(
  specs: readonly HeartbeatSpec[],
  options: Omit<MutateHooksOptions, 'testCommand'>,
  environment: Omit<HeartbeatMutateEnvironment, 'choose'>,
  listener: HeartbeatMutateListener,
): Promise<MutatedHooks> {
  const subjects = await Promise.all(specs.map((spec) => prepare(spec, options)));
  const inShard = shardMembership(
    subjects.flatMap((subject) => subject.candidates),
    options.shard,
  );
  listener.planned(subjects.length, subjects.flatMap((subject) => subject.candidates).filter((mutant) => inShard(mutant.id)).length);
  const files: MutationFile[] = [];
  const tests: MutationTest[] = [];
  for (const { subject, candidates } of subjects) {
    const ids = new Set(candidates.map((mutant) => mutant.id));
    const outcome = await runHeartbeatMutants(subject, { ...environment, choose: (mutants: readonly Mutant[]) => mutants.filter((mutant) => ids.has(mutant.id) && inShard(mutant.id)) });
    const name = subject.spec.name;
    if (outcome.kind === 'nothing-passes') {
      throw new ConfigError(
        `No scenario passes on the unmutated script of heartbeat ${name}, so no mutant could be judged: ${outcome.baseline.scenarios.map((scenario) => `${scenario.id} ${scenario.status}`).join(', ')}.`,
        {
          hint: `Run hookcheck heartbeat ${name} and mend what it reports (or declare the lock, state, dependency and action the script has), then mutate.`,
        },
      );
    }
    if (outcome.kind === 'tests-cannot-fail') {
      throw new ConfigError(`The scenarios of heartbeat ${name} cannot fail: a script that exits 2 at once and one that does nothing both pass every scenario the unmutated script passes.`, {
        hint: `Check that its run (${subject.spec.run}) names the script relative to its folder, and declare what the script has (init, state, lock, dependency, action) so that scenarios can see what it does.`,
      });
    }
    files.push(outcome.file);
    tests.push(...outcome.tests);
    listener.scriptDone(outcome.file, { unused: outcome.unused, sanity: outcome.sanity }, name);
  }
  return { files, tests };
}

interface PreparedHeartbeat {
  readonly subject: HeartbeatMutateSubject;
  /** The mutants --since leaves, before a shard is taken. */
  readonly candidates: readonly Mutant[];
}

async function prepare(spec: HeartbeatSpec, options: Omit<MutateHooksOptions, 'testCommand'>): Promise<PreparedHeartbeat> {
  const file = scriptOf(spec);
  const { source } = readHookSource(file);
  const language = detectLanguage(file, source.split('\n', 1)[0] ?? '');
  if (language === null)
    throw new UsageError(`Cannot tell the language of ${file} (heartbeat ${spec.name}).`, {
      hint: 'hookcheck mutates bash, Python, JavaScript and TypeScript scripts: give the file an extension or a shebang.',
    });
  const found = await findMutations(source, language);
  const path = relative(options.projectDir, file) || file;
  const lines = options.since === null ? null : await linesChangedSince(options.since, file, options.projectDir);
  const all = [...found.mutations, ...found.ignored.map(({ mutation }) => mutation)].map((mutation) => toMutant(mutation, path, language));
  const candidates = lines === null ? all : all.filter((mutant) => lines.has(mutant.location.start.line));
  return { subject: { spec, file, path, language, source, mutations: found.mutations, ignored: found.ignored }, candidates };
}

/** The script the heartbeat's `run` starts, which must lie in its folder and be named relative to it: each mutant runs in a copy of that folder. */
function scriptOf(spec: HeartbeatSpec): string {
  const script = identifyCommand({ form: 'shell', script: spec.run }, spec.projectDir, isFile).script;
  if (script === null)
    throw new UsageError(`Heartbeat ${spec.name}: its run (${spec.run}) starts no script file that exists in ${spec.projectDir}.`, {
      hint: "hookcheck mutate needs the script: name it in run, relative to the heartbeat's folder (e.g. run: python3 scripts/watchdog.py).",
    });
  const inside = relative(spec.projectDir, script);
  if (inside.startsWith('..') || isAbsolute(inside))
    throw new UsageError(`Heartbeat ${spec.name}: its script ${script} is outside its folder ${spec.projectDir}; each mutant runs in a copy of that folder.`, {
      hint: "Set the heartbeat's project: to a folder that holds the script.",
    });
  if (spec.run.includes(script))
    throw new UsageError(`Heartbeat ${spec.name}: its run names the script by its full path (${script}), so a mutant in a copy of the folder would never run.`, {
      hint: `Name it relative to the heartbeat's folder: run: ${spec.run.replace(script, inside)}.`,
    });
  return script;
}
