import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './link-dialog';
import { ImageDialog } from './image-dialog';
import { EditorFrame, ToolbarBar, ToolButton, ToolGroup, EditorLabel, EditorHint } from './editor.styles';

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
}

interface Tool {
  key: string;
  label: string;
  run: () => void;
  /** A mark or block that is on where the cursor is (aria-pressed). */
  pressed?: boolean;
  disabled?: boolean;
}

/**
 * The news body's editor (TipTap on ProseMirror): headings, lists, quotes, links, uploaded images
 * and tables, written as HTML that the server sanitizes with the public page's policy. The toolbar
 * is one tab stop (arrow keys move within it, Alt+F10 reaches it from the text, Escape goes back).
 */
export function RichTextEditor({ id, label, lang, initialHtml, onChange, readOnly, error }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [dialog, setDialog] = useState<'link' | 'image' | undefined>();

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: null, target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
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
          toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
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
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const tools: Tool[][] = [
    [
      {
        key: 'h2',
        label: t('editor.heading2'),
        pressed: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        key: 'h3',
        label: t('editor.heading3'),
        pressed: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        key: 'bold',
        label: t('editor.bold'),
        pressed: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        key: 'italic',
        label: t('editor.italic'),
        pressed: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        key: 'underline',
        label: t('editor.underline'),
        pressed: state.underline,
        run: () => chain().toggleUnderline().run(),
      },
    ],
    [
      {
        key: 'bullet',
        label: t('editor.bulletList'),
        pressed: state.bullet,
        run: () => chain().toggleBulletList().run(),
      },
      {
        key: 'ordered',
        label: t('editor.orderedList'),
        pressed: state.ordered,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        key: 'quote',
        label: t('editor.quote'),
        pressed: state.quote,
        run: () => chain().toggleBlockquote().run(),
      },
    ],
    [
      {
        key: 'link',
        label: t('editor.link'),
        pressed: state.link,
        run: () => setDialog('link'),
      },
      { key: 'image', label: t('editor.image'), run: () => setDialog('image') },
      {
        key: 'table',
        label: t('editor.table'),
        disabled: state.table,
        run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
    ],
    ...(state.table
      ? [
          [
            {
              key: 'row',
              label: t('editor.addRow'),
              run: () => chain().addRowAfter().run(),
            },
            {
              key: 'column',
              label: t('editor.addColumn'),
              run: () => chain().addColumnAfter().run(),
            },
            {
              key: 'delRow',
              label: t('editor.deleteRow'),
              run: () => chain().deleteRow().run(),
            },
            {
              key: 'delColumn',
              label: t('editor.deleteColumn'),
              run: () => chain().deleteColumn().run(),
            },
            {
              key: 'delTable',
              label: t('editor.deleteTable'),
              run: () => chain().deleteTable().run(),
            },
          ],
        ]
      : []),
    [
      {
        key: 'undo',
        label: t('editor.undo'),
        disabled: !state.canUndo,
        run: () => chain().undo().run(),
      },
      {
        key: 'redo',
        label: t('editor.redo'),
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
    ],
  ];
  const flat = tools.flat();
  const current = Math.min(focusIndex, flat.length - 1);

  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const last = flat.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + flat.length) % flat.length;
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  let index = -1;
  return (
    <EditorFrame $invalid={Boolean(error)}>
      <EditorLabel id={labelId} onClick={() => editor.commands.focus()}>
        {label}
      </EditorLabel>
      <div>
        {readOnly ? null : (
          <ToolbarBar ref={toolbarRef} role="toolbar" aria-label={t('editor.toolbar', { field: label })} aria-controls={id} onKeyDown={onToolbarKey}>
            {tools.map((group, g) => (
              <ToolGroup key={g}>
                {group.map((tool) => {
                  index += 1;
                  const mine = index;
                  return (
                    <ToolButton
                      key={tool.key}
                      type="button"
                      tabIndex={mine === current ? 0 : -1}
                      aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                      aria-disabled={tool.disabled || undefined}
                      onFocus={() => setFocusIndex(mine)}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => {
                        if (!tool.disabled) tool.run();
                      }}
                    >
                      {tool.label}
                    </ToolButton>
                  );
                })}
              </ToolGroup>
            ))}
          </ToolbarBar>
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
    </EditorFrame>
  );
}
