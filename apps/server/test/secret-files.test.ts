import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, FILE_SECRET_KEYS, parseConfig } from '../src/config';

const dir = mkdtempSync(join(tmpdir(), 'inphr-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
/** A file holding `content`, as a mounted secret would. */
function secretFile(content: string): string {
  const path = join(dir, `secret-${(files += 1)}.txt`);
  writeFileSync(path, content, { mode: 0o600 });
  return path;
}
const parse = (env: Record<string, string>) => parseConfig({ NODE_ENV: 'test', ...env });
/** The message parseConfig throws for `env`. */
function refusal(env: Record<string, string>): string {
  try {
    parse(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('secrets given as files (NAME_FILE)', () => {
  it('reads every secret setting from its file, dropping one trailing newline', () => {
    const values = {
      DATABASE_URL: 'postgres://inphr:s3cret@db:5432/inphr',
      REDIS_URL: 'rediss://:s3cret@cache:6380',
      STAFF_BOOTSTRAP_PASSWORD: 'First-admin-pass-61!',
      METRICS_TOKEN: 'metrics-token-0123456789abcdef',
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example:465',
      CDN_PURGE_TOKEN: 'cdn-token-0123',
    } as const;
    const env: Record<string, string> = { INQUIRY_NOTIFY_TO: 'inbox@inphr.example' };
    for (const [key, value] of Object.entries(values)) env[`${key}_FILE`] = secretFile(`${value}\n`);
    const config = parse(env);
    for (const [key, value] of Object.entries(values)) expect(config[key as keyof typeof values], key).toBe(value);
    // Only settings in the list are read from files.
    expect(FILE_SECRET_KEYS).toEqual(expect.arrayContaining([...Object.keys(values), 'STUDIO_SECRET_KEY']));
    expect(parse({ LOG_LEVEL_FILE: secretFile('debug\n') }).LOG_LEVEL).toBe('info');
  });

  it('drops exactly one newline (\\n or \\r\\n), keeping the rest of the content as it is', () => {
    expect(parse({ STAFF_BOOTSTRAP_PASSWORD_FILE: secretFile(' pass phrase \n\n') }).STAFF_BOOTSTRAP_PASSWORD).toBe(' pass phrase \n');
    expect(parse({ CDN_PURGE_TOKEN_FILE: secretFile('windows-token\r\n') }).CDN_PURGE_TOKEN).toBe('windows-token');
    expect(parse({ CDN_PURGE_TOKEN_FILE: secretFile('no-newline') }).CDN_PURGE_TOKEN).toBe('no-newline');
  });

  it('refuses NAME and NAME_FILE together, naming both', () => {
    const both = refusal({ DATABASE_URL: 'postgres://db/inphr', DATABASE_URL_FILE: secretFile('postgres://db/other\n') });
    expect(both).toMatch(/DATABASE_URL, DATABASE_URL_FILE: set one of them, not both/);
    expect(both).not.toContain('postgres://db/other');
    // Also for a setting another module defines (the key list is what counts).
    expect(refusal({ STUDIO_SECRET_KEY: 'a', STUDIO_SECRET_KEY_FILE: secretFile('b\n') })).toMatch(/STUDIO_SECRET_KEY, STUDIO_SECRET_KEY_FILE/);
  });

  it('refuses a file it cannot read or an empty one, naming the key and the path', () => {
    const missing = join(dir, 'absent.txt');
    expect(refusal({ METRICS_TOKEN_FILE: missing })).toContain(`METRICS_TOKEN_FILE: cannot read ${missing} (ENOENT)`);
    expect(refusal({ METRICS_TOKEN_FILE: dir })).toContain(`METRICS_TOKEN_FILE: cannot read ${dir} (EISDIR)`);
    const empty = secretFile('\n');
    expect(refusal({ REDIS_URL_FILE: empty })).toContain(`REDIS_URL_FILE: ${empty} is empty`);
    // Every problem at once, not one per start.
    const two = refusal({ METRICS_TOKEN_FILE: missing, REDIS_URL_FILE: empty });
    expect(two).toContain('METRICS_TOKEN_FILE');
    expect(two).toContain('REDIS_URL_FILE');
  });

  it('says a bad value came from the file, without printing the file', () => {
    const message = refusal({ DATABASE_URL_FILE: secretFile('mysql://inphr:hunter2-secret@db/inphr\n'), METRICS_TOKEN_FILE: secretFile('short-secret\n') });
    expect(message).toMatch(/DATABASE_URL \(from DATABASE_URL_FILE\): must be a URL starting with postgres:/);
    expect(message).toMatch(/METRICS_TOKEN \(from METRICS_TOKEN_FILE\): must be at least 16 characters/);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short-secret');
  });

  it('treats an empty NAME_FILE as unset, as an empty NAME is', () => {
    expect(parse({ DATABASE_URL_FILE: '' }).DATABASE_URL).toBeUndefined();
    expect(parse({ DATABASE_URL: '', DATABASE_URL_FILE: secretFile('postgres://db/inphr\n') }).DATABASE_URL).toBe('postgres://db/inphr');
  });
});

describe('compose.yaml', () => {
  const root = new URL('../../../', import.meta.url);
  const compose = readFileSync(new URL('compose.yaml', root), 'utf8');

  it('gives every secret setting as a file, never as a value', () => {
    for (const key of FILE_SECRET_KEYS) {
      const direct = new RegExp(`^\\s*${key}: *(\\S*)$`, 'm').exec(compose)?.[1];
      // Only a URL that carries no credential may stand in the file (Redis on the private network).
      if (direct !== undefined) expect(new URL(direct), key).toMatchObject({ username: '', password: '' });
    }
    for (const key of ['DATABASE_URL', 'STAFF_BOOTSTRAP_PASSWORD', 'METRICS_TOKEN', 'STUDIO_SECRET_KEY'])
      expect(compose).toMatch(new RegExp(`^\\s*${key}_FILE: /run/secrets/`, 'm'));
    expect(compose).toMatch(/^\s*POSTGRES_PASSWORD_FILE: \/run\/secrets\//m);
    expect(compose).toMatch(/^\s*STAFF_BOOTSTRAP_EMAIL:/m);
  });

  it('keeps its secret files where git and the image build ignore them', () => {
    const files = [...compose.matchAll(/^\s*file: (\S+)$/gm)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    const cwd = new URL('.', root).pathname;
    // check-ignore prints the paths git ignores (and exits 1 when it ignores none of them).
    const ignored = execFileSync('git', ['check-ignore', ...files], { cwd, encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(ignored).toEqual(files);
    const dockerignore = readFileSync(new URL('.dockerignore', root), 'utf8').split('\n');
    for (const file of files) expect(dockerignore, file).toContain(file.replace(/^\.\//, '').split('/')[0]);
  });
});
