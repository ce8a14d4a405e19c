import { useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './link-dialog';
import { ImageDialog } from './image-dialog';
import { EditorFrame, EditorLabel, EditorHint } from './editor.styles';
import { Toolbar } from './toolbar';
import { FAQ_TOOLS, editorTools, tableState } from './tools';

export interface RichTextEditorProps {
  id: string;
  label: string;
  /** The language of the text (the editable area's `lang`, for spelling and screen readers). */
  lang: string;
  /** The HTML to start from (read once; the editor then owns the text). */
  initialHtml: string;
  onChange: (html: string) => void;
  readOnly?: boolean;
  error?: string;
  /**
   * What the text may hold: a news body (headings, quotes, images, tables), or an FAQ answer, whose
   * server policy keeps only paragraphs, emphasis, lists and links. The schema has nothing else,
   * so pasted or loaded headings, pictures and tables become plain paragraphs.
   */
  variant?: 'news' | 'faq';
}

/** Links as both variants write them: the address only, without target or rel. */
const LINK = {
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  HTMLAttributes: { rel: null, target: null },
};

/** The schema of each variant: an FAQ answer has no headings, quotes, images nor tables. */
function extensionsOf(variant: 'news' | 'faq') {
  const unused = { code: false, codeBlock: false, horizontalRule: false, strike: false } as const;
  if (variant === 'faq') return [StarterKit.configure({ ...unused, heading: false, blockquote: false, link: LINK })];
  return [
    StarterKit.configure({ ...unused, heading: { levels: [2, 3, 4] }, link: LINK }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}

/**
 * The news body's editor (TipTap on ProseMirror): headings, lists, quotes, links, uploaded images
 * and tables, written as HTML that the server sanitizes with the public page's policy; or, as the
 * `faq` variant, an FAQ answer's (emphasis, lists and links only). The toolbar is one tab stop
 * (arrow keys move within it, Alt+F10 reaches it from the text, Escape goes back).
 */
export function RichTextEditor({ id, label, lang, initialHtml, onChange, readOnly, error, variant = 'news' }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [dialog, setDialog] = useState<'link' | 'image' | undefined>();

  const editor = useEditor({
    extensions: extensionsOf(variant),
    content: initialHtml,
    editable: !readOnly,
    // The site's CSP allows no inline style element: the editor's styles are in editor.styles.ts.
    injectCSS: false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        lang,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      },
      handleKeyDown: (_view, event) => {
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          document.querySelector<HTMLButtonElement>(`[role="toolbar"][aria-controls="${id}"] button[tabindex="0"]`)?.focus();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: tableState(e),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const tools = editorTools({ t, state, chain, openDialog: setDialog, variant });
  return (
    <EditorFrame $invalid={Boolean(error)}>
      <EditorLabel id={labelId} onClick={() => editor.commands.focus()}>
        {label}
      </EditorLabel>
      <div>
        {readOnly ? null : (
          <Toolbar
            groups={tools}
            label={t('editor.toolbar', { field: label })}
            controls={id}
            firstKey={variant === 'faq' ? FAQ_TOOLS[0]! : 'h2'}
            onEscape={() => editor.commands.focus()}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      <EditorHint id={hintId}>{readOnly ? t('editor.readOnly') : t('editor.hint')}</EditorHint>
      {error ? (
        <EditorHint id={errorId} role="alert" $error>
          {error}
        </EditorHint>
      ) : null}
      <LinkDialog
        open={dialog === 'link'}
        initialHref={(editor.getAttributes('link') as { href?: string }).href ?? ''}
        onClose={() => {
          setDialog(undefined);
          editor.commands.focus();
        }}
        onApply={(href) => {
          setDialog(undefined);
          if (href) chain().extendMarkRange('link').setLink({ href }).run();
          else chain().extendMarkRange('link').unsetLink().run();
        }}
      />
      {variant === 'news' ? (
        <ImageDialog
          open={dialog === 'image'}
          lang={lang}
          onClose={() => {
            setDialog(undefined);
            editor.commands.focus();
          }}
          onInsert={(image) => {
            setDialog(undefined);
            chain().setImage(image).run();
          }}
        />
      ) : null}
    </EditorFrame>
  );
}
