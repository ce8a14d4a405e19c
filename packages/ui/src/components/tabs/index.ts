export { Tabs, tabId } from './tabs';
export type { TabItem, TabsProps } from './tabs';
