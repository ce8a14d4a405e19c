import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LinkButton, Select, theme } from '@inphr/ui';
import { FAQ_ALL_SERVICE_SEQ, LANGUAGES } from '@inphr/content';
import type { StudioFaqListItem, StudioPage } from '@inphr/api';
import { get, put, query } from '../api/client';
import { studioPaths } from '../app/paths';
import { can, useMe } from '../app/session';
import { Badge, Filters, Muted, Notice, PageHeading, ListTable } from '../ui/page';
import { faqCategories } from './faq-categories';

export function FaqListPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const editable = can(me.role, 'edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const serviceSeq = Number(params.get('category')) || FAQ_ALL_SERVICE_SEQ;
  const location = useLocation();
  // A saved question comes back here with its message.
  const [announcement, setAnnouncement] = useState((location.state as { notice?: string } | null)?.notice ?? '');
  const key = ['faq', 'list', serviceSeq];
  const list = useQuery({
    queryKey: key,
    queryFn: () => get<StudioPage<StudioFaqListItem>>(`faq${query({ serviceSeq })}`),
  });
  const lang = i18n.language as (typeof LANGUAGES)[number];
  const titleOf = (item: StudioFaqListItem) => item.titles[lang] ?? LANGUAGES.map((l) => item.titles[l]).find(Boolean) ?? '';

  const reorder = useMutation({
    mutationFn: (ids: number[]) => put('faq-order', { serviceSeq, ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StudioPage<StudioFaqListItem>>(key);
      if (before)
        queryClient.setQueryData(key, {
          ...before,
          items: ids.map((id) => before.items.find((i) => i.id === id)!),
        });
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      setAnnouncement(t('faq.reorderFailed'));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['faq'] }),
  });

  function move(index: number, by: -1 | 1) {
    const items = list.data?.items ?? [];
    const target = index + by;
    if (target < 0 || target >= items.length) return;
    const ids = items.map((i) => i.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate(ids);
    setAnnouncement(
      t('faq.moved', {
        title: titleOf(items[index]!),
        position: target + 1,
        count: items.length,
      }),
    );
    // The focus follows the question to its new place.
    setTimeout(() => document.getElementById(`faq-${items[index]!.id}-${by < 0 ? 'up' : 'down'}`)?.focus(), 0);
  }

  return (
    <>
      <PageHeading
        actions={
          editable ? (
            <LinkButton
              href={`/studio${studioPaths.faqNew}?category=${serviceSeq}`}
              onClick={(event) => {
                event.preventDefault();
                void navigate(`${studioPaths.faqNew}?category=${serviceSeq}`);
              }}
            >
              {t('faq.new')}
            </LinkButton>
          ) : null
        }
      >
        {t('faq.title')}
      </PageHeading>
      <Filters>
        <Select
          id="faq-category"
          label={t('faq.category')}
          value={String(serviceSeq)}
          options={faqCategories(t)}
          onChange={(value) => setParams({ category: value })}
        />
      </Filters>
      {editable ? <p>{t('faq.orderHint')}</p> : null}
      <div aria-live="polite">{announcement ? <Notice kind="status">{announcement}</Notice> : null}</div>
      {list.isError ? <Notice kind="alert">{t('errors.unavailable')}</Notice> : null}
      <ListTable
        caption={t('faq.title')}
        captionHidden
        columns={[
          { key: 'position', header: t('faq.columns.position'), width: '4rem' },
          { key: 'title', header: t('faq.columns.question') },
          {
            key: 'languages',
            header: t('news.columns.languages'),
            hideOnMobile: true,
          },
          ...(editable ? [{ key: 'order', header: t('faq.columns.order'), width: '12rem' }] : []),
        ]}
        rows={(list.data?.items ?? []).map((item, index, items) => ({
          key: String(item.id),
          cells: {
            position: index + 1,
            title: (
              <>
                <Link to={studioPaths.faqEdit(item.id)}>{titleOf(item) || <Muted>{t('news.untitled')}</Muted>}</Link>{' '}
                {item.status === 'draft' ? <Badge $tone="muted">{t('publish.status.draft')}</Badge> : null}
                {item.hasDraft ? <Badge $tone="warn">{t('publish.status.changes')}</Badge> : null}
              </>
            ),
            languages: LANGUAGES.filter((l) => item.titles[l]).map((l) => (
              <Badge key={l} $tone="muted" title={t(`languages.${l}`)}>
                {l.toUpperCase()}
              </Badge>
            )),
            order: (
              <OrderButtons>
                <Button
                  id={`faq-${item.id}-up`}
                  variant="secondary"
                  disabled={index === 0 || reorder.isPending}
                  aria-label={t('faq.moveUp', { title: titleOf(item) })}
                  onClick={() => move(index, -1)}
                >
                  {t('faq.up')}
                </Button>
                <Button
                  id={`faq-${item.id}-down`}
                  variant="secondary"
                  disabled={index === items.length - 1 || reorder.isPending}
                  aria-label={t('faq.moveDown', { title: titleOf(item) })}
                  onClick={() => move(index, 1)}
                >
                  {t('faq.down')}
                </Button>
              </OrderButtons>
            ),
          },
        }))}
        emptyText={list.isPending ? t('app.loading') : t('faq.empty')}
      />
    </>
  );
}

const OrderButtons = styled.span`
  display: inline-flex;
  gap: ${theme.space.xxs};
`;
