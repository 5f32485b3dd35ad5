/**
 * Parses hook sources with web-tree-sitter and each grammar package's own prebuilt `.wasm`, so no
 * native build is needed. The runtime and each grammar load once; later parses reuse them.
 */
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { Language as Grammar, Parser, type Tree } from 'web-tree-sitter';
import type { Language } from '../../model/mutation.js';

const GRAMMAR_WASM: Record<Language, string> = {
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  bash: 'tree-sitter-bash/tree-sitter-bash.wasm',
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
};

// Resolved through node_modules, so the same code works from src/ under vitest and from dist/.
const resolvePackageFile = createRequire(import.meta.url).resolve;

let runtimeReady: Promise<void> | undefined;
const parsers = new Map<Language, Promise<Parser>>();

/**
 * WebAssembly compiled by the baseline tier only. A run parses a few small files: V8's optimizing
 * tier recompiling the runtime and the grammar in the background cost three times the CPU of the
 * whole parse (measured: 250 ms against 65 ms for one hook), and nothing parsed here runs long
 * enough to gain from it. Liftoff compiles the same code, only less optimized.
 */
function baselineTierOnly(): void {
  setFlagsFromString('--liftoff-only');
}

async function loadParser(language: Language): Promise<Parser> {
  runtimeReady ??= (baselineTierOnly(), Parser.init());
  await runtimeReady;
  const grammar = await Grammar.load(resolvePackageFile(GRAMMAR_WASM[language]));
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
}

function parserFor(language: Language): Promise<Parser> {
  let parser = parsers.get(language);
  if (!parser) {
    parser = loadParser(language);
    // A failed load is not cached: the next call tries again and reports its own error.
    parser.catch(() => parsers.delete(language));
    parsers.set(language, parser);
  }
  return parser;
}

/**
 * Parses `source` as `language`. Offsets in the tree are UTF-16 code units, like JavaScript strings.
 * The tree lives in WebAssembly memory: call `tree.delete()` when done with it.
 */
export async function parseSource(source: string, language: Language): Promise<Tree> {
  const tree = (await parserFor(language)).parse(source);
  // parse() returns null only when cancelled or when no language is set; neither happens here.
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${language} source`);
  return tree;
}
