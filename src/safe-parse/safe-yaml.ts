/**
 * YAML from files someone else wrote, parsed so that no input stalls hookcheck or ends in a stack
 * trace: bounded size and nesting, bounded aliases (a 130-byte alias bomb expands to gigabytes),
 * and duplicate keys found with a Set (the yaml package's own check compares every key with every
 * other: 20,000 keys took 12 s). Every refusal is a sentence, returned, never thrown.
 */
import { createRequire } from 'node:module';
import type * as YamlPackage from 'yaml';
import type { Document, LineCounter } from 'yaml';
import { bracketNestingProblem, MAX_YAML_ALIASES, sizeProblem, valueNestingProblem } from './limits.js';

/**
 * The yaml package, loaded on the first read: a run without a config file never needs it, and
 * loading it is a tenth of a second before the first case. (Its node entry is CommonJS already:
 * the same instance an `import` elsewhere gets.) In the CLI's bundle `require` is defined and the
 * bundler puts the package inside, to be started on this first call; the compiled modules have no
 * `require` and load it from node_modules.
 */
let yamlPackage: typeof YamlPackage | undefined;
function yaml(): typeof YamlPackage {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler's sign for "put the package inside"
  yamlPackage ??= (typeof require === 'function' ? require('yaml') : createRequire(import.meta.url)('yaml')) as typeof YamlPackage;
  return yamlPackage;
}

type YamlReading = { readonly ok: true; readonly data: unknown; readonly document: Document } | { readonly ok: false; readonly why: string };

interface YamlOptions {
  readonly maxBytes: number;
  /** Merge keys (`<<: *base`). */
  readonly merge?: boolean;
  readonly lineCounter?: LineCounter;
  readonly prettyErrors?: boolean;
}

export function readYaml(text: string, options: YamlOptions): YamlReading {
  const refused = sizeProblem(text, options.maxBytes) ?? bracketNestingProblem(text);
  if (refused !== undefined) return { ok: false, why: refused };
  try {
    const document = yaml().parseDocument(text, {
      uniqueKeys: false,
      merge: options.merge ?? false,
      prettyErrors: options.prettyErrors ?? false,
      ...(options.lineCounter === undefined ? {} : { lineCounter: options.lineCounter }),
    });
    const first = document.errors[0];
    if (first !== undefined) return { ok: false, why: first.message.split('\n')[0]! };
    const duplicate = duplicateKey(document, options.merge ?? false);
    if (duplicate !== undefined) return { ok: false, why: `the key ${JSON.stringify(duplicate)} appears twice in one mapping (map keys must be unique)` };
    const data: unknown = document.toJS({ maxAliasCount: MAX_YAML_ALIASES });
    const deep = valueNestingProblem(data);
    return deep === undefined ? { ok: true, data, document } : { ok: false, why: deep };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, why: 'it nests too deeply for hookcheck to read' };
    if (error instanceof ReferenceError && /alias/i.test(error.message))
      return { ok: false, why: `its aliases (*name) expand too far (more than ${MAX_YAML_ALIASES} uses): refused as a resource-exhaustion attack` };
    return { ok: false, why: String((error as Error)?.message ?? error).split('\n')[0]! };
  }
}

/** The first key that appears twice in one mapping, compared as the yaml package does for scalars. */
function duplicateKey(document: Document, merge: boolean): string | undefined {
  let found: string | undefined;
  const { isMap, isScalar, visit } = yaml();
  visit(document, {
    Map(_, map) {
      if (!isMap(map)) return undefined;
      const seen = new Set<string>();
      for (const pair of map.items) {
        const key: unknown = isScalar(pair.key) ? pair.key.value : pair.key;
        if (typeof key === 'object' && key !== null) continue;
        const name = String(key);
        if (merge && name === '<<') continue;
        if (seen.has(name)) {
          found = name;
          return visit.BREAK;
        }
        seen.add(name);
      }
      return undefined;
    },
  });
  return found;
}
