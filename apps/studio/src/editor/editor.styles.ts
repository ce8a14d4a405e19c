import styled from 'styled-components';
import { theme } from '@inphr/ui';

export const EditorFrame = styled.div<{ $invalid: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xs};

  /* TipTap's own styles (injectCSS is off under the CSP), then the text as the public page shows it. */
  .ProseMirror {
    position: relative;
    min-height: 16rem;
    max-height: 70vh;
    overflow-y: auto;
    padding: ${theme.space.md};
    border: 2px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
    border-radius: 0 0 ${theme.radii.sm} ${theme.radii.sm};
    background: ${theme.colors.background};
    line-height: ${theme.lineHeights.body};
    word-wrap: break-word;
    white-space: pre-wrap;
    white-space: break-spaces;
    font-variant-ligatures: none;
    font-feature-settings: 'liga' 0;
  }
  .ProseMirror:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .ProseMirror[aria-readonly='true'] {
    background: ${theme.colors.surface};
  }
  .ProseMirror [contenteditable='false'] {
    white-space: normal;
  }
  .ProseMirror img {
    max-width: 100%;
    height: auto;
  }
  .ProseMirror img.ProseMirror-selectednode {
    outline: 3px solid ${theme.colors.focus};
  }
  .ProseMirror table {
    border-collapse: collapse;
    width: 100%;
    margin: ${theme.space.md} 0;
  }
  .ProseMirror th,
  .ProseMirror td {
    border: 1px solid ${theme.colors.borderStrong};
    padding: ${theme.space.xxs} ${theme.space.xs};
    vertical-align: top;
    min-width: 4rem;
  }
  .ProseMirror th {
    background: ${theme.colors.surface};
  }
  .ProseMirror .selectedCell {
    background: ${theme.colors.primarySoft};
  }
  .ProseMirror blockquote {
    margin: ${theme.space.md} 0;
    padding-left: ${theme.space.md};
    border-left: 4px solid ${theme.colors.border};
  }
  .ProseMirror a {
    color: ${theme.colors.primary};
  }
  img.ProseMirror-separator {
    display: inline !important;
    border: none !important;
    margin: 0 !important;
    width: 0 !important;
    height: 0 !important;
  }
  .ProseMirror-gapcursor {
    display: none;
    pointer-events: none;
    position: absolute;
    margin: 0;
  }
  .ProseMirror-gapcursor::after {
    content: '';
    display: block;
    position: absolute;
    top: -2px;
    width: 20px;
    border-top: 1px solid black;
  }
  .ProseMirror-focused .ProseMirror-gapcursor {
    display: block;
  }
`;

export const EditorLabel = styled.span`
  font-weight: ${theme.fontWeights.bold};
`;

export const EditorHint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** One row, whatever its width: the tools that do not fit are in the "More" menu at its end. */
export const ToolbarBar = styled.div`
  position: relative;
  display: flex;
  flex-wrap: nowrap;
  min-width: 0;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border: 2px solid ${theme.colors.borderStrong};
  border-bottom: 0;
  border-radius: ${theme.radii.sm} ${theme.radii.sm} 0 0;
  background: ${theme.colors.surface};
`;

export const ToolGroup = styled.div`
  display: flex;
  flex: none;
  gap: 2px;
  & + & {
    padding-left: ${theme.space.xs};
    border-left: 1px solid ${theme.colors.border};
  }
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  white-space: nowrap;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primarySoft};
  }
  &[aria-pressed='true'],
  &[aria-checked='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.bold};
  }
  &[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** A hidden copy of every tool on one line: where each would end tells how many fit. */
export const MeasureRow = styled.div`
  position: absolute;
  top: 0;
  left: ${theme.space.xs};
  display: flex;
  gap: ${theme.space.xs};
  height: 0;
  overflow: hidden;
  visibility: hidden;
  white-space: nowrap;
  pointer-events: none;
`;

/** The "More" button and, below it, the tools that did not fit. */
export const MoreMenu = styled.div`
  position: relative;
  margin-left: auto;
  & > [role='menu'] {
    position: absolute;
    z-index: 10;
    top: calc(100% + ${theme.space.xxs});
    right: 0;
    display: grid;
    min-width: 12rem;
    padding: ${theme.space.xxs};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
    box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
  }
  & > [role='menu'] > button {
    justify-content: flex-start;
    text-align: start;
  }
`;
