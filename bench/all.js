#!/usr/bin/env node
// Every figure of issue 17 in one process, one bench after the other, then all figures together.
//   npm run build && npm run bench [-- flags of the single benches are not passed on: run them alone]
import { loadLine } from './support/cpu-time.js';
import { summary } from './support/goals.js';

const started = performance.now();
console.log(loadLine('at start of the whole bench'));
for (const bench of ['./overhead.js', './run.js', './mutate.js']) {
  console.log('');
  await import(bench);
}
const met = summary();
console.log(`${loadLine('at end of the whole bench')}; took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
process.exitCode = met ? 0 : 1;
