import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { studioPaths } from './paths';

/** A screen that failed to render: a way back rather than a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main role="alert">
      <h1>{t('errors.screen')}</h1>
      <Link to={studioPaths.home}>{t('errors.backHome')}</Link>
    </main>
  );
}
