import { MapPinIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SaleAddressSchema, type Sale } from '@shared/schemas/sale';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/input';
import { useMessages } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { toast } from '@web/lib/toast';
import { useGiveSaleAddress } from '../api/give-sale-address';

/**
 * The buyer's postal address for the sale certificate (issue 28): the buyer gives it, and may correct
 * it, until the sale completes; the certificate prints it. Read-only once the sale has completed.
 */
export function BuyerAddress({ sale }: { sale: Sale }) {
  const t = useBiddingText();
  const say = useMessages();
  const give = useGiveSaleAddress(sale.auctionId);
  const address = sale.buyer?.address ?? null;
  const canGive = sale.actions.includes('give_address');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(address ?? '');
  const [error, setError] = useState<string | undefined>();
  if (!canGive && !address) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (give.isPending) return;
    const parsed = SaleAddressSchema.safeParse({ address: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    give.mutate(parsed.data, {
      onSuccess: () => {
        setEditing(false);
        toast.success(t('sale.addressSaved'));
      },
      onError: (err) => {
        setError(say.error(err));
        toast.error(t('sale.addressFailed'), say.error(err, 'Please try again'));
      },
    });
  };

  const form = canGive && (editing || !address);
  return (
    <section aria-labelledby={`address-${sale.auctionId}`} className="grid gap-2 rounded-md border p-3 text-sm" data-testid="buyer-address">
      <h3 id={`address-${sale.auctionId}`} className="flex items-center gap-1.5 font-semibold">
        <MapPinIcon className="size-4 text-primary" aria-hidden />
        {t('sale.addressTitle')}
      </h3>
      {form ? (
        <form onSubmit={submit} noValidate className="grid gap-2" aria-label={t('sale.addressTitle')}>
          <Field label={t('sale.addressLabel')} error={error} hint={t('sale.addressHint')}>
            <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={320} autoComplete="street-address" />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={give.isPending} aria-busy={give.isPending || undefined}>
              {t('sale.addressSave')}
            </Button>
            {address ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
                {t('sale.addressCancel')}
              </Button>
            ) : null}
          </div>
        </form>
      ) : (
        <>
          <p className="whitespace-pre-line" translate="no" data-testid="buyer-address-text">
            {address}
          </p>
          {canGive ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="w-fit"
              onClick={() => {
                setText(address ?? '');
                setEditing(true);
              }}
            >
              {t('sale.addressChange')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
