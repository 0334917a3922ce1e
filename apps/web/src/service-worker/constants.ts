/** Names the service worker and the page share (they are built apart, so neither imports the other's code). */
export const OFFLINE_PAGE = 'offline.html';
export const PUBLIC_API_CACHE = 'pitchside-public-api';
/** The page's message that lets a waiting new version take over (workbox-window sends this shape). */
export const SKIP_WAITING = 'SKIP_WAITING';
