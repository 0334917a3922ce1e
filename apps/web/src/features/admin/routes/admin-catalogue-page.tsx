import { Pencil, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_PRODUCT_KINDS } from '@pitchside/contract/shop';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { useCatalogue, type CatalogueProduct } from '../api/catalogue';
import { AdminShell } from '../components/admin-shell';
import { ProductDialog } from '../components/product-dialog';

/** `/admin/catalogue`: what the webshop sells, at what price; each change is sold from then on. */
export function AdminCataloguePage() {
  return (
    <AdminShell>
      <Catalogue />
    </AdminShell>
  );
}

function Catalogue() {
  const { t, i18n } = useTranslation('admin');
  const catalogue = useCatalogue();
  const [editing, setEditing] = useState<CatalogueProduct | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const lang = i18n.language;
  const count = (value: number) => formatNumber(value, lang);

  const columns: DataTableColumn<CatalogueProduct>[] = [
    {
      id: 'name',
      header: t('catalogue.product'),
      rowHeader: true,
      cell: (product) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-fg">{product.name}</span>
          <span className="font-mono text-xs text-fg-subtle">{product.slug}</span>
        </span>
      ),
    },
    {
      id: 'price',
      header: t('catalogue.price'),
      align: 'end',
      cell: (product) => (
        <span className="flex flex-col items-end">
          <span className="font-semibold">{formatMoney(product.priceCents, lang)}</span>
          {product.originalPriceCents !== null && (
            <span className="text-xs text-fg-subtle line-through">
              {formatMoney(product.originalPriceCents, lang)}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'contents',
      header: t('catalogue.contents'),
      hideBelow: 'md',
      cell: (product) =>
        (['tickets', 'webPoints', 'energy', 'skillPoints', 'superGoal'] as const)
          .filter((key) => product[key] > 0)
          .map((key) => `${t(`catalogue.items.${key}`)} ${count(product[key])}`)
          .join(' · ') || '—',
    },
    {
      id: 'status',
      header: t('catalogue.status'),
      hideBelow: 'sm',
      cell: (product) => (
        <span className="inline-flex flex-wrap gap-1.5">
          <Badge variant={product.active ? 'success' : 'neutral'} withIcon={false}>
            {product.active ? t('catalogue.visible') : t('catalogue.hidden')}
          </Badge>
          {product.mostPopular && <Badge variant="hot">{t('catalogue.mostPopular')}</Badge>}
        </span>
      ),
    },
    {
      id: 'edit',
      header: <span className="sr-only">{t('actions.label')}</span>,
      align: 'end',
      cell: (product) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('catalogue.editTitle', { name: product.name })}
          onClick={() => setEditing(product)}
        >
          <Pencil aria-hidden="true" />
          {t('catalogue.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('catalogue.title')} description={t('catalogue.description')} icon={<Store />} />
      {saved && (
        <Alert severity="low" className="mb-4" onDismiss={() => setSaved(null)}>
          {t('catalogue.saved', { name: saved })}
        </Alert>
      )}
      <QueryState
        query={catalogue}
        loading={
          <DataTable
            columns={columns}
            rows={[]}
            rowKey={(_, i) => i}
            caption={t('catalogue.title')}
            loading
          />
        }
        errorMessage={t('catalogue.error')}
        empty={<EmptyState icon={<Store />} title={t('catalogue.empty')} />}
      >
        {(products) => (
          <div className="space-y-8">
            {SHOP_PRODUCT_KINDS.filter((kind) => products.some((p) => p.kind === kind)).map((kind) => (
              // Not a <section>: the table's scroll region already is the landmark with this name.
              <div key={kind}>
                <h2
                  id={`catalogue-${kind}`}
                  className="mb-3 font-display text-lg font-bold uppercase text-fg"
                >
                  {t(`catalogue.kinds.${kind}` as 'catalogue.kinds.ticket_package')}
                </h2>
                <DataTable
                  columns={columns}
                  rows={products.filter((p) => p.kind === kind)}
                  rowKey={(p) => p.id}
                  caption={t(`catalogue.kinds.${kind}` as 'catalogue.kinds.ticket_package')}
                  density="compact"
                />
              </div>
            ))}
          </div>
        )}
      </QueryState>
      {editing && (
        <ProductDialog
          key={editing.id}
          product={editing}
          onClose={(didSave) => {
            if (didSave) setSaved(editing.name);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
