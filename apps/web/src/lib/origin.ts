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

export function pageOrigin(): string {
  return server.pageOrigin ?? window.location.origin;
}

export function apiOrigin(): string {
  return server.apiOrigin ?? window.location.origin;
}
