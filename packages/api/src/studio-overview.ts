import type { StudioNewsListItem } from './studio';

/** A count and the first few of a list (the overview's boxes). */
export interface StudioOverviewList {
  items: StudioNewsListItem[];
  total: number;
}

/** What needs an editor's attention: the studio's landing page (GET /studio/api/overview). */
export interface StudioOverview {
  news: {
    drafts: StudioOverviewList;
    /** Published articles with saved changes not yet public. */
    changes: StudioOverviewList;
    /** Published with a time still to come, soonest first. */
    scheduled: StudioOverviewList;
    /** How many published articles have no text in each language. */
    missing: Record<'ko' | 'en' | 'ja', number>;
  };
  /** New inquiries, and open ones (new or in progress) nobody is assigned to. */
  inquiries: { new: number; unassigned: number };
}

/** The studio's article list orders. */
export const NEWS_SORT_ORDERS = ['newest', 'oldest', 'updated'] as const;
export type NewsSortOrder = (typeof NEWS_SORT_ORDERS)[number];
