import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Checkbox, Modal, TextField, theme } from '@inphr/ui';
import { UPLOAD_MAX_BYTES, type StudioImage } from '@inphr/api';
import { StudioApiError, post } from '../api/client';
import { Notice } from '../ui/page';

export interface InsertedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Uploads a picture (checked and resized by the server) and asks for its text alternative. */
export function ImageDialog({ open, onClose, onInsert }: { open: boolean; onClose: () => void; onInsert: (image: InsertedImage) => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | undefined>();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
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
    const found = {
      ...(!file ? { file: t('editor.imageChoose') } : file.size > UPLOAD_MAX_BYTES ? { file: t('editor.imageTooLarge') } : {}),
      ...(!decorative && !alt.trim() ? { alt: t('editor.imageAltRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length || !file) return;
    setBusy(true);
    setFailure('');
    try {
      const uploaded = await post<StudioImage>('images', undefined, {
        raw: file,
      });
      // The picture as shown: its width on the page is at most the file's.
      const shownWidth = Math.min(uploaded.width, Number(/-(\d+)\.webp$/.exec(uploaded.src)?.[1] ?? uploaded.width));
      onInsert({
        src: uploaded.src,
        alt: decorative ? '' : alt.trim(),
        width: shownWidth,
        height: Math.round((uploaded.height * shownWidth) / uploaded.width),
      });
    } catch (error) {
      if (error instanceof StudioApiError && error.status === 413) setFailure(t('editor.imageTooLarge'));
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
            {busy ? t('editor.imageUploading') : t('editor.imageInsert')}
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
