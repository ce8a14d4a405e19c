import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import styled from 'styled-components';
import { ensureNamespaces } from '@inphr/i18n';
import { Modal, LoadingIndicator, theme } from '@inphr/ui';
import { useLanguage } from '../../lib/language';

/** The policy HTML may keep only these tags (docs/spec.md, "Screens": Footer). */
export const POLICY_ALLOWED_TAGS = ['dl', 'dt', 'dd', 'br'];

export function sanitizePolicyHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: POLICY_ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

const Body = styled.div`
  dt {
    font-weight: ${theme.fontWeights.bold};
    margin-top: ${theme.space.lg};
    color: ${theme.colors.text};
  }
  dd {
    margin: ${theme.space.xs} 0 0;
    color: ${theme.colors.textMuted};
  }
`;

const Effective = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export default function PolicyModal({ policy, onClose }: { policy: 'terms' | 'privacy'; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { lang } = useLanguage();
  const [ready, setReady] = useState(i18n.hasResourceBundle(lang, policy));
  useEffect(() => {
    let live = true;
    void ensureNamespaces(i18n, lang, [policy]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n, lang, policy]);
  const html = useMemo(() => (ready ? sanitizePolicyHtml(t(`${policy}:html`)) : ''), [ready, t, policy]);
  return (
    <Modal open title={ready ? t(`${policy}:title`) : t(`common:footer.${policy}`)} onClose={onClose} closeLabel={t('common:modal.close')} size="lg">
      {ready ? (
        <>
          <Effective>{t(`${policy}:effective`)}</Effective>
          <Body data-testid="policy-body" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      ) : (
        <LoadingIndicator word={t('common:loading.word')} label={t('common:loading.label')} />
      )}
    </Modal>
  );
}
