export { Dropdown } from './dropdown';
export type { DropdownItem, DropdownProps } from './dropdown';
