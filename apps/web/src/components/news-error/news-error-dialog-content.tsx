import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@inphr/ui';
import { useFragmentLang } from '../../lib/language';

/** The dialog itself, a chunk of its own (news-error-dialog.tsx loads it on the first failure). */
export default function NewsErrorDialogContent({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fragmentLang = useFragmentLang();
  return (
    <Modal
      open={open}
      title={t('common:modal.errorTitle')}
      onClose={onClose}
      closeLabel={t('common:modal.close')}
      size="sm"
      footer={<Button onClick={onClose}>{t('common:modal.errorClose')}</Button>}
    >
      <p lang={fragmentLang(t('common:modal.errorLang'))}>{t('common:modal.error')}</p>
    </Modal>
  );
}
