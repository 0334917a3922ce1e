// The content module's public face: the back office (modules/admin) writes news and banners
// through these; readers use the module's own routes.
export {
  deleteBanner,
  deleteNews,
  insertBanner,
  insertNews,
  listAllBanners,
  listAllNews,
  updateBanner,
  updateNews,
  type BannerInsert,
  type BannerRow,
  type NewsInsert,
  type NewsRow,
} from './repository.ts';
export { sanitizeNewsHtml } from './sanitize-news-html.ts';
export { storeContentImage } from './content-images.ts';
