import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@inphr/ui';
import type { InquiryAssignedFilter } from '@inphr/api';
import { get, query } from '../api/client';

/** The file's name, as the server's Content-Disposition gives it: the day it was made. */
const fileName = () => `inquiries-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * "Export as CSV": the list as filtered, fetched through the studio's API (so that an admin's
 * password is asked for in place when it is older than minutes, and the call made again), then
 * handed to the browser as a download.
 */
export function InquiryExport({ filter }: { filter: { q: string; status: string; assigned: InquiryAssignedFilter | '' } }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const file = await get<Blob>(`inquiries/export${query(filter)}`, { file: true });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName();
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void download()} disabled={busy}>
        {t('inquiries.export')}
      </Button>
      {failed ? <span role="alert">{t('errors.unavailable')}</span> : null}
    </>
  );
}
