import { BellOffIcon, BellRingIcon, PencilIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NEAR_KM_DEFAULT } from '@shared/domain/geo';
import { formatINR } from '@shared/domain/money';
import type { SavedSearch } from '@shared/schemas/saved-search';
import { LoadError, LoadingRows } from '@web/components/layout/query-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { usePropertyTerms } from '@web/i18n/ns/common';
import { toast } from '@web/lib/toast';
import { useFormatDate } from '@web/lib/use-format-date';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { istHour } from './alert-settings-fields';
import { SavedSearchDialog } from './saved-search-dialog';

/** A saved search's filters in words, as the listing's chips say them. */
function useFilterWords() {
  const t = useAuctionsText();
  const terms = usePropertyTerms();
  return (p: SavedSearch['params']): string[] => {
    const words: string[] = [];
    if (p.q) words.push(t('listing.chip.search', { value: p.q }));
    if (p.propertyType) words.push(t('listing.chip.type', { value: terms.propertyType(p.propertyType) }));
    if (p.category) words.push(t('listing.chip.category', { value: terms.category(p.category) }));
    if (p.location) words.push(t('listing.chip.location', { value: p.location }));
    if (p.state) words.push(t('listing.chip.state', { value: p.state }));
    if (p.district) words.push(t('listing.chip.district', { value: p.district }));
    if (p.seller) words.push(t('listing.chip.seller', { value: t('listing.chip.selectedSeller') }));
    if (p.possession) words.push(t('listing.chip.possession', { value: terms.possession(p.possession) }));
    if (p.near) words.push(t('listing.chip.near', { km: p.km ?? NEAR_KM_DEFAULT, pin: p.near }));
    if (p.minPrice || p.maxPrice)
      words.push(
        t('listing.chip.price', {
          min: p.minPrice ? formatINR(Number(p.minPrice)) : formatINR(0),
          max: p.maxPrice ? formatINR(Number(p.maxPrice)) : '∞',
        }),
      );
    return words;
  };
}

function SavedSearchItem({ item, onEdit, onDelete }: { item: SavedSearch; onEdit: () => void; onDelete: () => void }) {
  const t = useBuyerText();
  const formatDate = useFormatDate();
  const filterWords = useFilterWords();
  const update = useUpdateSavedSearch();
  const words = filterWords(item.params);
  const togglePaused = () =>
    update.mutate(
      { id: item.id, paused: !item.paused },
      {
        onSuccess: (s) =>
          toast.success(s.paused ? t('savedSearches.pausedToast', { name: s.name }) : t('savedSearches.resumedToast', { name: s.name })),
        onError: (err) => toast.apiError(t('savedSearches.failed'), err),
      },
    );

  return (
    <li className="rounded-xl border bg-card p-4 shadow-sm" data-testid="saved-search">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold">
            <span translate="no" className="break-words">
              {item.name}
            </span>
            {item.paused ? <Badge variant="warning">{t('savedSearches.paused')}</Badge> : null}
          </h2>
          <p className="text-sm text-muted-foreground">{words.length ? words.join(' · ') : t('savedSearches.everything')}</p>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to={item.href}>
            <SearchIcon aria-hidden />
            {t('savedSearches.show')}
          </Link>
        </Button>
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">{t('savedSearches.alerts')} </dt>
          <dd className="inline">
            {item.frequency === 'daily' ? t('savedSearches.dailyAt', { hour: istHour(item.digestHour) }) : t('savedSearches.atOnce')}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t('savedSearches.matchedLabel')} </dt>
          <dd className="inline">
            {item.lastMatchAt
              ? t('savedSearches.matched', { count: item.matches, date: formatDate(item.lastMatchAt, 'default') })
              : t('savedSearches.noneYet')}
            {item.waiting ? ` ${t('savedSearches.waiting', { count: item.waiting })}` : null}
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={togglePaused} disabled={update.isPending}>
          {item.paused ? <BellRingIcon aria-hidden /> : <BellOffIcon aria-hidden />}
          {item.paused ? t('savedSearches.resume') : t('savedSearches.pause')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <PencilIcon aria-hidden />
          {t('savedSearches.edit')}
        </Button>
        <Button variant="ghost" size="sm" className="text-destructive" onClick={onDelete}>
          <Trash2Icon aria-hidden />
          {t('savedSearches.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The caller's saved searches: each with its filters, its alerts and what it matched; open, pause, edit, delete. */
export function SavedSearchesPage() {
  const t = useBuyerText();
  const searches = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('savedSearches.title')}</h1>
      <p className="mt-1 text-muted-foreground">
        {t('savedSearches.lead')}{' '}
        <Link to="/settings/notifications" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('savedSearches.settingsLink')}
        </Link>
      </p>
      <div className="mt-6">
        {searches.isPending ? (
          <LoadingRows count={3} height="h-28" label={t('savedSearches.what')} />
        ) : searches.isError ? (
          <LoadError what={t('savedSearches.what')} error={searches.error} onRetry={() => void searches.refetch()} />
        ) : searches.data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed p-8 text-center">
            <p className="font-medium">{t('savedSearches.empty')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('savedSearches.emptyHint')}</p>
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/live-auctions">{t('savedSearches.toLive')}</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/properties">{t('savedSearches.toProperties')}</Link>
              </Button>
            </div>
          </div>
        ) : (
          <ul className="grid gap-4" aria-label={t('savedSearches.title')}>
            {searches.data.items.map((s) => (
              <SavedSearchItem key={s.id} item={s} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />
            ))}
          </ul>
        )}
      </div>

      {editing ? (
        <SavedSearchDialog
          open
          title={t('savedSearches.editTitle')}
          description={t('savedSearches.editLead')}
          submitLabel={t('savedSearches.editSubmit')}
          initial={{ name: editing.name, frequency: editing.frequency, digestHour: editing.digestHour }}
          onClose={() => setEditing(null)}
          onSubmit={async (form) => {
            await update.mutateAsync({ id: editing.id, ...form });
            setEditing(null);
            toast.success(t('savedSearches.updated'));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('savedSearches.deleteTitle')}
        description={t('savedSearches.deleteLead', { name: deleting?.name ?? '' })}
        confirmLabel={t('savedSearches.delete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('savedSearches.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: (err) => toast.apiError(t('savedSearches.failed'), err),
          })
        }
      />
    </main>
  );
}
