/**
 * A self-contained HTML report: mutation-testing-elements' bundle and the document inlined in one
 * page, so it opens from disk or a CI artifact with no network at all.
 */
import type { MutationTestResult } from 'mutation-testing-report-schema/api';

/** The page for `document`; `elementsScript` is the text of mutation-testing-elements' browser bundle. */
export function toHtmlReport(document: MutationTestResult, elementsScript: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>hookcheck mutation report</title>
<script>
${escapeScriptText(elementsScript)}
</script>
</head>
<body>
<mutation-test-report-app title-postfix="hookcheck">
Your browser does not support custom elements: open this report in a current Firefox, Chrome, Safari or Edge.
</mutation-test-report-app>
<script>
document.querySelector('mutation-test-report-app').report = ${toScriptJson(document)};
</script>
</body>
</html>
`;
}

/**
 * JSON that is safe inside <script>: `<`, `>` and `&` (which only occur inside JSON strings) and the
 * line separators become \\u escapes, so no `</script>` or `<!--` in a hook's source can end the tag.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `</script` in the bundle would end our tag early; `<\/script` means the same in any JS string or regex. */
function escapeScriptText(script: string): string {
  return script.replace(/<\/(script)/gi, '<\\/$1');
}
