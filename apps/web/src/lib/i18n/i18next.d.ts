import 'i18next';
import type admin from '@/locales/en/admin.json';
import type security from '@/locales/en/security.json';
import type { EN_RESOURCES } from './en-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `admin` and `security` are typed like the rest but loaded with their screens (locale-backend.ts).
    resources: typeof EN_RESOURCES & { admin: typeof admin; security: typeof security };
  }
}
