/**
 * A heartbeat as the config declares it (`heartbeats:`), and as the engine uses it: durations in
 * milliseconds, defaults filled in, paths relative to the folder the script runs in. The keys a
 * script does not have decide which scenarios apply to it (scenarios/index.ts).
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { durationSchema, parseDuration } from '../util/parse-duration.js';

const duration = durationSchema;
const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name');

export const heartbeatSchema = z.strictObject({
  name: z.string().min(1),
  /** A command line, run by sh as a hook's shell form is. */
  run: z.string().min(1),
  /** Run once before the ticks of a scenario that needs a running state (absent: the first tick makes it, or nothing does). */
  init: z.string().min(1).optional(),
  interval: duration,
  /** Age past which a lock or a beat is stale; 2 x interval by default. */
  stale: duration.optional(),
  /** Real time one tick may take before it is stopped (a tick that hangs); the smaller of half the interval and 30 s by default. */
  timeout: duration.optional(),
  /** The folder the script runs in, relative to the config (default: the config's folder). */
  project: z.string().optional(),
  /** The lock another owner (the job) holds: a path, or the path and the text such a lock holds. */
  lock: z.union([z.string().min(1), z.strictObject({ path: z.string().min(1), content: z.string().default('owner: another job\n') })]).optional(),
  /** The file the script keeps its state in. */
  state: z.string().min(1).optional(),
  /**
   * What it needs to act: a variable that holds it (`env`), a file in the folder that holds it
   * (`file`), or both (the variable holds the file's path). hookcheck sets a test value, and takes
   * it away in the credential scenarios (a file also unreadable).
   */
  credential: z
    .strictObject({ env: envName.optional(), file: z.string().min(1).optional(), value: z.string().min(1).default('hookcheck-test-token') })
    .refine((credential) => credential.env !== undefined || credential.file !== undefined, 'needs env (the variable that holds it), file (the file that holds it), or both')
    .optional(),
  /** What it asks whether the state is busy: served by hookcheck on loopback, at the address in `env`. */
  dependency: z.strictObject({ env: envName, busy: z.string(), idle: z.string() }).optional(),
  /** The endpoint whose call is its decision (stop the machine, release the claim). */
  action: z.strictObject({ env: envName }).optional(),
  /** The endpoint it calls to raise an alarm (after a long silence), when it has one. */
  alarm: z.strictObject({ env: envName }).optional(),
  env: z.record(z.string(), z.string()).default({}),
});

export type HeartbeatConfig = z.output<typeof heartbeatSchema>;

export interface HeartbeatSpec {
  readonly name: string;
  readonly run: string;
  readonly init: string | null;
  readonly intervalMs: number;
  readonly staleMs: number;
  readonly tickTimeoutMs: number;
  /** The folder copied into each scenario's scratch project. */
  readonly projectDir: string;
  readonly lock: { readonly path: string; readonly content: string } | null;
  readonly state: string | null;
  /** `env`: the variable that holds it, or the file's path when `file` is given too. */
  readonly credential: { readonly env: string | null; readonly file: string | null; readonly value: string } | null;
  readonly dependency: { readonly env: string; readonly busy: string; readonly idle: string } | null;
  readonly action: { readonly env: string } | null;
  readonly alarm: { readonly env: string } | null;
  readonly env: Readonly<Record<string, string>>;
}

const MAX_TICK_TIMEOUT_MS = 30_000;

/** Every heartbeat a config declares, in its order (`heartbeats[N]` names each in messages); `dir` is the config's folder. */
export function resolveHeartbeats(declared: readonly HeartbeatConfig[], dir: string): HeartbeatSpec[] {
  return declared.map((heartbeat, index) => resolveHeartbeat(heartbeat, dir, `heartbeats[${index}]`));
}

/** The engine's view of a declared heartbeat; `dir` is the config's folder. */
export function resolveHeartbeat(declared: HeartbeatConfig, dir: string, where: string): HeartbeatSpec {
  const intervalMs = parseDuration(String(declared.interval), `${where}.interval`);
  const lock = declared.lock === undefined ? null : typeof declared.lock === 'string' ? { path: declared.lock, content: 'owner: another job\n' } : declared.lock;
  return {
    name: declared.name,
    run: declared.run,
    init: declared.init ?? null,
    intervalMs,
    staleMs: declared.stale === undefined ? 2 * intervalMs : parseDuration(String(declared.stale), `${where}.stale`),
    tickTimeoutMs: declared.timeout === undefined ? Math.min(intervalMs / 2, MAX_TICK_TIMEOUT_MS) : parseDuration(String(declared.timeout), `${where}.timeout`),
    projectDir: declared.project === undefined ? dir : resolve(dir, declared.project),
    lock,
    state: declared.state ?? null,
    credential: declared.credential === undefined ? null : { env: declared.credential.env ?? null, file: declared.credential.file ?? null, value: declared.credential.value },
    dependency: declared.dependency ?? null,
    action: declared.action ?? null,
    alarm: declared.alarm ?? null,
    env: declared.env,
  };
}
