/**
 * The recorder's folder as a walled-in session meets it: the session may write only the answer's
 * folder, the hook files are there before any session, and an answer is read only as a plain file.
 */
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRecorderFolder } from '../../../src/live/recorder-folder.js';
import { tempDir } from '../../helpers/temp-dir.js';

const HOOK = { form: 'exec' as const, file: '/usr/bin/true', args: [] };
const ANSWER = { stdin: '{}', outcome: { kind: 'exited', exitCode: 0 } };

describe('the recorder folder', () => {
  it('lets a session write the answer folder only, with both hook files written before', async () => {
    await withRecorderFolder(HOOK, async (folder) => {
      expect(folder.sessionPaths.writable).toEqual([dirname(folder.answerFile)]);
      expect(dirname(folder.hookScript)).not.toBe(dirname(folder.answerFile));
      expect(existsSync(folder.allowingScript())).toBe(true);
      expect(dirname(folder.allowingScript())).toBe(dirname(folder.hookScript));
    });
  });

  it('reads an answer written as a file, and none through a link a hook left in its place', async () => {
    const host = join(tempDir('hookcheck-recorder-'), 'host.json');
    writeFileSync(host, JSON.stringify({ ...ANSWER, stdin: 'a host file' }));
    await withRecorderFolder(HOOK, async (folder) => {
      expect(folder.readAnswer()).toBeNull();
      writeFileSync(folder.answerFile, JSON.stringify(ANSWER));
      expect(folder.readAnswer()?.stdin).toBe('{}');
    });
    await withRecorderFolder(HOOK, async (folder) => {
      symlinkSync(host, folder.answerFile);
      expect(folder.readAnswer()).toBeNull();
    });
  });
});
