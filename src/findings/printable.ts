/**
 * Text that came from an audited repository (commands, labels, messages quoting them), made safe
 * for a terminal: control characters are written as `\xNN`, so an escape sequence or a carriage
 * return cannot hide a command from the person reading the list.
 */
// C0 controls, DEL and C1 controls; tab is kept.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

export function printable(text: string): string {
  return text.replace(CONTROL, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
