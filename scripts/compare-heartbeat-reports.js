#!/usr/bin/env node
// Compares two `hookcheck heartbeat -r json=FILE` reports of the same heartbeats, run with the same
// --seed: per heartbeat, each scenario's status, the properties' status, the controls and the rules
// broken. A verdict must not depend on the machine's load, so a run on an idle machine and one
// beside CPU burners must agree on every line.
//
//   node scripts/compare-heartbeat-reports.js IDLE.json LOADED.json
//
// Exits 1 when they differ, 2 on bad input.
import { existsSync, readFileSync } from 'node:fs';

const [first, second] = process.argv.slice(2);
if (!first || !second || !existsSync(first) || !existsSync(second)) {
  console.error('usage: node scripts/compare-heartbeat-reports.js IDLE.json LOADED.json (two reports of hookcheck heartbeat -r json=FILE)');
  process.exit(2);
}

/** One line per verdict of each heartbeat: what a run decides, not what it measured. */
function verdicts(file) {
  const document = JSON.parse(readFileSync(file, 'utf8'));
  const lines = new Map();
  for (const heartbeat of document.heartbeats) {
    const mine = [`verdict ${heartbeat.verdict}`, `controls ${heartbeat.controls === null ? 'none' : heartbeat.controls.actionSeen ? 'action seen' : 'no action seen'}`];
    for (const scenario of heartbeat.scenarios) mine.push(`${scenario.id} ${scenario.status}`);
    if (heartbeat.properties) mine.push(`properties ${heartbeat.properties.status}`);
    for (const finding of heartbeat.findings) mine.push(`finding ${finding.rule} [${finding.scenarios.join(',')}]`);
    lines.set(heartbeat.name, mine);
  }
  return lines;
}

const a = verdicts(first);
const b = verdicts(second);
let differences = 0;
for (const name of new Set([...a.keys(), ...b.keys()])) {
  const left = a.get(name) ?? ['(absent)'];
  const right = b.get(name) ?? ['(absent)'];
  const differ = left.filter((line, index) => line !== right[index]);
  if (differ.length === 0 && left.length === right.length) continue;
  differences++;
  console.log(`${name}:`);
  for (let index = 0; index < Math.max(left.length, right.length); index++) if (left[index] !== right[index]) console.log(`  ${left[index] ?? '-'}  |  ${right[index] ?? '-'}`);
}
const total = [...a.values()].reduce((sum, lines) => sum + lines.length, 0);
console.log(differences === 0 ? `the same ${total} verdicts in both (${a.size} heartbeats)` : `${differences} heartbeat(s) differ`);
process.exit(differences === 0 ? 0 : 1);
