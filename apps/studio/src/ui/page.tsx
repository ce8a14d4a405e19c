import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { DataTable, focusRing, theme, type DataTableProps } from '@inphr/ui';

/**
 * A screen's heading: names the tab (`… · inPHR Studio`) and takes the focus when the screen
 * opens, so that a screen reader announces where a link led (the studio changes screens without
 * loading a page).
 */
export function PageHeading({ children, actions }: { children: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = t('app.documentTitle', { page: children });
  }, [children, t]);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <HeadingRow>
      <H1 ref={ref} tabIndex={-1}>
        {children}
      </H1>
      {actions ? <Actions>{actions}</Actions> : null}
    </HeadingRow>
  );
}

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

const H1 = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
  line-height: ${theme.lineHeights.tight};
  &:focus {
    outline: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`;

/** A row of filters above a list. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  & > * {
    flex: 0 1 16rem;
  }
  & > *:first-child {
    flex: 1 1 20rem;
  }
`;

export const Panel = styled.section`
  margin-bottom: ${theme.space.xl};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
`;

/** A message that screen readers announce: `status` for news, `alert` for a failure. */
export function Notice({ kind, children }: { kind: 'status' | 'alert'; children: ReactNode }) {
  return (
    <NoticeBox role={kind} $kind={kind}>
      {children}
    </NoticeBox>
  );
}

const NoticeBox = styled.p<{ $kind: 'status' | 'alert' }>`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${({ $kind }) => ($kind === 'alert' ? theme.colors.danger : theme.colors.accent)};
  background: ${theme.colors.surface};
  color: ${({ $kind }) => ($kind === 'alert' ? theme.colors.danger : theme.colors.text)};
  &:empty {
    display: none;
  }
`;

/** A status word in a list (draft, published, new, answered…), never colour alone. */
export const Badge = styled.span<{
  $tone?: 'neutral' | 'good' | 'warn' | 'muted';
}>`
  display: inline-block;
  padding: 0 ${theme.space.xs};
  border: 1px solid currentColor;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
  color: ${({ $tone }) => ($tone === 'good' ? '#1b6e3a' : $tone === 'warn' ? '#8a4b00' : $tone === 'muted' ? theme.colors.textMuted : theme.colors.primary)};
`;

export const Muted = styled.span`
  color: ${theme.colors.textMuted};
`;

/** A link styled as text in a table cell (the row's main link). */
export const CellLink = styled.a`
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.medium};
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

/**
 * A list's table: on a narrow screen it scrolls within itself rather than the page sideways; the
 * scrolling region is labelled and reachable with the keyboard.
 */
export function ListTable(props: DataTableProps) {
  return (
    <TableScroll role="region" aria-label={props.caption} tabIndex={0}>
      <DataTable {...props} />
    </TableScroll>
  );
}

const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    ${focusRing}
  }
`;

/** The three languages side by side on a wide screen (from `wideFrom`), one under another below. */
export const LanguageColumns = styled.div<{ $wideFrom: string }>`
  display: grid;
  gap: ${theme.space.lg};
  margin: ${theme.space.lg} 0 ${theme.space.xl};
  @media (min-width: ${({ $wideFrom }) => $wideFrom}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** One language's fields, named by its legend. */
export const LanguageColumn = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  align-content: start;
  min-width: 0;
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  & > legend {
    padding: 0 ${theme.space.xs};
    font-weight: ${theme.fontWeights.bold};
  }
`;

/** Radio buttons or checkboxes in a row, each a 44 px touch target with a 20 px box. */
export const choiceRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space.md};
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
  }
  & input {
    width: 20px;
    height: 20px;
  }
`;

export const ChoiceRow = styled.div`
  ${choiceRow}
`;
