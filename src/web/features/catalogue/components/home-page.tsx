import { ArrowRightIcon, GavelIcon, SearchIcon, ShieldCheckIcon, StoreIcon } from 'lucide-react';
import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { HOME_FEATURED_LIMIT, HOME_LATEST_LIMIT } from '@web/lib/ui-settings';
import { formatCountHeadline, formatCroresHeadline } from '@shared/domain/money';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useSession } from '@web/lib/session';
import { useAuctions } from '../api/get-auctions';
import { useStats } from '../api/get-stats';
import { AuctionGrid, type CardSlots } from './auction-grid';

/** Home and Live Auctions list open auctions: live and upcoming (spec §9). */
const ACTIVE = 'active';

/** The query of the home page's featured or latest auctions (the server renders the page with their answers). */
export const homeAuctionsQuery = (featured: boolean) =>
  ({
    status: ACTIVE,
    featured: featured ? 'true' : 'false',
    pageSize: featured ? HOME_FEATURED_LIMIT : HOME_LATEST_LIMIT,
    sort: 'ending_soon',
  }) as const;

function HeroSearch() {
  const t = useAuctionsText();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const text = q.trim();
    navigate(text ? `/live-auctions?${new URLSearchParams({ q: text })}` : '/live-auctions');
  };
  return (
    // NOTE: a plain GET form too, so that the server-rendered page searches without JavaScript.
    <form role="search" action="/live-auctions" method="get" onSubmit={onSubmit} className="mx-auto mt-8 flex w-full max-w-xl gap-2">
      <label htmlFor="hero-search" className="sr-only">
        {t('home.searchLabel')}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <input
          id="hero-search"
          name="q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('home.searchPlaceholder')}
          className="h-12 w-full rounded-lg border border-transparent bg-card pr-3 pl-9 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        />
      </div>
      <Button type="submit" size="lg" className="h-12 bg-accent text-accent-foreground hover:bg-accent/90">
        {t('home.search')}
      </Button>
    </form>
  );
}

function Stat({ value, label }: { value: string | undefined; label: string }) {
  return (
    <div className="flex flex-col items-center gap-1 px-2">
      <dt className="order-2 text-sm text-white/80">{label}</dt>
      <dd className="tabular order-1 text-3xl font-bold tracking-tight sm:text-4xl">
        {value ?? <Skeleton className="mx-auto h-9 w-20 bg-white/20" />}
      </dd>
    </div>
  );
}

/** Spec §1 headline statistics, computed from the data and rounded down ("50+", "200Cr+"). */
function HeadlineStats() {
  const t = useAuctionsText();
  const { data } = useStats();
  return (
    <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 divide-x divide-white/20" aria-label={t('home.statsLabel')}>
      <Stat value={data && formatCountHeadline(data.activeAuctions)} label={t('home.activeAuctions')} />
      <Stat value={data && formatCroresHeadline(data.soldValue)} label={t('home.sold')} />
      {/* Those who have bid, as the label says: not the accounts that could. */}
      <Stat value={data && formatCountHeadline(data.bidders)} label={t('home.bidders')} />
    </dl>
  );
}

function Section({
  id,
  title,
  subtitle,
  viewAll,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  viewAll: string;
  children: ReactNode;
}) {
  const t = useAuctionsText();
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-7xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground">{subtitle}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={viewAll}>
            {t('home.viewAll')}
            <span className="sr-only"> {title.toLowerCase()}</span>
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
      {children}
    </section>
  );
}

function HomeAuctions({ featured, slots }: { featured: boolean; slots?: CardSlots }) {
  const t = useAuctionsText();
  const query = useAuctions(homeAuctionsQuery(featured));
  return (
    <AuctionGrid
      items={query.data?.items}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      slots={slots}
      eagerCount={featured ? 3 : 0}
      emptyText={featured ? t('home.noFeatured') : t('home.noActive')}
      emptyHint={t('home.newEveryWeek')}
    />
  );
}

/**
 * Where "List a Property" leads whoever clicks it: a visitor registers as a vendor, an approved
 * vendor goes straight to the listing form (a vendor awaiting approval to their listings, which say
 * so), an admin to the auction screen; a buyer account cannot sell, so a buyer is told how to.
 */
function listPropertyTarget(role: string | null, verified: boolean): string | null {
  if (role === null) return '/auth?tab=register&as=vendor';
  if (role === 'vendor') return verified ? '/vendor/auctions?new=1' : '/vendor/auctions';
  if (role === 'admin') return '/admin/auctions?new=1';
  return null;
}

function CallToAction() {
  const t = useAuctionsText();
  const { me, role } = useSession();
  const listTarget = listPropertyTarget(role, me?.profile?.verificationStatus === 'verified');
  return (
    <section aria-labelledby="cta-heading" className="mx-auto w-full max-w-7xl px-4 pb-14">
      <h2 id="cta-heading" className="sr-only">
        {t('home.getStarted')}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
          <span className="grid size-11 place-items-center rounded-lg bg-primary/10 text-primary" aria-hidden>
            <GavelIcon className="size-5" />
          </span>
          <h3 className="text-xl font-semibold">{me ? t('home.findNext') : t('home.registerBidder')}</h3>
          <p className="text-muted-foreground">{t('home.bidderPitch')}</p>
          <div className="mt-auto pt-2">
            <Button asChild>
              <Link to={me ? '/live-auctions' : '/auth?tab=register'}>{me ? t('home.browseLive') : t('home.registerBidder')}</Link>
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
          <span className="grid size-11 place-items-center rounded-lg bg-accent/25 text-amber-800 dark:text-accent" aria-hidden>
            <StoreIcon className="size-5" />
          </span>
          <h3 className="text-xl font-semibold">{t('home.listProperty')}</h3>
          <p className="text-muted-foreground">{t('home.vendorPitch')}</p>
          <div className="mt-auto pt-2">
            {listTarget ? (
              <Button asChild variant="outline">
                <Link to={listTarget}>{t('home.listProperty')}</Link>
              </Button>
            ) : (
              <p className="rounded-md bg-muted p-3 text-sm" data-testid="buyer-cannot-list">
                {t('home.buyerCannotList')}
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** Spec §1 landing: hero, headline statistics, featured and live auctions, call to action. */
export function HomePage({ slots }: { slots?: CardSlots }) {
  const t = useAuctionsText();
  return (
    <main>
      <section className="relative overflow-hidden bg-gradient-to-br from-indigo-950 via-indigo-900 to-indigo-700 text-white">
        <div
          className="pointer-events-none absolute inset-0 opacity-20 [background:radial-gradient(circle_at_80%_20%,oklch(0.8_0.16_75)_0,transparent_40%)]"
          aria-hidden
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 text-center sm:py-20">
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm text-white/90">
            <ShieldCheckIcon className="size-4" aria-hidden />
            {t('home.badge')}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('home.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-balance text-white/85">{t('home.lead')}</p>
          <HeroSearch />
          <HeadlineStats />
        </div>
      </section>
      {/* NOTE: below the fold, each part hydrates on its own (a Suspense boundary is hydrated in a task of its
          own, after the hero), so a phone's main thread is never held long before the search answers. */}
      <Suspense fallback={null}>
        <Section id="featured-heading" title={t('home.featured')} subtitle={t('home.featuredSubtitle')} viewAll="/properties">
          <HomeAuctions featured slots={slots} />
        </Section>
      </Suspense>
      <Suspense fallback={null}>
        <Section id="live-heading" title={t('home.live')} subtitle={t('home.liveSubtitle')} viewAll="/live-auctions">
          <HomeAuctions featured={false} slots={slots} />
        </Section>
      </Suspense>
      <Suspense fallback={null}>
        <CallToAction />
      </Suspense>
    </main>
  );
}
