/**
 * The shape of a check: a stable id, what it looks for, and a pure function from everything that
 * was observed for one hook to findings.
 */
import type { AgentFormResult } from '../model/run/agent-form.js';
import type { AgentId } from '../agents/index.js';
import { AGENTS } from '../agents/index.js';
import { judgedAgentId } from '../model/run/judged-as.js';
import { isBlocking, type Effect } from '../oracle/effect.js';
import type { Experiments } from '../model/run/experiments.js';
import type { ProbeReport } from '../model/run/probe-report.js';
import type { NotSent } from '../engine/cases/case-breaker.js';
import { inferRole } from '../engine/role/role.js';
import type { RoleJudgement } from '../model/run/role.js';
import type { CaseResult, HookTarget, Posture } from '../model/run/hook-report.js';
import type { Finding, Severity } from '../findings/finding.js';
import type { FindingCode } from '../findings/codes.js';
import { excerpt } from '../findings/excerpt.js';

export interface CheckContext {
  readonly target: HookTarget;
  readonly results: readonly CaseResult[];
  readonly agentVersion: string;
  readonly posture: Posture;
  /** Time the runner waits between SIGTERM and SIGKILL. */
  readonly killGraceMs: number;
  /** What the hook did to the world, when the state experiments ran. */
  readonly experiments?: Experiments;
  /** Audit strictness: side effects outside the project are errors. */
  readonly audit?: boolean;
  /** The probes and controls, when the hook had any or is a guard. */
  readonly probes?: ProbeReport;
  /** Case families held back because their first cases all timed out. */
  readonly notSent?: readonly NotSent[];
  /** The user's project the scratch copy is made from (null: an empty one); the role reads the hook's code there. */
  readonly projectDir?: string | null;
  /** Other agents to judge the same answers for (`--agents`); none: Claude Code only. */
  readonly agents?: readonly AgentId[];
  /** The held-back edits sent again as each compared agent sends edits (phases/6-agent-forms.ts). */
  readonly agentForms?: readonly AgentFormResult[];
  /** What the hook is for; judging sets it once, a check run on its own infers it. */
  readonly role?: RoleJudgement;
}

/** The hook's role, as judging set it or inferred from this context. */
export function roleOf(context: CheckContext): RoleJudgement {
  return context.role ?? inferRole(context);
}

export interface Check<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  readonly description: string;
  run(context: CheckContext): Finding[];
}

/** Builds a finding for `check`; args are trimmed to one line so reports stay readable. */
export function makeFinding(check: Finding['check'], code: FindingCode, severity: Severity, args: Record<string, string | number>, caseId?: string): Finding {
  const clean = Object.fromEntries(Object.entries(args).map(([key, value]) => [key, typeof value === 'string' ? excerpt(value) : value]));
  return caseId === undefined ? { check, code, severity, args: clean } : { check, code, severity, args: clean, caseId };
}

/**
 * What the agent a hook is run as does with this answer, in words, for messages whose Claude Code
 * wording would be wrong there; undefined for a hook run as Claude Code (the message's own words).
 */
/** The agent the hook is judged as, by name: Claude Code unless it is run as another (`--agent`). */
export function agentNameOf(target: Pick<HookTarget, 'agent'>): string {
  return AGENTS[judgedAgentId(target)].name;
}

export function agentSays(target: Pick<HookTarget, 'agent'>, effect: Effect): { agentSays?: string } {
  // Its wiring's `"onFailure": "block"` turned Claude Code's default reading of a failure around.
  if (effect.failedClosed)
    return {
      agentSays: `${agentNameOf(target)} holds the call back ("onFailure": "block" counts a failure as a block), so every such call is refused.`,
    };
  if (target.agent === undefined) return {};
  const what = isBlocking(effect.kind) ? 'holds the call back on this answer' : effect.kind === 'timed-out' ? 'stops waiting for the hook' : 'lets the call go on';
  return { agentSays: `${AGENTS[target.agent.agent].name} ${what} (effect ${effect.kind}).` };
}
