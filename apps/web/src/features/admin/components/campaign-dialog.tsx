import { CAMPAIGN_MAX_PERCENT } from '@pitchside/contract/campaigns';
import { Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api/api-error';
import { useSaveCampaign, type AdminCampaign, type CampaignBody } from '../api/campaigns';
import type { CatalogueProduct } from '../api/catalogue';
import { FormButtons } from './form-buttons';
import { InputField, toIsoInstant, toLocalInput } from './input-field';
import { LocalizedNameFields, useLocalizedNames } from './localized-name-fields';

type CampaignNames = CampaignBody['names'];

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
  const names = useLocalizedNames(campaign?.names, t('campaigns.nameRequired'));
  const [startsAt, setStartsAt] = useState(() =>
    toLocalInput(campaign?.startsAt ?? new Date().toISOString()),
  );
  const [endsAt, setEndsAt] = useState(() =>
    toLocalInput(campaign?.endsAt ?? new Date(Date.now() + 7 * 86_400_000).toISOString()),
  );
  const [percents, setPercents] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      packages.map((p) => [p.id, String(campaign?.bonuses.find((b) => b.productId === p.id)?.percent ?? '')]),
    ),
  );
  const [touched, setTouched] = useState(false);

  const startIso = toIsoInstant(startsAt);
  const endIso = toIsoInstant(endsAt);
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
    names.invalid ||
    Boolean(windowError || noBonus) ||
    packages.some((p) => percentError(percents[p.id] ?? ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || !startIso || !endIso) {
      names.showProblem();
      return;
    }
    try {
      await save.mutateAsync({
        names: names.body<CampaignNames>(),
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
        <LocalizedNameFields
          state={names}
          legend={t('campaigns.names')}
          label={t('campaigns.name')}
          touched={touched}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('campaigns.startsAt')}
            type="datetime-local"
            value={startsAt}
            onValue={setStartsAt}
          />
          <InputField
            label={t('campaigns.endsAt')}
            error={touched ? windowError : undefined}
            type="datetime-local"
            value={endsAt}
            onValue={setEndsAt}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-fg">{t('campaigns.bonuses')}</legend>
          <p className="text-xs text-fg-subtle">{t('campaigns.bonusesHint')}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {packages.map((product) => (
              <InputField
                key={product.id}
                label={t('campaigns.bonusFor', { name: product.name })}
                error={touched ? percentError(percents[product.id] ?? '') : undefined}
                inputMode="numeric"
                value={percents[product.id] ?? ''}
                onValue={(value) => setPercents({ ...percents, [product.id]: value })}
              />
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
