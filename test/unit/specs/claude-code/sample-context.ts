/** A fixed session used by the spec tests. */
import type { PayloadContext } from '../../../../specs/claude-code/payloads.js';

export const SAMPLE_CONTEXT: PayloadContext = {
  sessionId: '8d3f2c1a-5b7e-4f90-a2c4-6e1d9b0f3a7c',
  transcriptPath: '/home/dev/.claude/projects/-home-dev-app/8d3f2c1a-5b7e-4f90-a2c4-6e1d9b0f3a7c.jsonl',
  cwd: '/home/dev/app',
};
