/**
 * Two whole-file replacements every set of tests must notice one of: a hook that blocks everything
 * and a hook that does nothing. If both survive, the tests cannot fail, and no score means anything.
 */
import type { Language } from '../model/mutation.js';

interface SanityMutant {
  readonly name: string;
  readonly source: string;
}

const MESSAGE = 'hookcheck sanity mutant';

const BODIES: Readonly<Record<Language, (code: number) => string>> = {
  bash: (code) => `${code === 2 ? `echo '${MESSAGE}: blocks everything' >&2\n` : ''}exit ${code}\n`,
  python: (code) => `import sys\n${code === 2 ? `sys.stderr.write("${MESSAGE}: blocks everything\\n")\n` : ''}sys.exit(${code})\n`,
  javascript: (code) => `${code === 2 ? `process.stderr.write("${MESSAGE}: blocks everything\\n");\n` : ''}process.exit(${code});\n`,
  typescript: (code) => `${code === 2 ? `process.stderr.write("${MESSAGE}: blocks everything\\n");\n` : ''}process.exit(${code});\n`,
};

/** The original's shebang is kept, so the copy starts the same interpreter. */
export function sanityMutants(source: string, language: Language): SanityMutant[] {
  const shebang = source.startsWith('#!') ? `${source.split('\n', 1)[0]}\n` : '';
  return [
    { name: 'blocks everything', source: `${shebang}${BODIES[language](2)}` },
    { name: 'does nothing', source: `${shebang}${BODIES[language](0)}` },
  ];
}
