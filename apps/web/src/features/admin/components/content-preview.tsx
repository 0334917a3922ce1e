import { LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NEWS_PROSE } from '@/components/news/news-prose';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNewsPreview } from '../api/news-preview';
import type { ContentForm, ContentKindForm, TextField } from '../model/content-form';

/**
 * The item as a player reading `language` will see it: each empty field shows the English text,
 * as the server answers. The article body is what the server's allow-list makes of it (asked
 * once the typing pauses), drawn with the players' own article style.
 */
export function ContentPreview({
  kind,
  form,
  language,
}: {
  kind: ContentKindForm;
  form: ContentForm;
  language: LanguageCode;
}) {
  const { t } = useTranslation('admin');
  const text = (field: TextField) => form.texts[language][field]?.trim() || form.texts.en[field] || '';
  const dir = LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
  const name = LANGUAGES.find((l) => l.code === language)?.name ?? language;

  return (
    <section aria-label={t('content.editor.preview')} className="space-y-3">
      <h3 className="text-sm font-medium text-fg">{t('content.editor.previewIn', { language: name })}</h3>
      <div lang={language} dir={dir}>
        {kind === 'banner' ? (
          <div className="relative aspect-[16/6] overflow-hidden rounded-xl border border-border bg-surface-2">
            {form.imageUrl && (
              <img src={form.imageUrl} alt="" className="absolute inset-0 size-full object-cover" />
            )}
            <div className="absolute inset-0 bg-linear-to-r from-black/75 via-black/35 to-transparent rtl:bg-linear-to-l" />
            <div className="relative flex h-full max-w-[70%] flex-col justify-center gap-1 p-4">
              <p className="font-display text-lg font-bold uppercase leading-tight text-white">
                {text('title')}
              </p>
              <p className="text-xs text-white/85">{text('subtitle')}</p>
              <span className="mt-1">
                <Button size="sm" tabIndex={-1} type="button">
                  {text('buttonText')}
                </Button>
              </span>
            </div>
          </div>
        ) : (
          <article className="overflow-hidden rounded-xl border border-border bg-surface-2">
            <div className="aspect-video bg-surface-3">
              {form.imageUrl && <img src={form.imageUrl} alt="" className="size-full object-cover" />}
            </div>
            <div className="space-y-1.5 p-3">
              <Badge variant="info" withIcon={false}>
                {t(`content.tags.${form.tag}`)}
              </Badge>
              <p className="font-display text-base font-bold leading-tight text-fg">{text('title')}</p>
              <p className="line-clamp-3 text-xs text-fg-muted">{text('description')}</p>
            </div>
          </article>
        )}
      </div>
      {kind === 'news' && <ArticlePreview html={text('contentHtml')} language={language} dir={dir} />}
    </section>
  );
}

function ArticlePreview({ html, language, dir }: { html: string; language: LanguageCode; dir: string }) {
  const { t } = useTranslation('admin');
  const preview = useNewsPreview(useDebouncedValue(html, 400));
  return (
    <article
      aria-label={t('content.editor.previewArticle')}
      lang={language}
      dir={dir}
      aria-busy={preview.isFetching}
      className="max-h-72 overflow-y-auto rounded-xl border border-border bg-surface-2 p-4"
    >
      <div
        className={NEWS_PROSE}
        // Sanitised by the server against the allow-list it applies on save and on output.
        dangerouslySetInnerHTML={{ __html: preview.data ?? '' }}
      />
    </article>
  );
}
