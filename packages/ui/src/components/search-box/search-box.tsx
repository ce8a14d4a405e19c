import { useId, type FormEvent, type ReactNode } from 'react';
import { SearchIcon } from '../icons';
import { InputWrap, SearchButton, SearchForm, SearchInput, SearchLabel, SearchRow } from './search-box.styles';

export interface SearchBoxProps {
  /** Id of the input (a generated one by default). */
  id?: string;
  /** Label of the input. */
  label: string;
  /** Example text in the empty input (never a substitute for the label). */
  placeholder?: string;
  /** The query (controlled). */
  value: string;
  /** Called with the new query. */
  onChange: (value: string) => void;
  /** Called on Enter or on the search button. */
  onSearch: () => void;
  /** Accessible name of the icon-only search button. */
  buttonLabel: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Placed before the input, e.g. a Select choosing the search field. */
  children?: ReactNode;
  /** Class of the form. */
  className?: string;
}

/** A search landmark: input type=search and a magnifier submit button. */
export function SearchBox({ id, label, placeholder, value, onChange, onSearch, buttonLabel, hideLabel, children, className }: SearchBoxProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-search`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <SearchForm role="search" onSubmit={onSubmit} className={className}>
      <SearchLabel htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </SearchLabel>
      <SearchRow>
        {children}
        <InputWrap>
          <SearchInput
            id={inputId}
            type="search"
            value={value}
            placeholder={placeholder}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
          <SearchButton type="submit" aria-label={buttonLabel}>
            <SearchIcon size={22} />
          </SearchButton>
        </InputWrap>
      </SearchRow>
    </SearchForm>
  );
}
