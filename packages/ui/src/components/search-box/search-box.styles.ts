import styled from 'styled-components';
import { focusRing, focusRingInset, visuallyHidden } from '../../theme/helpers';
import { theme } from '../../theme/theme';

export const SearchForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  width: 100%;
`;

export const SearchLabel = styled.label<{ $hidden?: boolean }>`
  font-weight: ${theme.fontWeights.medium};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${theme.space.xs};

  /* A select placed before the input keeps its natural width. */
  & > :not(:last-child) {
    flex: 0 0 auto;
  }
`;

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 12rem;
  min-width: 0;
`;

export const SearchInput = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 calc(44px + ${theme.space.xs}) 0 ${theme.space.md};
  border: 2px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.background};
  color: ${theme.colors.text};

  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
    /* Close to the field's border, which the ring continues. */
    outline-offset: 1px;
  }
`;

export const SearchButton = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.primary};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.primaryHover};
    background: ${theme.colors.primarySoft};
  }
  &:focus-visible {
    ${focusRingInset}
  }
`;
