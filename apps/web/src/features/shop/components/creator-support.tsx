import { Heart, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api/api-error';
import { errorMessageKey } from '@/lib/api/error-messages';
import { formatLocalTime } from '@/lib/format/local-time';
import { useCreatorSupport, useSetCreatorSupport } from '../api/creator-support';

/** "Supporting CREATOR" on a webshop card, when the player supports one (issue 36). */
export function SupportingBadge() {
  const { t } = useTranslation('shop');
  const support = useCreatorSupport();
  const creator = support.data?.creator;
  if (!creator) return null;
  return (
    <Badge variant="vip" withIcon={false}>
      <Heart aria-hidden="true" className="size-3" />
      {t('creator.supporting', { creator: creator.code })}
    </Badge>
  );
}

/** The webshop's "Support a creator" field: a creator's code, valid 7 days, renewed by each purchase. */
export function CreatorSupportPanel({ className }: { className?: string }) {
  const { t, i18n } = useTranslation(['shop', 'errors']);
  const support = useCreatorSupport();
  const change = useSetCreatorSupport();
  const [code, setCode] = useState('');
  const current = support.data?.creator ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    change.mutate(code.trim(), { onSuccess: () => setCode('') });
  };
  const error = change.error;
  const errorCode = isApiError(error) ? error.code : null;
  const errorText: string | null = !error
    ? null
    : errorCode === 'CREATOR_NOT_FOUND'
      ? t('shop:creator.errors.CREATOR_NOT_FOUND')
      : errorCode === 'CREATOR_SELF_SUPPORT'
        ? t('shop:creator.errors.CREATOR_SELF_SUPPORT')
        : t(errorMessageKey(error));

  return (
    <Card className={className}>
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary [&_svg]:size-5"
          >
            <Heart />
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold text-fg">{t('shop:creator.title')}</h2>
            <p className="text-sm text-fg-muted">
              {current && support.data?.expiresAt
                ? t('shop:creator.current', {
                    creator: current.code,
                    date: formatLocalTime(support.data.expiresAt, i18n.language, 'date'),
                  })
                : t('shop:creator.description')}
            </p>
          </div>
        </div>
        <form onSubmit={submit} noValidate className="flex shrink-0 flex-wrap items-center gap-2">
          <Input
            aria-label={t('shop:creator.label')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              if (change.isError) change.reset();
            }}
            placeholder={t('shop:creator.placeholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={24}
            dir="ltr"
            className="w-44 font-mono uppercase"
          />
          <Button type="submit" variant="secondary" loading={change.isPending && change.variables !== null}>
            {current ? t('shop:creator.change') : t('shop:creator.submit')}
          </Button>
          {current && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => change.mutate(null)}
              aria-label={t('shop:creator.stop')}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </form>
      </div>
      {errorText && (
        <p role="alert" className="px-4 pb-4 text-sm font-medium text-danger">
          {errorText}
        </p>
      )}
    </Card>
  );
}
