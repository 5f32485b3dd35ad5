/**
 * The text of a starter hookcheck.config.yaml for the hooks found in settings files: each hook in
 * its config form with its events, matcher and timeout, and probe templates to fill in. Pure: the
 * caller says which paths are files.
 */
import { relative, sep } from 'node:path';
import { Document, isMap, isScalar, isSeq, type Pair, type YAMLMap } from 'yaml';
import type { EventName } from '../../specs/claude-code/events.js';
import type { StarterHeartbeats } from './starter-heartbeats.js';
import { starterProbes, type StarterProbe } from './starter-probes.js';
import { nameHook, translateCommand, type TranslateOptions } from './translate-hook-command.js';

/** What the starter config needs to know of a wired hook (a ConfiguredHook fits). */
export interface StarterHook {
  readonly command: string;
  readonly args?: readonly string[];
  readonly events: readonly EventName[];
  readonly matcher?: string;
  readonly timeoutSec?: number;
  readonly source: string;
  readonly root: string;
  readonly eventsAssumed?: boolean;
}

type StarterOptions = TranslateOptions;

const CONFIG_SCHEMA_LINE = 'yaml-language-server: $schema=./node_modules/hookcheck/schema/config.schema.json';

const HEADER = [
  ` ${CONFIG_SCHEMA_LINE}`,
  '',
  ' hookcheck config, written by `hookcheck init`: the hooks to test and the probes that show each',
  ' one works. Paths are relative to this file; timeouts are in seconds, as in settings files.',
  ' A guard (a hook that can block) needs a control (a call it must stop) and a benign look-alike',
  ' (a call it must let through): without a control that fires, a run proves nothing about it.',
  ' Fill in the probes marked TODO, then run: hookcheck run',
].join('\n');

/** The YAML text of a starter config for `hooks`, and the `heartbeats` proposed for scheduled scripts. */
export function starterConfig(hooks: readonly StarterHook[], options: StarterOptions, heartbeats?: StarterHeartbeats): string {
  const names = new Map<string, number>();
  const entries = hooks.map((hook) => buildHook(hook, options, names));
  const beats = heartbeats?.entries ?? [];
  const document = new Document(
    { ...(entries.length > 0 ? { hooks: entries.map((entry) => entry.value) } : {}), ...(beats.length > 0 ? { heartbeats: beats } : {}) },
    { aliasDuplicateObjects: false },
  );
  document.commentBefore = HEADER;
  if (entries.length > 0) (document.get('hooks', true) as { items: YAMLMap[] }).items.forEach((node, index) => decorateHook(node, entries[index]!, index));
  if (beats.length > 0) {
    (document.get('heartbeats', true) as { items: YAMLMap[] }).items.forEach((node, index) => {
      node.commentBefore = heartbeats!.comments[index];
      node.spaceBefore = index > 0;
    });
  }
  const unscheduled = heartbeats?.unscheduled ?? [];
  if (unscheduled.length > 0)
    document.comment = [' Run on a schedule with no plain interval: declare them under heartbeats: with the interval they need.', ...unscheduled.map((line) => `   ${line}`)].join('\n');
  return document.toString({ lineWidth: 0, flowCollectionPadding: false });
}

interface HookEntry {
  readonly value: Record<string, unknown>;
  readonly comments: { readonly hook: string; readonly events?: string; readonly env?: string; readonly probes: string; readonly probeNotes: readonly string[] };
}

function buildHook(hook: StarterHook, options: StarterOptions, names: Map<string, number>): HookEntry {
  const translated = translateCommand(hook, options);
  const { probes, canaries } = starterProbes(hook.events, hook.matcher);
  const needsPluginRoot = 'shell' in translated.form && /\$\{?CLAUDE_PLUGIN_ROOT\b/.test(hook.command);
  const value: Record<string, unknown> = {
    name: uniqueName(nameHook(translated, hook.command), names),
    ...translated.form,
    events: [...hook.events],
    ...(hook.matcher === undefined ? {} : { matcher: hook.matcher }),
    ...(hook.timeoutSec !== undefined && hook.timeoutSec > 0 ? { timeout: hook.timeoutSec } : {}),
    ...(needsPluginRoot ? { env: { CLAUDE_PLUGIN_ROOT: hook.root } } : {}),
    probes: probes.map(toProbeValue),
  };
  const suggestion = canaries === null ? '' : `\n Built-in probes for this kind of guard: uncomment to add them.\n canaries: [${canaries}]`;
  return {
    value,
    comments: {
      hook: ` From ${displayPath(hook.source, options.configDir)}: ${hook.command}${hook.args === undefined ? '' : ` ${hook.args.join(' ')}`}`,
      ...(hook.eventsAssumed ? { events: ' TODO: no settings file wires this script: PreToolUse is a guess; set the events it runs on.' } : {}),
      ...(needsPluginRoot ? { env: ' hookcheck does not set CLAUDE_PLUGIN_ROOT: this absolute path stands in for it (adjust it before you commit this file).' } : {}),
      probes: suggestion,
      probeNotes: probes.map((probe) => ` ${probe.comment}`),
    },
  };
}

function toProbeValue(probe: StarterProbe): Record<string, unknown> {
  return {
    name: probe.name,
    ...(probe.role === undefined ? {} : { role: probe.role }),
    event: probe.event,
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    expect: { effect: probe.effect.length === 1 ? probe.effect[0] : [...probe.effect] },
  };
}

/** Comments go on the nodes; short lists are written inline. */
function decorateHook(node: YAMLMap, entry: HookEntry, index: number): void {
  node.commentBefore = entry.comments.hook;
  node.spaceBefore = index > 0;
  const pair = (key: string) => node.items.find((item) => isScalar(item.key) && item.key.value === key) as Pair<{ commentBefore?: string }, unknown> | undefined;
  setFlow(pair('events')?.value);
  setFlow(pair('command')?.value);
  const events = pair('events');
  if (entry.comments.events && events?.key) events.key.commentBefore = entry.comments.events;
  const env = pair('env');
  if (entry.comments.env && env?.key) env.key.commentBefore = entry.comments.env;
  const probes = pair('probes');
  if (entry.comments.probes !== '' && probes?.key) probes.key.commentBefore = entry.comments.probes;
  const probeNodes = (probes?.value as { items?: YAMLMap[] } | undefined)?.items ?? [];
  probeNodes.forEach((probe, probeIndex) => {
    probe.commentBefore = entry.comments.probeNotes[probeIndex];
    const expect = probe.get('expect', true);
    if (isMap(expect)) setFlow(expect.get('effect', true));
  });
}

function setFlow(node: unknown): void {
  if (isSeq(node)) node.flow = true;
}

function uniqueName(name: string, names: Map<string, number>): string {
  const count = (names.get(name) ?? 0) + 1;
  names.set(name, count);
  return count === 1 ? name : `${name}-${count}`;
}

function displayPath(path: string, configDir: string): string {
  const shown = relative(configDir, path).split(sep).join('/');
  return shown === '' || shown.startsWith('../../') ? path : shown;
}
