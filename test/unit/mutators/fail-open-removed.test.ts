import { describe, expect, it } from 'vitest';
import failOpenRemoved from '../../../mutators/fail-open-removed.js';
import { mutantsOf, mutationsOf } from '../../helpers/mutations.js';

describe(failOpenRemoved.id, () => {
  it('makes a Python `except: pass` re-raise', async () => {
    const source = 'try:\n    data = json.load(sys.stdin)\nexcept Exception:\n    pass\n';
    expect(await mutantsOf(failOpenRemoved, source, 'python')).toEqual(['try:\n    data = json.load(sys.stdin)\nexcept Exception:\n    raise\n']);
    expect((await mutationsOf(failOpenRemoved, source, 'python'))[0]?.description).toBe('fail-open `except Exception: pass` made to re-raise');
  });

  it('makes a Python handler that logs and exits 0, or returns 0, re-raise', async () => {
    const source = 'def main():\n    try:\n        run()\n    except ValueError as e:\n        log(e)\n        sys.exit(0)\n    except OSError: return 0\n';
    expect(await mutantsOf(failOpenRemoved, source, 'python')).toEqual([
      'def main():\n    try:\n        run()\n    except ValueError as e:\n        raise\n    except OSError: return 0\n',
      'def main():\n    try:\n        run()\n    except ValueError as e:\n        log(e)\n        sys.exit(0)\n    except OSError: raise\n',
    ]);
  });

  it('leaves a Python handler that recovers, blocks or re-raises alone', async () => {
    const source = 'try:\n    v = d[k]\nexcept KeyError:\n    v = None\nexcept OSError:\n    sys.exit(2)\nexcept Exception:\n    raise\n';
    expect(await mutantsOf(failOpenRemoved, source, 'python')).toEqual([]);
  });

  it('makes an empty JavaScript catch, or one that exits 0, rethrow', async () => {
    const source = 'try { run(); } catch (e) {}\ntry { run(); } catch { process.exit(0); }\n';
    expect(await mutantsOf(failOpenRemoved, source, 'javascript')).toEqual([
      'try { run(); } catch (e) { throw e; }\ntry { run(); } catch { process.exit(0); }\n',
      'try { run(); } catch (e) {}\ntry { run(); } catch (error) { throw error; }\n',
    ]);
  });

  it('makes a TypeScript catch that only returns rethrow, and leaves one that blocks alone', async () => {
    const source = 'function f() {\n  try { run(); } catch (err: unknown) { return; }\n  try { run(); } catch (err) { process.exit(2); }\n}\n';
    expect(await mutantsOf(failOpenRemoved, source, 'typescript')).toEqual([
      'function f() {\n  try { run(); } catch (err: unknown) { throw err; }\n  try { run(); } catch (err) { process.exit(2); }\n}\n',
    ]);
  });

  it('deletes a bash `|| true`, `|| :` and `|| exit 0`', async () => {
    const source = 'jq -e . <<<"$input" || exit 0\nrm -f "$lock" || true\nmkdir -p d || :\n';
    expect(await mutantsOf(failOpenRemoved, source, 'bash')).toEqual([
      'jq -e . <<<"$input"\nrm -f "$lock" || true\nmkdir -p d || :\n',
      'jq -e . <<<"$input" || exit 0\nrm -f "$lock"\nmkdir -p d || :\n',
      'jq -e . <<<"$input" || exit 0\nrm -f "$lock" || true\nmkdir -p d\n',
    ]);
    expect((await mutationsOf(failOpenRemoved, source, 'bash'))[0]?.description).toBe('fail-open `|| exit 0` removed from `jq -e . <<<"$input" || exit 0`');
  });

  it('leaves a bash `|| exit 2` and `&& true` alone', async () => {
    expect(await mutantsOf(failOpenRemoved, 'check || exit 2\ncheck && true\ncheck || echo failed\n', 'bash')).toEqual([]);
  });
});
