// Internal: decorative icons shared by the components of this package (not part of the public API).
export { ArrowUpIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon, PauseIcon, PlayIcon, SearchIcon } from './icons';
