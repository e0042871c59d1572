import { Page } from '@web/components/layout/page';
import { DemoSetup } from '@web/features/demo/components/demo-setup';

export default function DemoSetupRoute() {
  return (
    <Page title="Demo Setup" description="Ready-made buyer accounts for trying Neelami’s live bidding.">
      <DemoSetup />
    </Page>
  );
}
