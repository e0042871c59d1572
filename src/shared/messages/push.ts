import { defineMessages } from './define';
/** What the push toggle says (a settings page shows it). Re-exported by `schemas/push.ts`. */
export const PUSH_MESSAGES = defineMessages('push', {
  title: 'Notifications on this device',
  explain: 'Get outbid alerts, auction reminders and sale deadlines on this device, even when Neelami is closed.',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off notifications',
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then come back here.',
  unsupported: 'This browser cannot receive notifications. On an iPhone or iPad, add Neelami to your Home Screen first.',
  unavailable: 'Notifications to devices are not set up on this server.',
  failed: 'Notifications could not be turned on. Please try again.',
  pushOff: 'Push notifications are off on this server.',
  endpointRefused: 'This browser’s push service is not one Neelami sends to.',
  subscriptionTaken: 'This browser’s notifications belong to another account.',
} as const);
