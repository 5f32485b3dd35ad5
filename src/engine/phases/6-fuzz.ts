/**
 * The fuzz phase of a run: generated valid and invalid payloads for each event, drawn from the
 * seed, run in parallel and judged by the same checks as the named cases. Each new way of failing
 * is shrunk to a minimal case, given a stable id, and handed back ready to be saved as a regression.
 */
import type fc from 'fast-check';
import type { EventName } from '../../../specs/claude-code/events.js';
import type { PayloadContext } from '../../../specs/claude-code/payloads.js';
import type { Finding } from '../../findings/finding.js';
import { invalidStdinArbitrary, type GeneratedStdin } from '../../fuzz/arbitraries/invalid-payload.js';
import { validPayloadArbitrary } from '../../fuzz/arbitraries/valid-payload.js';
import { agentSampleMatcher, asAgent } from './6-fuzz-as-agent.js';
import { drawCase } from '../../fuzz/draw.js';
import { fromPortable, portableContext, type ScratchPaths } from '../../fuzz/portable.js';
import { shrinkFailure } from '../../fuzz/shrink.js';
import { selectSamples } from '../cases/valid-cases.js';
import { mapLimited } from '../../util/map-limited.js';
import { describeFailure, digestCases } from './6-fuzz-failures.js';
import type { CaseResult, FuzzReport, HookTarget, Posture, TestCase } from '../../model/run/hook-report.js';

export interface FuzzSettings {
  readonly seed: number;
  /** Generated cases per event, half valid, half invalid (valid gets the odd one). */
  readonly runs: number;
  /** `performance.now()` after which no generated case starts and shrinking stops; null: none. */
  readonly deadline: number | null;
}

export interface FuzzPhaseInput {
  readonly target: HookTarget;
  readonly fuzz: FuzzSettings;
  readonly agentVersion: string;
  readonly posture: Posture;
  readonly jobs: number;
  readonly projectDir: string | null;
  readonly scratch: ScratchPaths;
  readonly payloadContext: PayloadContext;
  readonly execute: (testCase: TestCase) => Promise<CaseResult>;
  /** Sends a planned case unless the hook's first cases of its family all timed out (then null). */
  readonly send?: (testCase: TestCase) => Promise<CaseResult | null>;
  /** The findings the checks raise on this one case. */
  readonly judgeOne: (result: CaseResult) => readonly Finding[];
  /** `check/code` pairs the named cases already show: not worth shrinking again. */
  readonly knownCodes: ReadonlySet<string>;
}

interface FuzzPhaseResult {
  readonly results: readonly CaseResult[];
  readonly report: FuzzReport;
}

type GeneratedKind = 'valid' | 'garbage';

export interface Plan {
  readonly event: EventName;
  readonly kind: GeneratedKind;
  readonly index: number;
  readonly arbitrary: fc.Arbitrary<GeneratedStdin>;
  readonly drawn: fc.Value<GeneratedStdin>;
}

/** Every REPEAT_EVERY-th valid case runs twice in a row: a cheap determinism check. */
const REPEAT_EVERY = 5;
/** Distinct failures shrunk per hook; more are reported as found. */
const MAX_SHRUNK_FAILURES = 5;
/** Shrink candidates tried per failure, the time one shrink may take, and all of a hook's. */
const MAX_SHRINK_TRIES = 250;
const SHRINK_BUDGET_MS = 20_000;
const HOOK_SHRINK_BUDGET_MS = 45_000;

/** Runs the generated cases of one hook and shrinks what fails. */
export async function runFuzzPhase(input: FuzzPhaseInput): Promise<FuzzPhaseResult> {
  const plans = planCases(input);
  const expired = () => input.fuzz.deadline !== null && performance.now() > input.fuzz.deadline;
  let outOfTime = 0;
  const ran = await mapLimited(plans, input.jobs, async (plan) => {
    if (expired()) {
      outOfTime++;
      return null;
    }
    const result = await runPlanned(plan, input);
    return result === null ? null : { plan, result };
  });
  const executed = ran.filter((item) => item !== null);
  const groups = groupFailures(executed, input);
  const shrunk: ShrunkGroup[] = [];
  const shrinkStarted = performance.now();
  const shrinkExpired = () => expired() || performance.now() - shrinkStarted > HOOK_SHRINK_BUDGET_MS;
  for (const [position, group] of groups.entries()) shrunk.push(position < MAX_SHRUNK_FAILURES ? await shrinkGroup(group, position, input, shrinkExpired) : unshrunk(group));
  // Each failing case is represented by its group's minimal case; the others are only counted.
  const inGroups = new Set(groups.flatMap((group) => group.members));
  const representatives = new Map(shrunk.map(({ result }) => [result.testCase.id, result]));
  return {
    results: [...executed.filter(({ result }) => !inGroups.has(result.testCase.id)).map(({ result }) => result), ...representatives.values()],
    report: {
      seed: input.fuzz.seed,
      runs: input.fuzz.runs,
      planned: plans.length,
      executed: {
        valid: executed.filter(({ plan }) => plan.kind === 'valid').length,
        garbage: executed.filter(({ plan }) => plan.kind === 'garbage').length,
        repeated: executed.filter(({ result }) => result.repeat !== undefined).length,
      },
      stoppedBy: outOfTime > 0 ? 'max-time' : null,
      digest: digestCases(executed.map(({ plan }) => plan)),
      failures: shrunk.map((item) => describeFailure(item, input)),
    },
  };
}

/** Case `index` of every event and kind before case `index + 1`, so a time limit cuts evenly. */
function planCases(input: FuzzPhaseInput): Plan[] {
  // Drawn with placeholders for the scratch folders, so a seed draws the same cases on any machine.
  const context = portableContext(input.payloadContext, input.scratch);
  const arbitraries = input.target.events.flatMap((event) => {
    const agent = input.target.agent;
    const matcher = agent === undefined ? input.target.matcher : agentSampleMatcher(event, agent);
    const samples = selectSamples(event, { matcher, agentVersion: input.agentVersion, payloadContext: context });
    const scope = { event, samples, ...(matcher === undefined ? {} : { matcher }), agentVersion: input.agentVersion, context };
    const valid = agent === undefined ? validPayloadArbitrary(scope) : asAgent(validPayloadArbitrary(scope), agent, input.target.matcher);
    if (valid === null) return [];
    const kinds: Record<GeneratedKind, fc.Arbitrary<GeneratedStdin>> = {
      valid: valid.map(({ label, payload }) => ({ mutation: 'valid', label: `${event} ${label}`, stdin: JSON.stringify(payload) })),
      // Broken input comes from benign payloads: a guard may refuse `rm -rf /` even with a field missing.
      garbage: invalidStdinArbitrary(event, validPayloadArbitrary({ ...scope, benign: true }), context),
    };
    return [{ event, kinds }];
  });
  const plans: Plan[] = [];
  for (let index = 0; index < Math.ceil(input.fuzz.runs / 2); index++) {
    for (const { event, kinds } of arbitraries) {
      for (const kind of ['valid', 'garbage'] as const) {
        if (kind === 'garbage' && index >= Math.floor(input.fuzz.runs / 2)) continue;
        plans.push({ event, kind, index, arbitrary: kinds[kind], drawn: drawCase(kinds[kind], input.fuzz.seed, `${event}/${kind}`, index) });
      }
    }
  }
  return plans;
}

function toTestCase(plan: Plan, value: GeneratedStdin, scratch: ScratchPaths, id = caseId(plan)): TestCase {
  return {
    id,
    kind: plan.kind,
    event: plan.event,
    label: value.label,
    stdin: fromPortable(value.stdin, scratch),
    origin: 'generated',
    ...(plan.kind === 'garbage' ? { mutation: value.mutation } : {}),
    ...(plan.kind === 'valid' && plan.index % REPEAT_EVERY === 0 ? { repeat: true } : {}),
  };
}

function caseId(plan: Plan): string {
  return `${plan.event}/fuzz-${plan.kind}/${plan.index + 1}`;
}

async function runPlanned(plan: Plan, input: FuzzPhaseInput): Promise<CaseResult | null> {
  const testCase = toTestCase(plan, plan.drawn.value, input.scratch);
  const send = input.send ?? input.execute;
  const first = await send(testCase);
  if (first === null || !testCase.repeat) return first;
  const second = await send(testCase);
  return second === null ? first : { ...first, repeat: { outcome: second.outcome, effect: second.effect } };
}

interface Executed {
  readonly plan: Plan;
  readonly result: CaseResult;
}

interface FailureGroup {
  readonly first: Executed;
  readonly finding: Finding;
  /** Ids of the generated cases that failed this way. */
  readonly members: string[];
  readonly isNew: boolean;
}

/** Failing cases grouped by how they fail (event, kind, check, code, and mutation for garbage). */
function groupFailures(executed: readonly Executed[], input: FuzzPhaseInput): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const item of executed) {
    for (const finding of failuresOf(item.result, input)) {
      const key = `${item.plan.event}|${item.plan.kind}|${finding.check}|${finding.code}|${item.result.testCase.mutation ?? ''}`;
      const group = groups.get(key);
      if (group) group.members.push(item.result.testCase.id);
      else groups.set(key, { first: item, finding, members: [item.result.testCase.id], isNew: !input.knownCodes.has(`${finding.check}/${finding.code}`) });
    }
  }
  // Only new ways of failing are shrunk and kept apart; the named cases already show the others.
  return [...groups.values()].filter((group) => group.isNew);
}

/** Errors and warnings about this case; determinism is about pairs of runs, not one input. */
function failuresOf(result: CaseResult, input: FuzzPhaseInput): Finding[] {
  return input.judgeOne(result).filter((finding) => finding.caseId === result.testCase.id && finding.severity !== 'info' && finding.check !== 'determinism');
}

export interface ShrunkGroup {
  readonly group: FailureGroup;
  readonly result: CaseResult;
  readonly value: GeneratedStdin;
  readonly steps: number;
  readonly tries: number;
  readonly complete: boolean;
}

async function shrinkGroup(group: FailureGroup, position: number, input: FuzzPhaseInput, expired: () => boolean): Promise<ShrunkGroup> {
  const { plan, result } = group.first;
  const { check, code } = group.finding;
  const started = performance.now();
  let tries = 0;
  const stillFails = async (value: GeneratedStdin): Promise<CaseResult | null> => {
    if (value.mutation !== plan.drawn.value.mutation) return null;
    const candidate = await input.execute({ ...toTestCase(plan, value, input.scratch, `${caseId(plan)}/shrink-${++tries}`), repeat: false });
    return failuresOf(candidate, input).some((finding) => finding.check === check && finding.code === code) ? candidate : null;
  };
  const shrunk = await shrinkFailure(plan.arbitrary, plan.drawn, result, stillFails, {
    batch: input.jobs,
    maxTries: MAX_SHRINK_TRIES,
    expired: () => expired() || performance.now() - started > SHRINK_BUDGET_MS,
  });
  const minimal = shrunk.steps === 0 ? result : shrunk.verdict;
  // One case can fail several ways, each shrunk on its own: the position keeps the ids apart.
  const testCase: TestCase = { ...minimal.testCase, id: `${caseId(plan)}/shrunk-${position + 1}`, label: `${shrunk.value.value.label} (shrunk)`, repeat: false };
  return { group, result: { ...minimal, testCase }, value: shrunk.value.value, steps: shrunk.steps, tries: shrunk.tries, complete: shrunk.complete };
}

function unshrunk(group: FailureGroup): ShrunkGroup {
  return { group, result: group.first.result, value: group.first.plan.drawn.value, steps: 0, tries: 0, complete: false };
}
