import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LoadingIndicator, theme } from '@inphr/ui';
import type { StudioRevision, StudioRevisionList, StudioRevisionSummary, StudioTexts } from '@inphr/api';
import { get } from '../api/client';
import { formatDateTime } from '../ui/format';
import { Notice, Panel, PanelTitle } from '../ui/page';
import { TextsDiff } from './texts-diff';

export interface RevisionHistoryProps {
  /** The item's address in the studio API (`news/12`). */
  path: string;
  /** What the editor holds now: each revision is compared with it. */
  current: StudioTexts;
  /** The role may restore (an editor or admin). */
  canRestore: boolean;
  /** The editor has unsaved text: restoring would replace it, so it waits for a save. */
  dirty: boolean;
  busy: boolean;
  onRestore: (revision: StudioRevision) => void;
}

/** An item's saved revisions, newest first: who, when, what; each compared with the editor's text, and restorable. */
export function RevisionHistory({ path, current, canRestore, dirty, busy, onRestore }: RevisionHistoryProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const list = useQuery({ queryKey: ['revisions', path], queryFn: () => get<StudioRevisionList>(`${path}/revisions`) });
  const [open, setOpen] = useState<number | undefined>();
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('revisions.title')}</PanelTitle>
      {list.data ? <p>{t('revisions.hint', { count: list.data.kept })}</p> : null}
      {list.isError ? <Notice kind="alert">{t('errors.unavailable')}</Notice> : null}
      {list.isPending ? <LoadingIndicator word="LOADING" label={t('app.loading')} /> : null}
      {list.data?.items.length === 0 ? <p>{t('revisions.empty')}</p> : null}
      <Rows>
        {list.data?.items.map((revision) => (
          <li key={revision.number}>
            <Row>
              <span>
                <strong>{t('revisions.number', { number: revision.number })}</strong> · {actionText(t, revision)} ·{' '}
                {t('revisions.by', { who: revision.savedBy ?? t('revisions.formerAccount'), date: formatDateTime(revision.savedAt, i18n.language) })} ·{' '}
                {revision.languages.map((lang) => t(`languages.${lang}`)).join(', ')}
              </span>
              <Button variant="ghost" aria-expanded={open === revision.number} onClick={() => setOpen(open === revision.number ? undefined : revision.number)}>
                {open === revision.number ? t('revisions.hide') : t('revisions.compare', { number: revision.number })}
              </Button>
            </Row>
            {open === revision.number ? (
              <Compared path={path} number={revision.number} current={current} canRestore={canRestore} dirty={dirty} busy={busy} onRestore={onRestore} />
            ) : null}
          </li>
        ))}
      </Rows>
    </Panel>
  );
}

/** What a revision's line says it did, in the studio's language. */
function actionText(t: ReturnType<typeof useTranslation>['t'], revision: StudioRevisionSummary): string {
  if (revision.action === 'publish' || (revision.action === 'create' && revision.published))
    return t(`revisions.action.${revision.action}Languages`, { languages: (revision.published ?? []).map((lang) => t(`languages.${lang}`)).join(', ') });
  if (revision.action === 'restore') return t('revisions.action.restore', { number: revision.restoredFrom });
  return t(`revisions.action.${revision.action}`);
}

function Compared(p: {
  path: string;
  number: number;
  current: StudioTexts;
  canRestore: boolean;
  dirty: boolean;
  busy: boolean;
  onRestore: (r: StudioRevision) => void;
}) {
  const { t } = useTranslation();
  const revision = useQuery({
    queryKey: ['revision', p.path, p.number],
    queryFn: () => get<StudioRevision>(`${p.path}/revisions/${p.number}`),
    staleTime: Infinity,
  });
  if (revision.isError) return <Notice kind="alert">{t('errors.unavailable')}</Notice>;
  if (!revision.data) return <LoadingIndicator word="LOADING" label={t('app.loading')} />;
  const data = revision.data;
  return (
    <Comparison>
      <TextsDiff before={data.texts} after={p.current} beforeLabel={t('revisions.then', { number: p.number })} afterLabel={t('revisions.now')} />
      {p.canRestore ? (
        <>
          {p.dirty ? <p>{t('revisions.saveFirst')}</p> : null}
          <Button variant="secondary" disabled={p.dirty || p.busy} onClick={() => p.onRestore(data)}>
            {t('revisions.restore', { number: p.number })}
          </Button>
        </>
      ) : null}
    </Comparison>
  );
}

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    border-top: 1px solid ${theme.colors.border};
    padding: ${theme.space.xs} 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
`;

const Comparison = styled.div`
  padding: ${theme.space.sm} 0 ${theme.space.md};
`;
