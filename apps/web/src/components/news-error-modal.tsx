import { lazy, Suspense, useState } from 'react';

const NewsErrorDialog = lazy(() => import('./news-error-dialog'));

/**
 * SPEC §4/§8: a failed news load opens a modal with the text 'Error' and a close button ('닫기' in
 * Korean). The dialog's code is fetched on the first error only; it then stays mounted, so that
 * closing it returns focus as the Modal does.
 */
export function NewsErrorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NewsErrorDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
