import { useTranslation } from 'react-i18next';
import { Pagination } from '@inphr/ui';

/** The pager under a client-paginated list (SPEC §9), with the site's texts. */
export function ListPagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      label={t('common:pagination.label')}
      previousLabel={t('common:pagination.previous')}
      nextLabel={t('common:pagination.next')}
      pageLabel={(n) => t('common:pagination.page', { page: n })}
    />
  );
}
