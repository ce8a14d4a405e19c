import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, theme } from '@inphr/ui';
import type { StudioAccountLink } from '@inphr/api';
import { formatDateTime } from './format';
import { Actions, Notice, Panel, PanelTitle } from './page';

/**
 * A single-use link the admin just made (an invitation, a password reset): to copy and pass on,
 * with whether the server e-mailed it too. Shown until closed; the server cannot show it again.
 */
export function AccountLinkResult({ title, email, link, onClose }: { title: string; email: string; link: StudioAccountLink; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  // Where the button that made the link led.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.link);
      setCopied({ kind: 'status', text: t('staff.link.copied') });
    } catch {
      setCopied({ kind: 'alert', text: t('staff.link.copyFailed') });
    }
  }

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <p>{link.emailed ? t('staff.link.emailed', { email }) : t('staff.link.notEmailed', { email })}</p>
      <Label htmlFor={`${id}-link`}>{t('staff.link.label')}</Label>
      <LinkText id={`${id}-link`} readOnly value={link.link} translate="no" spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
      <p>{t('staff.link.expires', { date: formatDateTime(link.expiresAt, i18n.language) })}</p>
      <div aria-live="polite">{copied ? <Notice kind={copied.kind}>{copied.text}</Notice> : null}</div>
      <Actions>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('staff.link.copy')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Actions>
    </Panel>
  );
}

const Title = styled(PanelTitle)`
  &:focus {
    outline: none;
  }
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${theme.space.xxs};
  font-weight: ${theme.fontWeights.bold};
`;

const LinkText = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  font-family: ${theme.fonts.mono};
  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;
