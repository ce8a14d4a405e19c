import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@inphr/ui';
import { formatDateTime } from './format';
import { Actions, Panel, PanelTitle } from './page';

/** Text an earlier visit left unsaved in this browser, offered back. */
export function KeptText({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{t('unsaved.keptTitle')}</PanelTitle>
      <p>{t('unsaved.keptMessage', { date: formatDateTime(savedAt, i18n.language) })}</p>
      <Actions>
        <Button onClick={onRestore}>{t('unsaved.restore')}</Button>
        <Button variant="ghost" onClick={onDiscard}>
          {t('unsaved.discard')}
        </Button>
      </Actions>
    </Panel>
  );
}
