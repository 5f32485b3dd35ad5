/** Reports leave hookcheck with the project's secrets and key-shaped text masked, and nothing else changed. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectSecrets } from '../../../src/config/project-secrets.js';
import { redactReport } from '../../../src/record/redact-report.js';
import { tempDir } from '../../helpers/temp-dir.js';

describe('redacting a report', () => {
  it('takes the secret-looking values of a project’s .env files, not its ordinary settings', () => {
    const project = tempDir('hookcheck-env-');
    writeFileSync(
      join(project, '.env'),
      ['# comment', 'DATABASE_PASSWORD="hunter2-very-long"', 'export STRIPE_KEY=sk_live_abcdef123456', 'PORT=8080', 'NODE_ENV=development', 'BUILD_ID=a81f9c2e77d04b5f9e1c', 'SHORT_TOKEN=abc'].join(
        '\n',
      ),
    );
    writeFileSync(join(project, '.env.local'), 'SESSION_SECRET=local-session-secret\n');
    writeFileSync(join(project, '.env.example'), 'DATABASE_PASSWORD=changeme-placeholder\n');
    expect(projectSecrets(project).sort()).toEqual(['a81f9c2e77d04b5f9e1c', 'hunter2-very-long', 'local-session-secret', 'sk_live_abcdef123456']);
    expect(projectSecrets(null)).toEqual([]);
    expect(projectSecrets(join(project, 'missing'))).toEqual([]);
  });

  it('masks known values and key-shaped text in every string, and counts them', () => {
    const report = {
      hooks: [
        {
          outcome: { stdout: 'password is hunter2-very-long, again hunter2-very-long', stderr: 'using sk-ant-api03-abcdefghijklmnopqrstuvwxyz' },
          findings: [{ args: { reason: 'hunter2-very-long' } }],
        },
      ],
      summary: { errors: 1 },
    };
    const { value, count } = redactReport(report, ['hunter2-very-long']);
    expect(value).toEqual({
      hooks: [{ outcome: { stdout: 'password is <redacted:env>, again <redacted:env>', stderr: 'using <redacted:anthropic-api-key>' }, findings: [{ args: { reason: '<redacted:env>' } }] }],
      summary: { errors: 1 },
    });
    expect(count).toBe(4);
  });

  it('leaves a report without secrets as it was, hookcheck’s own words with "token:" and "auth=" included', () => {
    const report = { message: 'The hook read the token: it printed auth=yes on stdout', paths: ['/work/project/.env'], count: 3 };
    expect(redactReport(report, [])).toEqual({ value: report, count: 0 });
  });
});
