/**
 * mod-driven: what audit did with each mod, so a mod is never passed in silence: the `tool.call`
 * hooks it drove and what they did with audit's calls (answered, rewrote, let go on), and what it
 * could not drive (other events, TypeScript modules, a module that failed to load).
 */
import type { Lint } from '../lint.js';
import type { ModReport } from '../../mods/drive-mods.js';
import { drivenCalls, modFinding, unjudged } from './support.js';

const modDriven: Lint = {
  id: 'mod-driven',
  title: "Each mod's hooks are driven, or said not to be",
  severity: 'info',
  description: "What audit did with a plugin's mod: its tool.call hooks driven with the default canaries in the sandbox, and what it could not drive.",
  check({ mods = [], files }) {
    return mods.map((report) => modFinding(modDriven, report, files, 'summary', summary(report), notDriven(report) === '' ? 'Nothing to change.' : 'Test what is not driven with claude plugin test.'));
  },
};

function summary(report: ModReport): string {
  const name = `The mod ${report.mod.pluginName} (${report.mod.modules.join(', ')})`;
  if (report.drive === null) return `${name} could not be driven: ${report.failed ?? 'no report'}.`;
  const toolHooks = report.drive.registrations.filter((entry) => entry.event === 'tool.call');
  const selected = drivenCalls(report);
  const all = selected.length + unjudged(report).length;
  const count = (ended: string) => selected.filter(({ driven }) => driven.ended === ended).length;
  const did =
    toolHooks.length === 0
      ? 'registers no tool.call hook'
      : `has ${toolHooks.length} tool.call hook(s) (${toolHooks.map((entry) => `${entry.module} {${entry.matcher}}${entry.hasCatch ? ' with .catch' : ''}`).join('; ')}); of the ${all} calls their matchers select (of ${report.calls.length} sent) they answered ${count('answered')}, rewrote ${count('rewrote')}, changed the result of ${count('changed-result')}, let ${count('went-on')} go on`;
  return `${name} ${did}.${notDriven(report)}`;
}

function notDriven(report: ModReport): string {
  const others = [...new Set((report.drive?.registrations ?? []).filter((entry) => entry.event !== 'tool.call').map((entry) => entry.event))];
  const apart = unjudged(report);
  const api = [...new Set(apart.flatMap(({ driven }) => driven.usedApi ?? []))].slice(0, 4);
  const parts = [
    ...(others.length === 0 ? [] : [`hooks on ${others.join(', ')} are not driven`]),
    ...(apart.length === 0 ? [] : [`${apart.length} call(s) whose hooks used the mods API (${api.join(', ')}), which hookcheck does not stand in for, are not judged`]),
    ...(report.drive?.problems ?? []),
  ];
  return parts.length === 0 ? '' : ` Not driven: ${parts.join('; ')}.`;
}

export default modDriven;
