import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/helpers';
import { media, theme } from '../../theme/theme';

export type CellAlign = 'start' | 'center' | 'end';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  border-top: 2px solid ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
`;

export const Caption = styled.caption<{ $hidden?: boolean }>`
  padding-bottom: ${theme.space.sm};
  text-align: start;
  font-weight: ${theme.fontWeights.bold};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const cell = css<{ $align: CellAlign; $hideOnMobile?: boolean }>`
  padding: ${theme.space.sm} ${theme.space.xs};
  border-bottom: 1px solid ${theme.colors.border};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;

  ${({ $hideOnMobile }) =>
    $hideOnMobile &&
    css`
      ${media.down('md')} {
        display: none;
      }
    `}
`;

export const HeaderCell = styled.th<{ $align: CellAlign; $hideOnMobile?: boolean; $width?: string }>`
  ${cell}
  width: ${({ $width }) => $width ?? 'auto'};
  background: ${theme.colors.surface};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
`;

export const Cell = styled.td<{ $align: CellAlign; $hideOnMobile?: boolean }>`
  ${cell}
`;

export const Row = styled.tr<{ $clickable: boolean }>`
  ${({ $clickable }) =>
    $clickable &&
    css`
      cursor: pointer;
      &:hover {
        background: ${theme.colors.primarySoft};
      }
    `}
`;

export const EmptyCell = styled.td`
  padding: ${theme.space.xl} ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
  text-align: center;
  color: ${theme.colors.textMuted};
`;
