import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField, theme } from '@inphr/ui';
import { LANGUAGES, type Language } from '@inphr/content';
import { imageAltSchema, type StudioLibraryImage, type StudioPage } from '@inphr/api';
import { StudioApiError, del, get, patch, query } from '../api/client';
import { studioPaths } from '../app/paths';
import { can, useMe } from '../app/session';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime } from '../ui/format';
import { ListFilters, ListPagination, useListParams } from '../ui/list-controls';
import { Actions, Muted, Notice, PageHeading } from '../ui/page';
import { saveErrorText } from '../ui/translations';

/**
 * The image library: every uploaded picture, searchable by its text alternatives and filtered by use;
 * where each is shown; its text alternative per language, edited here once for every article; and
 * deleting one that nothing shows.
 */
export function ImageLibraryPage() {
  const { t } = useTranslation();
  const { page, q, status, update } = useListParams();
  const list = useQuery({
    queryKey: ['images', { page, q, status }],
    queryFn: () => get<StudioPage<StudioLibraryImage>>(`images${query({ page, q, used: status })}`),
    placeholderData: keepPreviousData,
  });
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | undefined>();

  return (
    <>
      <PageHeading>{t('images.title')}</PageHeading>
      <p>{t('images.intro')}</p>
      <ListFilters
        idPrefix="images"
        q={q}
        status={status}
        statuses={[
          { value: 'used', label: t('images.filter.used') },
          { value: 'unused', label: t('images.filter.unused') },
        ]}
        onChange={update}
      />
      {list.isError ? <Notice kind="alert">{t('errors.unavailable')}</Notice> : null}
      <div aria-live="polite">{notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}</div>
      <p aria-live="polite">{list.data ? t('common.count', { count: list.data.total }) : t('app.loading')}</p>
      {list.data?.items.length === 0 ? <p>{t('images.empty')}</p> : null}
      <Cards>
        {list.data?.items.map((image) => (
          <ImageCard key={image.key} image={image} onDone={setNotice} />
        ))}
      </Cards>
      <ListPagination total={list.data?.total ?? 0} page={page} onChange={(next) => update({ page: next })} />
    </>
  );
}

function ImageCard({ image, onDone }: { image: StudioLibraryImage; onDone: (notice: { kind: 'status' | 'alert'; text: string }) => void }) {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const editable = can(me.role, 'edit');
  const queryClient = useQueryClient();
  const titleId = useId();
  const [alt, setAlt] = useState<Record<Language, string>>(
    () => Object.fromEntries(LANGUAGES.map((lang) => [lang, image.alt[lang] ?? ''])) as Record<Language, string>,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState(false);
  const changed = LANGUAGES.some((lang) => alt[lang].trim() !== (image.alt[lang] ?? ''));
  const shownAlt = image.alt[i18n.language as Language] ?? LANGUAGES.map((lang) => image.alt[lang]).find(Boolean) ?? '';

  const save = useMutation({
    mutationFn: (body: { alt: Partial<Record<Language, string>> }) => patch<StudioLibraryImage>(`images/${image.key}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['images'] });
      await queryClient.invalidateQueries({ queryKey: ['news'] });
      onDone({ kind: 'status', text: t('images.altSaved') });
    },
    onError: (error) => onDone({ kind: 'alert', text: saveErrorText(t, error) }),
  });
  const remove = useMutation({
    mutationFn: () => del(`images/${image.key}`),
    onSuccess: async () => {
      setConfirm(false);
      await queryClient.invalidateQueries({ queryKey: ['images'] });
      onDone({ kind: 'status', text: t('images.deleted') });
    },
    onError: (error) => {
      setConfirm(false);
      // Refused while something shows it that the list of uses does not (a revision that can be restored).
      const refused = error instanceof StudioApiError && error.status === 409;
      onDone({ kind: 'alert', text: refused ? t('images.deleteRefused') : saveErrorText(t, error) });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = imageAltSchema.safeParse({ alt });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[1]), t('images.altTooLong')])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <Card aria-labelledby={titleId}>
      <Thumb src={image.thumb} alt={shownAlt} width={image.width} height={image.height} loading="lazy" />
      <h2 id={titleId}>{shownAlt || t('images.noAlt')}</h2>
      <Muted>
        {t('images.meta', {
          width: image.width,
          height: image.height,
          who: image.createdBy ?? t('revisions.formerAccount'),
          date: formatDateTime(image.createdAt, i18n.language),
        })}
      </Muted>
      {image.uses.length ? (
        <Uses>
          <p>{t('images.usedIn')}</p>
          <ul>
            {dedupe(image.uses).map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                {use.kind === 'news' ? (
                  <Link to={studioPaths.newsEdit(use.id)}>{use.title || t('news.untitled')}</Link>
                ) : (
                  <Link to={studioPaths.faqEdit(use.id)}>{use.title}</Link>
                )}{' '}
                <Muted>({use.where.map((w) => (w === 'changes' ? t('images.inChanges') : t(`languages.${w}`))).join(', ')})</Muted>
              </li>
            ))}
          </ul>
        </Uses>
      ) : (
        <p>{image.removedAfter ? t('images.unusedUntil', { date: formatDateTime(image.removedAfter, i18n.language) }) : t('images.unused')}</p>
      )}
      {editable ? (
        <form onSubmit={submit} noValidate>
          {LANGUAGES.map((lang) => (
            <TextField
              key={lang}
              id={`image-${image.key}-alt-${lang}`}
              label={t('images.altField', { language: t(`languages.${lang}`) })}
              value={alt[lang]}
              onChange={(value) => setAlt((prev) => ({ ...prev, [lang]: value }))}
              error={errors[lang]}
              maxLength={300}
            />
          ))}
          <Actions>
            <Button type="submit" variant="secondary" disabled={!changed || save.isPending}>
              {save.isPending ? t('common.saving') : t('images.saveAlt')}
            </Button>
            {image.uses.length === 0 ? (
              <Button variant="ghost" onClick={() => setConfirm(true)}>
                {t('images.delete')}
              </Button>
            ) : null}
          </Actions>
        </form>
      ) : (
        <dl>
          {LANGUAGES.map((lang) => (
            <div key={lang}>
              <dt>{t('images.altField', { language: t(`languages.${lang}`) })}</dt>
              <dd lang={lang}>{image.alt[lang] ?? '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      <ConfirmDialog
        open={confirm}
        title={t('images.deleteTitle')}
        message={t('images.deleteMessage')}
        confirmLabel={t('images.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirm(false)}
      />
    </Card>
  );
}

/** One line per item, naming the languages (or the unpublished changes) that show the image. */
function dedupe(uses: StudioLibraryImage['uses']) {
  const out = new Map<string, { kind: 'news' | 'faq'; id: number; title: string; where: (Language | 'changes')[] }>();
  for (const use of uses) {
    const key = `${use.kind}-${use.id}`;
    const entry = out.get(key) ?? { kind: use.kind, id: use.id, title: use.title, where: [] };
    const where = use.copy === 'changes' ? 'changes' : use.lang;
    if (where && !entry.where.includes(where)) entry.where.push(where);
    out.set(key, entry);
  }
  return [...out.values()];
}

const Cards = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: ${theme.space.lg} 0;
`;

const Card = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  align-content: start;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  min-width: 0;
  & > h2 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  & dl,
  & dd {
    margin: 0;
  }
  & dt {
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Thumb = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: auto;
  max-height: 220px;
  object-fit: contain;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.sm};
`;

const Uses = styled.div`
  & > p {
    margin: 0;
  }
  & ul {
    margin: ${theme.space.xxs} 0 0;
    padding-inline-start: ${theme.space.lg};
  }
`;
