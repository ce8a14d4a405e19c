import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { installMenuKeys, installMenus, MENU_ATTRIBUTE } from '../dropdown/menus';
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
  MobileMenu,
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
  /**
   * The current page's address in this language (e.g. `/faq?lng=en`). With it the language is a
   * link, which works before any script runs; once the app runs, a click calls onLanguageChange
   * instead of loading the page. Without it the language is a button (it needs the app).
   */
  href?: string;
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
  /** Called with the chosen language code (the language's link, if any, is then not followed). */
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

/** A click the app takes over; with a modifier key or another button, a link does what the browser makes of it (a new tab). */
const isPlainClick = (event: MouseEvent<HTMLElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A language's flag. In a closed menu (`inMenu`) it is loaded once the menu opens: a page then
 * fetches and decodes one flag, not one per language, whatever the browser's look-ahead.
 */
function Flag({ src, inMenu = false }: { src: string; inMenu?: boolean }) {
  return <img src={src} alt="" width={24} height={16} {...(inMenu ? { loading: 'lazy' as const } : {})} />;
}

/**
 * The sticky site header: logo, navigation with dropdown groups and a language switcher; below
 * the md breakpoint a menu button opens the same entries as a vertical panel. Which layout shows
 * is decided by CSS only, so the server HTML never shifts on hydration. The dropdowns and the phone
 * menu are native disclosures (`<details>`), and the languages are links when given an href: the
 * header works from the first paint, before the app's scripts have arrived.
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
  // The bar's dropdowns open one at a time, natively (details elements sharing a name).
  const dropdownGroup = `${baseId}-menus`;
  const menuRef = useRef<HTMLDetailsElement>(null);
  const menuButtonRef = useRef<HTMLElement>(null);
  const current = languages.find((language) => language.code === currentLanguage) ?? languages[0];
  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
  };

  // The phone menu is one of the page's menus (Escape, a press outside): see ../dropdown/menus.
  useEffect(() => {
    installMenus(document);
    installMenuKeys(document);
  }, []);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) closeMenu();
  };

  const chooseLanguage = (event: MouseEvent<HTMLElement>, code: string, isLink: boolean) => {
    if (isLink) {
      if (!isPlainClick(event)) return;
      // The link is for the visitor without the app: with it, the language changes in place.
      event.preventDefault();
    }
    onLanguageChange(code);
    closeMenu();
    menuButtonRef.current?.focus();
  };

  const link = ({ key, label, href, current: isCurrent }: HeaderLink) => (
    <li key={key}>{renderLink({ href, 'aria-current': isCurrent ? 'page' : undefined, children: label })}</li>
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
                    name={dropdownGroup}
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
                name={dropdownGroup}
                label={
                  <>
                    <Flag src={current.flagSrc} />
                    <VisuallyHidden>{languageButtonLabel}</VisuallyHidden> <span lang={current.code}>{current.label}</span>
                  </>
                }
                items={languages.map(({ code, label, flagSrc, href }) => ({
                  key: code,
                  lang: code,
                  current: code === current.code,
                  href,
                  label: (
                    <>
                      <Flag src={flagSrc} inMenu />
                      {label}
                    </>
                  ),
                  onSelect: (event) => {
                    if (href === undefined) return onLanguageChange(code);
                    if (!isPlainClick(event)) return;
                    // The link is for the visitor without the app: with it, the language changes in place.
                    event.preventDefault();
                    onLanguageChange(code);
                  },
                }))}
              />
            )}
            {actions}
          </DesktopTools>
          {/* A visitor may open it before hydration: its open attribute is theirs, not a mismatch. */}
          <MobileMenu ref={menuRef} {...{ [MENU_ATTRIBUTE]: 'click' }} suppressHydrationWarning>
            <MenuButton ref={menuButtonRef}>
              <MenuIcon size={24} data-shown-when="closed" />
              <CloseIcon size={24} data-shown-when="open" />
              <VisuallyHidden data-shown-when="closed">{openMenuLabel}</VisuallyHidden>
              <VisuallyHidden data-shown-when="open">{closeMenuLabel}</VisuallyHidden>
            </MenuButton>
            <MobilePanel id={panelId} onClick={onPanelClick}>
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
                    {languages.map(({ code, label, flagSrc, href }) => {
                      const isCurrent = code === current?.code;
                      const content = (
                        <>
                          <Flag src={flagSrc} inMenu />
                          {label}
                        </>
                      );
                      return (
                        <li key={code}>
                          {href !== undefined ? (
                            <a href={href} lang={code} aria-current={isCurrent ? 'page' : undefined} onClick={(event) => chooseLanguage(event, code, true)}>
                              {content}
                            </a>
                          ) : (
                            <button
                              type="button"
                              lang={code}
                              aria-current={isCurrent ? 'true' : undefined}
                              onClick={(event) => chooseLanguage(event, code, false)}
                            >
                              {content}
                            </button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </MobileGroup>
              )}
              {actions && <MobileActions>{actions}</MobileActions>}
            </MobilePanel>
          </MobileMenu>
        </Nav>
      </Inner>
    </Bar>
  );
}
