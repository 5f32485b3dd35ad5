/** A case's stdin as text (bytes that are not UTF-8 become U+FFFD), for parsing and display. */
export function stdinText(stdin: string | Uint8Array): string {
  return typeof stdin === 'string' ? stdin : Buffer.from(stdin).toString('utf8');
}
