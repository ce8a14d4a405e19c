import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { plainTextToHtml } from '@inphr/api';
import { readJournal } from '../src/db/migrations';
import { MIGRATIONS_DIR } from '../src/paths';

/** A migration's statements, as drizzle's migrator splits them. */
const statements = (tag: string) =>
  readFileSync(join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

const ANSWERS = [
  'Tap Sign Up.',
  '이용하려는 앱을 설치한 뒤 첫 화면에서 [회원가입]을 선택해 주세요.\n1. 약관에 동의합니다.\n2. 정보를 입력합니다.',
  'First part  \r\n\r\n  second part\nwith a break',
  'Markup is text: <b>bold</b> & "quotes" & \'apostrophes\' <script>alert(1)</script>',
  '\n  padded  \n\n\n',
];

describe('migration 0015: plain FAQ answers become HTML', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('writes every stored answer and kept revision as plainTextToHtml does, and keeps its text for search', async () => {
    const tags = readJournal().map((e) => e.tag);
    const at = tags.indexOf('0015_faq_answers_html');
    for (const tag of tags.slice(0, at)) for (const s of statements(tag)) await db.exec(s);
    for (const [i, answer] of ANSWERS.entries()) {
      await db.query('INSERT INTO faq (faq_seq, service_seq) VALUES ($1, 2)', [i + 1]);
      await db.query(`INSERT INTO faq_translation (faq_seq, lang, title, contents) VALUES ($1, 'en', 'Q', $2)`, [i + 1, answer]);
      await db.query(`INSERT INTO content_revision (kind, item_id, number, action, saved_at, texts) VALUES ('faq', $1, 1, 'save', now(), $2)`, [
        i + 1,
        JSON.stringify({ en: { title: 'Q', contents: answer }, ko: { title: '질문', contents: answer } }),
      ]);
    }
    await db.query(`INSERT INTO content_revision (kind, item_id, number, action, saved_at, texts) VALUES ('news', 1, 1, 'save', now(), $1)`, [
      JSON.stringify({ en: { title: 'N', contents: '<p>news & co</p>' } }),
    ]);

    for (const s of statements(tags[at]!)) await db.exec(s);

    const rows = await db.query<{ contents: string; contents_text: string }>('SELECT contents, contents_text FROM faq_translation ORDER BY faq_seq');
    expect(rows.rows.map((r) => r.contents)).toEqual(ANSWERS.map(plainTextToHtml));
    expect(rows.rows.map((r) => r.contents_text)).toEqual(ANSWERS.map((a) => a.replace(/\s+/g, ' ').trim()));
    const revisions = await db.query<{ kind: string; texts: Record<string, { title: string; contents: string }> }>(
      'SELECT kind, texts FROM content_revision ORDER BY kind, item_id',
    );
    for (const [i, r] of revisions.rows.filter((r) => r.kind === 'faq').entries()) {
      expect(r.texts).toEqual({ en: { title: 'Q', contents: plainTextToHtml(ANSWERS[i]!) }, ko: { title: '질문', contents: plainTextToHtml(ANSWERS[i]!) } });
    }
    // An article's revision is HTML already: left as it was.
    expect(revisions.rows.find((r) => r.kind === 'news')!.texts).toEqual({ en: { title: 'N', contents: '<p>news & co</p>' } });
  });
});
