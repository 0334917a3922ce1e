import { House } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center sm:py-20">
      <p
        aria-hidden="true"
        className="bg-linear-to-b from-primary to-primary/10 bg-clip-text font-display text-[8rem] font-bold leading-none tracking-tight text-transparent sm:text-[10rem]"
      >
        {t('notFound.code')}
      </p>
      <h1 className="display-caps mt-2 text-3xl text-fg sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-3 text-fg-muted">{t('notFound.description')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          {t('notFound.backHome')}
        </Link>
      </Button>
    </section>
  );
}
