/** The caller's environment as hooks are given it: a plain copy, since reading process.env goes through the runtime on every key, for every case. */
export function callerEnvironment(): Record<string, string | undefined> {
  return { ...process.env };
}
