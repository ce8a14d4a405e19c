import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pagination, SearchBox, Select, type SelectOption } from '@inphr/ui';
import { STUDIO_PAGE_SIZE } from '@inphr/api';
import { Filters } from './page';

/** A list's search, filter and page, kept in the address (a reload or Back keeps them). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  function update(next: { q?: string; status?: string; page?: number }) {
    const merged = { q, status, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set('q', merged.q);
    if (merged.status) out.set('status', merged.status);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  }
  return { page, q, status, update };
}

export function ListFilters({
  idPrefix,
  q,
  status,
  statuses,
  onChange,
}: {
  idPrefix: string;
  q: string;
  status: string;
  statuses: SelectOption[];
  onChange: (next: { q?: string; status?: string }) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  return (
    <Filters>
      <SearchBox
        id={`${idPrefix}-search`}
        label={t('common.search')}
        placeholder={t('common.searchPlaceholder')}
        value={text}
        onChange={setText}
        onSearch={() => onChange({ q: text.trim() })}
        buttonLabel={t('common.search')}
      />
      <Select
        id={`${idPrefix}-status`}
        label={t('common.status')}
        value={status}
        options={[{ value: '', label: t('common.allStatuses') }, ...statuses]}
        onChange={(value) => onChange({ status: value })}
      />
    </Filters>
  );
}

export function ListPagination({ total, page, onChange }: { total: number; page: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const totalPages = Math.max(1, Math.ceil(total / STUDIO_PAGE_SIZE));
  if (totalPages <= 1) return null;
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      label={t('common.pagination')}
      previousLabel={t('common.previous')}
      nextLabel={t('common.next')}
      pageLabel={(n) => t('common.pageN', { n })}
    />
  );
}
