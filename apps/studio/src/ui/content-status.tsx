import { useTranslation } from 'react-i18next';
import type { NewsStatus } from '@inphr/api';
import { Badge } from './page';

/** An article's or a question's state: draft, published, or published at a time still to come (scheduled; articles only). */
export function contentState(status: NewsStatus, publishAt: string | null, now = Date.now()): 'draft' | 'published' | 'scheduled' {
  if (status === 'draft') return 'draft';
  return publishAt && new Date(publishAt).getTime() > now ? 'scheduled' : 'published';
}

export function ContentStatusBadge({ status, publishAt }: { status: NewsStatus; publishAt: string | null }) {
  const { t } = useTranslation();
  const state = contentState(status, publishAt);
  return <Badge $tone={state === 'published' ? 'good' : state === 'scheduled' ? 'warn' : 'muted'}>{t(`publish.status.${state}`)}</Badge>;
}
