import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ensureNamespaces, type Namespace } from '@inphr/i18n';
import { LoadingIndicator, NativeModal, theme } from '@inphr/ui';
import { useLanguage } from '../../lib/language';
import { sanitizePolicyHtml } from './policy-html';

/** The policies, each an i18n namespace of its own ({ effective, html }; the title is the footer button's). */
export const POLICY_NAMESPACES = ['terms', 'privacy'] as const satisfies readonly Namespace[];
export type Policy = (typeof POLICY_NAMESPACES)[number];

/** The id of a policy's dialog: the footer's button names it. */
export function policyDialogId(policy: Policy): string {
  return `policy-${policy}`;
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

interface PolicyText {
  effective: string;
  html: string;
}

/**
 * The text the server put in the page, read once before the app renders over it: the policy's
 * namespace is not in the page's state (it would double the page's weight), so until the visitor
 * picks another language the app shows what the server rendered, byte for byte.
 */
const rendered = new Map<Policy, PolicyText | null>();
function renderedText(policy: Policy): PolicyText | null {
  if (typeof document === 'undefined') return null;
  if (!rendered.has(policy)) {
    const id = policyDialogId(policy);
    const effective = document.getElementById(`${id}-effective`)?.textContent;
    const html = document.getElementById(`${id}-body`)?.innerHTML;
    rendered.set(policy, effective != null && html != null ? { effective, html } : null);
  }
  return rendered.get(policy) ?? null;
}

/**
 * The Terms of Use or the Privacy Policy (docs/spec.md, "Screens": Footer): a NativeModal in every
 * page, which the footer's button opens without waiting for the app (decision 0016). The server
 * renders it in the page's language; after a change of language the app loads that language's text.
 */
export function PolicyDialog({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation();
  const { lang } = useLanguage();
  const id = policyDialogId(policy);
  const [firstLang] = useState(lang);
  const [, setLoaded] = useState('');
  const loaded = i18n.hasResourceBundle(lang, policy);
  useEffect(() => {
    if (loaded || lang === firstLang) return;
    let live = true;
    void ensureNamespaces(i18n, lang, [policy]).then(() => live && setLoaded(lang));
    return () => {
      live = false;
    };
  }, [i18n, lang, firstLang, policy, loaded]);
  const text: PolicyText | null = loaded
    ? { effective: t(`${policy}:effective`), html: sanitizePolicyHtml(t(`${policy}:html`)) }
    : lang === firstLang
      ? renderedText(policy)
      : null;
  return (
    <NativeModal id={id} title={t(`common:footer.${policy}`)} closeLabel={t('common:modal.close')} size="lg">
      {text ? (
        <>
          <Effective id={`${id}-effective`}>{text.effective}</Effective>
          <Body id={`${id}-body`} data-testid="policy-body" dangerouslySetInnerHTML={{ __html: text.html }} />
        </>
      ) : (
        <LoadingIndicator word={t('common:loading.word')} label={t('common:loading.label')} />
      )}
    </NativeModal>
  );
}
