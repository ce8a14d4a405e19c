import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@inphr/ui';

/**
 * The search box above a searchable list, with its texts from the list's namespace
 * (`searchLabel`, `searchPlaceholder`, `searchButton`); its label is for assistive technology only.
 */
export function ListSearch({
  ns,
  id,
  value,
  onChange,
  onSearch,
  children,
}: {
  ns: 'faq' | 'media';
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SearchBox
      id={id}
      label={t(`${ns}:searchLabel`)}
      placeholder={t(`${ns}:searchPlaceholder`)}
      value={value}
      onChange={onChange}
      onSearch={onSearch}
      buttonLabel={t(`${ns}:searchButton`)}
      hideLabel
    >
      {children}
    </SearchBox>
  );
}
