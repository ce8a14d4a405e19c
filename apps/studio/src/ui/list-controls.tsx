import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pagination, SearchBox, Select, type SelectOption } from '@inphr/ui';
import { STUDIO_PAGE_SIZE } from '@inphr/api';
import { Filters } from './page';

/**
 * A list's search, filter and page, kept in the address (a reload or Back keeps them). A list with
 * filters of its own names them (`extraKeys`): they are kept in the address the same way, read in
 * `extra` ('' when absent), and a change of any filter goes back to the first page.
 */
export function useListParams<K extends string = never>(extraKeys: readonly K[] = []) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const extra = Object.fromEntries(extraKeys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  function update(next: { q?: string; status?: string; page?: number } & Partial<Record<K, string>>) {
    const merged: { q: string; status: string; page: number } & Record<K, string> = { ...extra, q, status, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set('q', merged.q);
    if (merged.status) out.set('status', merged.status);
    for (const key of extraKeys) if (merged[key]) out.set(key, merged[key]);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out);
  }
  return { page, q, status, extra, update };
}

export function ListFilters({
  idPrefix,
  q,
  status,
  statuses,
  onChange,
  children,
}: {
  idPrefix: string;
  q: string;
  status: string;
  statuses: SelectOption[];
  onChange: (next: { q?: string; status?: string }) => void;
  /** A list's own filters, after the status. */
  children?: ReactNode;
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
      {children}
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
