import { Page } from '@web/components/layout/page';
import { OfficerInspections } from '@web/features/inspections/components/officer-inspections';
import { useAuctionsText } from '@web/i18n/ns/auctions';

/** The seller's officer's (and admins') site visit requests, by day, filterable by listing (issue 30). */
export default function VendorInspectionsRoute() {
  const t = useAuctionsText();
  return (
    <Page title={t('inspections.pageTitle')} description={t('inspections.pageDescription')}>
      <OfficerInspections />
    </Page>
  );
}
