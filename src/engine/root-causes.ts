/**
 * One root cause, one finding. A control that missed because the hook denied with exit 1, or
 * printed a banner before its JSON answer, is that finding's story, told there once with the
 * controls it cost; when no control fired at
 * all, the misses are listed in the no-controls finding instead of standing beside it; and a
 * govern hook without evidence needs no silent warning on top; a hook that blocks its benign
 * probes needs no second error for blocking garbage too; and a file a second run changes again
 * ends differently run N times at once than N times in a row for that same reason; a crash on a
 * valid payload that comes and goes is one finding, not also two runs that answered differently. Probes that
 * failed the same way (same check, event and failures) are one finding that names each of them.
 */
import type { Finding } from '../findings/finding.js';
import type { CaseResult } from '../model/run/hook-report.js';

export function foldRootCauses(findings: readonly Finding[], results: readonly CaseResult[] = []): Finding[] {
  const exitDenies = findings.filter((finding) => finding.check === 'exit-code' && finding.code === 'exit-deny-fails-open');
  // The cases the exit code cost: those it was found on, and, once it was found, every case that
  // ended the same way (a failing exit other than 2, which the agent reports and runs past).
  const failingExit = results.filter(({ outcome }) => outcome.kind === 'exited' && outcome.exitCode !== 0 && outcome.exitCode !== 2).map(({ testCase }) => testCase.id);
  const banners = findings.filter((finding) => finding.check === 'output' && finding.code === 'stdout-banner-before-json');
  // The cases whose answer never reached the agent: an exit-1 deny, or JSON behind a banner line.
  const lostCases = new Set([...exitDenies.map((finding) => finding.caseId), ...(exitDenies.length > 0 ? failingExit : []), ...banners.map((finding) => finding.caseId)]);
  const isMiss = (finding: Finding) => finding.check === 'controls' && finding.code === 'control-missed';
  const lostMisses = findings.filter((finding) => isMiss(finding) && lostCases.has(finding.caseId));
  const noControls = findings.find((finding) => finding.check === 'controls' && finding.code === 'no-controls' && finding.args['controls'] !== 0);
  const otherMisses = findings.filter((finding) => isMiss(finding) && !lostCases.has(finding.caseId));
  const lostAnswer = exitDenies[0] ?? banners[0];
  const folded = new Set<Finding>(lostMisses);
  // Every control missed: through the lost answer alone (then that finding says it all), or the
  // misses go into the no-controls finding.
  if (noControls && otherMisses.length === 0 && lostMisses.length > 0) folded.add(noControls);
  if (noControls && otherMisses.length > 0) for (const miss of otherMisses) folded.add(miss);
  // A hook that holds back what it must let through blocks garbage for the same reason.
  if (findings.some((finding) => finding.check === 'controls' && finding.code === 'benign-blocked')) {
    for (const finding of findings) if (finding.check === 'posture' && finding.code === 'posture-blocks-garbage') folded.add(finding);
  }
  if (findings.some((finding) => finding.check === 'controls' && finding.code === 'no-controls')) {
    for (const finding of findings) if (finding.check === 'silent') folded.add(finding);
  }
  // A crash on valid payloads that comes and goes (a race between the hook's own processes: a pipe
  // whose reader exits first) is the crash finding's: an answer that changed between two runs of
  // one payload, one of them that crash, says it again, and only when the race went both ways.
  const crash = findings.find((finding) => finding.check === 'exit-code' && finding.code === 'exit-crash-on-valid-payload');
  const crashFlips = crash ? findings.filter(isCrashFlip) : [];
  for (const finding of crashFlips) folded.add(finding);
  const diverged = findings.find((finding) => finding.check === 'idempotency' && finding.code === 'idempotency-state-diverges');
  const raced = diverged ? findings.filter((finding) => isRaceOn(finding, pathsOf(diverged))) : [];
  for (const finding of raced) folded.add(finding);
  const kept = findings
    .filter((finding) => !folded.has(finding))
    .map((finding) => {
      if (finding === lostAnswer && lostMisses.length > 0) return { ...finding, args: { ...finding.args, costs: costsOf(lostMisses) }, covers: lostMisses };
      if (finding === crash && crashFlips.length > 0) return { ...finding, args: { ...finding.args, also: INTERMITTENT }, covers: crashFlips };
      if (finding === diverged && raced.length > 0) return { ...finding, args: { ...finding.args, concurrent: raceNote(raced) } };
      if (finding === noControls && otherMisses.length > 0) return { ...finding, args: { ...finding.args, misses: listMisses(otherMisses) }, covers: otherMisses };
      return finding;
    });
  return groupProbeFailures(kept, results);
}

const INTERMITTENT =
  ' Not on every run: the same payload sent again got another answer, so it hangs on an earlier call (a state file) or on chance (a race between its own processes, such as a pipe whose reader exits first); run the reproduce line a few times to see which.';

/** Two runs of one payload answered differently, one of them a hook error (a crash). */
function isCrashFlip(finding: Finding): boolean {
  const flip = (finding.check === 'determinism' && finding.code === 'effect-differs-on-replay') || (finding.check === 'idempotency' && finding.code === 'idempotency-effect-changes');
  return flip && (finding.args['first'] === 'non-blocking-error' || finding.args['second'] === 'non-blocking-error');
}

/** The checks whose findings are one per probe, with the way it failed in `failures`. */
const PER_PROBE = new Set(['controls/control-missed', 'controls/benign-blocked', 'probes/probe-failed']);

/**
 * Probes that failed the same way are one finding: it shows the case with the shortest payload
 * (the shortest reproduce line) and covers every probe, so none goes unnamed.
 */
function groupProbeFailures(findings: readonly Finding[], results: readonly CaseResult[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  const keyOf = (finding: Finding) => JSON.stringify([finding.check, finding.code, finding.severity, finding.args['event'], finding.args['failures'], finding.args['field']]);
  for (const finding of findings) {
    if (!PER_PROBE.has(`${finding.check}/${finding.code}`)) continue;
    groups.set(keyOf(finding), [...(groups.get(keyOf(finding)) ?? []), finding]);
  }
  const stdinLength = (finding: Finding) => results.find(({ testCase }) => testCase.id === finding.caseId)?.testCase.stdin.length ?? Number.MAX_SAFE_INTEGER;
  return findings.flatMap((finding) => {
    const group = PER_PROBE.has(`${finding.check}/${finding.code}`) ? groups.get(keyOf(finding))! : [finding];
    if (group.length === 1) return [finding];
    if (finding !== group[0]) return [];
    const shown = group.reduce((best, item) => (stdinLength(item) < stdinLength(best) ? item : best));
    return [{ ...shown, args: { ...shown.args, count: group.length, names: group.map((item) => `"${item.args['name']}"`).join(', ') }, covers: group }];
  });
}

/**
 * The findings as they were before like ones were grouped (a group covers findings of its own
 * code), so what keys on each one (the audit baseline's fingerprints) keeps its keys.
 */
export function ungroupProbeFailures(findings: readonly Finding[]): Finding[] {
  return findings.flatMap((finding) => (finding.covers !== undefined && finding.covers.every((item) => item.check === finding.check && item.code === finding.code) ? finding.covers : [finding]));
}

function costsOf(misses: readonly Finding[]): string {
  return ` It cost ${misses.length} control probe(s) their decision: ${misses.map((miss) => `"${miss.args['name']}"`).join(', ')}.`;
}

function listMisses(misses: readonly Finding[]): string {
  return ` The controls that missed: ${misses.map((miss) => `"${miss.args['name']}" (${miss.args['failures']})`).join('; ')}.`;
}

function pathsOf(finding: Finding): string[] {
  return String(finding.args['paths'] ?? '')
    .split(', ')
    .filter((path) => path !== '');
}

/** A lost or duplicated update on files the idempotency finding already names. */
function isRaceOn(finding: Finding, paths: readonly string[]): boolean {
  if (finding.check !== 'concurrency' || (finding.code !== 'concurrency-lost-update' && finding.code !== 'concurrency-duplicated-records')) return false;
  const raced = pathsOf(finding);
  return raced.length > 0 && raced.every((path) => paths.includes(path));
}

function raceNote(raced: readonly Finding[]): string {
  const race = raced[0]!;
  return ` Run ${race.args['count']} times at once, it also ended differently than ${race.args['count']} times in a row (${race.args['detail']}): the same unlocked read-modify-write; take a lock (flock) around it if every call must count.`;
}
