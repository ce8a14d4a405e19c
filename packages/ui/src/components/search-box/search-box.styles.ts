import styled from 'styled-components';
import { visuallyHidden } from '../field';

export const SearchForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
`;

export const SearchLabel = styled.label<{ $hidden?: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};

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
  padding: 0 calc(44px + ${({ theme }) => theme.space.xs}) 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
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
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
