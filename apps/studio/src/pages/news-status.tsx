import { useTranslation } from 'react-i18next';
import type { NewsStatus } from '@inphr/api';
import { Badge } from '../ui/page';

/** Draft, published, or published at a time still to come (scheduled). */
export function newsState(status: NewsStatus, publishAt: string | null, now = Date.now()): 'draft' | 'published' | 'scheduled' {
  if (status === 'draft') return 'draft';
  return publishAt && new Date(publishAt).getTime() > now ? 'scheduled' : 'published';
}

export function NewsStatusBadge({ status, publishAt }: { status: NewsStatus; publishAt: string | null }) {
  const { t } = useTranslation();
  const state = newsState(status, publishAt);
  return <Badge $tone={state === 'published' ? 'good' : state === 'scheduled' ? 'warn' : 'muted'}>{t(`news.status.${state}`)}</Badge>;
}
