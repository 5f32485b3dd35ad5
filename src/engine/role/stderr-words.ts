/**
 * What a hook's stderr says: the words of a refusal, and the signs of a crash. The exit-code check
 * reads a fail-open deny from them; the role reads a guard from them.
 */
/** Words a hook uses when it means to refuse; on stderr with exit 1 they reveal a fail-open deny. */
export const DENY_WORDS = /\b(block(ed|ing)?|den(y|ied)|refus(e|ed|ing)|forbidden|not allowed|disallowed|prohibited|dangerous|rejected|abort(ed)?)\b/i;

/** Stderr of a crash, not of a refusal: "Permission denied" or "Connection refused" from the OS is not a deny. */
export const CRASH_SIGNS =
  /Traceback \(most recent call last\)|\[Errno \d+\]|^\s+at .+:\d+(:\d+)?\)?$|: Permission denied$|command not found|No such file or directory|Connection refused|Network is unreachable|Could not resolve host/m;
