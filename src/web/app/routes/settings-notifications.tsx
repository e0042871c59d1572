import { NOTIFICATION_PREFERENCE_MESSAGES } from '@shared/messages/notification-preferences';
import { Page } from '@web/components/layout/page';
import { Card, CardContent } from '@web/components/ui/card';
import { NotificationSettings } from '@web/features/notifications/components/notification-settings';
import { PushToggle } from '@web/features/push/components/push-toggle';

export default function SettingsNotificationsRoute() {
  return (
    <Page title={NOTIFICATION_PREFERENCE_MESSAGES.title} description={NOTIFICATION_PREFERENCE_MESSAGES.description}>
      {/* This browser's push subscription; the grid below says which kinds go to push at all. */}
      <Card className="mb-6">
        <CardContent className="pt-6">
          <PushToggle />
        </CardContent>
      </Card>
      <NotificationSettings />
    </Page>
  );
}
