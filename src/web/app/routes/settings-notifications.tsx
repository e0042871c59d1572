import { Page } from '@web/components/layout/page';
import { Card, CardContent } from '@web/components/ui/card';
import { CalendarFeedCard } from '@web/features/calendar/components/calendar-feed-card';
import { NotificationSettings } from '@web/features/notifications/components/notification-settings';
import { TestNotificationButton } from '@web/features/notifications/components/test-notification-button';
import { PushToggle } from '@web/features/push/components/push-toggle';
import { useBuyerText } from '@web/i18n/ns/buyer';

export default function SettingsNotificationsRoute() {
  const t = useBuyerText();
  return (
    <Page title={t('messages.notificationPreferences.title')} description={t('messages.notificationPreferences.description')}>
      {/* This browser's push subscription; the grid below says which kinds go to push at all. */}
      <Card className="mb-6">
        <CardContent className="pt-6">
          <PushToggle />
        </CardContent>
      </Card>
      <NotificationSettings />
      {/* Checks the settings above on a real notification (decision 045). */}
      <Card className="mt-6">
        <CardContent className="pt-6">
          <TestNotificationButton />
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardContent className="pt-6">
          <CalendarFeedCard />
        </CardContent>
      </Card>
    </Page>
  );
}
