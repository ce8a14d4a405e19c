import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@inphr/ui';
import { useFragmentLang } from '../lib/language';

/** The dialog itself (loaded on the first error). SPEC §4/§8: a failed news load opens a modal with the text 'Error' and a close button ('닫기' in Korean). */
export default function NewsErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
