import type { OtherAgentId } from '../../agents/agent-ids.js';
import type { CaseResult } from './hook-report.js';

/** A call the hook held back, sent again in the form another agent sends that kind of call (phases/6-agent-forms.ts). */
export interface AgentFormResult {
  readonly agent: OtherAgentId;
  /** The id of the case, in Claude Code's form, that the hook held back. */
  readonly heldBack: string;
  /** The hook's answer to the agent's form (its effect judged as Claude Code would; the check asks the agent). */
  readonly result: CaseResult;
}
