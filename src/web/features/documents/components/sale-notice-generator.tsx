import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon, ExternalLinkIcon, FileSignatureIcon, InfoIcon, Loader2Icon, ScrollTextIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { canReadManagedAuction } from '@shared/domain/access';
import { POSSESSION_TYPES } from '@shared/domain/constants';
import { LANGUAGE_NAMES } from '@shared/domain/languages';
import { amountInWords, formatINR } from '@shared/domain/money';
import { earliestStart, istMidnight, NOTICE_PERIOD_DAYS, RESALE_NOTICE_PERIOD_DAYS } from '@shared/domain/sale';
import { said } from '@shared/messages/define';
import type { Auction } from '@shared/schemas/auction';
import { AUCTION_FORM_MESSAGES } from '@shared/schemas/auction-form';
import { SALE_NOTICE_MESSAGES, SaleNoticeInputSchema, type SaleNotice, type SaleNoticeInput } from '@shared/schemas/sale-notice';
import { LoadError, LoadingRows } from '@web/components/layout/query-states';
import { AmountInput } from '@web/components/ui/amount-input';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Field } from '@web/components/ui/field';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useLanguage } from '@web/i18n/i18n';
import { issueText, useMessages } from '@web/i18n/messages';
import { usePropertyTerms } from '@web/i18n/ns/common';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { ApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useFormatDate } from '@web/lib/use-format-date';
import { saleNoticeFile, useApproveSaleNotice, useSaleNotice, useSaveSaleNotice } from '../api/sale-notice';

/** What the card reads of the auction; `seller` is the auction page's (the company's name, else the person's). */
type SaleNoticeAuction = Pick<Auction, 'id' | 'status' | 'createdBy' | 'possession' | 'saleNoticeDate' | 'isResale' | 'startTime'> & {
  seller?: { name: string };
};

/**
 * The statutory sale notice (Appendix IV-A) generated from the listing (issue 31, part 3), for the
 * auction's seller and admins while it has not started: one officer prepares it from a few facts and
 * previews it as PDFs; another officer, or an admin, approves it, and it becomes the listing's notice.
 */
export function SaleNoticeGenerator({ auction }: { auction: SaleNoticeAuction }) {
  const { subject } = useSession();
  const open = auction.status === 'draft' || auction.status === 'upcoming';
  if (!open || !canReadManagedAuction(subject, auction)) return null;
  return <SaleNoticeCard auction={auction} />;
}

type Draft = NonNullable<SaleNotice['draft']>;
type FormInput = z.input<typeof SaleNoticeInputSchema>;

/** The form's fields, which the server may name in a refusal; anything else is shown above the button. */
const FORM_FIELDS = new Set<string>(Object.keys(SaleNoticeInputSchema.shape));

/** A calendar date as the form and the API write it (yyyy-mm-dd). */
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function SaleNoticeCard({ auction }: { auction: SaleNoticeAuction }) {
  const t = useBiddingText();
  const say = useMessages();
  const formatDate = useFormatDate();
  const notice = useSaleNotice(auction.id);
  const approve = useApproveSaleNotice(auction.id);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await approve.mutateAsync();
      setConfirming(false);
      toast.success(t('saleNotice.approvedToast'), t('saleNotice.approvedText'));
    } catch (err) {
      setConfirming(false);
      toast.apiError(t('saleNotice.approveFailed'), err);
    }
  };

  return (
    <section aria-labelledby="sale-notice-title" className="mb-4 rounded-lg border p-3 sm:p-4" data-testid="sale-notice">
      <h2 id="sale-notice-title" className="flex items-center gap-2 text-lg font-semibold">
        <ScrollTextIcon className="size-5 shrink-0" aria-hidden />
        {t('saleNotice.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('saleNotice.lead')}</p>
      {notice.isPending ? (
        <LoadingRows count={3} height="h-10" label={t('saleNotice.loading')} className="mt-4" />
      ) : notice.isError ? (
        <LoadError what={t('saleNotice.what')} error={notice.error} onRetry={() => void notice.refetch()} />
      ) : (
        <>
          {notice.data.missingLanguageState ? (
            <p
              role="note"
              className="mt-3 flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
              data-testid="sale-notice-missing-language"
            >
              <InfoIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{t('saleNotice.englishOnly', { state: notice.data.missingLanguageState })}</span>
            </p>
          ) : null}
          {notice.data.draft ? (
            <DraftStatus auctionId={auction.id} notice={notice.data} draft={notice.data.draft} onApprove={() => setConfirming(true)} />
          ) : null}
          {notice.data.canPrepare && !notice.data.draft?.approvedBy ? (
            <SaleNoticeForm auction={auction} draft={notice.data.draft} />
          ) : notice.data.draft ? (
            <DraftSummary draft={notice.data.draft} />
          ) : (
            <p className="mt-4 text-sm text-muted-foreground">{say.text(SALE_NOTICE_MESSAGES.notPrepared)}</p>
          )}
          {notice.data.draft ? (
            <ConfirmDialog
              open={confirming}
              title={t('saleNotice.confirmTitle')}
              description={t('saleNotice.confirmText', {
                date: isDay(notice.data.draft.noticeDate) ? formatDate(istMidnight(notice.data.draft.noticeDate), 'default') : '',
              })}
              confirmLabel={t('saleNotice.approve')}
              tone="default"
              pending={approve.isPending}
              onConfirm={() => void confirm()}
              onCancel={() => setConfirming(false)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** Who prepared the draft and when, its previews, and its approval: done, to do, or for someone else. */
function DraftStatus({
  auctionId,
  notice,
  draft,
  onApprove,
}: {
  auctionId: string;
  notice: SaleNotice;
  draft: Draft;
  onApprove: () => void;
}) {
  const t = useBiddingText();
  const say = useMessages();
  const formatDate = useFormatDate();
  const newTabId = useId();
  return (
    <div className="mt-4 grid gap-3 rounded-md bg-muted/50 p-3">
      <p className="text-sm" data-testid="sale-notice-prepared">
        {t('saleNotice.preparedBy', { name: draft.preparedBy.name, date: formatDate(draft.preparedBy.at, 'full') })}
      </p>
      <div className="flex flex-wrap gap-2" data-testid="sale-notice-previews">
        {notice.languages.map((language) => (
          <Button key={language} variant="outline" size="sm" asChild>
            {/* NOTE: the state's language is named in itself ("मराठी"), as the language menu names it; its link says what it does to a screen reader. */}
            <a
              href={saleNoticeFile(auctionId, language)}
              target="_blank"
              rel="noopener"
              aria-describedby={newTabId}
              aria-label={language === 'en' ? undefined : t('saleNotice.previewIn', { language: LANGUAGE_NAMES[language] })}
            >
              <ExternalLinkIcon aria-hidden />
              {language === 'en' ? t('saleNotice.previewEnglish') : <span lang={language}>{LANGUAGE_NAMES[language]}</span>}
            </a>
          </Button>
        ))}
        <span id={newTabId} className="sr-only">
          {t('saleNotice.opensInNewTab')}
        </span>
      </div>
      {draft.approvedBy ? (
        <p className="flex items-start gap-2 text-sm font-medium" data-testid="sale-notice-approval">
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {t('saleNotice.approvedBy', { name: draft.approvedBy.name, date: formatDate(draft.approvedBy.at, 'full') })}
        </p>
      ) : notice.canApprove ? (
        <div data-testid="sale-notice-approval">
          {/* NOTE: the label may wrap: in Marathi it is about as wide as a 360 px screen leaves it. */}
          <Button size="sm" className="h-auto min-h-8 whitespace-normal" onClick={onApprove}>
            <FileSignatureIcon aria-hidden />
            {t('saleNotice.approve')}
          </Button>
        </div>
      ) : (
        // NOTE: a caller who may still prepare the notice but not approve it is the officer who prepared it.
        <p className="text-sm text-muted-foreground" data-testid="sale-notice-approval">
          {notice.canPrepare ? say.text(SALE_NOTICE_MESSAGES.makerCannotCheck) : t('saleNotice.awaitingApproval')}
        </p>
      )}
    </div>
  );
}

/** The prepared facts, read-only: once approved, or for a caller who may not change them. */
function DraftSummary({ draft }: { draft: Draft }) {
  const t = useBiddingText();
  const terms = usePropertyTerms();
  const formatDate = useFormatDate();
  const day = (value: string) => (isDay(value) ? formatDate(istMidnight(value), 'default') : value);
  const rows: [string, ReactNode][] = [
    [
      t('saleNotice.borrower'),
      <span key="b" className="whitespace-pre-line" translate="no">
        {draft.borrower}
      </span>,
    ],
    [
      t('saleNotice.securedCreditor'),
      <span key="c" translate="no">
        {draft.securedCreditor}
      </span>,
    ],
    [
      t('saleNotice.dues'),
      <span key="d" className="tabular">
        {formatINR(draft.dues)}
      </span>,
    ],
    [t('saleNotice.duesAsOf'), day(draft.duesAsOf)],
    [t('saleNotice.possession'), terms.possession(draft.possession)],
    [t('saleNotice.reservePrice'), draft.discloseReserve ? t('saleNotice.reservePrinted') : t('saleNotice.reserveNotDisclosed')],
    [t('saleNotice.noticeDate'), day(draft.noticeDate)],
  ];
  return (
    <dl className="mt-4 divide-y text-sm" data-testid="sale-notice-summary">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function defaultsOf(auction: SaleNoticeAuction, draft: Draft | null): Partial<FormInput> {
  if (draft) {
    const { borrower, securedCreditor, dues, duesAsOf, possession, discloseReserve, noticeDate } = draft;
    return { borrower, securedCreditor, dues, duesAsOf, possession, discloseReserve, noticeDate };
  }
  return {
    borrower: '',
    securedCreditor: auction.seller?.name ?? '',
    dues: undefined,
    duesAsOf: '',
    possession: auction.possession ?? undefined,
    discloseReserve: false,
    noticeDate: auction.saleNoticeDate ?? '',
  };
}

/** A field's label with the mark of a required field (the form says what the mark means). */
function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden className="text-destructive">
        {' '}
        *
      </span>
    </>
  );
}

/** The facts the maker types; the rest of the notice is the listing's own. Checked here as the server checks them. */
function SaleNoticeForm({ auction, draft }: { auction: SaleNoticeAuction; draft: Draft | null }) {
  const t = useBiddingText();
  const say = useMessages();
  const language = useLanguage();
  const terms = usePropertyTerms();
  const formatDate = useFormatDate();
  const save = useSaveSaleNotice(auction.id);
  const busy = useRef(false);
  const ids = useId();
  /** A refusal the server gave that names no field (shown above the button). */
  const [serverError, setServerError] = useState<string | null>(null);
  const [defaults] = useState(() => defaultsOf(auction, draft));
  const form = useForm<FormInput, unknown, SaleNoticeInput>({
    resolver: zodResolver(SaleNoticeInputSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const fieldError = (name: FieldPath<FormInput>) => errors[name]?.message;
  const [dues, noticeDate] = useWatch({ control: form.control, name: ['dues', 'noticeDate'] });

  const days = auction.isResale ? RESALE_NOTICE_PERIOD_DAYS : NOTICE_PERIOD_DAYS;
  const earliest = isDay(noticeDate) ? earliestStart(noticeDate, auction.isResale) : null;
  // Said at once: with this date the auction as scheduled would start inside the notice period.
  const startsTooSoon = earliest !== null && new Date(auction.startTime).getTime() < earliest.getTime();

  const submit = async (values: SaleNoticeInput) => {
    if (busy.current) return;
    // NOTE: the server refuses a notice date that leaves the auction as scheduled inside the notice
    // period; the form says so at once, in the server's words.
    const earliestAllowed = earliestStart(values.noticeDate, auction.isResale);
    if (new Date(auction.startTime).getTime() < earliestAllowed.getTime()) {
      const message = say.said(
        said('auctionForm.noticePeriod', { date: earliestAllowed.toISOString() }),
        AUCTION_FORM_MESSAGES.noticePeriod(earliestAllowed),
      );
      form.setError('noticeDate', { message }, { shouldFocus: true });
      return;
    }
    busy.current = true;
    setServerError(null);
    try {
      const saved = await save.mutateAsync(values);
      if (saved.draft) form.reset(defaultsOf(auction, saved.draft));
      toast.success(t('saleNotice.savedToast'), t('saleNotice.savedText'));
    } catch (err) {
      // Everything typed stays: the refusal is shown beside the field it names, or above the button.
      const onFields = err instanceof ApiError ? (err.issues ?? []).filter((i) => FORM_FIELDS.has(i.path)) : [];
      onFields.forEach((issue, i) =>
        form.setError(issue.path as FieldPath<FormInput>, { message: issueText(issue) }, { shouldFocus: i === 0 }),
      );
      if (onFields.length === 0) setServerError(say.error(err, t('saleNotice.saveFailed')));
      toast.apiError(t('saleNotice.saveFailed'), err);
    } finally {
      busy.current = false;
    }
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => void form.handleSubmit(submit)(e);

  const possessionError = errors.possession ? t('saleNotice.possessionRequired') : undefined;
  const pending = save.isPending;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-4 grid gap-4"
      aria-labelledby={`${ids}-form-title`}
      aria-busy={pending}
      data-testid="sale-notice-form"
    >
      <div>
        <h3 id={`${ids}-form-title`} className="font-semibold">
          {draft ? t('saleNotice.formTitleChange') : t('saleNotice.formTitle')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('saleNotice.requiredNote')}</p>
      </div>

      <Field label={<Required>{t('saleNotice.borrower')}</Required>} error={fieldError('borrower')} hint={t('saleNotice.borrowerHint')}>
        <Textarea rows={3} aria-required="true" autoComplete="off" {...form.register('borrower')} />
      </Field>
      <Field label={<Required>{t('saleNotice.securedCreditor')}</Required>} error={fieldError('securedCreditor')}>
        <Input aria-required="true" autoComplete="organization" {...form.register('securedCreditor')} />
      </Field>

      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="dues"
          render={({ field }) => (
            <Field
              label={<Required>{t('saleNotice.dues')}</Required>}
              error={fieldError('dues')}
              hint={
                typeof dues === 'number' && dues > 0 ? (
                  <span data-testid="sale-notice-dues-words">
                    {t('saleNotice.duesInWords', { amount: formatINR(dues), words: amountInWords(dues, language) })}
                  </span>
                ) : (
                  t('saleNotice.duesHint')
                )
              }
            >
              <AmountInput
                value={typeof field.value === 'number' ? field.value : null}
                onValueChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                name={field.name}
                aria-required="true"
                className="h-9 text-sm"
              />
            </Field>
          )}
        />
        <Field label={<Required>{t('saleNotice.duesAsOf')}</Required>} error={fieldError('duesAsOf')}>
          <Input type="date" aria-required="true" {...form.register('duesAsOf')} />
        </Field>
      </div>

      <fieldset className="grid gap-2" aria-describedby={possessionError ? `${ids}-possession-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">
          <Required>{t('saleNotice.possession')}</Required>
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {POSSESSION_TYPES.map((p) => (
            <label key={p} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={p}
                className="size-4 accent-primary"
                aria-invalid={possessionError ? true : undefined}
                {...form.register('possession')}
              />
              {terms.possession(p)}
            </label>
          ))}
        </div>
        {possessionError ? (
          <p id={`${ids}-possession-error`} role="alert" className="text-xs font-medium text-destructive">
            {possessionError}
          </p>
        ) : null}
      </fieldset>

      <Controller
        control={form.control}
        name="discloseReserve"
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${ids}-reserve`}
              ref={field.ref}
              className="mt-0.5"
              checked={field.value === true}
              onCheckedChange={(c) => field.onChange(c === true)}
              onBlur={field.onBlur}
              aria-describedby={`${ids}-reserve-hint`}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-reserve`} className="leading-snug">
                {t('saleNotice.discloseReserve')}
              </Label>
              <p id={`${ids}-reserve-hint`} className="text-xs text-muted-foreground">
                {t('saleNotice.discloseReserveHint')}
              </p>
            </div>
          </div>
        )}
      />

      <div className="grid gap-1.5">
        <Field
          label={<Required>{t('saleNotice.noticeDate')}</Required>}
          error={fieldError('noticeDate')}
          hint={t('saleNotice.noticeDateHint', { days: String(days) })}
        >
          <Input type="date" aria-required="true" className="sm:max-w-56" {...form.register('noticeDate')} />
        </Field>
        {startsTooSoon && earliest && !errors.noticeDate ? (
          <p className="text-xs font-medium text-destructive" aria-live="polite" data-testid="sale-notice-too-soon">
            {t('saleNotice.startsTooSoon', {
              start: formatDate(auction.startTime, 'default'),
              date: formatDate(earliest, 'default'),
            })}
          </p>
        ) : null}
      </div>

      {serverError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {serverError}
        </p>
      ) : null}

      <div>
        <Button type="submit" disabled={pending} className="h-auto min-h-9 w-full whitespace-normal sm:w-auto">
          {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          {pending ? t('saleNotice.saving') : t('saleNotice.save')}
        </Button>
      </div>
    </form>
  );
}
