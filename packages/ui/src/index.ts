export {
  theme,
  defaultTheme,
  media,
  cssVariableName,
  themeCss,
  themeVariables,
  createTheme,
  ThemeProvider,
  focusRing,
  focusRingInset,
  visuallyHidden,
  GlobalStyle,
  VisuallyHidden,
} from './theme';
export type { Breakpoint, Theme, ThemeGroup, ThemeOverrides, ThemeProviderProps, ThemeVariables } from './theme';
export { Button, LinkButton } from './components/button';
export type { ButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './components/button';
export { defaultRenderLink } from './components/link';
export type { RenderLink } from './components/link';
export { Dropdown } from './components/dropdown';
export type { DropdownItem, DropdownProps } from './components/dropdown';
export { Header } from './components/header';
export type { HeaderEntry, HeaderGroup, HeaderLanguage, HeaderLink, HeaderProps } from './components/header';
export { Footer } from './components/footer';
export type { FooterCertification, FooterEntry, FooterPolicy, FooterProps } from './components/footer';
export { Modal, NativeModal, showModalCommand, ensureInvokerCommands } from './components/modal';
export type { ModalProps, ModalSize, NativeModalProps, InvokerCommand } from './components/modal';
export { Pagination, getPageItems } from './components/pagination';
export type { PageItem, PaginationProps } from './components/pagination';
export { ServiceCard } from './components/service-card';
export type { ServiceCardLogo, ServiceCardProps } from './components/service-card';
export { ScrollToTopButton, SCROLL_TOP_TARGET_ID } from './components/scroll-to-top';
export type { ScrollToTopButtonProps } from './components/scroll-to-top';
export { LoadingIndicator } from './components/loading-indicator';
export type { LoadingIndicatorProps } from './components/loading-indicator';
export { SearchBox } from './components/search-box';
export type { SearchBoxProps } from './components/search-box';
export { Tabs, tabId } from './components/tabs';
export type { TabItem, TabsProps } from './components/tabs';
export { DataTable } from './components/data-table';
export type { DataTableColumn, DataTableProps, DataTableRow } from './components/data-table';
export { TextField } from './components/text-field';
export type { TextFieldProps } from './components/text-field';
export { Select } from './components/select';
export type { SelectOption, SelectProps } from './components/select';
export { Checkbox } from './components/checkbox';
export type { CheckboxProps } from './components/checkbox';
// The Carousel is exported only from '@inphr/ui/carousel', so Swiper loads only where it is used.
