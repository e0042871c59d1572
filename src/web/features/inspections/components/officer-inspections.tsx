import { CalendarPlusIcon, DoorOpenIcon, PhoneIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INSPECTION_NOTE_MAX, openSlots, type InspectionSlot } from '@shared/domain/inspection';
import { istMidnight } from '@shared/domain/sale';
import type { Inspection } from '@shared/schemas/inspection';
import { EmptyState, LoadError, LoadingRows } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useLanguage } from '@web/i18n/i18n';
import { useMessages } from '@web/i18n/messages';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { toast } from '@web/lib/toast';
import { useFormatDate } from '@web/lib/use-format-date';
import { inviteUrl, useAnswerInspection, useOfficerInspections, useProposeInspection } from '../api/inspections';
import { InspectionStatusBadge } from './inspection-status-badge';
import { slotLabel } from './slot-label';

const SELECT =
  'flex h-9 w-full rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** The officer's answer to one request: a note, and accept, propose another slot, or decline. */
function Answer({ visit }: { visit: Inspection }) {
  const t = useAuctionsText();
  const say = useMessages();
  const answer = useAnswerInspection();
  const propose = useProposeInspection();
  const [note, setNote] = useState('');
  const [proposing, setProposing] = useState(false);
  const days = useMemo(() => openSlots(visit, new Date()), [visit]);
  const [date, setDate] = useState(days[0]?.date ?? '');
  const [slot, setSlot] = useState<InspectionSlot | ''>(days[0]?.slots[0] ?? '');
  const slots = days.find((d) => d.date === date)?.slots ?? [];
  const pending = answer.isPending || propose.isPending;
  const error = answer.error ?? propose.error;
  const id = visit.id;

  const run = async (what: 'accept' | 'decline' | 'propose') => {
    if (pending) return;
    try {
      if (what === 'propose') await propose.mutateAsync({ id, date, slot: slot as InspectionSlot, note: note || undefined });
      else await answer.mutateAsync({ id, answer: what, note: note || undefined });
      toast.success(t(`inspections.done.${what}`));
      setProposing(false);
    } catch (err) {
      toast.apiError(t('inspections.actionFailed'), err);
    }
  };

  return (
    <div className="mt-2 grid gap-2">
      <Label htmlFor={`note-${id}`} className="sr-only">
        {t('inspections.noteToBuyer')}
      </Label>
      <Textarea
        id={`note-${id}`}
        rows={2}
        maxLength={INSPECTION_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder={t('inspections.noteToBuyer')}
      />
      {proposing ? (
        <div className="grid gap-2 sm:grid-cols-3 sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={`propose-date-${id}`}>{t('inspections.date')}</Label>
            <Input
              id={`propose-date-${id}`}
              type="date"
              value={date}
              min={days[0]?.date}
              max={days[days.length - 1]?.date}
              onChange={(e) => {
                setDate(e.target.value);
                setSlot(days.find((d) => d.date === e.target.value)?.slots[0] ?? '');
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`propose-slot-${id}`}>{t('inspections.slot')}</Label>
            <select id={`propose-slot-${id}`} className={SELECT} value={slot} onChange={(e) => setSlot(e.target.value as InspectionSlot)}>
              {slots.map((s) => (
                <option key={s} value={s}>
                  {t('inspections.slotIst', { slot: slotLabel(s) })}
                </option>
              ))}
            </select>
          </div>
          <Button size="sm" disabled={pending || !slot} onClick={() => void run('propose')}>
            {t('inspections.sendProposal')}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {visit.status === 'requested' ? (
          <Button size="sm" disabled={pending} onClick={() => void run('accept')}>
            {t('inspections.accept')}
          </Button>
        ) : null}
        {visit.status !== 'accepted' && !proposing ? (
          <Button size="sm" variant="outline" disabled={pending || days.length === 0} onClick={() => setProposing(true)}>
            {t('inspections.propose')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" className="text-destructive" disabled={pending} onClick={() => void run('decline')}>
          {visit.status === 'accepted' ? t('inspections.callOff') : t('inspections.decline')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {say.error(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The seller's officer's site visit requests (issue 30), on their listings (every listing's for admins),
 * grouped by day, filterable by listing and day; each answered in place.
 */
export function OfficerInspections() {
  const t = useAuctionsText();
  const formatDate = useFormatDate();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const auctionId = params.get('auctionId') ?? undefined;
  const date = params.get('date') ?? undefined;
  const all = useOfficerInspections({});
  const query = useOfficerInspections({ auctionId, date });
  const listings = useMemo(() => {
    const seen = new Map<string, string>();
    for (const i of all.data?.items ?? []) seen.set(i.auctionId, i.auctionTitle);
    return [...seen];
  }, [all.data]);
  const days = useMemo(() => {
    const by = new Map<string, Inspection[]>();
    for (const i of query.data?.items ?? []) by.set(i.date, [...(by.get(i.date) ?? []), i]);
    return [...by];
  }, [query.data]);
  const setFilter = (key: 'auctionId' | 'date', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end" role="search">
        <div className="grid gap-1.5">
          <Label htmlFor="filter-listing">{t('inspections.listing')}</Label>
          <select id="filter-listing" className={SELECT} value={auctionId ?? ''} onChange={(e) => setFilter('auctionId', e.target.value)}>
            <option value="">{t('inspections.allListings')}</option>
            {listings.map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="filter-day">{t('inspections.day')}</Label>
          <Input id="filter-day" type="date" value={date ?? ''} onChange={(e) => setFilter('date', e.target.value)} />
        </div>
        {auctionId || date ? (
          <Button variant="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            {t('inspections.clearFilters')}
          </Button>
        ) : null}
      </div>

      {query.isPending ? (
        <LoadingRows count={3} height="h-24" label={t('inspections.loading')} />
      ) : query.isError ? (
        <LoadError what={t('inspections.what')} error={query.error} onRetry={() => void query.refetch()} />
      ) : days.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState icon={DoorOpenIcon} title={t('inspections.noRequests')} hint={t('inspections.noRequestsHint')} />
          </CardContent>
        </Card>
      ) : (
        days.map(([day, visits]) => (
          <Card key={day}>
            <CardHeader>
              <h2 className="text-base leading-tight font-semibold">{formatDate(istMidnight(day), 'default')}</h2>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-4">
                {visits.map((v) => (
                  <li key={v.id} className="border-t pt-4 first:border-t-0 first:pt-0" data-testid="visit-request">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium tabular-nums">{t('inspections.slotIst', { slot: slotLabel(v.slot) })}</span>
                      <InspectionStatusBadge status={v.status} />
                    </div>
                    <p className="mt-1 text-sm" translate="no">
                      {v.auctionTitle}
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                      <span translate="no">{v.buyerName}</span>
                      <span>{t('inspections.peopleCount', { count: v.people })}</span>
                      <a className="inline-flex items-center gap-1 underline underline-offset-2" href={`tel:+91${v.phone}`}>
                        <PhoneIcon className="size-3.5" aria-hidden />
                        {v.phone}
                      </a>
                    </p>
                    {v.buyerNote ? (
                      <p className="mt-1 text-sm whitespace-pre-line">
                        <span className="font-medium">{t('inspections.buyerNote')} </span>
                        <span translate="no">{v.buyerNote}</span>
                      </p>
                    ) : null}
                    {v.status === 'proposed' && v.proposedDate && v.proposedSlot ? (
                      <p className="mt-1 text-sm">
                        {t('inspections.youProposed', {
                          when: t('inspections.when', {
                            date: formatDate(istMidnight(v.proposedDate), 'default'),
                            slot: slotLabel(v.proposedSlot),
                          }),
                        })}
                      </p>
                    ) : null}
                    {v.officerNote ? (
                      <p className="mt-1 text-sm text-muted-foreground">
                        {t('inspections.yourNote')} <span translate="no">{v.officerNote}</span>
                      </p>
                    ) : null}
                    {v.status === 'accepted' ? (
                      <Button size="sm" variant="outline" className="mt-2" asChild>
                        <a href={inviteUrl(v.id, language)} download>
                          <CalendarPlusIcon aria-hidden />
                          {t('inspections.addToCalendar')}
                        </a>
                      </Button>
                    ) : null}
                    {v.status === 'requested' || v.status === 'proposed' || v.status === 'accepted' ? <Answer visit={v} /> : null}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))
      )}
    </div>
  );
}
