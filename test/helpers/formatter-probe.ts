/** A probe that shows a src/ formatter at work: a file with trailing blanks comes back without them. */
import type { Probe } from '../../src/model/run/probe-report.js';

export const formatsFileUnderSrc: Probe = {
  name: 'formats a file under src/',
  origin: 'config',
  args: [],
  event: 'PostToolUse',
  payload: { tool_name: 'Edit', tool_input: { file_path: '<project>/src/add.js', old_string: 'a', new_string: 'a' } },
  setup: { files: { 'src/add.js': 'export const a = 1;   \n' }, env: {} },
  expect: { files: { 'src/add.js': { contains: 'export const a = 1;\n' } } },
};
