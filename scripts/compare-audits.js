#!/usr/bin/env node
// Lists the errors (and no-evidence verdicts) of two passes of scripts/audit-public-repos.sh side
// by side, per repository, and what differs: the gate's verdicts must not depend on the machine's
// load, so an idle pass and a pass beside CPU burners must agree.
//
//   node scripts/compare-audits.js IDLE_DIR BURNER_DIR
//
// A finding is named by its severity, its rule and its hook's label, with how many of them the hook
// got (its message holds measured figures, which differ between passes). Exits 1 when the passes
// differ, 2 on bad input.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [first, second] = process.argv.slice(2);
if (!first || !second || !existsSync(first) || !existsSync(second)) {
  console.error('usage: node scripts/compare-audits.js IDLE_DIR BURNER_DIR (two output folders of scripts/audit-public-repos.sh)');
  process.exit(2);
}

/** The gate-relevant lines of one audit report: errors and guards without evidence. */
function judged(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = new Map();
  for (const finding of report.findings ?? []) {
    if (finding.severity !== 'error' && finding.rule?.endsWith('no-evidence') !== true) continue;
    const key = `${finding.severity} ${finding.rule} · ${finding.hookLabel ?? '(configuration)'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lines = new Set([...counts].map(([key, count]) => (count > 1 ? `${key} ×${count}` : key)));
  return { gate: report.summary?.gate ?? '?', lines };
}

const names = [
  ...new Set(
    [first, second].flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -5)),
    ),
  ),
].sort();
let differs = false;
for (const name of names) {
  const [a, b] = [judged(join(first, `${name}.json`)), judged(join(second, `${name}.json`))];
  if (a === null || b === null) {
    console.log(`${name}: only in ${a === null ? second : first}`);
    differs = true;
    continue;
  }
  const onlyA = [...a.lines].filter((line) => !b.lines.has(line));
  const onlyB = [...b.lines].filter((line) => !a.lines.has(line));
  const same = onlyA.length === 0 && onlyB.length === 0 && a.gate === b.gate;
  differs ||= !same;
  console.log(`${name}: gate ${a.gate}${a.gate === b.gate ? '' : ` / ${b.gate}`}, ${a.lines.size} judged line(s)${same ? ', the same in both' : ''}`);
  for (const line of [...a.lines].filter((line) => b.lines.has(line))) console.log(`    ${line}`);
  for (const line of onlyA) console.log(`  - ${line}   (only in ${first})`);
  for (const line of onlyB) console.log(`  + ${line}   (only in ${second})`);
}
process.exit(differs ? 1 : 0);
