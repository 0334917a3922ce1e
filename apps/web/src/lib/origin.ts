/**
 * Where the page and the API live. In the browser, the page's own origin. The server renderer has
 * no window: it sets the origin the reader asked for (image URLs must match the browser's) and
 * the address it reaches its own API at.
 */
const server: { pageOrigin?: string; apiOrigin?: string } = {};

export function setServerOrigins(origins: { pageOrigin: string; apiOrigin: string }): void {
  server.pageOrigin = origins.pageOrigin;
  server.apiOrigin = origins.apiOrigin;
}

/**
 * The page's origin, read once: it never changes for a page, and reading `location` is costly
 * enough in a phone's profile of the start (every image of a list asks for it) to keep.
 */
let browserOrigin: string | undefined;
const ownOrigin = () => (browserOrigin ??= window.location.origin);

export function pageOrigin(): string {
  return server.pageOrigin ?? ownOrigin();
}

export function apiOrigin(): string {
  return server.apiOrigin ?? ownOrigin();
}
