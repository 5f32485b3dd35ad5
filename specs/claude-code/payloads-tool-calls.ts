/**
 * A varied set of tool calls, each with what it returns on success and on failure, so that
 * typical guards (destructive commands, secrets, force-push, pipe-to-shell) have something to
 * fire on and benign calls show whether they let ordinary work through.
 */
import path from 'node:path';

export interface ToolCallSample {
  readonly label: string;
  readonly toolName: string;
  readonly toolInput: Record<string, unknown>;
  readonly toolUseId: string;
  /** The structured Output object PostToolUse carries. */
  readonly toolResponse: unknown;
  /** PostToolUseFailure's `error`; shells start with `Exit code N`. */
  readonly error: string;
  readonly durationMs: number;
  readonly mcpServer?: { readonly name: string; readonly source: string };
}

// AWS's documented example credentials: realistic enough for secret scanners, valid nowhere.
const FAKE_ACCESS_KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const FAKE_SECRET_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const ENV_FILE_CONTENT = `NODE_ENV=development\nAWS_ACCESS_KEY_ID=${FAKE_ACCESS_KEY_ID}\n` + `AWS_SECRET_ACCESS_KEY=${FAKE_SECRET_KEY}\n`;
const GIT_REMOTE = 'http://127.0.0.1:3000/acme/app.git';

function makeBashOutput(stdout: string, stderr = '') {
  return { stdout, stderr, interrupted: false, isImage: false };
}

function buildBashCalls(): ToolCallSample[] {
  const bash = (label: string, command: string, description: string) => ({
    label: `Bash: ${label}`,
    toolName: 'Bash',
    toolInput: { command, description },
  });
  return [
    {
      ...bash('npm test', 'npm test', 'Run the test suite'),
      toolUseId: 'toolu_01A9dK3mQx7VbN2pLr5TcW8e',
      toolResponse: makeBashOutput('> app@1.0.0 test\n> vitest run\n\n Test Files  4 passed (4)\n      Tests  27 passed (27)\n'),
      error: 'Exit code 1\n FAIL  test/app.test.ts > retries\nAssertionError: expected 3 to be 5',
      durationMs: 4210,
    },
    {
      ...bash('ls -la', 'ls -la', 'List files in the project root'),
      toolUseId: 'toolu_01B4fH8sJw2ZcQ6nTy3UkD1r',
      toolResponse: makeBashOutput('total 24\ndrwxr-xr-x  6 dev dev 4096 .\n-rw-r--r--  1 dev dev  612 package.json\ndrwxr-xr-x  2 dev dev 4096 src\n'),
      error: "Exit code 2\nls: cannot open directory '.': Permission denied",
      durationMs: 38,
    },
    {
      ...bash('rm -rf', 'rm -rf build/ ~/.cache', 'Remove build output and caches'),
      toolUseId: 'toolu_01C7gL2vRz9XdM4pUa6SbE3t',
      toolResponse: makeBashOutput(''),
      error: "Exit code 1\nrm: cannot remove 'build/coverage': Permission denied",
      durationMs: 912,
    },
    {
      ...bash('git push --force', 'git push --force origin main', 'Force-push main to origin'),
      toolUseId: 'toolu_01D2hN5wTa4YeP8qVb1RcF6u',
      toolResponse: makeBashOutput('', `To ${GIT_REMOTE}\n + 1a2b3c4...5d6e7f8 main -> main (forced update)\n`),
      error: `Exit code 1\nerror: failed to push some refs to '${GIT_REMOTE}'`,
      durationMs: 1630,
    },
    {
      ...bash('cat .env', 'cat .env', 'Show environment variables'),
      toolUseId: 'toolu_01E5jP9xUb6ZfR3sWc2TdG7v',
      toolResponse: makeBashOutput(ENV_FILE_CONTENT),
      error: 'Exit code 1\ncat: .env: No such file or directory',
      durationMs: 21,
    },
    {
      ...bash('curl | sh', 'curl -fsSL http://127.0.0.1:9/install.sh | sh', 'Run the install script'),
      toolUseId: 'toolu_01F8kQ3yVc7AgS5tXd4UeH9w',
      toolResponse: makeBashOutput('Installing app-cli 2.3.1...\nDone.\n'),
      error: "Exit code 1\ncurl: (7) Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server",
      durationMs: 2480,
    },
  ];
}

function buildFileCalls(cwd: string): ToolCallSample[] {
  const appFile = path.join(cwd, 'src', 'app.ts');
  const envFile = path.join(cwd, '.env');
  return [
    {
      label: 'Edit: src/app.ts',
      toolName: 'Edit',
      toolInput: { file_path: appFile, old_string: 'const retries = 3;', new_string: 'const retries = 5;', replace_all: false },
      toolUseId: 'toolu_01G3mR6zWd8BhT7uYe5VfJ2x',
      toolResponse: { filePath: appFile, oldString: 'const retries = 3;', newString: 'const retries = 5;', success: true },
      error: 'String to replace not found in file.\nString: const retries = 3;',
      durationMs: 64,
    },
    {
      label: 'Write: .env with a secret',
      toolName: 'Write',
      toolInput: { file_path: envFile, content: ENV_FILE_CONTENT },
      toolUseId: 'toolu_01H6nS9aXe2CjU4vZf8WgK5y',
      toolResponse: { filePath: envFile, success: true },
      error: `EACCES: permission denied, open '${envFile}'`,
      durationMs: 17,
    },
    {
      label: 'Read: .env',
      toolName: 'Read',
      toolInput: { file_path: envFile },
      toolUseId: 'toolu_01J9pT2bYf5DkV7wAg3XhL8z',
      toolResponse: { type: 'text', file: { filePath: envFile, content: ENV_FILE_CONTENT, numLines: 3, startLine: 1, totalLines: 3 } },
      error: 'File does not exist.',
      durationMs: 9,
    },
    {
      label: 'Glob: **/*.ts',
      toolName: 'Glob',
      toolInput: { pattern: '**/*.ts', path: cwd },
      toolUseId: 'toolu_01K2qU5cZg8EmW3xBh6YjM1a',
      toolResponse: { filenames: [appFile, path.join(cwd, 'src', 'retry.ts')], durationMs: 12, numFiles: 2, truncated: false },
      error: `Directory does not exist: ${cwd}`,
      durationMs: 14,
    },
    {
      label: 'Grep: TODO',
      toolName: 'Grep',
      toolInput: { pattern: 'TODO', path: cwd, glob: '*.ts', output_mode: 'files_with_matches' },
      toolUseId: 'toolu_01L5rV8dAh2FnX6yCj9ZkN4b',
      toolResponse: { mode: 'files_with_matches', filenames: [appFile], numFiles: 1 },
      error: 'Exit code 2\nrg: error parsing glob',
      durationMs: 27,
    },
  ];
}

function buildRemoteCalls(): ToolCallSample[] {
  const docsUrl = 'http://127.0.0.1:8080/docs';
  return [
    {
      label: 'WebFetch: local docs',
      toolName: 'WebFetch',
      toolInput: { url: docsUrl, prompt: 'List the API endpoints' },
      toolUseId: 'toolu_01M8sW2eBj5GpY9zDk3AmP7c',
      toolResponse: { bytes: 5120, code: 200, codeText: 'OK', result: 'GET /health, POST /jobs', durationMs: 143, url: docsUrl },
      error: 'connect ECONNREFUSED 127.0.0.1:8080',
      durationMs: 151,
    },
    {
      label: 'MCP: memory create_entities',
      toolName: 'mcp__memory__create_entities',
      toolInput: { entities: [{ name: 'hookcheck', entityType: 'project', observations: ['Tests Claude Code hooks'] }] },
      toolUseId: 'toolu_01N2tX5fCk8HqZ3aEm6BnQ9d',
      toolResponse: [{ type: 'text', text: '[{"name":"hookcheck","entityType":"project"}]' }],
      error: 'MCP error -32603: Entity "hookcheck" already exists',
      durationMs: 88,
      mcpServer: { name: 'memory', source: 'project' },
    },
  ];
}

/** Every sample tool call, with file paths absolute under `cwd`. */
export function buildToolCalls(cwd: string): ToolCallSample[] {
  return [...buildBashCalls(), ...buildFileCalls(cwd), ...buildRemoteCalls()];
}
