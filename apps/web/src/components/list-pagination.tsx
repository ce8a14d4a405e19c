import { useTranslation } from 'react-i18next';
import { Pagination } from '@inphr/ui';

interface ListPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Called first when the visitor turns a page: a list shown from its first view is wanted whole (useFirstView's `reach`). */
  onReach?: () => void;
}

/** The pager under a client-paginated list, with the site's texts. */
export function ListPagination({ page, totalPages, onChange, onReach }: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={(next) => {
        onReach?.();
        onChange(next);
      }}
      label={t('common:pagination.label')}
      previousLabel={t('common:pagination.previous')}
      nextLabel={t('common:pagination.next')}
      pageLabel={(n) => t('common:pagination.page', { page: n })}
    />
  );
}
