import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checks } from '../../../src/checks/index.js';
import { CHECK_IDS } from '../../../src/findings/check-ids.js';

describe('the check registry', () => {
  it('registers every check file, under the id the check gives itself', async () => {
    const files = readdirSync(new URL('../../../src/checks/', import.meta.url)).filter((name) => name.endsWith('-check.ts'));
    expect(files.length).toBe(CHECK_IDS.length);
    for (const file of files) {
      const module = (await import(`../../../src/checks/${file}`)) as { default: { id: string } };
      expect(checks[module.default.id as keyof typeof checks]).toBe(module.default);
    }
  });

  it('has unique ids matching the registry keys', () => {
    for (const id of CHECK_IDS) expect(checks[id].id).toBe(id);
  });
});
