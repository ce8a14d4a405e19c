import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, theme } from '@inphr/ui';
import type { StudioSignInNote } from '@inphr/api';
import { formatDateTime } from '../ui/format';

/**
 * Failed sign-ins to this account since its last sign-in, told once signed in (the server keeps
 * the note with the session; dismissing hides it in this tab).
 */
export function SignInNote({ note }: { note: StudioSignInNote | null }) {
  const { t, i18n } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (!note || dismissed) return null;
  return (
    <Box role="alert">
      <p>{t('account.signInNote', { count: note.failedSignIns, time: formatDateTime(note.lastFailedAt, i18n.language) })}</p>
      <Button variant="ghost" onClick={() => setDismissed(true)}>
        {t('account.dismissNote')}
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.danger};
  background: ${theme.colors.surface};

  p {
    flex: 1 1 20rem;
    margin: 0;
  }
`;
