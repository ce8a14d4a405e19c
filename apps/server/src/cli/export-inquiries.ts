import { parseConfig } from '../config';
import { openDatabase } from '../db/database';
import { allInquiries } from '../db/inquiry-repo';
import { toCsv } from '../lib/csv';

// Operator export: every stored inquiry as CSV on standard output (UTF-8 with BOM, so Excel shows Hangul).
const config = parseConfig(process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const rows = await allInquiries(database.db);
  process.stdout.write(
    toCsv(
      ['id', 'created_at', 'name', 'company', 'mobile', 'email', 'title', 'contents', 'consent_at', 'consent_version'],
      rows.map((r) => [r.id, r.createdAt.toISOString(), r.name, r.company, r.mobile, r.email, r.title, r.contents, r.consentAt.toISOString(), r.consentVersion]),
    ),
  );
} finally {
  await database.close();
}
