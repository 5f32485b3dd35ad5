/**
 * Every pattern with a secret it must catch and a look-alike it must leave alone. Secrets are built
 * at run time so that no scanner mistakes this file for a leak.
 */
import { describe, expect, it } from 'vitest';
import { redactSecrets, redactValue } from '../../../src/record/redact.js';

const repeat = (text: string, times: number) => text.repeat(times);
const ANTHROPIC_KEY = `sk-ant-api03-${repeat('Ab3_x-', 10)}`;
const OPENAI_KEY = `sk-${repeat('Q7z', 16)}`;
const OPENAI_PROJECT_KEY = `sk-proj-${repeat('a_B-9', 12)}`;
const AWS_KEY_ID = `AKIA${repeat('Z7', 8)}`;
const GITHUB_TOKEN = `ghp_${repeat('aB3', 12)}`;
const GITHUB_PAT = `github_pat_${repeat('11AB_', 6)}`;
const SLACK_TOKEN = `xoxb-${repeat('1234-', 4)}abcdef`;
const JWT = ['eyJhbGciOiJIUzI1NiJ9', 'eyJzdWIiOiIxMjM0NTYifQ', 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'].join('.');
const PEM = ['-----BEGIN RSA PRIVATE KEY-----', 'MIIEowIBAAKCAQEA7bq', 'Jc8mQ1vRk2b', '-----END RSA PRIVATE KEY-----'].join('\n');

/** The text after redaction, and the count, for one input. */
function redact(text: string) {
  return redactSecrets(text);
}

describe(redactSecrets.name, () => {
  it.each([
    ['an Anthropic key', `key ${ANTHROPIC_KEY} end`, 'key <redacted:anthropic-api-key> end'],
    ['an OpenAI key', `key ${OPENAI_KEY} end`, 'key <redacted:openai-api-key> end'],
    ['an OpenAI project key', `key ${OPENAI_PROJECT_KEY} end`, 'key <redacted:openai-api-key> end'],
    ['an AWS access key id', `aws ${AWS_KEY_ID} end`, 'aws <redacted:aws-access-key-id> end'],
    ['a GitHub token', `gh ${GITHUB_TOKEN} end`, 'gh <redacted:github-token> end'],
    ['a fine-grained GitHub token', `gh ${GITHUB_PAT} end`, 'gh <redacted:github-token> end'],
    ['a Slack token', `slack ${SLACK_TOKEN} end`, 'slack <redacted:slack-token> end'],
    ['a JWT', `jwt ${JWT} end`, 'jwt <redacted:jwt> end'],
    ['a PEM private key block, whole', `before\n${PEM}\nafter`, 'before\n<redacted:private-key>\nafter'],
    ['a PKCS#8 private key block', '-----BEGIN PRIVATE KEY-----\nMIIEvQ\n-----END PRIVATE KEY-----', '<redacted:private-key>'],
    ['a private key block cut off before its END line', 'cat <<K\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk', 'cat <<K\n<redacted:private-key>'],
    ['the credentials of a URL, keeping scheme and host', 'psql postgres://admin:s3cr3t@db.internal:5432/app', 'psql postgres://<redacted:url-credentials>@db.internal:5432/app'],
    ['a bearer token', 'curl -H "Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345"', 'curl -H "Authorization: Bearer <redacted:bearer-token>"'],
    ['an unquoted assignment, keeping the name', 'export DB_PASSWORD=hunter2 && ./run', 'export DB_PASSWORD=<redacted:secret> && ./run'],
    ['a double-quoted assignment, keeping the quotes', 'password: "correct horse battery"', 'password: "<redacted:secret>"'],
    ['a single-quoted assignment', "GITHUB_TOKEN='abc def'", "GITHUB_TOKEN='<redacted:secret>'"],
    ['a JSON-looking key and value', '{"api_key": "abc123"}', '{"api_key": "<redacted:secret>"}'],
    ['an access key assignment', 'AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG', 'AWS_SECRET_ACCESS_KEY=<redacted:secret>'],
  ])('redacts %s', (_label, text, expected) => {
    expect(redact(text)).toEqual({ text: expected, count: 1 });
  });

  it.each([
    ['a short sk- word', 'use sk-short here'],
    ['"task-ant…" (sk-ant inside a word)', 'see task-ant-colony-simulation-results-2024'],
    ['"risk-…" (sk- inside a word)', 'see risk-assessmentsummaryreport2024Q1'],
    ['an AKIA id one character short', `id AKIA${repeat('Z7', 7)}Z`],
    ['an AKIA id one character long', `id ${AWS_KEY_ID}Q`],
    ['a lowercase akia id', `id akia${repeat('z7', 8)}`],
    ['a short ghp_ word', 'ghp_short'],
    ['an unknown gh?_ prefix', `ghx_${repeat('aB3', 12)}`],
    ['an unknown xox? prefix', `xoxz-${repeat('1234-', 4)}`],
    ['a single base64 part starting eyJ', 'eyJhbGciOiJIUzI1NiJ9'],
    ['a certificate', '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'],
    ['a public key', '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----'],
    ['a URL with an @ in its path', 'https://example.com/users/@alice'],
    ['an ssh URL with a user but no password', 'ssh://git@github.com/org/repo.git'],
    ['scp-style git address', 'git clone git@github.com:org/repo.git'],
    ['a sentence mentioning a password', 'Please enter your password to continue.'],
    ['"author:"', 'author: Jane Doe'],
    ['"max_tokens=" (a plural)', 'max_tokens=4096'],
    ['an empty assignment', 'password='],
    ['the bearer of bad news', 'He was the bearer of bad news.'],
  ])('leaves %s alone', (_label, text) => {
    expect(redact(text)).toEqual({ text, count: 0 });
  });

  it('counts a key in an assignment once, by its own kind', () => {
    expect(redact(`export ANTHROPIC_API_KEY=${ANTHROPIC_KEY}; export OPENAI_API_KEY="${OPENAI_KEY}"`)).toEqual({
      text: 'export ANTHROPIC_API_KEY=<redacted:anthropic-api-key>; export OPENAI_API_KEY="<redacted:openai-api-key>"',
      count: 2,
    });
  });

  it('redacts every occurrence and counts each', () => {
    const { text, count } = redact(`${GITHUB_TOKEN} and ${GITHUB_TOKEN} and ${AWS_KEY_ID}`);
    expect(text).toBe('<redacted:github-token> and <redacted:github-token> and <redacted:aws-access-key-id>');
    expect(count).toBe(3);
  });
});

describe(redactValue.name, () => {
  it('walks objects and arrays, and leaves non-strings and keys as they are', () => {
    const value = { tool_input: { command: `curl -u x https://bob:pw@h.example/`, args: ['--token', GITHUB_TOKEN], timeout: 30 }, ok: true, none: null };
    expect(redactValue(value)).toEqual({
      value: { tool_input: { command: 'curl -u x https://<redacted:url-credentials>@h.example/', args: ['--token', '<redacted:github-token>'], timeout: 30 }, ok: true, none: null },
      count: 2,
    });
  });

  it('redacts the whole string value of a secret-named key', () => {
    expect(redactValue({ api_key: 'plain-value', 'x-auth-token': 'abc', nested: [{ password: 'pw' }] })).toEqual({
      value: { api_key: '<redacted:secret>', 'x-auth-token': '<redacted:secret>', nested: [{ password: '<redacted:secret>' }] },
      count: 3,
    });
  });

  it('leaves look-alike keys, empty values and non-string values of secret-named keys alone', () => {
    const value = { author: 'Jane', max_tokens: 'many', oauth: 'github', token: '', password: 42 };
    expect(redactValue(value)).toEqual({ value, count: 0 });
  });
});
