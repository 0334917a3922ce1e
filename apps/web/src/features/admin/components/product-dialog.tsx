import { CATALOGUE_MAX_ITEMS, CATALOGUE_MAX_PRICE_CENTS } from '@pitchside/contract/admin-catalogue';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format/format-money';
import { useUpdateProduct, type CatalogueProduct, type ProductUpdate } from '../api/catalogue';
import { FormButtons } from './form-buttons';
import { InputField } from './input-field';
import { LocalizedNameFields, useLocalizedNames } from './localized-name-fields';

type ProductNames = NonNullable<ProductUpdate['names']>;

const ITEMS = ['tickets', 'energy', 'skillPoints', 'superGoal', 'webPoints'] as const;

/** "9.99" → 999 cents; anything else is not a price. */
function parsePrice(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
const priceText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** Edits one product's price, contents and visibility. */
export function ProductDialog({
  product,
  onClose,
}: {
  product: CatalogueProduct;
  onClose: (saved: boolean) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateProduct(product.id);
  const [price, setPrice] = useState(priceText(product.priceCents));
  const [original, setOriginal] = useState(priceText(product.originalPriceCents));
  const [amounts, setAmounts] = useState(() =>
    Object.fromEntries(ITEMS.map((key) => [key, String(product[key])])),
  );
  const [mostPopular, setMostPopular] = useState(product.mostPopular);
  const [active, setActive] = useState(product.active);
  const [touched, setTouched] = useState(false);
  const names = useLocalizedNames(product.names, t('catalogue.nameRequired'));

  const priceCents = parsePrice(price);
  const originalCents = original.trim() === '' ? null : parsePrice(original);
  const maxPrice = formatMoney(CATALOGUE_MAX_PRICE_CENTS, i18n.language);
  const priceError =
    priceCents === null || priceCents > CATALOGUE_MAX_PRICE_CENTS
      ? t('catalogue.priceInvalid', { max: maxPrice })
      : undefined;
  const originalError =
    original.trim() !== '' && (originalCents === null || originalCents > CATALOGUE_MAX_PRICE_CENTS)
      ? t('catalogue.priceInvalid', { max: maxPrice })
      : originalCents !== null && priceCents !== null && originalCents < priceCents
        ? t('catalogue.originalTooLow')
        : undefined;
  const amountError = (text: string) =>
    /^\d{1,7}$/.test(text) && Number(text) <= CATALOGUE_MAX_ITEMS ? undefined : t('catalogue.amountInvalid');
  const invalid =
    names.invalid ||
    Boolean(priceError || originalError) ||
    ITEMS.some((key) => amountError(amounts[key] ?? ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || priceCents === null) {
      names.showProblem();
      return;
    }
    const body: ProductUpdate = {
      priceCents,
      originalPriceCents: originalCents,
      tickets: Number(amounts.tickets),
      energy: Number(amounts.energy),
      skillPoints: Number(amounts.skillPoints),
      superGoal: Number(amounts.superGoal),
      webPoints: Number(amounts.webPoints),
      mostPopular,
      active,
      names: names.body<ProductNames>(),
    };
    try {
      await update.mutateAsync(body);
      onClose(true);
    } catch {
      /* shown from update.error */
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      icon={<Pencil />}
      title={t('catalogue.editTitle', { name: product.name })}
      description={t('catalogue.editBody')}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {update.isError && <Alert severity="high">{t('actions.failed')}</Alert>}
        <LocalizedNameFields
          state={names}
          legend={t('catalogue.names')}
          label={t('catalogue.name')}
          touched={touched}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('catalogue.price')}
            error={touched ? priceError : undefined}
            inputMode="decimal"
            value={price}
            onValue={setPrice}
          />
          <InputField
            label={t('catalogue.originalPrice')}
            hint={t('catalogue.originalHint')}
            error={touched ? originalError : undefined}
            inputMode="decimal"
            value={original}
            onValue={setOriginal}
          />
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-5">
          <legend className="mb-2 text-sm font-medium text-fg">{t('catalogue.contents')}</legend>
          {ITEMS.map((key) => (
            <InputField
              key={key}
              label={t(`catalogue.items.${key}`)}
              error={touched ? amountError(amounts[key] ?? '') : undefined}
              inputMode="numeric"
              value={amounts[key]}
              onValue={(value) => setAmounts({ ...amounts, [key]: value })}
            />
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-6">
          <Checkbox
            label={t('catalogue.mostPopular')}
            checked={mostPopular}
            onCheckedChange={setMostPopular}
          />
          <Checkbox label={t('catalogue.visible')} checked={active} onCheckedChange={setActive} />
        </div>
        <p className="text-xs text-fg-subtle">{t('catalogue.openCheckouts')}</p>
        <FormButtons
          onCancel={() => onClose(false)}
          submitLabel={t('catalogue.save')}
          pending={update.isPending}
        />
      </form>
    </Dialog>
  );
}
