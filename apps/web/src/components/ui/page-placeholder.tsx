import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

interface PagePlaceholderProps {
  title: ReactNode;
  icon?: ReactNode;
}

/** A screen whose content arrives with a later capability: its title and an empty pitch, nothing pretend. */
export function PagePlaceholder({ title, icon }: PagePlaceholderProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={title} icon={icon} />
      <section
        aria-label={t('placeholder.label')}
        className="relative grid min-h-[22rem] place-items-center overflow-hidden rounded-2xl border border-dashed border-border-strong bg-surface/50"
      >
        <PitchLines />
        <div className="relative flex flex-col items-center gap-3 px-6 text-center">
          <span
            className="grid size-12 place-items-center rounded-xl bg-surface-3 text-fg-subtle"
            aria-hidden="true"
          >
            <Construction className="size-6" />
          </span>
          <p className="text-sm text-fg-muted">{t('placeholder.body')}</p>
        </div>
      </section>
    </>
  );
}

function PitchLines() {
  return (
    <svg
      viewBox="0 0 400 240"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full text-white/[0.05]"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="20" y="20" width="360" height="200" rx="4" />
      <line x1="200" y1="20" x2="200" y2="220" />
      <circle cx="200" cy="120" r="34" />
      <rect x="20" y="70" width="52" height="100" />
      <rect x="328" y="70" width="52" height="100" />
      <rect x="20" y="96" width="20" height="48" />
      <rect x="360" y="96" width="20" height="48" />
    </svg>
  );
}
