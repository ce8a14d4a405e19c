import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { findParentNode } from '@tiptap/core';
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
  /**
   * What the text may hold: a news body (headings, quotes, images, tables), or an FAQ answer, whose
   * server policy keeps only paragraphs, emphasis, lists and links. The schema has nothing else,
   * so pasted or loaded headings, pictures and tables become plain paragraphs.
   */
  variant?: 'news' | 'faq';
}

interface Tool {
  key: string;
  label: string;
  run: () => void;
  /** A mark or block that is on where the cursor is (aria-pressed). */
  pressed?: boolean;
  disabled?: boolean;
}

/** An FAQ answer's tools, in the toolbar's order (the first is the toolbar's first tab stop). */
const FAQ_TOOLS = ['bold', 'italic', 'underline', 'bullet', 'ordered', 'link', 'undo', 'redo'];

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
 * Where the cursor is in a table: which table commands apply there, and whether the table's
 * first row is a header row (every cell a `th`: the test `toggleHeaderRow` itself makes).
 * Undefined outside a table.
 */
function tableState(e: Editor) {
  const table = findParentNode((node) => node.type.name === 'table')(e.state.selection);
  if (!table) return undefined;
  const firstRow = table.node.firstChild;
  let headerRow = Boolean(firstRow && firstRow.childCount > 0);
  firstRow?.forEach((cell) => {
    if (cell.type.name !== 'tableHeader') headerRow = false;
  });
  const can = e.can();
  return {
    headerRow,
    addRowBefore: can.addRowBefore(),
    addRowAfter: can.addRowAfter(),
    deleteRow: can.deleteRow(),
    addColumnBefore: can.addColumnBefore(),
    addColumnAfter: can.addColumnAfter(),
    deleteColumn: can.deleteColumn(),
    toggleHeaderRow: can.toggleHeaderRow(),
    deleteTable: can.deleteTable(),
  };
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
  const toolbarRef = useRef<HTMLDivElement>(null);
  /**
   * The toolbar's tab stop, by tool: it stays on the same tool when the table group comes and
   * goes before it, and falls back to the nearest place (within the toolbar) when its tool goes.
   */
  const [focus, setFocus] = useState({ key: variant === 'faq' ? FAQ_TOOLS[0]! : 'h2', index: 0 });
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
      table: tableState(e),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const allTools: Tool[][] = [
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
        disabled: Boolean(state.table),
        run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
    ],
    ...(state.table
      ? [
          [
            {
              key: 'rowAbove',
              label: t('editor.rowAbove'),
              disabled: !state.table.addRowBefore,
              run: () => chain().addRowBefore().run(),
            },
            {
              key: 'rowBelow',
              label: t('editor.rowBelow'),
              disabled: !state.table.addRowAfter,
              run: () => chain().addRowAfter().run(),
            },
            {
              key: 'deleteRow',
              label: t('editor.deleteRow'),
              disabled: !state.table.deleteRow,
              run: () => chain().deleteRow().run(),
            },
            {
              key: 'columnBefore',
              label: t('editor.columnBefore'),
              disabled: !state.table.addColumnBefore,
              run: () => chain().addColumnBefore().run(),
            },
            {
              key: 'columnAfter',
              label: t('editor.columnAfter'),
              disabled: !state.table.addColumnAfter,
              run: () => chain().addColumnAfter().run(),
            },
            {
              key: 'deleteColumn',
              label: t('editor.deleteColumn'),
              disabled: !state.table.deleteColumn,
              run: () => chain().deleteColumn().run(),
            },
            {
              key: 'headerRow',
              label: t('editor.headerRow'),
              pressed: state.table.headerRow,
              disabled: !state.table.toggleHeaderRow,
              run: () => chain().toggleHeaderRow().run(),
            },
            {
              key: 'deleteTable',
              label: t('editor.deleteTable'),
              disabled: !state.table.deleteTable,
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
  const tools =
    variant === 'faq' ? allTools.map((group) => group.filter((tool) => FAQ_TOOLS.includes(tool.key))).filter((group) => group.length > 0) : allTools;
  const flat = tools.flat();
  const found = flat.findIndex((tool) => tool.key === focus.key);
  const current = found >= 0 ? found : Math.min(focus.index, flat.length - 1);

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
    setFocus({ key: flat[next]!.key, index: next });
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
                      onFocus={() => setFocus({ key: tool.key, index: mine })}
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
