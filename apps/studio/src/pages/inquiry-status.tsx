import { useTranslation } from 'react-i18next';
import type { InquiryStatus } from '@inphr/api';
import { Badge } from '../ui/page';

const TONES: Record<InquiryStatus, 'neutral' | 'good' | 'warn' | 'muted'> = {
  new: 'neutral',
  in_progress: 'warn',
  answered: 'good',
  spam: 'muted',
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation();
  return <Badge $tone={TONES[status]}>{t(`inquiries.status.${status}`)}</Badge>;
}
