import type { Language } from '../domain/languages';
import type { NotificationChannel, NotificationKind } from '../domain/notification-kinds';
import { defineMessages } from './define';

/** The notification settings page and its API. Re-exported by `schemas/notification-preferences.ts`. */
export const NOTIFICATION_PREFERENCE_MESSAGES = defineMessages('notificationPreferences', {
  title: 'Notification settings',
  description: 'Choose how Neelami tells you about each kind of event.',
  saved: 'Notification settings saved',
  loadError: 'Could not load your notification settings. Please try again.',
  inAppLocked: 'Payment deadlines always appear in your notifications.',
  lockedHint: 'Always on: it carries a payment deadline.',
  unsubscribed: (kind: string) => `You will no longer receive e-mails about ${kind}.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  manage: 'Manage all notification settings',
  testTooSoon: 'You can send yourself one test notification a minute. Please try again shortly.',
} as const);

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  account: 'Account approval',
  emd: 'EMD deposits',
  outbid: 'Outbid',
  auction_extended: 'Auction extended',
  ending_soon: 'Ending in 1 hour',
  auction_live: 'Auction live (reminders)',
  won: 'Auction won',
  lost: 'Auction lost',
  reserve_not_met: 'Reserve not met',
  sale: 'Sale stages',
  deadlines: 'Payment deadlines',
  questions: 'Answers to questions',
  saved_searches: 'Saved search alerts',
  inspections: 'Site visits',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the app',
  email: 'E-mail',
  push: 'Push',
};

/**
 * The unsubscribe page (a link in every e-mail, opened without signing in) in the e-mail's language.
 * English is the messages above; the kind is named as on the settings page.
 */
export const UNSUBSCRIBE_PAGE: Record<
  Language,
  {
    unsubscribed: (kind: string) => string;
    searchStopped: (name: string) => string;
    searchGone: string;
    invalid: string;
    manage: string;
    kinds: Record<NotificationKind, string>;
  }
> = {
  en: {
    unsubscribed: (kind) => NOTIFICATION_PREFERENCE_MESSAGES.unsubscribed(kind.toLowerCase()),
    searchStopped: (name) => `You will no longer get alerts for your saved search “${name}”.`,
    searchGone: 'This saved search was deleted: it sends no more alerts.',
    invalid: NOTIFICATION_PREFERENCE_MESSAGES.unsubscribeInvalid,
    manage: NOTIFICATION_PREFERENCE_MESSAGES.manage,
    kinds: NOTIFICATION_KIND_LABELS,
  },
  hi: {
    unsubscribed: (kind) => `अब आपको “${kind}” के बारे में ई-मेल नहीं मिलेंगे।`,
    searchStopped: (name) => `अब आपको अपनी सहेजी गई खोज “${name}” के अलर्ट नहीं मिलेंगे।`,
    searchGone: 'यह सहेजी गई खोज हटा दी गई है: इससे अब कोई अलर्ट नहीं आएगा।',
    invalid: 'यह अनसब्सक्राइब लिंक मान्य नहीं है।',
    manage: 'सभी सूचना सेटिंग्स प्रबंधित करें',
    kinds: {
      account: 'खाता स्वीकृति',
      emd: 'EMD जमा',
      outbid: 'आपसे ऊँची बोली',
      auction_extended: 'नीलामी की अवधि बढ़ी',
      ending_soon: '1 घंटे में समाप्त',
      auction_live: 'नीलामी शुरू (रिमाइंडर)',
      won: 'नीलामी जीती',
      lost: 'नीलामी हारी',
      reserve_not_met: 'आरक्षित मूल्य नहीं पहुँचा',
      sale: 'बिक्री के चरण',
      deadlines: 'भुगतान की समय-सीमाएँ',
      questions: 'प्रश्नों के उत्तर',
      saved_searches: 'सहेजी गई खोजों के अलर्ट',
      inspections: 'साइट विज़िट',
    },
  },
  mr: {
    unsubscribed: (kind) => `यापुढे तुम्हाला “${kind}” विषयी ई-मेल येणार नाहीत.`,
    searchStopped: (name) => `यापुढे तुम्हाला तुमच्या जतन केलेल्या शोध “${name}” चे अलर्ट येणार नाहीत.`,
    searchGone: 'हा जतन केलेला शोध हटवला आहे: त्याचे आता कोणतेही अलर्ट येणार नाहीत.',
    invalid: 'ही अनसबस्क्राइब लिंक वैध नाही.',
    manage: 'सर्व सूचना सेटिंग्ज व्यवस्थापित करा',
    kinds: {
      account: 'खाते मंजुरी',
      emd: 'EMD जमा',
      outbid: 'तुमच्यापेक्षा जास्त बोली',
      auction_extended: 'लिलावाची मुदत वाढली',
      ending_soon: '1 तासात संपणार',
      auction_live: 'लिलाव सुरू (रिमाइंडर)',
      won: 'लिलाव जिंकला',
      lost: 'लिलाव हरला',
      reserve_not_met: 'राखीव किंमत गाठली नाही',
      sale: 'विक्रीचे टप्पे',
      deadlines: 'पेमेंटच्या अंतिम मुदती',
      questions: 'प्रश्नांची उत्तरे',
      saved_searches: 'जतन केलेल्या शोधांचे अलर्ट',
      inspections: 'साइट भेटी',
    },
  },
};
