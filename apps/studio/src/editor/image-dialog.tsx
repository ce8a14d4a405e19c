import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Checkbox, Modal, TextField, theme } from '@inphr/ui';
import { useQuery } from '@tanstack/react-query';
import { UPLOAD_MAX_BYTES, type StudioImage, type StudioLibraryImage, type StudioPage } from '@inphr/api';
import { StudioApiError, get, post, query } from '../api/client';
import { Notice } from '../ui/page';

export interface InsertedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The picture's size on the page: at most the shown file's width, its height in proportion. */
function shownSize(image: StudioImage): { width: number; height: number } {
  const width = Math.min(image.width, Number(/-(\d+)\.webp$/.exec(image.src)?.[1] ?? image.width));
  return { width, height: Math.round((image.height * width) / image.width) };
}

/**
 * Uploads a picture (checked and resized by the server), or takes one from the library, and asks for
 * its text alternative in the body's language (the library's, when it has one).
 */
export function ImageDialog({ open, lang, onClose, onInsert }: { open: boolean; lang: string; onClose: () => void; onInsert: (image: InsertedImage) => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [source, setSource] = useState<'upload' | 'library'>('upload');
  const [picked, setPicked] = useState<StudioLibraryImage | undefined>();
  const [search, setSearch] = useState('');
  const library = useQuery({
    queryKey: ['images', 'pick', search],
    queryFn: () => get<StudioPage<StudioLibraryImage>>(`images${query({ q: search })}`),
    enabled: open && source === 'library',
  });
  const [file, setFile] = useState<File | undefined>();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setSource('upload');
      setPicked(undefined);
      setSearch('');
      setFile(undefined);
      setAlt('');
      setDecorative(false);
      setErrors({});
      setFailure('');
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled out of the article's form, but React bubbles its submit there.
    event.stopPropagation();
    const fromLibrary = source === 'library';
    const found = {
      ...(fromLibrary
        ? picked
          ? {}
          : { file: t('editor.imagePick') }
        : !file
          ? { file: t('editor.imageChoose') }
          : file.size > UPLOAD_MAX_BYTES
            ? { file: t('editor.imageTooLarge') }
            : {}),
      ...(!decorative && !alt.trim() ? { alt: t('editor.imageAltRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    const text = decorative ? '' : alt.trim();
    if (fromLibrary && picked) {
      onInsert({ src: picked.src, alt: text, ...shownSize(picked) });
      return;
    }
    if (!file) return;
    setBusy(true);
    setFailure('');
    try {
      // The text alternative goes with it: the library's in this language, unless it has one.
      const uploaded = await post<StudioImage>(`images${query({ lang, alt: text })}`, undefined, { raw: file });
      onInsert({ src: uploaded.src, alt: text, ...shownSize(uploaded) });
    } catch (error) {
      if (error instanceof StudioApiError && error.status === 413) setFailure(t('editor.imageTooLarge'));
      // A text alternative the text rule refuses (a direction mark pasted in): said at its field, not of the file.
      else if (error instanceof StudioApiError && error.status === 400 && error.fields.alt) setErrors({ alt: t('editor.imageAltInvalid') });
      else if (error instanceof StudioApiError && error.status === 400) setFailure(t('editor.imageInvalid'));
      else if (error instanceof StudioApiError && error.status === 403) setFailure(t('errors.forbidden'));
      else setFailure(t('errors.unavailable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('editor.imageTitle')} onClose={onClose} closeLabel={t('common.close')} size="md">
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {failure ? <Notice kind="alert">{failure}</Notice> : null}
        <Sources role="radiogroup" aria-label={t('editor.imageSource')}>
          {(['upload', 'library'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="editor-image-source" value={value} checked={source === value} onChange={() => setSource(value)} />
              {t(`editor.imageFrom.${value}`)}
            </label>
          ))}
        </Sources>
        {source === 'upload' ? (
          <div>
            <FileLabel htmlFor={fileId}>{t('editor.imageFile')}</FileLabel>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
              aria-invalid={errors.file ? true : undefined}
              onChange={(event) => setFile(event.target.files?.[0])}
            />
            <Small id={`${fileId}-hint`}>{t('editor.imageFileHint')}</Small>
            {errors.file ? (
              <Small id={`${fileId}-error`} role="alert" $error>
                {errors.file}
              </Small>
            ) : null}
          </div>
        ) : (
          <Picker>
            <TextField id="editor-image-search" type="search" label={t('editor.imageSearch')} value={search} onChange={setSearch} />
            {library.isError ? <Notice kind="alert">{t('errors.unavailable')}</Notice> : null}
            {library.data?.items.length === 0 ? <p>{t('images.empty')}</p> : null}
            <Choices role="radiogroup" aria-label={t('editor.imageLibrary')}>
              {library.data?.items.map((image) => {
                const label = image.alt[lang as keyof typeof image.alt] ?? Object.values(image.alt).find(Boolean) ?? t('images.noAlt');
                return (
                  <label key={image.key}>
                    <input
                      type="radio"
                      name="editor-image-pick"
                      value={image.key}
                      checked={picked?.key === image.key}
                      onChange={() => {
                        setPicked(image);
                        setAlt(image.alt[lang as keyof typeof image.alt] ?? '');
                      }}
                    />
                    <img src={image.thumb} alt="" width={96} height={Math.round((96 * image.height) / image.width)} />
                    <span>{label}</span>
                  </label>
                );
              })}
            </Choices>
            {errors.file ? (
              <Small role="alert" $error>
                {errors.file}
              </Small>
            ) : null}
          </Picker>
        )}
        <TextField
          id="editor-image-alt"
          label={t('editor.imageAlt')}
          hint={t('editor.imageAltHint')}
          value={alt}
          onChange={setAlt}
          disabled={decorative}
          error={errors.alt}
          maxLength={300}
        />
        <Checkbox id="editor-image-decorative" label={t('editor.imageDecorative')} checked={decorative} onChange={setDecorative} />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t('editor.imageUploading') : source === 'library' ? t('editor.imageInsertPicked') : t('editor.imageInsert')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const FileLabel = styled.label`
  display: block;
  margin-bottom: ${theme.space.xs};
  font-weight: ${theme.fontWeights.bold};
`;

const Small = styled.span<{ $error?: boolean }>`
  display: block;
  margin-top: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${({ $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

const Sources = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
  }
`;

const Picker = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;

const Choices = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  max-height: 40vh;
  overflow-y: auto;
  & label {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
  }
  & img {
    flex: none;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
  }
  & span {
    overflow-wrap: anywhere;
  }
`;
