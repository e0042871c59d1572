import { CalendarPlusIcon, DoorOpenIcon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { bidderStanding, canManageAuction } from '@shared/domain/access';
import {
  INSPECTION_NOTE_MAX,
  INSPECTION_PEOPLE_MAX,
  INSPECTION_SLOTS,
  inspectionsOpen,
  openSlots,
  type InspectionSlot,
} from '@shared/domain/inspection';
import { istMidnight } from '@shared/domain/sale';
import { INSPECTION_MESSAGES } from '@shared/messages/inspection';
import type { Auction } from '@shared/schemas/auction';
import type { Inspection } from '@shared/schemas/inspection';
import { LoadError, LoadingRows } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useLanguage } from '@web/i18n/i18n';
import { useMessages } from '@web/i18n/messages';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useHydrated } from '@web/lib/hydration';
import { signInPath } from '@web/lib/return-path';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useFormatDate } from '@web/lib/use-format-date';
import { inviteUrl, useBuyerInspectionAction, useMyInspections, useRequestInspection } from '../api/inspections';
import { InspectionStatusBadge } from './inspection-status-badge';
import { slotLabel } from './slot-label';

const SELECT =
  'flex h-9 w-full rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs aria-invalid:border-destructive focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

type WindowedAuction = Pick<Auction, 'id' | 'status' | 'createdBy' | 'inspectionFrom' | 'inspectionTo'>;

/** The buyer's own request: its slot, status, the officer's note, and what the buyer may do next. */
export function VisitSummary({ visit, withTitle = false }: { visit: Inspection; withTitle?: boolean }) {
  const t = useAuctionsText();
  const formatDate = useFormatDate();
  const language = useLanguage();
  const say = useMessages();
  const act = useBuyerInspectionAction();
  const run = async (action: 'accept-proposal' | 'cancel') => {
    if (act.isPending) return;
    try {
      await act.mutateAsync({ id: visit.id, action });
      toast.success(action === 'cancel' ? t('inspections.cancelled') : t('inspections.proposalTaken'));
    } catch (err) {
      toast.apiError(t('inspections.actionFailed'), err);
    }
  };
  const when = (date: string, slot: InspectionSlot) =>
    t('inspections.when', { date: formatDate(istMidnight(date), 'default'), slot: slotLabel(slot) });
  const open = visit.status === 'requested' || visit.status === 'proposed' || visit.status === 'accepted';
  return (
    <div className="grid gap-2 rounded-lg border p-3" data-testid="my-visit">
      <div className="flex flex-wrap items-center gap-2">
        {withTitle ? (
          <Link to={`/auction/${visit.auctionId}#site-visit`} className="font-medium underline-offset-2 hover:underline" translate="no">
            {visit.auctionTitle}
          </Link>
        ) : null}
        <InspectionStatusBadge status={visit.status} />
      </div>
      <p className="text-sm">
        <span className="font-medium">{when(visit.date, visit.slot)}</span>
        <span className="text-muted-foreground"> · {t('inspections.peopleCount', { count: visit.people })}</span>
      </p>
      {visit.status === 'proposed' && visit.proposedDate && visit.proposedSlot ? (
        <p className="text-sm">{t('inspections.proposedInstead', { when: when(visit.proposedDate, visit.proposedSlot) })}</p>
      ) : null}
      {visit.officerNote ? (
        <p className="rounded-md bg-muted p-2 text-sm whitespace-pre-line">
          <span className="font-medium">{t('inspections.officerNote')} </span>
          <span translate="no">{visit.officerNote}</span>
        </p>
      ) : null}
      {open ? (
        <div className="flex flex-wrap gap-2">
          {visit.status === 'proposed' ? (
            <Button size="sm" disabled={act.isPending} onClick={() => void run('accept-proposal')}>
              {t('inspections.takeProposal')}
            </Button>
          ) : null}
          {visit.status === 'accepted' ? (
            <Button size="sm" variant="outline" asChild>
              <a href={inviteUrl(visit.id, language)} download>
                <CalendarPlusIcon aria-hidden />
                {t('inspections.addToCalendar')}
              </a>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" disabled={act.isPending} onClick={() => void run('cancel')}>
            {t('inspections.cancel')}
          </Button>
        </div>
      ) : null}
      {act.isError ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {say.error(act.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The form of a new request: a day of the window, one of its slots still to come, the party and a phone. */
function RequestForm({ auction }: { auction: WindowedAuction }) {
  const t = useAuctionsText();
  const say = useMessages();
  const { me } = useSession();
  const hydrated = useHydrated();
  const request = useRequestInspection(auction.id);
  const days = useMemo(() => openSlots(auction, new Date()), [auction]);
  const [date, setDate] = useState(days[0]?.date ?? '');
  const [slot, setSlot] = useState<InspectionSlot | ''>(days[0]?.slots[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  // NOTE: a day typed outside the window still offers every slot: the server refuses it in its own words.
  const open = days.find((d) => d.date === date)?.slots;
  const slots = open ?? INSPECTION_SLOTS;

  if (days.length === 0) return <p className="mt-3 text-sm text-muted-foreground">{t('inspections.windowPassed')}</p>;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (request.isPending) return;
    const data = new FormData(e.currentTarget);
    setError(null);
    try {
      await request.mutateAsync({
        date,
        slot: (slot || String(data.get('slot') ?? '')) as InspectionSlot,
        people: Number(data.get('people') ?? 1),
        phone: String(data.get('phone') ?? ''),
        note: String(data.get('note') ?? '') || undefined,
      });
      toast.success(t('inspections.requested'), t('inspections.requestedHint'));
    } catch (err) {
      setError(say.error(err));
      toast.apiError(t('inspections.requestFailed'), err);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-2" aria-labelledby="site-visit-form-title">
      <h3 id="site-visit-form-title" className="font-medium sm:col-span-2">
        {t('inspections.requestTitle')}
      </h3>
      <div className="grid content-start gap-1.5">
        <Label htmlFor="visit-date">{t('inspections.date')}</Label>
        <Input
          id="visit-date"
          name="date"
          type="date"
          value={date}
          min={days[0]!.date}
          max={days[days.length - 1]!.date}
          onChange={(e) => {
            setDate(e.target.value);
            setSlot(days.find((d) => d.date === e.target.value)?.slots[0] ?? INSPECTION_SLOTS[0]);
          }}
          aria-describedby="visit-date-hint"
        />
        <p id="visit-date-hint" className="text-xs text-muted-foreground">
          {t('inspections.dateHint')}
        </p>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor="visit-slot">{t('inspections.slot')}</Label>
        <select
          id="visit-slot"
          name="slot"
          className={SELECT}
          value={slot}
          onChange={(e) => setSlot(e.target.value as InspectionSlot)}
          aria-describedby={open ? undefined : 'visit-slot-hint'}
        >
          {slots.map((s) => (
            <option key={s} value={s}>
              {t('inspections.slotIst', { slot: slotLabel(s) })}
            </option>
          ))}
        </select>
        {open ? null : (
          <p id="visit-slot-hint" className="text-xs text-muted-foreground">
            {t('inspections.noSlotsThatDay')}
          </p>
        )}
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor="visit-people">{t('inspections.people')}</Label>
        <select id="visit-people" name="people" className={SELECT} defaultValue="1">
          {Array.from({ length: INSPECTION_PEOPLE_MAX }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor="visit-phone">{t('inspections.phone')}</Label>
        <Input id="visit-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={me?.profile?.phone ?? ''} />
      </div>
      <div className="grid content-start gap-1.5 sm:col-span-2">
        <Label htmlFor="visit-note">{t('inspections.note')}</Label>
        <Textarea id="visit-note" name="note" rows={2} maxLength={INSPECTION_NOTE_MAX} />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={request.isPending || !hydrated}>
          {t('inspections.request')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Site visits (issue 30) on an auction's page, where its sale notice gives an inspection window: a
 * verified buyer's request and its answer, the form while the auction is open, and for the seller and
 * admins a link to the requests.
 */
export function SiteVisitSection({ auction }: { auction: WindowedAuction }) {
  const t = useAuctionsText();
  const formatDate = useFormatDate();
  const { pathname } = useLocation();
  const say = useMessages();
  const { subject, role } = useSession();
  const standing = bidderStanding(subject);
  const mine = useMyInspections(auction.id, standing !== 'signed_out' && role === 'buyer');
  if (!auction.inspectionFrom || !auction.inspectionTo) return null;
  const open = inspectionsOpen(auction.status);
  const current = mine.data?.items.find((i) => i.status === 'requested' || i.status === 'proposed' || i.status === 'accepted');
  const latest = current ?? mine.data?.items[0];

  let body;
  if (canManageAuction(subject, auction)) {
    body = (
      <Button variant="outline" className="mt-3" asChild>
        <Link to={`/vendor/inspections?auctionId=${auction.id}`}>{t('inspections.seeRequests')}</Link>
      </Button>
    );
  } else if (standing === 'signed_out') {
    body = open ? (
      <Button variant="outline" className="mt-3" asChild>
        <Link to={signInPath(`${pathname}#site-visit`)}>{t('inspections.signIn')}</Link>
      </Button>
    ) : null;
  } else if (role !== 'buyer') {
    body = null;
  } else if (mine.isPending) {
    body = <LoadingRows count={1} height="h-16" label={t('inspections.loading')} className="mt-3" />;
  } else if (mine.isError) {
    body = (
      <div className="mt-3">
        <LoadError what={t('inspections.what')} error={mine.error} onRetry={() => void mine.refetch()} />
      </div>
    );
  } else {
    body = (
      <div className="mt-3 grid gap-3">
        {latest ? <VisitSummary visit={latest} /> : null}
        {current || !open ? null : standing === 'eligible' ? (
          <RequestForm auction={auction} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {say.text(
              standing === 'suspended'
                ? INSPECTION_MESSAGES.approvalSuspended
                : standing === 'rejected'
                  ? INSPECTION_MESSAGES.approvalRejected
                  : INSPECTION_MESSAGES.approvalPending,
            )}
          </p>
        )}
      </div>
    );
  }

  return (
    <section id="site-visit" aria-labelledby="site-visit-title" className="scroll-mt-24 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="site-visit-title" className="flex items-center gap-2 text-lg font-semibold">
        <DoorOpenIcon className="size-5" aria-hidden />
        {t('inspections.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('inspections.window', { from: formatDate(auction.inspectionFrom, 'full'), to: formatDate(auction.inspectionTo, 'full') })}
      </p>
      {open ? null : <p className="mt-2 text-sm text-muted-foreground">{t('inspections.closed')}</p>}
      {body}
    </section>
  );
}
