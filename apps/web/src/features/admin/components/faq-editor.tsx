import { FAQ_LIMITS, type FaqBody } from '@pitchside/contract/admin-content';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { TICKET_CATEGORIES } from '@pitchside/contract/support';
import { CircleHelp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { useSaveFaq, type AdminFaqEntry } from '../api/admin-faq';
import { FormButtons } from './form-buttons';
import { PositionField, SelectField } from './input-field';
import { LanguageStrip } from './language-strip';
import { LocalizedTextField } from './localized-text-field';

type Texts = Record<string, { question?: string; answer?: string }>;
type Category = (typeof TICKET_CATEGORIES)[number];
/** The FAQ's category keys use `_` where the contract's category has `-` (`in-game_issues`). */
export const categoryKey = (category: string) =>
  `content.faqCategories.${category.replace('-', '_')}` as 'content.faqCategories.account_issues';

/** One FAQ entry: a question and its answer per language (English required), a category, a place. */
export function FaqEditor({
  entry,
  onClose,
}: {
  entry: AdminFaqEntry | null;
  onClose: (saved: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveFaq(entry?.id ?? null);
  const [texts, setTexts] = useState<Texts>(() => ({ ...(entry?.translations ?? {}) }));
  const [category, setCategory] = useState<Category>(entry?.category ?? 'account_issues');
  const [position, setPosition] = useState(String(entry?.position ?? 100));
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [touched, setTouched] = useState(false);

  const missing = LANGUAGE_CODES.filter(
    (code) => code !== 'en' && (!texts[code]?.question?.trim() || !texts[code]?.answer?.trim()),
  );
  const errorOf = (code: LanguageCode, field: 'question' | 'answer') => {
    const value = texts[code]?.[field] ?? '';
    if (code === 'en' && !value.trim()) return t('content.editor.errors.required');
    return value.length > FAQ_LIMITS[field]
      ? t('content.editor.errors.tooLong', { max: FAQ_LIMITS[field] })
      : undefined;
  };
  const positionError =
    /^\d{1,6}$/.test(position) && Number(position) <= 100_000
      ? undefined
      : t('content.editor.errors.position');
  const invalid =
    Boolean(positionError) ||
    LANGUAGE_CODES.some((code) => errorOf(code, 'question') || errorOf(code, 'answer'));
  const setText = (field: 'question' | 'answer', value: string) =>
    setTexts((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) {
      if (errorOf('en', 'question') || errorOf('en', 'answer')) setLanguage('en');
      return;
    }
    const translations = Object.fromEntries(
      LANGUAGE_CODES.map((code) => [
        code,
        { question: texts[code]?.question ?? '', answer: texts[code]?.answer ?? '' },
      ]),
    ) as FaqBody['translations'];
    try {
      await save.mutateAsync({ category, position: Number(position), translations });
      onClose(texts.en?.question?.trim() ?? '');
    } catch {
      /* shown from save.error */
    }
  };

  const dir = LANGUAGES.find((l) => l.code === language)?.dir;
  const english = texts.en ?? {};
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(null)}
      icon={<CircleHelp />}
      title={
        entry
          ? t('content.editor.editTitle', { title: english.question ?? '' })
          : t('content.editor.newFaqTitle')
      }
      description={t('content.editor.body')}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {save.isError && <Alert severity="high">{t('actions.failed')}</Alert>}
        <LanguageStrip current={language} missing={missing} onSelect={setLanguage} />
        {(['question', 'answer'] as const).map((field) => (
          <LocalizedTextField
            key={`${language}.${field}`}
            language={language}
            label={t(`content.editor.fields.${field}`)}
            hint={language === 'en' ? undefined : t('content.editor.fallbackHint')}
            error={touched || language !== 'en' ? errorOf(language, field) : undefined}
            lang={language}
            dir={dir}
            rows={field === 'answer' ? 5 : undefined}
            value={texts[language]?.[field] ?? ''}
            english={english[field]}
            onValue={(value) => setText(field, value)}
          />
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('content.editor.category')}
            value={category}
            options={TICKET_CATEGORIES}
            optionLabel={(value) => t(categoryKey(value))}
            onValue={setCategory}
          />
          <PositionField error={touched ? positionError : undefined} value={position} onValue={setPosition} />
        </div>
        <FormButtons
          onCancel={() => onClose(null)}
          submitLabel={t('catalogue.save')}
          pending={save.isPending}
        />
      </form>
    </Dialog>
  );
}
