import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { Button, TextField } from '@inphr/ui';
import { PASSKEY_NAME_MAX, passkeyNameSchema, type StudioPasskey } from '@inphr/api';
import { StudioApiError, get, patch, post } from '../api/client';
import { meQuery, useMe } from '../app/session';
import { formatDateTime } from '../ui/format';
import { Actions, FieldGrid, Notice, Panel, PanelTitle } from '../ui/page';
import { RecoveryCodes } from './recovery-codes';

type Note = { kind: 'status' | 'alert'; text: string };

/** The account's passkeys (a second factor, as the authenticator app): listed, added with a name, removed. */
export function PasskeyPanel() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['passkeys'], queryFn: () => get<{ items: StudioPasskey[] }>('me/passkeys') });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StudioPasskey | undefined>();
  const [renaming, setRenaming] = useState<StudioPasskey | undefined>();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [note, setNote] = useState<Note | undefined>();
  const [codes, setCodes] = useState<string[] | undefined>();
  const [busy, setBusy] = useState(false);
  const supported = browserSupportsWebAuthn();

  const reset = () => {
    setAdding(false);
    setRemoving(undefined);
    setRenaming(undefined);
    setName('');
    setPassword('');
    setErrors({});
  };
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: ['passkeys'] });
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  };
  /** A refusal as the person reads it: a wrong password by its field, anything else as a note. */
  const refused = (error: unknown, fallback: string) => {
    if (error instanceof StudioApiError && error.fields.password) setErrors({ password: t('account.passwordWrong') });
    else if (error instanceof StudioApiError && error.fields.secondFactor === 'last') setNote({ kind: 'alert', text: t('passkeys.last') });
    else if (error instanceof StudioApiError && error.status === 429) setNote({ kind: 'alert', text: t('reauth.tooMany') });
    else setNote({ kind: 'alert', text: fallback });
  };

  async function add(event: FormEvent) {
    event.preventDefault();
    const named = passkeyNameSchema.safeParse({ name });
    const found = {
      ...(named.success ? {} : { name: t('passkeys.nameNeeded', { max: PASSKEY_NAME_MAX }) }),
      ...(password ? {} : { password: t('signIn.passwordRequired') }),
    };
    setErrors(found);
    setNote(undefined);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const options = await post<PublicKeyCredentialCreationOptionsJSON>('me/passkeys/options', { password });
      let response: unknown;
      try {
        response = await startRegistration({ optionsJSON: options });
      } catch {
        setNote({ kind: 'alert', text: t('passkeys.cancelled') });
        return;
      }
      const made = await post<{ id: number; recoveryCodes?: string[] }>('me/passkeys', { name: name.trim(), response });
      reset();
      setNote({ kind: 'status', text: t('passkeys.added', { name: name.trim() }) });
      if (made.recoveryCodes) setCodes(made.recoveryCodes);
      await changed();
    } catch (error) {
      refused(error, t('passkeys.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    if (!passkeyNameSchema.safeParse({ name }).success) {
      setErrors({ name: t('passkeys.nameNeeded', { max: PASSKEY_NAME_MAX }) });
      return;
    }
    setBusy(true);
    try {
      await patch(`me/passkeys/${renaming.id}`, { name: name.trim() });
      setNote({ kind: 'status', text: t('passkeys.renamed', { name: name.trim() }) });
      reset();
      await changed();
    } catch (error) {
      refused(error, t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!removing) return;
    if (!password) {
      setErrors({ password: t('signIn.passwordRequired') });
      return;
    }
    setBusy(true);
    try {
      await post(`me/passkeys/${removing.id}/remove`, { password });
      setNote({ kind: 'status', text: t('passkeys.removed', { name: removing.name }) });
      reset();
      await changed();
    } catch (error) {
      refused(error, t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  const passwordField = (
    <TextField
      id="passkey-password"
      type="password"
      label={t('signIn.password')}
      value={password}
      onChange={setPassword}
      autoComplete="current-password"
      error={errors.password}
    />
  );
  const items = list.data?.items ?? [];
  return (
    <Panel aria-labelledby="account-passkeys">
      <PanelTitle id="account-passkeys">{t('passkeys.title')}</PanelTitle>
      <div aria-live="polite">{note ? <Notice kind={note.kind}>{note.text}</Notice> : null}</div>
      <p>{t('passkeys.intro')}</p>
      {codes ? <RecoveryCodes codes={codes} email={me.email} onDone={() => setCodes(undefined)} /> : null}
      {items.length ? (
        <ul aria-label={t('passkeys.listLabel')}>
          {items.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong> {t('passkeys.addedOn', { date: formatDateTime(p.createdAt, i18n.language) })}
              {p.lastUsedAt ? ` · ${t('passkeys.lastUsed', { date: formatDateTime(p.lastUsedAt, i18n.language) })}` : ''}{' '}
              <Button variant="ghost" onClick={() => (reset(), setName(p.name), setRenaming(p))} aria-label={t('passkeys.renameOf', { name: p.name })}>
                {t('passkeys.rename')}
              </Button>
              <Button variant="ghost" onClick={() => (reset(), setRemoving(p))} aria-label={t('passkeys.removeOf', { name: p.name })}>
                {t('passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('passkeys.none')}</p>
      )}
      {!supported ? (
        <p>{t('passkeys.unsupported')}</p>
      ) : renaming ? (
        <form onSubmit={(event) => void rename(event)} noValidate>
          <FieldGrid>
            <TextField id="passkey-rename" label={t('passkeys.name')} hint={t('passkeys.nameHint')} value={name} onChange={setName} error={errors.name} />
          </FieldGrid>
          <Actions>
            <Button type="submit" disabled={busy}>
              {t('passkeys.rename')}
            </Button>
            <Button variant="ghost" onClick={reset}>
              {t('common.cancel')}
            </Button>
          </Actions>
        </form>
      ) : removing ? (
        <form onSubmit={(event) => void remove(event)} noValidate>
          <p>{t('passkeys.removeConfirm', { name: removing.name })}</p>
          <FieldGrid>{passwordField}</FieldGrid>
          <Actions>
            <Button type="submit" disabled={busy}>
              {t('passkeys.remove')}
            </Button>
            <Button variant="ghost" onClick={reset}>
              {t('common.cancel')}
            </Button>
          </Actions>
        </form>
      ) : adding ? (
        <form onSubmit={(event) => void add(event)} noValidate>
          <FieldGrid>
            <TextField id="passkey-name" label={t('passkeys.name')} hint={t('passkeys.nameHint')} value={name} onChange={setName} error={errors.name} />
            {passwordField}
          </FieldGrid>
          <Actions>
            <Button type="submit" disabled={busy}>
              {t('passkeys.create')}
            </Button>
            <Button variant="ghost" onClick={reset}>
              {t('common.cancel')}
            </Button>
          </Actions>
        </form>
      ) : (
        <Actions>
          <Button variant="secondary" onClick={() => (reset(), setAdding(true))}>
            {t('passkeys.add')}
          </Button>
        </Actions>
      )}
    </Panel>
  );
}
