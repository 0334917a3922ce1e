import { CAMPAIGN_MAX_PERCENT } from '@pitchside/contract/campaigns';
import { PRODUCT_NAME_MAX } from '@pitchside/contract/admin';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/api-error';
import { useSaveCampaign, type AdminCampaign, type CampaignBody } from '../api/campaigns';
import type { CatalogueProduct } from '../api/catalogue';
import { FormButtons } from './form-buttons';
import { LanguageStrip } from './language-strip';

type CampaignNames = CampaignBody['names'];

/** An ISO instant as a `datetime-local` value in this browser's zone ("2026-12-01T18:00"). */
function localInput(iso: string): string {
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}
const toIso = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Creates a campaign (no `campaign`) or changes one not yet ended. */
export function CampaignDialog({
  campaign,
  packages,
  onClose,
}: {
  campaign: AdminCampaign | null;
  packages: CatalogueProduct[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveCampaign(campaign?.id ?? null);
  const [names, setNames] = useState<Record<string, string>>(() => ({ ...campaign?.names }));
  const [nameLanguage, setNameLanguage] = useState<LanguageCode>('en');
  const [startsAt, setStartsAt] = useState(() => localInput(campaign?.startsAt ?? new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(() =>
    localInput(campaign?.endsAt ?? new Date(Date.now() + 7 * 86_400_000).toISOString()),
  );
  const [percents, setPercents] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      packages.map((p) => [p.id, String(campaign?.bonuses.find((b) => b.productId === p.id)?.percent ?? '')]),
    ),
  );
  const [touched, setTouched] = useState(false);

  const missingNames = LANGUAGE_CODES.filter((code) => code !== 'en' && !names[code]?.trim());
  const nameError = (code: LanguageCode) => {
    const name = names[code] ?? '';
    if (code === 'en' && !name.trim()) return t('campaigns.nameRequired');
    return name.length > PRODUCT_NAME_MAX ? t('catalogue.nameTooLong', { max: PRODUCT_NAME_MAX }) : undefined;
  };
  const startIso = toIso(startsAt);
  const endIso = toIso(endsAt);
  const windowError =
    !startIso || !endIso
      ? t('campaigns.windowInvalid')
      : Date.parse(endIso) <= Date.parse(startIso)
        ? t('campaigns.endBeforeStart')
        : undefined;
  const percentError = (text: string) =>
    text.trim() === '' ||
    (/^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= CAMPAIGN_MAX_PERCENT)
      ? undefined
      : t('campaigns.percentInvalid', { max: CAMPAIGN_MAX_PERCENT });
  const bonuses = packages
    .filter((p) => (percents[p.id] ?? '').trim() !== '' && !percentError(percents[p.id] ?? ''))
    .map((p) => ({ productId: p.id, percent: Number(percents[p.id]) }));
  const noBonus = bonuses.length === 0 ? t('campaigns.bonusRequired') : undefined;
  const invalid =
    LANGUAGE_CODES.some((code) => nameError(code)) ||
    Boolean(windowError || noBonus) ||
    packages.some((p) => percentError(percents[p.id] ?? ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || !startIso || !endIso) {
      if (nameError('en')) setNameLanguage('en');
      return;
    }
    try {
      await save.mutateAsync({
        names: {
          ...(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, names[code] ?? ''])) as CampaignNames),
          en: names.en ?? '',
        },
        startsAt: startIso,
        endsAt: endIso,
        bonuses,
      });
      onClose(true);
    } catch {
      /* shown from save.error */
    }
  };
  const failure =
    save.error instanceof ApiError && save.error.code === 'CAMPAIGN_OVERLAP'
      ? t('campaigns.overlap')
      : save.error instanceof ApiError && save.error.code === 'CAMPAIGN_ENDED'
        ? t('campaigns.alreadyEnded')
        : t('actions.failed');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      icon={<Megaphone />}
      title={campaign ? t('campaigns.editTitle', { name: campaign.name }) : t('campaigns.newTitle')}
      description={t('campaigns.dialogBody')}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {save.isError && <Alert severity="high">{failure}</Alert>}
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-fg">{t('campaigns.names')}</legend>
          <LanguageStrip current={nameLanguage} missing={missingNames} onSelect={setNameLanguage} />
          <Field
            label={`${t('campaigns.name')} (${nameLanguage.toUpperCase()})`}
            hint={nameLanguage === 'en' ? undefined : t('catalogue.nameHint')}
            error={touched || nameLanguage !== 'en' ? nameError(nameLanguage) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                lang={nameLanguage}
                dir={LANGUAGES.find((l) => l.code === nameLanguage)?.dir}
                value={names[nameLanguage] ?? ''}
                placeholder={nameLanguage === 'en' ? undefined : names.en}
                onChange={(e) => setNames({ ...names, [nameLanguage]: e.target.value })}
              />
            )}
          </Field>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('campaigns.startsAt')}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={startsAt}
                onChange={(e) => setStartsAt(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('campaigns.endsAt')} error={touched ? windowError : undefined}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={endsAt}
                onChange={(e) => setEndsAt(e.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-fg">{t('campaigns.bonuses')}</legend>
          <p className="text-xs text-fg-subtle">{t('campaigns.bonusesHint')}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {packages.map((product) => (
              <Field
                key={product.id}
                label={t('campaigns.bonusFor', { name: product.name })}
                error={touched ? percentError(percents[product.id] ?? '') : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    value={percents[product.id] ?? ''}
                    onChange={(e) => setPercents({ ...percents, [product.id]: e.target.value })}
                  />
                )}
              </Field>
            ))}
          </div>
          {touched && noBonus && (
            <p role="alert" className="text-sm font-medium text-danger">
              {noBonus}
            </p>
          )}
        </fieldset>
        <p className="text-xs text-fg-subtle">{t('campaigns.openCheckouts')}</p>
        <FormButtons
          onCancel={() => onClose(false)}
          submitLabel={t('campaigns.save')}
          pending={save.isPending}
        />
      </form>
    </Dialog>
  );
}
