import { LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * The 13 languages of an item, one button each: the one being edited is pressed, and each says
 * whether its texts are complete (a check) or not (an amber dot), so gaps show at a glance; above
 * them, how many languages still lack texts.
 */
export function LanguageStrip(props: {
  current: LanguageCode;
  missing: readonly LanguageCode[];
  onSelect: (code: LanguageCode) => void;
  /** A heading above the strip, beside the count of languages that lack texts. */
  heading?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {props.heading && <h3 className="text-sm font-medium text-fg">{props.heading}</h3>}
        <p className="text-xs text-fg-subtle" aria-live="polite">
          {props.missing.length === 0
            ? t('content.editor.allComplete')
            : t('content.editor.missingCount', { count: props.missing.length })}
        </p>
      </div>
      <Buttons {...props} />
    </div>
  );
}

function Buttons(props: {
  current: LanguageCode;
  missing: readonly LanguageCode[];
  onSelect: (code: LanguageCode) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div role="group" aria-label={t('content.editor.languages')} className="flex flex-wrap gap-1.5">
      {LANGUAGES.map(({ code, name }) => {
        const missing = props.missing.includes(code);
        const label = t(missing ? 'content.editor.languageMissing' : 'content.editor.languageComplete', {
          language: name,
        });
        return (
          <button
            key={code}
            type="button"
            aria-pressed={props.current === code}
            aria-label={label}
            title={label}
            data-missing={missing || undefined}
            onClick={() => props.onSelect(code)}
            className={cn(
              'focus-ring inline-flex h-8 items-center gap-1.5 rounded-lg border px-2.5 font-mono text-xs font-bold uppercase transition-colors',
              props.current === code
                ? 'border-primary bg-primary-soft text-fg'
                : 'border-border bg-surface-2 text-fg-muted hover:text-fg',
            )}
          >
            {code}
            {missing ? (
              <span aria-hidden="true" className="size-1.5 rounded-full bg-warning" />
            ) : (
              <Check aria-hidden="true" className="size-3 text-success" />
            )}
          </button>
        );
      })}
    </div>
  );
}
