import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@inphr/ui';
import type { RichTextEditorProps } from './rich-text-editor';

/** TipTap and ProseMirror load with the first screen that shows an editor. */
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor, loaded on demand; a loading word stands in meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingIndicator word="EDITOR" label={t('editor.loading')} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
