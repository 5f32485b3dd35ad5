/**
 * Drives a mod's `tool.call` hooks, inside the sandbox a hook runs in (it is third-party code): each
 * module of the plugin is imported and its `register` called with a recording `on`; then each call
 * on stdin goes through the chain of hooks whose matcher selects it, as Claude Code chains them,
 * frozen at every depth, with a spy `next` standing for Claude Code at the end. Prints what became
 * of each call as JSON. A hook that throws with no `.catch` is passed over and the call goes on:
 * what Claude Code does (measured with its own mod kit: test/conformance/mod-kit.test.ts).
 */
import { text } from 'node:stream/consumers';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrivenCall, ModDriveInput, ModDriveReport, Registration } from './mod-drive.js';

/** How long one hook gets before the call is reported as hung there. */
const HOOK_MS = 5_000;

type Hook = ($: unknown, e: unknown, next: Next) => unknown;
type Next = ((e: unknown) => Promise<unknown>) & { called: boolean };

interface Registered {
  readonly module: string;
  readonly event: string;
  readonly matcher: Readonly<Record<string, unknown>> | undefined;
  readonly hook: Hook;
  catch?: Hook;
}

const input = JSON.parse(await text(process.stdin)) as ModDriveInput;
const registered: Registered[] = [];
const problems: string[] = [];
for (const module of input.modules) {
  // A TypeScript module comes compiled; one that could not be is already among the problems.
  const file = input.compiled[module] ?? module;
  if (!/\.m?js$/.test(file)) {
    if (!/\.[mc]?ts$/.test(module)) problems.push(`${module}: only JavaScript and TypeScript modules are driven here; test it with claude plugin test`);
    continue;
  }
  try {
    const loaded = (await import(pathToFileURL(join(input.pluginRoot, file)).href)) as { register?: unknown; default?: { register?: unknown } };
    const register = loaded.register ?? loaded.default?.register;
    if (typeof register !== 'function') {
      problems.push(`${module} exports no register function`);
      continue;
    }
    await (register as (on: unknown, options: unknown) => unknown)(recordingOn(module), deepFreeze({}));
  } catch (error) {
    problems.push(`${module} failed to load: ${describe(error)}`);
  }
}
const registrations: Registration[] = registered.map(({ module, event, matcher, catch: caught }) => ({ module, event, matcher: describeMatcher(matcher), hasCatch: caught !== undefined }));
const calls: DrivenCall[] = [];
for (const call of input.calls) calls.push(await drive(call.name, call.event));
const report: ModDriveReport = { registrations, calls, problems };
process.stdout.write(JSON.stringify(report));

/** `on(event, [matcher], hook)`, kept; it returns the registration, whose `.catch` sets the error handler. */
function recordingOn(module: string) {
  return (event: string, second: unknown, third?: unknown) => {
    const [matcher, hook] = typeof second === 'function' ? [undefined, second as Hook] : [second as Record<string, unknown>, third as Hook];
    const entry: Registered = { module, event, matcher, hook };
    registered.push(entry);
    const registration = {
      catch(handler: Hook) {
        entry.catch = handler;
        return registration;
      },
    };
    return registration;
  };
}

/** One call through every `tool.call` hook that selects it, then Claude Code (the spy). */
async function drive(name: string, event: Record<string, unknown>): Promise<DrivenCall> {
  const chain = registered.filter((entry) => entry.event === 'tool.call' && selects(entry.matcher, event));
  const frozen = deepFreeze(structuredClone(event));
  const engineResult = deepFreeze({ result: {} });
  let reached: unknown;
  const used = new Set<string>();
  const steps: DrivenCall['steps'][number][] = [];
  const at =
    (index: number) =>
    async (e: unknown): Promise<unknown> => {
      const entry = chain[index];
      if (entry === undefined) {
        reached = e;
        return engineResult;
      }
      const next = spyNext(at(index + 1));
      const ran = await settle(() => entry.hook(stub(used), e, next));
      if (ran.kind === 'returned') return ran.value;
      steps.push({ module: entry.module, matcher: describeMatcher(entry.matcher), ended: ran.kind, error: ran.error });
      if (entry.catch === undefined) return at(index + 1)(e);
      const caught = await settle(() => entry.catch!(stub(used), e, next));
      if (caught.kind === 'returned') return caught.value;
      steps.push({ module: entry.module, matcher: describeMatcher(entry.matcher), ended: caught.kind === 'threw' ? 'catch-threw' : 'timed-out', error: caught.error });
      return at(index + 1)(e);
    };
  const outcome = await settle(() => at(0)(frozen));
  const value = outcome.kind === 'returned' ? outcome.value : undefined;
  const base = { name, hooks: chain.length, steps, ...(used.size === 0 ? {} : { usedApi: [...used].sort() }) };
  if (reached === undefined) return { ...base, ended: 'answered', answer: describe(value), deny: denyOf(value) };
  const rewritten = JSON.stringify(reached) !== JSON.stringify(frozen);
  return { ...base, ended: rewritten ? 'rewrote' : value === engineResult ? 'went-on' : 'changed-result', ...(rewritten ? { rewrittenTo: describe(reached) } : {}) };
}

function spyNext(call: (e: unknown) => Promise<unknown>): Next {
  const next = Object.assign(
    async (e: unknown) => {
      next.called = true;
      return call(e);
    },
    { called: false },
  );
  return next;
}

/** A matcher object: each field a value, a list of allowed values, or a regular expression. */
function selects(matcher: Readonly<Record<string, unknown>> | undefined, event: Readonly<Record<string, unknown>>): boolean {
  if (matcher === undefined) return true;
  return Object.entries(matcher).every(([key, want]) => {
    const value = event[key];
    if (want instanceof RegExp) return typeof value === 'string' && want.test(value);
    if (Array.isArray(want)) return want.includes(value);
    return want === value;
  });
}

type Settled = { kind: 'returned'; value: unknown; error?: undefined } | { kind: 'threw' | 'timed-out'; error: string };

async function settle(run: () => unknown): Promise<Settled> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const hung = new Promise<Settled>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timed-out', error: `no answer in ${HOOK_MS} ms` }), HOOK_MS);
    });
    return await Promise.race([
      Promise.resolve()
        .then(run)
        .then((value): Settled => ({ kind: 'returned', value })),
      hung,
    ]);
  } catch (error) {
    return { kind: 'threw', error: describe(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The mods API, as a stand-in: `$.plugin.name` is the plugin's, and anything else resolves to
 * nothing, which the real API never does (`$.agent.list()` gives a list). So each use is kept in
 * `used`: a call whose hooks used the API is reported, not judged.
 */
function stub(used: Set<string>): unknown {
  const make = (path: string): unknown =>
    new Proxy(() => Promise.resolve(undefined), {
      get: (_target, key) => {
        // No `then`: a stand-in awaited must not look like a promise that never settles.
        if (typeof key === 'symbol' || key === 'then') return undefined;
        const at = `${path}.${key}`;
        if (at === '$.plugin.name') return input.pluginName;
        // The deepest name is kept: `$.agent.list`, not also `$.agent`.
        used.delete(path);
        if (at !== '$.plugin') used.add(at);
        return make(at);
      },
    });
  return make('$');
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function denyOf(value: unknown): string | undefined {
  const deny = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)['deny'] : undefined;
  return typeof deny === 'string' ? deny : undefined;
}

function describeMatcher(matcher: Readonly<Record<string, unknown>> | undefined): string {
  if (matcher === undefined) return 'every call';
  return Object.entries(matcher)
    .map(([key, want]) => `${key}=${want instanceof RegExp ? String(want) : Array.isArray(want) ? want.join('|') : String(want)}`)
    .join(', ');
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 300);
  } catch {
    return String(value).slice(0, 300);
  }
}
