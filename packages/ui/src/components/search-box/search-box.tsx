import { useId, type FormEvent, type ReactNode } from 'react';
import { SearchIcon } from '../icons';
import { InputWrap, SearchButton, SearchForm, SearchInput, SearchLabel, SearchRow } from './search-box.styles';

export interface SearchBoxProps {
  id?: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Called on Enter or on the search button. */
  onSearch: () => void;
  /** Accessible name of the icon-only search button. */
  buttonLabel: string;
  hideLabel?: boolean;
  /** Placed before the input, e.g. a Select choosing the search field. */
  children?: ReactNode;
  className?: string;
}

/** A search landmark: input type=search and a magnifier submit button. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  onSearch,
  buttonLabel,
  hideLabel,
  children,
  className,
}: SearchBoxProps) {
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
