import { describe, expect, it } from 'vitest';
import { cronInterval, readCrontab, readTimer, systemdSpan } from '../../../src/config/find-scheduled-scripts.js';
import { readLoopSkill } from '../../../src/config/read-loop-skill.js';

describe('the intervals of schedules', () => {
  it('reads every N minutes or hours, hourly and daily from cron, and nothing else', () => {
    expect(cronInterval(['*', '*', '*', '*', '*'])).toBe(60);
    expect(cronInterval(['*/5', '*', '*', '*', '*'])).toBe(300);
    expect(cronInterval(['0', '*/2', '*', '*', '*'])).toBe(7200);
    expect(cronInterval(['0', '*', '*', '*', '*'])).toBe(3600);
    expect(cronInterval(['30', '4', '*', '*', '*'])).toBe(86_400);
    expect(cronInterval(['0', '3', '1', '*', '*'])).toBeNull();
    expect(cronInterval(['0,30', '*', '*', '*', '*'])).toBeNull();
    expect(cronInterval(['0', '9', '*', '*', '1-5'])).toBeNull();
  });

  it('reads a crontab: comments and variables skipped, macros known, the user field of cron.d', () => {
    const text = '# header\nSHELL=/bin/bash\n@hourly /opt/a.sh\n*/10 * * * * python3 b.py --x\n';
    expect(readCrontab('/p/crontab', text).map(({ run, intervalSeconds, source }) => [run, intervalSeconds, source])).toEqual([
      ['/opt/a.sh', 3600, '/p/crontab:3'],
      ['python3 b.py --x', 600, '/p/crontab:4'],
    ]);
    expect(readCrontab('/etc/cron.d/gpu', '* * * * * root /opt/gpu.sh\n').map(({ run }) => run)).toEqual(['/opt/gpu.sh']);
  });

  it('reads systemd spans and a timer with its service; a calendar with a date has no interval', () => {
    expect([systemdSpan('5min'), systemdSpan('1h 30min'), systemdSpan('90'), systemdSpan('soon')]).toEqual([300, 5400, 90, null]);
    const files: Record<string, string> = {
      '/u/a.timer': '[Timer]\nOnUnitActiveSec=30s\n',
      '/u/a.service': '[Service]\nExecStart=-/usr/bin/a --tick\n',
      '/u/b.timer': '[Timer]\nOnCalendar=Mon *-*-* 03:00\nUnit=c.service\n',
      '/u/c.service': 'ExecStart=/usr/bin/c\n',
    };
    const read = (path: string) => files[path] ?? null;
    expect(readTimer('/u/a.timer', read)).toEqual([{ run: '/usr/bin/a --tick', intervalSeconds: 30, source: '/u/a.timer', schedule: 'every 30s' }]);
    expect(readTimer('/u/b.timer', read)).toEqual([{ run: '/usr/bin/c', intervalSeconds: null, source: '/u/b.timer', schedule: 'OnCalendar=Mon *-*-* 03:00' }]);
    expect(readTimer('/u/none.timer', read)).toEqual([]);
  });

  it('reads a loop skill that names its lock or state: the script it runs, its interval, the files', () => {
    const skill = '---\nname: project-loop\n---\nEvery 5 minutes, run `python3 .loop/tick.py --once`.\nThe tick keeps `.loop/state.json` and holds `.loop/loop.lock` while it works.\n';
    expect(readLoopSkill('/p/.claude/skills/project-loop/SKILL.md', skill)).toEqual([
      {
        run: 'python3 .loop/tick.py --once',
        intervalSeconds: 300,
        source: '/p/.claude/skills/project-loop/SKILL.md',
        schedule: 'the loop skill project-loop: Every 5 minutes',
        lock: '.loop/loop.lock',
        state: '.loop/state.json',
      },
    ]);
    expect(readLoopSkill('/p/s/loop/SKILL.md', 'Use /loop 10m: run ./scripts/check.sh, which reads state/heartbeat.json.')[0]).toMatchObject({
      run: './scripts/check.sh',
      intervalSeconds: 600,
      state: 'state/heartbeat.json',
    });
    // No interval in its words: proposed with none (the author writes it), never a guessed one.
    expect(readLoopSkill('/p/s/a/SKILL.md', 'Run `bash tick.sh`; it keeps run.lock.')[0]).toMatchObject({ run: 'bash tick.sh', intervalSeconds: null });
    // A skill that names no lock or state, or runs no script, is not a heartbeat hookcheck can test.
    expect(readLoopSkill('/p/s/b/SKILL.md', 'Every 5 minutes, run `python3 tick.py`.')).toEqual([]);
    expect(readLoopSkill('/p/s/c/SKILL.md', 'Keep .loop/state.json tidy.')).toEqual([]);
  });
});
