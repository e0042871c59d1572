import { NOTIFICATION_PREFERENCE_MESSAGES } from '@shared/messages/notification-preferences';
import { Page } from '@web/components/layout/page';
import { NotificationSettings } from '@web/features/notifications/components/notification-settings';

export default function SettingsNotificationsRoute() {
  return (
    <Page title={NOTIFICATION_PREFERENCE_MESSAGES.title} description={NOTIFICATION_PREFERENCE_MESSAGES.description}>
      {/* SLOT: the push-permission toggle (this browser's subscription) goes here, above the grid. */}
      <div data-slot="push-permission-toggle" />
      <NotificationSettings />
    </Page>
  );
}
