import { banner } from '@pitchside/contract/content';
import { z } from 'zod';

/**
 * The banner list's answer, in a module of its own: `banner-list.ts` loads it with its first fetch,
 * so that the home page, which starts with the server's banners, builds no zod schema at its start
 * (decision 0037).
 */
export const bannerList = z.array(banner);
