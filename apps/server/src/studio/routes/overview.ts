import type { StudioOverview } from '@inphr/api';
import { newInquiryCount, unassignedInquiryCount } from '../../db/overview-repo';
import { newsOverview } from '../../db/studio-news-repo';
import type { StudioContext } from '../context';

/** How many of each a short list shows on the overview (the counts are whole). */
const OVERVIEW_LIST_SIZE = 5;

/** The studio's landing page: what needs attention, each with a count and its first few. */
export function overviewRoutes({ app, db, anyone, now }: StudioContext): void {
  app.get('/overview', { onRequest: anyone }, async (): Promise<StudioOverview> => {
    const [news, fresh, unassigned] = await Promise.all([newsOverview(db, OVERVIEW_LIST_SIZE, now()), newInquiryCount(db), unassignedInquiryCount(db)]);
    return { news, inquiries: { new: fresh, unassigned } };
  });
}
