import { useCallback, useEffect, useState, type RefObject, type SyntheticEvent } from 'react';

export interface DetailsOpen {
  /** Whether the element is open, as of its last toggle. */
  open: boolean;
  /** Opens or closes the element (the browser then reports the toggle). */
  setOpen: (next: boolean) => void;
  /** The element's onToggle. */
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
}

/**
 * The open state of a `<details>` element. The browser owns it: a visitor opens and closes it
 * before any script runs, so React follows the element instead of setting its `open` attribute
 * (React would not patch the attribute during hydration anyway, and would later write back a value
 * the visitor has already changed).
 */
export function useDetailsOpen(ref: RefObject<HTMLDetailsElement | null>): DetailsOpen {
  const [open, setOpenState] = useState(false);

  // Opened before hydration: its toggle event fired before React was listening.
  useEffect(() => {
    if (ref.current?.open) setOpenState(true);
  }, [ref]);

  const setOpen = useCallback(
    (next: boolean) => {
      const element = ref.current;
      if (element && element.open !== next) element.open = next;
      // The toggle event comes a task later; effects that depend on the state need not wait for it.
      setOpenState(next);
    },
    [ref],
  );

  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setOpenState(event.currentTarget.open), []);

  return { open, setOpen, onToggle };
}
