import { NEWS_TAGS } from '@pitchside/contract/content';
import { LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { Megaphone, Newspaper } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { useSaveBanner, type AdminBanner } from '../api/admin-banners';
import { useSaveNews, type AdminNewsItem } from '../api/admin-news';
import {
  FIELD_LIMITS,
  TEXT_FIELDS,
  bannerBodyOf,
  formOf,
  missingIn,
  newsBodyOf,
  validate,
  type ContentForm,
  type ContentKindForm,
  type FormErrors,
} from '../model/content-form';
import { ContentImagePicker } from './content-image-picker';
import { ContentPreview } from './content-preview';
import { FormButtons } from './form-buttons';
import { InputField, PositionField, SelectField } from './input-field';
import { LanguageStrip } from './language-strip';
import { LocalizedTextField } from './localized-text-field';

const STATUSES = ['draft', 'published'] as const satisfies readonly ContentForm['status'][];

type Item = AdminNewsItem | AdminBanner;

/** Writes one news item or banner: texts per language with markers for gaps, settings, a preview. */
export function ContentEditor({
  kind,
  item,
  onClose,
}: {
  kind: ContentKindForm;
  item: Item | null;
  onClose: (savedTitle: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<ContentForm>(() => formOf(kind, item));
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [touched, setTouched] = useState(false);
  const saveNews = useSaveNews(kind === 'news' ? (item?.id ?? null) : null);
  const saveBanner = useSaveBanner(kind === 'banner' ? (item?.id ?? null) : null);
  const save = kind === 'news' ? saveNews : saveBanner;

  const errors: FormErrors = validate(kind, form);
  const shown = (key: keyof FormErrors) => {
    const error = touched ? errors[key] : undefined;
    if (!error) return undefined;
    const field = key.split('.')[1] as keyof typeof FIELD_LIMITS | undefined;
    return t(`content.editor.errors.${error}`, { max: field ? FIELD_LIMITS[field] : 0 });
  };
  const missing = missingIn(kind, form.texts);
  const set = (patch: Partial<ContentForm>) => setForm((current) => ({ ...current, ...patch }));
  const setText = (field: string, value: string) =>
    setForm((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } },
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const firstError = Object.keys(errors)[0];
    if (firstError) {
      // Show the language that holds the first mistake (English, almost always).
      const code = firstError.split('.')[0];
      if (LANGUAGES.some((l) => l.code === code)) setLanguage(code as LanguageCode);
      return;
    }
    try {
      if (kind === 'news') await saveNews.mutateAsync(newsBodyOf(form));
      else await saveBanner.mutateAsync(bannerBodyOf(form));
      onClose(form.texts.en.title?.trim() ?? '');
    } catch {
      /* shown from save.error */
    }
  };

  const english = form.texts.en;
  const title =
    item === null
      ? t(kind === 'news' ? 'content.editor.newNewsTitle' : 'content.editor.newBannerTitle')
      : t('content.editor.editTitle', { title: english.title ?? '' });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(null)}
      icon={kind === 'news' ? <Newspaper /> : <Megaphone />}
      title={title}
      description={t('content.editor.body')}
      size="xl"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        {save.isError && <Alert severity="high">{t('actions.failed')}</Alert>}
        <LanguageStrip
          heading={t('content.editor.languages')}
          current={language}
          missing={missing}
          onSelect={setLanguage}
        />

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <fieldset
            className="min-w-0 space-y-4"
            lang={language}
            dir={LANGUAGES.find((l) => l.code === language)?.dir}
          >
            <legend className="sr-only">{LANGUAGES.find((l) => l.code === language)?.name}</legend>
            {language !== 'en' && (
              <p className="text-xs text-fg-subtle">{t('content.editor.fallbackHint')}</p>
            )}
            {TEXT_FIELDS[kind].map((field) => (
              <LocalizedTextField
                key={`${language}.${field}`}
                language={language}
                label={t(`content.editor.fields.${field}`)}
                hint={field === 'contentHtml' ? t('content.editor.htmlHint') : undefined}
                error={shown(`${language}.${field}`)}
                rows={field === 'contentHtml' ? 8 : field === 'description' ? 3 : undefined}
                className={field === 'contentHtml' ? 'font-mono text-xs' : undefined}
                value={form.texts[language][field] ?? ''}
                english={english[field]}
                onValue={(value) => setText(field, value)}
              />
            ))}
          </fieldset>
          <ContentPreview kind={kind} form={form} language={language} />
        </div>

        <fieldset className="space-y-4 rounded-xl border border-border p-4">
          <legend className="px-1 text-sm font-medium text-fg">{t('content.editor.settings')}</legend>
          <ContentImagePicker
            imageUrl={form.imageUrl}
            onImage={(imageUrl) => set({ imageUrl })}
            error={shown('imageUrl')}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {kind === 'news' ? (
              <SelectField
                label={t('content.editor.tag')}
                value={form.tag}
                options={NEWS_TAGS}
                optionLabel={(tag) => t(`content.tags.${tag}`)}
                onValue={(tag) => set({ tag })}
              />
            ) : (
              <>
                <InputField
                  label={t('content.editor.buttonLink')}
                  hint={t('content.editor.buttonLinkHint')}
                  error={shown('buttonLink')}
                  dir="ltr"
                  value={form.buttonLink}
                  onValue={(buttonLink) => set({ buttonLink })}
                />
                <PositionField
                  error={shown('position')}
                  value={form.position}
                  onValue={(position) => set({ position })}
                />
              </>
            )}
            <SelectField
              label={t('content.editor.status')}
              value={form.status}
              options={STATUSES}
              optionLabel={(status) => t(`content.editor.statuses.${status}`)}
              onValue={(status) => set({ status })}
            />
            <InputField
              label={t('content.editor.publishAt')}
              hint={t('content.editor.publishAtHint')}
              type="datetime-local"
              value={form.publishAt}
              onValue={(publishAt) => set({ publishAt })}
            />
            <InputField
              label={t('content.editor.expiresAt')}
              hint={t('content.editor.expiresAtHint')}
              error={shown('expiresAt')}
              type="datetime-local"
              value={form.expiresAt}
              onValue={(expiresAt) => set({ expiresAt })}
            />
          </div>
        </fieldset>
        <FormButtons
          onCancel={() => onClose(null)}
          submitLabel={t('catalogue.save')}
          pending={save.isPending}
        />
      </form>
    </Dialog>
  );
}
