import { CATALOGUE_MAX_ITEMS, CATALOGUE_MAX_PRICE_CENTS, PRODUCT_NAME_MAX } from '@pitchside/contract/admin';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format/format-money';
import { useUpdateProduct, type CatalogueProduct, type ProductUpdate } from '../api/catalogue';
import { FormButtons } from './form-buttons';
import { LanguageStrip } from './language-strip';

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
  const [names, setNames] = useState<Record<string, string>>(() => ({ ...product.names }));
  const [nameLanguage, setNameLanguage] = useState<LanguageCode>('en');
  const missingNames = LANGUAGE_CODES.filter((code) => code !== 'en' && !names[code]?.trim());
  const nameError = (code: LanguageCode) => {
    const name = names[code] ?? '';
    if (code === 'en' && !name.trim()) return t('catalogue.nameRequired');
    return name.length > PRODUCT_NAME_MAX ? t('catalogue.nameTooLong', { max: PRODUCT_NAME_MAX }) : undefined;
  };
  const namesInvalid = LANGUAGE_CODES.some((code) => nameError(code));

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
    namesInvalid ||
    Boolean(priceError || originalError) ||
    ITEMS.some((key) => amountError(amounts[key] ?? ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || priceCents === null) {
      // The English name is the one that must be there: show it if it is the problem.
      if (nameError('en')) setNameLanguage('en');
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
      names: {
        ...(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, names[code] ?? ''])) as ProductNames),
        en: names.en ?? '',
      },
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
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-fg">{t('catalogue.names')}</legend>
          <LanguageStrip current={nameLanguage} missing={missingNames} onSelect={setNameLanguage} />
          <Field
            label={`${t('catalogue.name')} (${nameLanguage.toUpperCase()})`}
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
          <Field label={t('catalogue.price')} error={touched ? priceError : undefined}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('catalogue.originalPrice')}
            hint={t('catalogue.originalHint')}
            error={touched ? originalError : undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={original}
                onChange={(e) => setOriginal(e.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-5">
          <legend className="mb-2 text-sm font-medium text-fg">{t('catalogue.contents')}</legend>
          {ITEMS.map((key) => (
            <Field
              key={key}
              label={t(`catalogue.items.${key}`)}
              error={touched ? amountError(amounts[key] ?? '') : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={amounts[key]}
                  onChange={(e) => setAmounts({ ...amounts, [key]: e.target.value })}
                />
              )}
            </Field>
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
