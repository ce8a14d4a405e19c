import { useRef, type KeyboardEvent } from 'react';
import { Tab, TabList } from './tabs.styles';

export interface TabItem {
  /** Identifies the tab in selectedId and onChange, and in its element id. */
  id: string;
  /** Visible text of the tab. */
  label: string;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** The tabs, in order. */
  tabs: TabItem[];
  /** Id of the selected tab (controlled). */
  selectedId: string;
  /** Called with the id of the tab chosen. */
  onChange: (id: string) => void;
  /** Id of the role="tabpanel" element the consumer renders. */
  panelId: string;
  /** Class of the tab list. */
  className?: string;
}

/**
 * A tab list with automatic activation: arrows, Home and End move focus and select. The tab ids
 * are `${panelId}-tab-${tab.id}`, so the panel can point back with aria-labelledby.
 */
export function Tabs({ label, tabs, selectedId, onChange, panelId, className }: TabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    refs.current[next]?.focus();
    if (tab.id !== selectedId) onChange(tab.id);
  };

  return (
    <TabList role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => {
        const selected = index === selectedIndex;
        return (
          <Tab
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={tabId(panelId, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (tab.id !== selectedId) onChange(tab.id);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </TabList>
  );
}

/** The id Tabs gives a tab, for the panel's aria-labelledby. */
export function tabId(panelId: string, id: string): string {
  return `${panelId}-tab-${id}`;
}
