import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { studioPaths } from '../app/paths';
import { PageHeading } from '../ui/page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('errors.notFound')}</PageHeading>
      <p>
        <Link to={studioPaths.home}>{t('errors.backHome')}</Link>
      </p>
    </>
  );
}
