import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { studioPaths } from '../app/paths';
import { useMe } from '../app/session';
import { PageHeading } from '../ui/page';

/** A screen the signed-in role may not use: says so (and which role it has), rather than that it does not exist. */
export function NotAllowedPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <>
      <PageHeading>{t('errors.notAllowed')}</PageHeading>
      <p>{t('errors.notAllowedRole', { role: t(`roles.${me.role}`) })}</p>
      <p>
        <Link to={studioPaths.home}>{t('errors.backHome')}</Link>
      </p>
    </>
  );
}
