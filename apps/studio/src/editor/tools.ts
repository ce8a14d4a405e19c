import { findParentNode } from '@tiptap/core';
import type { ChainedCommands, Editor } from '@tiptap/react';
import type { TFunction } from 'i18next';
import type { Tool } from './toolbar';

/** An FAQ answer's tools, in the toolbar's order (the first is the toolbar's first tab stop). */
export const FAQ_TOOLS = ['bold', 'italic', 'underline', 'bullet', 'ordered', 'link', 'undo', 'redo'];

/**
 * Where the cursor is in a table: which table commands apply there, and whether the table's
 * first row is a header row (every cell a `th`: the test `toggleHeaderRow` itself makes).
 * Undefined outside a table.
 */
export function tableState(e: Editor) {
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

/** What the toolbar shows of where the cursor is. */
export interface ToolState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  h2: boolean;
  h3: boolean;
  bullet: boolean;
  ordered: boolean;
  quote: boolean;
  link: boolean;
  table: ReturnType<typeof tableState>;
  canUndo: boolean;
  canRedo: boolean;
}

/** The toolbar's tools in their groups, for where the cursor is: an FAQ answer's are fewer (FAQ_TOOLS). */
export function editorTools({
  t,
  state,
  chain,
  openDialog,
  variant,
}: {
  t: TFunction;
  state: ToolState;
  chain: () => ChainedCommands;
  openDialog: (dialog: 'link' | 'image') => void;
  variant: 'news' | 'faq';
}): Tool[][] {
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
        run: () => openDialog('link'),
      },
      { key: 'image', label: t('editor.image'), run: () => openDialog('image') },
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
  return variant === 'faq' ? allTools.map((group) => group.filter((tool) => FAQ_TOOLS.includes(tool.key))).filter((group) => group.length > 0) : allTools;
}
