import 'i18next';
import type admin from '@/locales/en/admin.json';
import type { EN_RESOURCES } from './en-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `admin` is typed like the rest but loaded with the back office's screens (locale-backend.ts).
    resources: typeof EN_RESOURCES & { admin: typeof admin };
  }
}
