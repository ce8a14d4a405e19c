import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MeasureRow, MoreMenu, ToolbarBar, ToolButton, ToolGroup } from './editor.styles';

export interface Tool {
  key: string;
  label: string;
  run: () => void;
  /** A mark or block that is on where the cursor is (aria-pressed). */
  pressed?: boolean;
  disabled?: boolean;
}

const MORE = 'more';

/**
 * How many of the tools fit on one row of `bar`, with room for the "More" button when some do not:
 * read off the hidden copy of the row in `measure`, laid out on one line. Without a layout (a test's
 * DOM: no width), every tool is shown.
 */
function toolsThatFit(bar: HTMLElement, measure: HTMLElement): number {
  const style = getComputedStyle(bar);
  const room = bar.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
  const items = [...measure.querySelectorAll<HTMLElement>('[data-tool]')];
  const more = measure.querySelector<HTMLElement>('[data-more]');
  if (room <= 0 || items.length === 0 || !more) return items.length;
  const left = measure.getBoundingClientRect().left;
  const rightOf = (i: number) => items[i]!.getBoundingClientRect().right - left;
  if (rightOf(items.length - 1) <= room) return items.length;
  const gap = parseFloat(style.columnGap || '0') || 0;
  const moreWidth = more.getBoundingClientRect().width + gap;
  let fit = 0;
  while (fit < items.length && rightOf(fit) + moreWidth <= room) fit += 1;
  return fit;
}

/**
 * A formatting toolbar that stays on one row: the tools that do not fit go, in order, into a "More"
 * menu at its end. The toolbar is one tab stop (arrow keys, Home and End move within it; Escape goes
 * back to the text); the menu's items move with the up and down arrows and close with Escape.
 */
export function Toolbar(p: { groups: Tool[][]; label: string; controls: string; firstKey: string; onEscape: () => void }) {
  const { t } = useTranslation();
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(Number.POSITIVE_INFINITY);
  const [open, setOpen] = useState(false);
  /** The toolbar's tab stop, by tool: it stays on the same tool as tools come and go, else the nearest place. */
  const [focus, setFocus] = useState({ key: p.firstKey, index: 0 });
  const flat = p.groups.flat();
  const shownCount = Math.min(fit, flat.length);
  const overflow = flat.slice(shownCount);
  const stops = [...flat.slice(0, shownCount).map((tool) => tool.key), ...(overflow.length ? [MORE] : [])];
  const found = stops.indexOf(focus.key);
  const current = found >= 0 ? found : Math.min(focus.index, stops.length - 1);
  const signature = flat.map((tool) => `${tool.key}:${tool.label}`).join('|');

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    if (!bar || !measure) return undefined;
    const update = () => setFit(toolsThatFit(bar, measure));
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [signature]);

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const close = (event: PointerEvent) => {
      if (!menuRef.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const focusStop = (index: number) => barRef.current?.querySelectorAll<HTMLButtonElement>('button[data-stop]')[index]?.focus();

  function onBarKey(event: KeyboardEvent<HTMLDivElement>) {
    if (open) return;
    const last = stops.length - 1;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last };
    if (event.key === 'Escape') {
      event.preventDefault();
      p.onEscape();
      return;
    }
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + stops.length) % stops.length;
    setFocus({ key: stops[next]!, index: next });
    focusStop(next);
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      focusStop(stops.length - 1);
      return;
    }
    if (!(event.key in moves)) return;
    event.preventDefault();
    event.stopPropagation();
    items[(moves[event.key]! + items.length) % items.length]?.focus();
  }

  const button = (tool: Tool, mine: number) => (
    <ToolButton
      key={tool.key}
      type="button"
      data-stop
      tabIndex={mine === current ? 0 : -1}
      aria-pressed={tool.pressed}
      aria-disabled={tool.disabled || undefined}
      onFocus={() => setFocus({ key: tool.key, index: mine })}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!tool.disabled) tool.run();
      }}
    >
      {tool.label}
    </ToolButton>
  );
  /** The groups as far as they fit, each tool with its place among the tab stops. */
  const starts = p.groups.map((_, g) => p.groups.slice(0, g).reduce((sum, group) => sum + group.length, 0));
  const shownGroups = p.groups
    .map((group, g) => group.map((tool, i) => ({ tool, index: starts[g]! + i })).filter(({ index }) => index < shownCount))
    .filter((group) => group.length > 0);

  return (
    <ToolbarBar ref={barRef} role="toolbar" aria-label={p.label} aria-controls={p.controls} onKeyDown={onBarKey}>
      {shownGroups.map((group, g) => (
        <ToolGroup key={g}>{group.map(({ tool, index }) => button(tool, index))}</ToolGroup>
      ))}
      {overflow.length ? (
        <MoreMenu>
          <ToolButton
            type="button"
            data-stop
            tabIndex={current === stops.length - 1 ? 0 : -1}
            aria-haspopup="menu"
            aria-expanded={open}
            onFocus={() => setFocus({ key: MORE, index: stops.length - 1 })}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen((was) => !was)}
          >
            {t('editor.more')}
          </ToolButton>
          {open ? (
            <div ref={menuRef} role="menu" aria-label={t('editor.moreLabel', { toolbar: p.label })} onKeyDown={onMenuKey}>
              {overflow.map((tool) => (
                <ToolButton
                  key={tool.key}
                  type="button"
                  role={tool.pressed === undefined ? 'menuitem' : 'menuitemcheckbox'}
                  aria-checked={tool.pressed}
                  aria-disabled={tool.disabled || undefined}
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    if (tool.disabled) return;
                    setOpen(false);
                    tool.run();
                  }}
                >
                  {tool.label}
                </ToolButton>
              ))}
            </div>
          ) : null}
        </MoreMenu>
      ) : null}
      <MeasureRow ref={measureRef} aria-hidden="true">
        {p.groups.map((group, g) => (
          <ToolGroup key={g}>
            {group.map((tool) => (
              <ToolButton as="span" key={tool.key} data-tool>
                {tool.label}
              </ToolButton>
            ))}
          </ToolGroup>
        ))}
        <ToolButton as="span" data-more>
          {t('editor.more')}
        </ToolButton>
      </MeasureRow>
    </ToolbarBar>
  );
}
