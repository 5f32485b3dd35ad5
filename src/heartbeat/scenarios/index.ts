/** The scenario registry: one scenario per file, by its id in HEARTBEATS.md; the compiler holds it to every id. */
import h1 from './h01-no-state.js';
import h2 from './h02-beats.js';
import h3 from './h03-fresh-lock.js';
import h4 from './h04-stale-lock.js';
import h5 from './h05-day-jump.js';
import h6 from './h06-lock-from-future.js';
import h7 from './h07-daylight-saving.js';
import h8 from './h08-unreachable.js';
import h9 from './h09-credential.js';
import h10 from './h10-broken-state.js';
import h11 from './h11-six-at-once.js';
import h12 from './h12-overlapping-tick.js';
import h13 from './h13-killed-mid-write.js';
import h14 from './h14-unwritable-state.js';
import h15 from './h15-same-instant.js';
import h16 from './h16-waits-for-lock.js';
import h17 from './h17-long-silence.js';
import type { Scenario, ScenarioId } from './scenario.js';

/** H2 first: it finds the state's counters the others count beats with. */
export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = {
  H2: h2,
  H1: h1,
  H3: h3,
  H4: h4,
  H5: h5,
  H6: h6,
  H7: h7,
  H8: h8,
  H9: h9,
  H10: h10,
  H11: h11,
  H12: h12,
  H13: h13,
  H14: h14,
  H15: h15,
  H16: h16,
  H17: h17,
};
