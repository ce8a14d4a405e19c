import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, LoadingIndicator, Select, TextField, theme } from '@inphr/ui';
import { INQUIRY_STATUSES, type InquiryStatus, type StudioInquiryDetail } from '@inphr/api';
import { StudioApiError, del, get, patch, post } from '../api/client';
import { studioPaths } from '../app/paths';
import { can, useMe } from '../app/session';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime } from '../ui/format';
import { Actions, Notice, PageHeading, Panel, PanelTitle } from '../ui/page';
import { InquiryAssigneeSelect } from './inquiry-assignee';
import { InquiryFacts } from './inquiry-sender';
import { InquiryStatusBadge } from './inquiry-status';
import { NotFoundPage } from './not-found-page';

export function InquiryPage() {
  const { t, i18n } = useTranslation();
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const me = useMe();
  const editable = can(me.role, 'edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = ['inquiries', 'detail', id];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => get<StudioInquiryDetail>(`inquiries/${id}`),
    enabled: Number.isInteger(id),
  });
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const failed = (error: unknown) =>
    setNotice({
      kind: 'alert',
      text: error instanceof StudioApiError && error.status === 403 ? t('errors.forbidden') : t('errors.unavailable'),
    });

  const setStatus = useMutation({
    mutationFn: (status: InquiryStatus) => patch(`inquiries/${id}`, { status }),
    onSuccess: async (_data, status) => {
      setNotice({
        kind: 'status',
        text: t('inquiries.statusChanged', {
          status: t(`inquiries.status.${status}`),
        }),
      });
      await queryClient.invalidateQueries({ queryKey: ['inquiries'] });
    },
    onError: failed,
  });
  const addNote = useMutation({
    mutationFn: (body: string) => post(`inquiries/${id}/notes`, { body }),
    onSuccess: async () => {
      setNote('');
      setNotice({ kind: 'status', text: t('inquiries.noteAdded') });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => del(`inquiries/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['inquiries'] });
      void navigate(studioPaths.inquiries, { replace: true });
    },
    onError: (error) => {
      setConfirmDelete(false);
      failed(error);
    },
  });

  if (!Number.isInteger(id) || (detail.error instanceof StudioApiError && detail.error.status === 404)) return <NotFoundPage />;
  if (detail.isError) return <Notice kind="alert">{t('errors.unavailable')}</Notice>;
  if (!detail.data) return <LoadingIndicator word="LOADING" label={t('app.loading')} />;
  const item = detail.data;

  function submitNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t('inquiries.noteRequired'));
      return;
    }
    setNoteError('');
    addNote.mutate(note.trim());
  }

  return (
    <>
      <PageHeading actions={<InquiryStatusBadge status={item.status} />}>{item.title}</PageHeading>
      <p>
        <Link to={studioPaths.inquiries}>{t('inquiries.back')}</Link>
      </p>
      <div aria-live="polite">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      <Panel aria-label={t('inquiries.details')}>
        <InquiryFacts item={item} />
        {item.contact === 'full' ? <Message>{item.contents}</Message> : null}
      </Panel>
      <Panel aria-labelledby="inquiry-handling">
        <PanelTitle id="inquiry-handling">{t('inquiries.handling')}</PanelTitle>
        {editable ? (
          <Actions>
            <Select
              id="inquiry-status"
              label={t('common.status')}
              value={item.status}
              options={INQUIRY_STATUSES.map((s) => ({
                value: s,
                label: t(`inquiries.status.${s}`),
              }))}
              onChange={(value) => setStatus.mutate(value as InquiryStatus)}
              disabled={setStatus.isPending}
            />
            <InquiryAssigneeSelect inquiryId={item.id} assignedTo={item.assignedTo} onOutcome={setNotice} />
          </Actions>
        ) : (
          // Other roles read who handles it (the status is in the heading).
          <p>{t('inquiries.assignee.current', { name: item.assignedTo?.email ?? t('inquiries.assignee.nobody') })}</p>
        )}
      </Panel>
      {/* The notes are about the sender: a viewer's answer has none (InquiryFacts says why). */}
      {item.contact === 'full' ? (
        <Panel aria-labelledby="inquiry-notes">
          <PanelTitle id="inquiry-notes">{t('inquiries.notes')}</PanelTitle>
          {item.notes.length ? (
            <Notes>
              {item.notes.map((n) => (
                <li key={n.id}>
                  <NoteMeta>
                    {t('inquiries.noteBy', {
                      author: n.author ?? t('inquiries.formerStaff'),
                      date: formatDateTime(n.createdAt, i18n.language),
                    })}
                  </NoteMeta>
                  <Message>{n.body}</Message>
                </li>
              ))}
            </Notes>
          ) : (
            <p>{t('inquiries.noNotes')}</p>
          )}
          {editable ? (
            <form onSubmit={submitNote} noValidate>
              <TextField
                id="inquiry-note"
                multiline
                rows={3}
                label={t('inquiries.noteLabel')}
                hint={t('inquiries.noteHint')}
                value={note}
                onChange={setNote}
                error={noteError || undefined}
                maxLength={5000}
              />
              <p>
                <Button type="submit" disabled={addNote.isPending}>
                  {t('inquiries.addNote')}
                </Button>
              </p>
            </form>
          ) : null}
        </Panel>
      ) : null}
      {editable ? (
        <Panel aria-labelledby="inquiry-delete">
          <PanelTitle id="inquiry-delete">{t('inquiries.deleteTitle')}</PanelTitle>
          <p>{t('inquiries.deleteHint')}</p>
          <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
            {t('inquiries.delete')}
          </Button>
        </Panel>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t('inquiries.deleteTitle')}
        message={t('inquiries.deleteMessage')}
        confirmLabel={t('inquiries.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}

const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Notes = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  & > li {
    padding: ${theme.space.sm} ${theme.space.md};
    border-left: 4px solid ${theme.colors.border};
    background: ${theme.colors.surface};
  }
`;

const NoteMeta = styled.p`
  margin: 0 0 ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
