export { Header } from './header';
export type { HeaderEntry, HeaderGroup, HeaderLanguage, HeaderLink, HeaderProps } from './header';
