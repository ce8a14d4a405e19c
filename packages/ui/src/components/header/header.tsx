import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '../../theme/visually-hidden';
import { defaultRenderLink, type RenderLink } from '../link';
import { Dropdown } from '../dropdown';
import { CloseIcon, MenuIcon } from '../icons';
import {
  Bar,
  DesktopList,
  DesktopTools,
  GroupHeading,
  Inner,
  LogoSlot,
  MenuButton,
  MobileActions,
  MobileGroup,
  MobilePanel,
  Nav,
  SubList,
} from './header.styles';

export interface HeaderLink {
  /** Stable React key. */
  key: string;
  /** Visible text. */
  label: string;
  /** Where it goes (rendered through renderLink). */
  href: string;
  /** The page being shown (aria-current="page"). */
  current?: boolean;
}

export interface HeaderGroup {
  /** Stable React key. */
  key: string;
  /** Text of the group's dropdown button. */
  label: string;
  /** The group's links. */
  items: HeaderLink[];
}

export type HeaderEntry = HeaderLink | HeaderGroup;

export interface HeaderLanguage {
  /** Language code, e.g. 'ko' (also the item's lang attribute). */
  code: string;
  /** The language's own name, e.g. '한국어'. */
  label: string;
  /** Flag image (decorative). */
  flagSrc: string;
}

export interface HeaderProps {
  /** Address of the home page (the logo's link). */
  homeHref: string;
  /** Accessible name of the logo link. */
  homeLabel: string;
  /** The brand mark. */
  logo: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  /** Top-level links and dropdown groups, in order. */
  entries: HeaderEntry[];
  /** The languages offered. */
  languages: HeaderLanguage[];
  /** Code of the page's language (marked current). */
  currentLanguage: string;
  /** Accessible name of the language button (its text is the current language). */
  languageButtonLabel: string;
  /** Called with the chosen language code. */
  onLanguageChange: (code: string) => void;
  /** Accessible name of the phone menu button while closed. */
  openMenuLabel: string;
  /** Accessible name of the phone menu button while open. */
  closeMenuLabel: string;
  /** Renders links (your router's link); a plain anchor by default. */
  renderLink?: RenderLink;
  /** Extra controls after the language switcher (rendered in the desktop bar and in the mobile panel). */
  actions?: ReactNode;
}

const isGroup = (entry: HeaderEntry): entry is HeaderGroup => 'items' in entry;

function Flag({ src }: { src: string }) {
  return <img src={src} alt="" width={24} height={16} />;
}

/**
 * The sticky site header: logo, navigation with dropdown groups and a language switcher; below
 * the md breakpoint a menu button opens the same entries as a vertical panel. Which layout shows
 * is decided by CSS only, so the server HTML never shifts on hydration.
 */
export function Header({
  homeHref,
  homeLabel,
  logo,
  navLabel,
  entries,
  languages,
  currentLanguage,
  languageButtonLabel,
  onLanguageChange,
  openMenuLabel,
  closeMenuLabel,
  renderLink = defaultRenderLink,
  actions,
}: HeaderProps) {
  const baseId = useId();
  const panelId = `${baseId}-menu`;
  const languageHeadingId = `${baseId}-languages`;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const current = languages.find((language) => language.code === currentLanguage) ?? languages[0];

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setMenuOpen(false);
  };

  const chooseLanguage = (code: string) => {
    onLanguageChange(code);
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  const link = ({ key, label, href, current: isCurrent }: HeaderLink) => (
    <li key={key}>
      {renderLink({ href, 'aria-current': isCurrent ? 'page' : undefined, children: label })}
    </li>
  );

  return (
    <Bar>
      <Inner>
        <LogoSlot>{renderLink({ href: homeHref, 'aria-label': homeLabel, children: logo })}</LogoSlot>
        <Nav aria-label={navLabel}>
          <DesktopList>
            {entries.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.key}>
                  <Dropdown
                    label={entry.label}
                    renderLink={renderLink}
                    items={entry.items.map(({ key, label, href, current: isCurrent }) => ({
                      key,
                      label,
                      href,
                      current: isCurrent,
                    }))}
                  />
                </li>
              ) : (
                link(entry)
              ),
            )}
          </DesktopList>
          <DesktopTools>
            {current && (
              <Dropdown
                align="end"
                label={
                  <>
                    <Flag src={current.flagSrc} />
                    <VisuallyHidden>{languageButtonLabel}</VisuallyHidden>{' '}
                    <span lang={current.code}>{current.label}</span>
                  </>
                }
                items={languages.map(({ code, label, flagSrc }) => ({
                  key: code,
                  lang: code,
                  current: code === current.code,
                  label: (
                    <>
                      <Flag src={flagSrc} />
                      {label}
                    </>
                  ),
                  onSelect: () => onLanguageChange(code),
                }))}
              />
            )}
            {actions}
          </DesktopTools>
          <MenuButton
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            <VisuallyHidden>{menuOpen ? closeMenuLabel : openMenuLabel}</VisuallyHidden>
          </MenuButton>
          <MobilePanel id={panelId} hidden={!menuOpen} onClick={onPanelClick}>
            <ul>
              {entries.map((entry) => {
                if (!isGroup(entry)) return link(entry);
                const headingId = `${baseId}-group-${entry.key}`;
                return (
                  <li key={entry.key}>
                    <GroupHeading id={headingId}>{entry.label}</GroupHeading>
                    <SubList aria-labelledby={headingId}>{entry.items.map(link)}</SubList>
                  </li>
                );
              })}
            </ul>
            {languages.length > 0 && (
              <MobileGroup>
                <GroupHeading id={languageHeadingId}>{languageButtonLabel}</GroupHeading>
                <ul aria-labelledby={languageHeadingId}>
                  {languages.map(({ code, label, flagSrc }) => (
                    <li key={code}>
                      <button
                        type="button"
                        lang={code}
                        aria-current={code === current?.code ? 'true' : undefined}
                        onClick={() => chooseLanguage(code)}
                      >
                        <Flag src={flagSrc} />
                        {label}
                      </button>
                    </li>
                  ))}
                </ul>
              </MobileGroup>
            )}
            {actions && <MobileActions>{actions}</MobileActions>}
          </MobilePanel>
        </Nav>
      </Inner>
    </Bar>
  );
}
