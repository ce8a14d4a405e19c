import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { runOperatorCommand } from '../src/operator/commands';
import { toCsv } from '../src/lib/csv';
import { allInquiries, insertInquiry, purgeInquiries } from '../src/db/inquiry-repo';
import { openTestDatabase, validInquiry } from './helpers';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { exportTargetProblem } from '../src/operator/export-target';

describe('operator commands', () => {
  it('writes CSV with a BOM, quoting and formula protection', () => {
    const csv = toCsv(
      ['name', 'contents'],
      [
        ['김민지', 'line 1\nline "2"'],
        ['=HYPERLINK()', 'a,b'],
      ],
    );
    expect(csv.startsWith('\uFEFFname,contents\r\n')).toBe(true);
    expect(csv).toContain('김민지,"line 1\nline ""2"""');
    expect(csv).toContain(`'=HYPERLINK(),"a,b"`);
  });

  it('quotes a cell with a semicolon, the separator of Excel in locales with a decimal comma', () => {
    expect(
      toCsv(['note'], [['a;b']])
        .slice(1)
        .split('\r\n')[1],
    ).toBe('"a;b"');
  });

  it('refuses an export inside a checkout unless git ignores its path; outside any checkout it is fine', () => {
    const root = mkdtempSync(join(tmpdir(), 'inphr-export-'));
    const checkout = join(root, 'checkout');
    mkdirSync(join(checkout, 'data'), { recursive: true });
    execFileSync('git', ['init', '--quiet', checkout]);
    writeFileSync(join(checkout, '.gitignore'), 'data/\n/*.csv\n');
    expect(exportTargetProblem(join(checkout, 'apps-inquiries.txt'))).toMatch(/inside the checkout .* git does not ignore it/);
    expect(exportTargetProblem(join(checkout, 'inquiries.csv'))).toBeUndefined();
    expect(exportTargetProblem(join(checkout, 'data', 'inquiries.txt'))).toBeUndefined();
    expect(exportTargetProblem(join(root, 'inquiries.csv'))).toBeUndefined();
  });

  it('keeps phone numbers as text for Excel, and nothing else becomes a formula', () => {
    const csv = toCsv(
      ['mobile', 'note'],
      [
        ['01012345678', '0101'],
        ['010-1234-5678', '=1+1'],
        ['=cmd|x', ''],
      ],
      { textColumns: ['mobile'] },
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('"=""01012345678""",0101');
    expect(lines[2]).toBe(`"=""010-1234-5678""",'=1+1`);
    // A value that is not digits is never wrapped in a formula, even in a text column.
    expect(lines[3]).toBe(`'=cmd|x,`);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('audits the export and the purge, as the system, with how many and never whose', async () => {
    const database = await openTestDatabase();
    try {
      const db = database.db;
      await insertInquiry(db, { ...validInquiry, title: 'old' }, { notify: false, now: new Date('2020-01-01T00:00:00Z') });
      await insertInquiry(db, { ...validInquiry, title: 'new' }, { notify: false });
      const exported = await runOperatorCommand(db, { retentionDays: 1095 }, { command: 'inquiries:export' });
      expect(exported.count).toBe(2);
      const purged = await runOperatorCommand(db, { retentionDays: 1095 }, { command: 'inquiries:purge' });
      expect(purged.stdout).toMatch(/Removed 1 inquiries/);
      const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
      expect(rows.map((r) => [r.action, r.actor, r.staffId])).toEqual([
        ['inquiry.export', 'system', null],
        ['inquiry.purge', 'system', null],
      ]);
      expect(rows[0]?.after).toEqual({ count: 2, via: 'operator' });
      expect(rows[1]?.after).toMatchObject({ removed: 1, via: 'operator' });
      expect(JSON.stringify(rows)).not.toContain(validInquiry.email);
    } finally {
      await database.close();
    }
  });

  it('purges only inquiries older than the cutoff', async () => {
    const database = await openTestDatabase();
    try {
      const old = new Date('2020-01-01T00:00:00Z');
      await insertInquiry(database.db, { ...validInquiry, title: 'old' }, { notify: false, now: old });
      await insertInquiry(database.db, { ...validInquiry, title: 'new' }, { notify: false });
      const removed = await purgeInquiries(database.db, new Date('2023-01-01T00:00:00Z'));
      expect(removed).toBe(1);
      expect((await allInquiries(database.db)).map((r) => r.title)).toEqual(['new']);
    } finally {
      await database.close();
    }
  });
});
