import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openForCommand } from './open-for-command';
import { allInquiries } from '../db/inquiry-repo';
import { inquiriesCsv } from '../lib/inquiry-csv';

/**
 * Operator export: every stored inquiry as CSV (UTF-8 with BOM, so Excel shows Hangul; phone
 * numbers kept as text). `--out FILE` writes the file itself, readable by its owner only (personal
 * data), so no banner of a package manager can land before the BOM; without it, standard output.
 */
const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
const { database } = await openForCommand();
try {
  const rows = await allInquiries(database.db);
  const csv = inquiriesCsv(rows);
  if (values.out && values.out !== '-') {
    writeFileSync(values.out, csv, { mode: 0o600 });
    console.error(`Wrote ${rows.length} inquiries to ${values.out}.`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await database.close();
}
