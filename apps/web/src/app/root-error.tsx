import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '../features/not-found/not-found-content';

/** Last line of defence: an unexpected error still shows a page with a way home. */
export function RootError() {
  const { t } = useTranslation();
  return <NotFoundContent message={t('common:notFound.detail')} />;
}
