import { lazy, Suspense, useEffect, useState } from 'react';

const NewsErrorDialogContent = lazy(() => import('./news-error-dialog-content'));

/**
 * The dialog a failed news load opens (docs/spec.md, "Errors"): it opens each time `failed`
 * turns true and closes with its button. Its code is fetched on the first failure only; it then
 * stays mounted, so that closing it returns focus as the Modal does.
 */
export function NewsErrorDialog({ failed }: { failed: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (failed) setOpen(true);
  }, [failed]);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NewsErrorDialogContent open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
