// Every figure printed the same way: the ratio named by what it divides, its goal, whether it is
// met (judged on CPU; wall is shown because it is what a person waits for, but it is noisy on a
// shared machine). All figures of the process are kept for the summary.
const figures = [];

/**
 * `name`: the figure; `ratio`: { label, cpu, wall } with label like "hookcheck/bare";
 * `goal`: { op: '<=' | '>=' | '<', value, unit? }; `detail`: the measured values behind it;
 * `atLeastOne`: the numerator does strictly more work than the denominator, so a ratio under 1
 * means the bench measured something else.
 */
export function report({ name, label, cpu, wall, goal, detail = '', atLeastOne = false }) {
  const met = goal.op === '<=' ? cpu <= goal.value : goal.op === '<' ? cpu < goal.value : cpu >= goal.value;
  const sign = { '<=': '≤', '<': '<', '>=': '≥' }[goal.op];
  const unit = goal.unit ?? '';
  const value = unit ? `${format(cpu)}${unit}` : `${label} ${format(cpu)}`;
  const wallText = wall === undefined ? '' : `, wall ${format(wall)}`;
  const line = `${name}: ${value} (goal ${sign} ${goal.value}${unit}: ${met ? 'met' : 'OVER'})${wallText}${detail ? `  [${detail}]` : ''}`;
  console.log(line);
  if (atLeastOne && cpu < 1) {
    console.log(`!!! WARNING: ${name}: ${label} is ${format(cpu)} < 1, yet hookcheck does strictly more work than its baseline: THE BENCH IS WRONG, do not trust this figure !!!`);
  }
  figures.push({ line, met });
  return met;
}

export function summary() {
  console.log(`\nsummary (${figures.filter((figure) => figure.met).length}/${figures.length} goals met):`);
  for (const figure of figures) console.log(`  ${figure.line}`);
  return figures.every((figure) => figure.met);
}

const format = (value) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(value < 1 ? 3 : 2));
