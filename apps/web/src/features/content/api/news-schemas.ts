import { newsDetail, newsSummary } from '@pitchside/contract/content';
import { z } from 'zod';

/**
 * The news answers' schemas, in a module of their own: `news-list.ts` and `news-detail.ts` load it
 * with their first fetch, so that the home page's news section, which starts with the server's
 * news, builds no zod schema when it is hydrated (decision 0037).
 */
export const newsList = z.array(newsSummary);
export { newsDetail };
