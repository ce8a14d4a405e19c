import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LinkButton, theme } from '@inphr/ui';
import { Actions, Notice } from '../ui/page';

const FILE_NAME = 'inphr-studio-recovery-codes.txt';

/**
 * A new set of recovery codes, shown this once: the server keeps only their hashes. The panel
 * forgets them on Done.
 */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const text = `${t('account.recoveryFileTitle')} (${email})\n\n${codes.join('\n')}\n`;
  const fileUrl = useTextFileUrl(text);
  // Where a click led: the codes replace the form that was submitted.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ kind: 'status', text: t('account.recoveryCopied') });
    } catch {
      setCopied({ kind: 'alert', text: t('account.recoveryCopyFailed') });
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <StepTitle id={titleId} ref={heading} tabIndex={-1}>
        {t('account.recoveryTitle')}
      </StepTitle>
      <SaveNow>{t('account.recoverySaveNow')}</SaveNow>
      <p>{t('account.recoveryHint')}</p>
      <CodeList aria-labelledby={titleId} translate="no">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeList>
      <div aria-live="polite">{copied ? <Notice kind={copied.kind}>{copied.text}</Notice> : null}</div>
      <Actions>
        {typeof navigator !== 'undefined' && navigator.clipboard ? (
          <Button variant="secondary" onClick={() => void copy()}>
            {t('account.recoveryCopy')}
          </Button>
        ) : null}
        {fileUrl ? (
          <LinkButton variant="secondary" href={fileUrl} download={FILE_NAME}>
            {t('account.recoveryDownload')}
          </LinkButton>
        ) : null}
        <Button onClick={onDone}>{t('account.recoveryDone')}</Button>
      </Actions>
    </section>
  );
}

/** A blob: address of the text as a file, for as long as it is shown (none where the browser cannot make one). */
function useTextFileUrl(text: string): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [text]);
  return url;
}

export const StepTitle = styled.h3`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.md};
  &:focus {
    outline: none;
  }
`;

const SaveNow = styled.p`
  margin: 0 0 ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid #8a4b00;
  background: ${theme.colors.surface};
  font-weight: ${theme.fontWeights.bold};
`;

/** Two columns (1–5, 6–10) where they fit, to copy onto paper in order. */
const CodeList = styled.ol`
  columns: 2 10rem;
  column-gap: ${theme.space.xl};
  max-width: 28rem;
  margin: 0 0 ${theme.space.md};
  padding-left: 2.5rem;
  /* Doubled, and on each item: the base style gives every :lang(ja) element its font, at the weight of one class. */
  &&,
  && > li {
    font-family: ${theme.fonts.mono};
  }
  font-size: ${theme.fontSizes.lg};
  & > li {
    margin-bottom: ${theme.space.xxs};
  }
`;
