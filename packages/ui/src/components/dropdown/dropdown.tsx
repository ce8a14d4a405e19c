import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { defaultRenderLink, type RenderLink } from '../link';
import { ChevronDownIcon } from '../icons';
import { FINE_HOVER_QUERY, matchesMedia } from '../../hooks/use-media-query';
import { DropdownRoot, Panel, Trigger } from './dropdown.styles';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  /** Rendered as a link through renderLink; without it the item is a button. */
  href?: string;
  onSelect?: () => void;
  /** The current page (links) or the current choice, e.g. the language (buttons). */
  current?: boolean;
  /** Language of the item's text, e.g. each language's own name in a language switcher. */
  lang?: string;
}

export interface DropdownProps {
  label: ReactNode;
  /** Accessible name of the trigger when its label is an icon or image only. */
  buttonLabel?: string;
  items: DropdownItem[];
  renderLink?: RenderLink;
  align?: 'start' | 'end';
  id?: string;
  className?: string;
}

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

/** Calls renderLink as a component, so the click handler is a prop rather than a render-time call. */
function ItemLink({ renderLink, ...props }: Parameters<RenderLink>[0] & { renderLink: RenderLink }) {
  return renderLink(props);
}

function getItems(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
}

function focusEdge(panel: HTMLElement | null, which: 'first' | 'last') {
  const list = getItems(panel);
  (which === 'first' ? list[0] : list[list.length - 1])?.focus();
}

/**
 * A disclosure: a button that shows and hides a plain list of links or buttons (not an ARIA menu).
 * Opens on click, on ArrowDown/ArrowUp, and on hover with a fine pointer.
 */
export function Dropdown({
  label,
  buttonLabel,
  items,
  renderLink = defaultRenderLink,
  align = 'start',
  id,
  className,
}: DropdownProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const triggerId = `${baseId}-trigger`;
  const panelId = `${baseId}-panel`;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const openedByHover = useRef(false);
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const close = (returnFocus: boolean) => {
    openedByHover.current = false;
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  // The items become focusable only once the panel is shown.
  useEffect(() => {
    if (open && pendingFocus.current) {
      focusEdge(panelRef.current, pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        openedByHover.current = false;
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAndFocus = (which: 'first' | 'last') => {
    openedByHover.current = false;
    if (open) {
      focusEdge(panelRef.current, which);
    } else {
      pendingFocus.current = which;
      setOpen(true);
    }
  };

  const onTriggerClick = () => {
    // A click on a menu that hovering opened keeps it open (and pinned) instead of closing it.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = getItems(panelRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % list.length;
    else if (event.key === 'ArrowUp') next = index <= 0 ? list.length - 1 : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next === null || list.length === 0) return;
    event.preventDefault();
    list[next]?.focus();
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    // Without a relatedTarget the click landed on something unfocusable: outside pointerdown decides.
    if (open && next && !event.currentTarget.contains(next)) close(false);
  };

  const onMouseEnter = () => {
    if (!open && matchesMedia(FINE_HOVER_QUERY)) {
      openedByHover.current = true;
      setOpen(true);
    }
  };

  const onMouseLeave = () => {
    if (open && openedByHover.current) close(false);
  };

  return (
    <DropdownRoot
      ref={rootRef}
      className={className}
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDownIcon size={16} />
      </Trigger>
      <Panel ref={panelRef} id={panelId} $align={align} hidden={!open} onKeyDown={onPanelKeyDown}>
        {items.map((item) => (
          <li key={item.key}>
            {item.href !== undefined ? (
              <ItemLink
                renderLink={renderLink}
                href={item.href}
                lang={item.lang}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => {
                  item.onSelect?.();
                  close(false);
                }}
              >
                {item.label}
              </ItemLink>
            ) : (
              <button
                type="button"
                lang={item.lang}
                aria-current={item.current ? 'true' : undefined}
                onClick={() => {
                  item.onSelect?.();
                  close(true);
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </Panel>
    </DropdownRoot>
  );
}
