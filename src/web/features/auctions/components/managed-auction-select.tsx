import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useVendorText } from '@web/i18n/ns/vendor';
import { useManagedAuctions } from '../api/get-managed-auctions';

/**
 * A select of every auction ("Title (status)") for a form that belongs to one, e.g. a document
 * upload. The auctions are fetched when it is first shown. `id` ties it to the caller's Label.
 */
export function ManagedAuctionSelect({
  id,
  value,
  onValueChange,
  invalid,
}: {
  id: string;
  value: string;
  onValueChange: (auctionId: string) => void;
  invalid?: boolean;
}) {
  const t = useVendorText();
  const auctions = useManagedAuctions('', 'all', 1);
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger id={id} aria-invalid={invalid ? true : undefined}>
        <SelectValue placeholder={auctions.isPending ? t('select.loading') : t('select.choose')} />
      </SelectTrigger>
      <SelectContent>
        {(auctions.data?.items ?? []).map((a) => (
          <SelectItem key={a.id} value={a.id}>
            <span translate="no">{a.title}</span> ({t(`select.status.${a.status}`)})
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
