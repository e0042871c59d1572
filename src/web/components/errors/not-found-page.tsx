import { Link } from 'react-router';
import { useCommonText } from '@web/i18n/ns/common';

/** Spec §2 not-found page. */
export function NotFoundPage() {
  const t = useCommonText();
  return (
    <main className="grid min-h-[60vh] place-items-center px-4 text-center">
      <div>
        <h1 className="text-6xl font-bold text-primary">404</h1>
        <p className="mt-3 text-xl text-muted-foreground">{t('notFound.title')}</p>
        <Link to="/" className="mt-6 inline-block font-medium text-primary underline underline-offset-4">
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
