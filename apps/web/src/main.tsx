import '@/styles/index.css';
import {
  PRERENDERED_ATTRIBUTE,
  readRenderedPage,
  ROOT_ID,
  START_MODULES_ELEMENT_ID,
} from '@pitchside/contract/server-page';
import { localiseTimes } from '@/lib/format/local-time';
import { warmIntl } from '@/lib/format/warm-intl';
import { registerServiceWorkerWhenIdle } from '@/lib/pwa/register-service-worker';

/**
 * The page's entry: puts the server's times in the reader's zone, then starts the app as soon as
 * the page has painted (decision 0021), whoever reads it and whether or not anyone touches it: a
 * countdown ticks, a live score updates, a sign-in link is redeemed at once. Nothing of the app is
 * fetched before that paint (decision 0034): on a phone's slow link its chunks would share the
 * bandwidth with the stylesheet, the font and the largest image. Right after it, every chunk the
 * page names is fetched at once, so the start waits on no chain of round trips.
 */
async function boot(container: HTMLElement): Promise<void> {
  const language = container.getAttribute(PRERENDERED_ATTRIBUTE) ?? document.documentElement.lang;
  // First of all, as it shows: the server wrote the page's times in its own zone.
  localiseTimes(container, language);
  await afterPaint();
  // A player's page shows their balance, formatted: ICU's data is loaded on another thread while
  // the app's code downloads. A guest's page mostly builds no formatter at its start (decision 0037).
  if (readRenderedPage(container).viewer !== null) warmIntl(language);
  await preloadStartModules();
  const app = await loadApp();
  await app.startApp(container);
}

/** Links added per task: each costs the main thread a millisecond or more on a phone. */
const PRELOADS_PER_TASK = 4;

/**
 * Fetches, in parallel, the chunks the page names (`START_MODULES_ELEMENT_ID`, from the server), a
 * few links per task: all at once they were one long task of the start.
 */
async function preloadStartModules(): Promise<void> {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(START_MODULES_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const chunks = files.filter(
    (file): file is string => typeof file === 'string' && file.startsWith('/assets/'),
  );
  for (let index = 0; index < chunks.length; index += PRELOADS_PER_TASK) {
    if (index > 0) await delay(0);
    for (const file of chunks.slice(index, index + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  }
}

/**
 * The app's code, evaluated in two tasks rather than one: React DOM and the router first, then the
 * app's start. Evaluating a module graph is one task of the main thread, which a tap would wait for.
 */
async function loadApp() {
  await import('react-dom/client');
  await delay(0);
  return import('./start-app');
}

/**
 * After the page's first screen is on the glass: its first contentful paint, then the images it
 * marks as the most important (`fetchpriority="high"`, the largest element of the page) painted
 * too. A page opened in the background paints nothing; the time limits start it there too, and on a
 * browser that does not report paints one frame stands in.
 */
async function afterPaint(): Promise<void> {
  await firstContentfulPaint(1000);
  const images = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, delay(1000)]);
  await nextFrame();
}

function firstContentfulPaint(limitMs: number): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return nextFrame();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** After the next frame: a task queued from its animation callback runs once it is drawn. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const container = document.getElementById(ROOT_ID);
if (container) {
  // On failure React never commits, so the static fallback inside #root stays and reveals itself.
  boot(container).catch((error: unknown) => console.error('The portal could not start', error));
}

// The installable app's service worker, once the page is idle (decision 0026).
registerServiceWorkerWhenIdle();
