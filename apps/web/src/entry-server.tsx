import { DEFAULT_LANGUAGE, type LanguageCode } from '@pitchside/contract/languages';
import type { PublicConfig } from '@pitchside/contract/public-config';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppErrorBoundary } from '@/app/error-boundary';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { appRoutes } from '@/app/router';
import { setConfig } from '@/lib/config';
import { EN_RESOURCES, NAMESPACES } from '@/lib/i18n/en-resources';

/**
 * Renders a public screen to HTML on the server (decision 0012): the shell and the screen as a
 * guest sees them before any data arrives (headers, skeletons, static text such as the hero), in
 * one language. The browser hydrates it; data is then fetched as on any visit. Built by
 * `vite build --ssr` and loaded by the server's web-app plugin.
 */
const LOCALES = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resourcesOf(language: LanguageCode) {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const namespace of NAMESPACES) {
    namespaces[namespace] = LOCALES[`./locales/${language}/${namespace}.json`] ?? {};
  }
  return namespaces;
}

async function createServerI18n(language: LanguageCode) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: {
      [DEFAULT_LANGUAGE]: EN_RESOURCES,
      ...(language === DEFAULT_LANGUAGE ? {} : { [language]: resourcesOf(language) }),
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const handler = createStaticHandler(appRoutes);

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  status: number;
}

export async function renderPage(
  url: URL,
  language: LanguageCode,
  config: PublicConfig,
): Promise<RenderedPage | null> {
  setConfig(config);
  const context = await handler.query(new Request(url.href));
  // A redirect or a loader's answer (guarded screens) is left to the browser.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await createServerI18n(language);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders i18n={i18n} queryClient={createQueryClient()} sessionEffects={false}>
          {/* No inline hydration data: the CSP forbids inline scripts, and public screens have no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, status: context.statusCode };
}
