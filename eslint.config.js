// Lint fences what the import-graph test (test/unit/architecture.test.ts) cannot see: one module
// spawns processes, the file system is touched only by the CLI's option checks, config, store,
// runner, sandbox, live, audit discovery and the package-root finder, and only the CLI and
// reporters may print.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const SPAWN_BAN = {
  paths: [
    { name: 'execa', message: 'Only src/runner spawns processes.' },
    { name: 'node:child_process', message: 'Only src/runner spawns processes.' },
    { name: 'child_process', message: 'Only src/runner spawns processes.' },
  ],
};
const FS_BAN = [
  { name: 'node:fs', message: 'File access belongs in src/config, src/store or src/runner.' },
  { name: 'node:fs/promises', message: 'File access belongs in src/config, src/store or src/runner.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'schema/', 'fixtures/', 'examples/', 'reports/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', performance: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.ts', 'specs/**/*.ts', 'mutators/**/*.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': ['error', { paths: [...SPAWN_BAN.paths, ...FS_BAN] }],
    },
  },
  {
    // Nothing below the CLI reads argv, the environment or the cwd: they arrive as options.
    files: [
      'src/engine/**/*.ts',
      'src/checks/**/*.ts',
      'src/oracle/**/*.ts',
      'src/agents/*.ts',
      'src/agents/*/*.ts',
      'src/model/**/*.ts',
      'src/findings/**/*.ts',
      'src/reporters/**/*.ts',
      'specs/**/*.ts',
      'mutators/**/*.ts',
      'src/audit/lints/**/*.ts',
      'src/shell/**/*.ts',
    ],
    rules: { 'no-restricted-globals': ['error', { name: 'process', message: 'Pass what you need in from the CLI.' }] },
  },
  { files: ['src/runner/**/*.ts'], rules: { 'no-restricted-imports': 'off' } },
  // The scratch world a hook runs in (scratch areas, the project's copy, mutant and probe files) is made of files, and spawns nothing itself.
  { files: ['src/workspace/**/*.ts'], rules: { 'no-restricted-imports': ['error', SPAWN_BAN] } },
  // Finds hookcheck's own package.json, to name its own files from wherever the code runs.
  { files: ['src/util/package-root.ts', 'src/util/is-file.ts'], rules: { 'no-restricted-imports': ['error', SPAWN_BAN] } },
  // The live driver prepares agent sessions on disk (settings, markers); it still spawns through the runner.
  { files: ['src/live/**/*.ts', 'src/agents/*/live/**/*.ts'], rules: { 'no-restricted-imports': ['error', SPAWN_BAN] } },
  { files: ['src/config/**/*.ts'], rules: { 'no-restricted-imports': ['error', SPAWN_BAN] } },
  // A heartbeat scenario sets up its world on disk (a lock's age, a broken state); ticks spawn through the runner.
  {
    files: ['src/heartbeat/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', SPAWN_BAN], 'no-restricted-globals': ['error', { name: 'process', message: 'Pass what you need in from the CLI.' }] },
  },
  // The store reads and writes the files kept beside the config: regressions, baseline, reports.
  { files: ['src/store/**/*.ts'], rules: { 'no-restricted-imports': ['error', SPAWN_BAN] } },
  // The CLI's option checks look at the paths they are given (does --output's folder exist?).
  { files: ['src/cli/**/*.ts'], rules: { 'no-restricted-imports': ['error', SPAWN_BAN] } },
  // Audit discovery reads settings files, plugins and frontmatter; lints see files only through LintFiles.
  { files: ['src/audit/discover/**/*.ts'], rules: { 'no-restricted-imports': ['error', SPAWN_BAN] } },
  // The sandbox snapshots the folders hooks write and builds their PATH; bwrap itself is spawned by the runner.
  { files: ['src/sandbox/**/*.ts'], rules: { 'no-restricted-imports': ['error', SPAWN_BAN] } },
  { files: ['src/cli/**/*.ts', 'src/reporters/**/*.ts'], rules: { 'no-console': 'off' } },
);
