import { LocateFixedIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PIN_CODE_PATTERN } from '@shared/domain/constants';
import { NEAR_KM_DEFAULT } from '@shared/domain/geo';
import { MAP_MESSAGES } from '@shared/messages/map';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useMessages } from '@web/i18n/messages';
import { ApiError } from '@web/lib/api-client';
import type { AuctionFilters } from '../hooks/use-listing-params';

/** The listing's refusal of the PIN code it was asked to measure from (not a failure to load: nothing to retry). */
export function nearRefused(error: unknown, near: string): boolean {
  return Boolean(near) && error instanceof ApiError && Boolean(error.issues?.some((i) => i.path === 'near'));
}

/** The distances offered, in km (the listing takes any whole number from 1 to 200). */
const DISTANCES = [5, 10, 25, 50, 100, 200] as const;

/**
 * "Within [N] km of PIN [______]" (decision 056): applied with its button or Enter, kept in the URL
 * like the other filters. A PIN code the server cannot place comes back as the listing's error,
 * shown here beside the field.
 */
export function NearFilter({
  filters,
  error,
  onChange,
}: {
  filters: AuctionFilters;
  /** The listing's error, if any: its `near` issue is this field's. */
  error: unknown;
  onChange: (patch: Partial<AuctionFilters>) => void;
}) {
  const t = useAuctionsText();
  const say = useMessages();
  const id = useId();
  const [pin, setPin] = useState(filters.near);
  const [km, setKm] = useState(filters.near ? filters.km : NEAR_KM_DEFAULT);
  const [invalid, setInvalid] = useState(false);
  // The URL changed elsewhere (a chip removed, back button): the fields follow it.
  const [shown, setShown] = useState(filters.near);
  if (shown !== filters.near) {
    setShown(filters.near);
    setPin(filters.near);
    if (filters.near) setKm(filters.km);
  }
  const message = invalid ? say.text(MAP_MESSAGES.pinInvalid) : nearRefused(error, filters.near) ? say.error(error) : null;

  function apply(e: FormEvent) {
    e.preventDefault();
    const value = pin.trim();
    if (value !== '' && !PIN_CODE_PATTERN.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ near: value, km });
  }

  return (
    <form
      onSubmit={apply}
      role="search"
      aria-label={t('listing.near.label')}
      className="flex w-full flex-wrap items-end gap-x-2 gap-y-2 rounded-lg border bg-card px-3 py-2 sm:w-fit"
    >
      <LocateFixedIcon className="mb-2.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-km`} className="text-xs text-muted-foreground">
          {t('listing.near.within')}
        </Label>
        <select
          id={`${id}-km`}
          value={km}
          onChange={(e) => setKm(Number(e.target.value))}
          className="h-10 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {DISTANCES.map((d) => (
            <option key={d} value={d}>
              {t('listing.near.km', { km: d })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:w-36 sm:flex-none">
        <Label htmlFor={`${id}-pin`} className="text-xs text-muted-foreground">
          {t('listing.near.ofPin')}
        </Label>
        <Input
          id={`${id}-pin`}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="411045"
          maxLength={6}
          className="h-10"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
      </div>
      <Button type="submit" variant="secondary" className="h-10">
        {t('listing.near.apply')}
      </Button>
      {message ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </form>
  );
}
