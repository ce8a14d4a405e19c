import { toCsv } from './csv';
import type { InquiryRow } from '../db/studio-inquiry-repo';

/** The inquiry export, one format for the operator command and the studio's inbox. */
export function inquiriesCsv(rows: InquiryRow[]): string {
  return toCsv(
    ['id', 'created_at', 'status', 'name', 'company', 'mobile', 'email', 'title', 'contents', 'consent_at', 'consent_version'],
    rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      r.status,
      r.name,
      r.company,
      r.mobile,
      r.email,
      r.title,
      r.contents,
      r.consentAt.toISOString(),
      r.consentVersion,
    ]),
    { textColumns: ['mobile'] },
  );
}
