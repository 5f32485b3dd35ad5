import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Integration tests spawn real hooks; a slow CI machine needs headroom, not retries.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The JSON file gives CI its closing count line (.ci/run).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
