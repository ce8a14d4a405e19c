import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '@inphr/ui';

/** Addresses a news link may have: the sanitizer's (packages/api news-html.ts) and nothing else. */
export function isAllowedHref(href: string): boolean {
  return /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|\/(?![/\\])[^\s]*|#[^\s]*)$/i.test(href);
}

export function LinkDialog({
  open,
  initialHref,
  onClose,
  onApply,
}: {
  open: boolean;
  initialHref: string;
  onClose: () => void;
  onApply: (href: string) => void;
}) {
  const { t } = useTranslation();
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState('');
  useEffect(() => {
    if (open) {
      setHref(initialHref);
      setError('');
    }
  }, [open, initialHref]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled out of the article's form, but React bubbles its submit there.
    event.stopPropagation();
    const value = href.trim();
    if (value && !isAllowedHref(value)) {
      setError(t('editor.linkInvalid'));
      return;
    }
    onApply(value);
  }

  return (
    <Modal open={open} title={t('editor.linkTitle')} onClose={onClose} closeLabel={t('common.close')}>
      <form onSubmit={submit} noValidate>
        <TextField
          id="editor-link-href"
          label={t('editor.linkAddress')}
          hint={t('editor.linkHint')}
          value={href}
          onChange={setHref}
          type="url"
          error={error || undefined}
        />
        <p>
          <Button type="submit">{href.trim() ? t('editor.linkApply') : t('editor.linkRemove')}</Button>
        </p>
      </form>
    </Modal>
  );
}
