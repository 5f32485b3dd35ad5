/** Words a live replay and its report share. */

/** The prediction of a case whose effect a headless session cannot show (an ask, a defer, a PermissionRequest that decides nothing). */
export const NOT_COMPARABLE = 'not comparable headless';

/** Events a replay fires by starting a subagent: what goes on or stops there is the subagent. */
export const SUBAGENT_EVENTS: ReadonlySet<string> = new Set(['SubagentStart', 'SubagentStop']);
