import { DEFAULT_LANGUAGE, type Language } from '../domain/languages';
import { formatDate } from '../domain/date-format';
import { formatINR } from '../domain/money';
import type { NotificationKind } from '../domain/notification-kinds';

/**
 * One text catalogue for every notification event (decision 026): its kind (what the user switches),
 * and its title and message in English, Hindi and Marathi. The bell, the e-mail (subject = title, body
 * = message) and the push message all read these, and so does the demo seed. Figures use Indian
 * grouping (₹1,25,00,000) and times are IST. Parameters are plain JSON, since the outbox keeps them
 * until the e-mail is rendered in the reader's language.
 */
export type NotificationText = { title: string; message: string };
type When = string | Date;

/** Per-language formatting of the parameters. */
type Fmt = { rupees: (n: number) => string; date: (at: When) => string };

const IST = 'Asia/Kolkata';
const dateIn = (language: Language) => (at: When) => formatDate(at, 'full', { timeZone: IST, language });
const FMT: Record<Language, Fmt> = {
  en: { rupees: formatINR, date: dateIn('en') },
  hi: { rupees: formatINR, date: dateIn('hi') },
  mr: { rupees: formatINR, date: dateIn('mr') },
};

type Texts<P> = Record<Language, (p: P, f: Fmt) => NotificationText>;
type Def<P> = { kind: NotificationKind } & Texts<P>;
const define = <P>(d: Def<P>) => d;

type T = { title: string };

export const NOTIFICATION_EVENTS = {
  accountApproved: define<{ withEmd?: boolean; vendor?: boolean }>({
    kind: 'account',
    en: (p) => ({
      title: 'Account verified',
      message: p.vendor
        ? 'Your account is verified. You can now list properties for auction.'
        : p.withEmd
          ? 'Your KYC is verified and your EMD deposit is in your EMD wallet. Join an auction to bid in it.'
          : 'Your KYC is verified. Deposit EMD into your wallet, then join an auction to bid in it.',
    }),
    hi: (p) => ({
      title: 'खाता सत्यापित',
      message: p.vendor
        ? 'आपका खाता सत्यापित हो गया है। अब आप नीलामी के लिए संपत्तियाँ सूचीबद्ध कर सकते हैं।'
        : p.withEmd
          ? 'आपका KYC सत्यापित हो गया है और आपकी EMD राशि आपके EMD वॉलेट में है। बोली लगाने के लिए किसी नीलामी में शामिल हों।'
          : 'आपका KYC सत्यापित हो गया है। अपने वॉलेट में EMD जमा करें, फिर बोली लगाने के लिए किसी नीलामी में शामिल हों।',
    }),
    mr: (p) => ({
      title: 'खाते सत्यापित',
      message: p.vendor
        ? 'तुमचे खाते सत्यापित झाले आहे. आता तुम्ही लिलावासाठी मालमत्ता सूचीबद्ध करू शकता.'
        : p.withEmd
          ? 'तुमचे KYC सत्यापित झाले आहे आणि तुमची EMD रक्कम तुमच्या EMD वॉलेटमध्ये आहे. बोली लावण्यासाठी एखाद्या लिलावात सहभागी व्हा.'
          : 'तुमचे KYC सत्यापित झाले आहे. तुमच्या वॉलेटमध्ये EMD जमा करा, मग बोली लावण्यासाठी एखाद्या लिलावात सहभागी व्हा.',
    }),
  }),
  accountRejected: define<{ reason?: string | null }>({
    kind: 'account',
    en: (p) => ({
      title: 'Verification unsuccessful',
      message: p.reason
        ? `We could not verify your account: ${p.reason}`
        : 'We could not verify your account. Please contact support@neelami.in.',
    }),
    hi: (p) => ({
      title: 'सत्यापन असफल',
      message: p.reason
        ? `हम आपके खाते का सत्यापन नहीं कर सके: ${p.reason}`
        : 'हम आपके खाते का सत्यापन नहीं कर सके। कृपया support@neelami.in से संपर्क करें।',
    }),
    mr: (p) => ({
      title: 'सत्यापन अयशस्वी',
      message: p.reason
        ? `आम्ही तुमचे खाते सत्यापित करू शकलो नाही: ${p.reason}`
        : 'आम्ही तुमचे खाते सत्यापित करू शकलो नाही. कृपया support@neelami.in शी संपर्क साधा.',
    }),
  }),
  accountSuspended: define<{ reason?: string | null }>({
    kind: 'account',
    en: (p) => ({
      title: 'Account suspended',
      message: `Your account has been suspended${p.reason ? ` ${p.reason}` : ''}. Contact support@neelami.in for help.`,
    }),
    hi: (p) => ({
      title: 'खाता निलंबित',
      message: `आपका खाता निलंबित कर दिया गया है${p.reason ? ` (${p.reason})` : ''}। सहायता के लिए support@neelami.in से संपर्क करें।`,
    }),
    mr: (p) => ({
      title: 'खाते निलंबित',
      message: `तुमचे खाते निलंबित करण्यात आले आहे${p.reason ? ` (${p.reason})` : ''}. मदतीसाठी support@neelami.in शी संपर्क साधा.`,
    }),
  }),
  welcome: define<{ vendor?: boolean }>({
    kind: 'account',
    en: (p) =>
      p.vendor
        ? {
            title: 'Vendor application received',
            message: 'Our team is reviewing your documents. You can list properties once your account is approved.',
          }
        : { title: 'Welcome to Neelami', message: 'Your account is awaiting verification. We will let you know once it is approved.' },
    hi: (p) =>
      p.vendor
        ? {
            title: 'विक्रेता आवेदन प्राप्त हुआ',
            message: 'हमारी टीम आपके दस्तावेज़ों की जाँच कर रही है। खाता स्वीकृत होने के बाद आप संपत्तियाँ सूचीबद्ध कर सकेंगे।',
          }
        : { title: 'नीलामी में आपका स्वागत है', message: 'आपका खाता सत्यापन की प्रतीक्षा में है। स्वीकृत होते ही हम आपको बताएँगे।' },
    mr: (p) =>
      p.vendor
        ? {
            title: 'विक्रेता अर्ज मिळाला',
            message: 'आमची टीम तुमच्या कागदपत्रांची तपासणी करत आहे. खाते मंजूर झाल्यावर तुम्ही मालमत्ता सूचीबद्ध करू शकाल.',
          }
        : { title: 'नीलामीमध्ये आपले स्वागत आहे', message: 'तुमचे खाते सत्यापनाच्या प्रतीक्षेत आहे. मंजूर होताच आम्ही तुम्हाला कळवू.' },
  }),
  emdSubmitted: define<{ amount: number }>({
    kind: 'emd',
    en: (p, f) => ({
      title: 'EMD deposit received',
      message: `We have received your EMD deposit details (${f.rupees(p.amount)}). It will be verified within one business day.`,
    }),
    hi: (p, f) => ({
      title: 'EMD जमा प्राप्त हुई',
      message: `हमें आपकी EMD जमा (${f.rupees(p.amount)}) का विवरण मिल गया है। एक कार्यदिवस में इसका सत्यापन होगा।`,
    }),
    mr: (p, f) => ({
      title: 'EMD ठेव मिळाली',
      message: `आम्हाला तुमच्या EMD ठेवीचा (${f.rupees(p.amount)}) तपशील मिळाला आहे. एका कामकाजाच्या दिवसात त्याचे सत्यापन होईल.`,
    }),
  }),
  emdVerified: define<{ amount: number }>({
    kind: 'emd',
    en: (p, f) => ({
      title: 'EMD deposit verified',
      message: `Your EMD deposit of ${f.rupees(p.amount)} is verified and in your EMD wallet. Join an auction to bid in it.`,
    }),
    hi: (p, f) => ({
      title: 'EMD जमा सत्यापित',
      message: `आपकी ${f.rupees(p.amount)} की EMD जमा सत्यापित हो गई है और आपके EMD वॉलेट में है। बोली लगाने के लिए किसी नीलामी में शामिल हों।`,
    }),
    mr: (p, f) => ({
      title: 'EMD ठेव सत्यापित',
      message: `तुमची ${f.rupees(p.amount)} ची EMD ठेव सत्यापित झाली असून ती तुमच्या EMD वॉलेटमध्ये आहे. बोली लावण्यासाठी एखाद्या लिलावात सहभागी व्हा.`,
    }),
  }),
  emdRejected: define<{ amount: number; reason?: string | null }>({
    kind: 'emd',
    en: (p, f) => ({
      title: 'EMD deposit not verified',
      message: `Your EMD deposit of ${f.rupees(p.amount)} could not be verified${p.reason ? ` (${p.reason})` : ''}. Check the UTR reference and report it again.`,
    }),
    hi: (p, f) => ({
      title: 'EMD जमा सत्यापित नहीं हुई',
      message: `आपकी ${f.rupees(p.amount)} की EMD जमा सत्यापित नहीं हो सकी${p.reason ? ` (${p.reason})` : ''}। UTR संदर्भ जाँचें और फिर से सूचित करें।`,
    }),
    mr: (p, f) => ({
      title: 'EMD ठेव सत्यापित झाली नाही',
      message: `तुमची ${f.rupees(p.amount)} ची EMD ठेव सत्यापित होऊ शकली नाही${p.reason ? ` (${p.reason})` : ''}. UTR संदर्भ तपासा आणि पुन्हा कळवा.`,
    }),
  }),
  outbid: define<T & { amount: number }>({
    kind: 'outbid',
    en: (p, f) => ({
      title: 'You have been outbid',
      message: `Someone bid ${f.rupees(p.amount)} on "${p.title}". Place a higher bid to stay in the lead.`,
    }),
    hi: (p, f) => ({
      title: 'आपसे ऊँची बोली लगी है',
      message: `"${p.title}" पर किसी ने ${f.rupees(p.amount)} की बोली लगाई है। आगे रहने के लिए ऊँची बोली लगाएँ।`,
    }),
    mr: (p, f) => ({
      title: 'तुमच्यापेक्षा जास्त बोली लागली आहे',
      message: `"${p.title}" वर कोणीतरी ${f.rupees(p.amount)} ची बोली लावली आहे. आघाडीवर राहण्यासाठी जास्त बोली लावा.`,
    }),
  }),
  maximumReached: define<T & { max: number }>({
    kind: 'outbid',
    en: (p, f) => ({
      title: 'Your maximum bid was reached',
      message: `Someone bid above your maximum of ${f.rupees(p.max)} on "${p.title}". Raise your maximum or place a higher bid to stay in the lead.`,
    }),
    hi: (p, f) => ({
      title: 'आपकी अधिकतम बोली पार हो गई',
      message: `"${p.title}" पर किसी ने आपकी अधिकतम ${f.rupees(p.max)} से ऊँची बोली लगाई है। आगे रहने के लिए अधिकतम सीमा बढ़ाएँ या ऊँची बोली लगाएँ।`,
    }),
    mr: (p, f) => ({
      title: 'तुमची कमाल बोली ओलांडली गेली',
      message: `"${p.title}" वर कोणीतरी तुमच्या कमाल ${f.rupees(p.max)} पेक्षा जास्त बोली लावली आहे. आघाडीवर राहण्यासाठी कमाल मर्यादा वाढवा किंवा जास्त बोली लावा.`,
    }),
  }),
  auctionExtended: define<T & { endTime: When }>({
    kind: 'auction_extended',
    en: (p, f) => ({ title: 'Auction extended', message: `A late bid extended "${p.title}". It now ends at ${f.date(p.endTime)}.` }),
    hi: (p, f) => ({
      title: 'नीलामी का समय बढ़ा',
      message: `अंतिम क्षणों की बोली से "${p.title}" का समय बढ़ गया है। अब यह ${f.date(p.endTime)} समाप्त होगी।`,
    }),
    mr: (p, f) => ({
      title: 'लिलावाची वेळ वाढली',
      message: `शेवटच्या क्षणी लागलेल्या बोलीमुळे "${p.title}" ची वेळ वाढली आहे. आता तो ${f.date(p.endTime)} संपेल.`,
    }),
  }),
  endingSoon: define<T & { endTime: When }>({
    kind: 'ending_soon',
    en: (p, f) => ({ title: 'Ending in 1 hour', message: `"${p.title}" ends at ${f.date(p.endTime)}. Place your bid before it closes.` }),
    hi: (p, f) => ({
      title: '1 घंटे में समाप्त',
      message: `"${p.title}" ${f.date(p.endTime)} समाप्त होगी। बंद होने से पहले अपनी बोली लगाएँ।`,
    }),
    mr: (p, f) => ({
      title: '1 तासात संपणार',
      message: `"${p.title}" ${f.date(p.endTime)} संपेल. बंद होण्यापूर्वी तुमची बोली लावा.`,
    }),
  }),
  live: define<T>({
    kind: 'auction_live',
    en: (p) => ({ title: 'Auction is live', message: `"${p.title}" is now live. Place your bid before it ends.` }),
    hi: (p) => ({ title: 'नीलामी शुरू हो गई', message: `"${p.title}" अब शुरू हो गई है। समाप्त होने से पहले अपनी बोली लगाएँ।` }),
    mr: (p) => ({ title: 'लिलाव सुरू झाला', message: `"${p.title}" आता सुरू झाला आहे. संपण्यापूर्वी तुमची बोली लावा.` }),
  }),
  highestBidder: define<T & { amount: number }>({
    kind: 'won',
    en: (p, f) => ({
      title: 'You are the highest bidder',
      message: `Your bid of ${f.rupees(p.amount)} is the highest on "${p.title}". The sale is subject to the authorised officer's confirmation; you will be told as soon as it is confirmed.`,
    }),
    hi: (p, f) => ({
      title: 'आपकी बोली सबसे ऊँची है',
      message: `"${p.title}" पर आपकी ${f.rupees(p.amount)} की बोली सबसे ऊँची है। बिक्री प्राधिकृत अधिकारी की पुष्टि के अधीन है; पुष्टि होते ही आपको बताया जाएगा।`,
    }),
    mr: (p, f) => ({
      title: 'तुमची बोली सर्वाधिक आहे',
      message: `"${p.title}" वर तुमची ${f.rupees(p.amount)} ची बोली सर्वाधिक आहे. विक्री प्राधिकृत अधिकाऱ्याच्या पुष्टीच्या अधीन आहे; पुष्टी होताच तुम्हाला कळवले जाईल.`,
    }),
  }),
  saleConfirmed: define<T & { price: number; deposit: number; depositDueAt: When | null; balanceDueAt: When }>({
    kind: 'won',
    en: (p, f) => ({
      title: 'Auction won',
      message:
        `Congratulations! The sale of "${p.title}" to you for ${f.rupees(p.price)} is confirmed. ` +
        (p.depositDueAt
          ? `Pay ${f.rupees(p.deposit)} (25% of the price less your EMD) by ${f.date(p.depositDueAt)}, and the balance by ${f.date(p.balanceDueAt)}.`
          : `Your EMD covers the 25% deposit; pay the balance by ${f.date(p.balanceDueAt)}.`),
    }),
    hi: (p, f) => ({
      title: 'नीलामी जीती',
      message:
        `बधाई हो! "${p.title}" की ${f.rupees(p.price)} में आपको बिक्री की पुष्टि हो गई है। ` +
        (p.depositDueAt
          ? `${f.date(p.depositDueAt)} तक ${f.rupees(p.deposit)} (मूल्य का 25%, आपकी EMD घटाकर) और ${f.date(p.balanceDueAt)} तक शेष राशि का भुगतान करें।`
          : `आपकी EMD से 25% जमा पूरी हो जाती है; ${f.date(p.balanceDueAt)} तक शेष राशि का भुगतान करें।`),
    }),
    mr: (p, f) => ({
      title: 'लिलाव जिंकला',
      message:
        `अभिनंदन! "${p.title}" ची ${f.rupees(p.price)} मध्ये तुम्हाला विक्री निश्चित झाली आहे. ` +
        (p.depositDueAt
          ? `${f.date(p.depositDueAt)} पर्यंत ${f.rupees(p.deposit)} (किमतीचे 25%, तुमची EMD वजा करून) आणि ${f.date(p.balanceDueAt)} पर्यंत उर्वरित रक्कम भरा.`
          : `तुमच्या EMD मधून 25% ठेव पूर्ण होते; ${f.date(p.balanceDueAt)} पर्यंत उर्वरित रक्कम भरा.`),
    }),
  }),
  lost: define<T & { emd: number | null }>({
    kind: 'lost',
    en: (p, f) => ({
      title: 'Auction lost',
      message:
        `"${p.title}" has ended and your bid was not the highest.` +
        (p.emd ? ` Your EMD of ${f.rupees(p.emd)} is back in your EMD wallet: withdraw it or use it for another auction.` : ''),
    }),
    hi: (p, f) => ({
      title: 'नीलामी नहीं जीती',
      message:
        `"${p.title}" समाप्त हो गई है और आपकी बोली सबसे ऊँची नहीं थी।` +
        (p.emd ? ` आपकी ${f.rupees(p.emd)} की EMD आपके EMD वॉलेट में वापस आ गई है: इसे निकालें या किसी अन्य नीलामी में उपयोग करें।` : ''),
    }),
    mr: (p, f) => ({
      title: 'लिलाव हरला',
      message:
        `"${p.title}" संपला आहे आणि तुमची बोली सर्वाधिक नव्हती.` +
        (p.emd ? ` तुमची ${f.rupees(p.emd)} ची EMD तुमच्या EMD वॉलेटमध्ये परत आली आहे: ती काढा किंवा दुसऱ्या लिलावासाठी वापरा.` : ''),
    }),
  }),
  sellerConfirm: define<T & { amount: number }>({
    kind: 'sale',
    en: (p, f) => ({
      title: 'Confirm the sale',
      message: `"${p.title}" closed at ${f.rupees(p.amount)}, at or above your reserve. Confirm the sale to the highest bidder, or reject it with a reason.`,
    }),
    hi: (p, f) => ({
      title: 'बिक्री की पुष्टि करें',
      message: `"${p.title}" ${f.rupees(p.amount)} पर बंद हुई, जो आपके आरक्षित मूल्य के बराबर या अधिक है। सबसे ऊँचे बोलीदाता को बिक्री की पुष्टि करें, या कारण सहित अस्वीकार करें।`,
    }),
    mr: (p, f) => ({
      title: 'विक्रीची पुष्टी करा',
      message: `"${p.title}" ${f.rupees(p.amount)} वर बंद झाला, जे तुमच्या राखीव किमतीइतके किंवा जास्त आहे. सर्वाधिक बोलीदाराला विक्रीची पुष्टी करा, किंवा कारणासह नाकारा.`,
    }),
  }),
  vendorEnded: define<T & { finalBid: number | null }>({
    kind: 'sale',
    en: (p, f) => ({
      title: 'Your auction has ended',
      message:
        p.finalBid === null
          ? `"${p.title}" has ended without any bids.`
          : `"${p.title}" has ended with a final bid of ${f.rupees(p.finalBid)}.`,
    }),
    hi: (p, f) => ({
      title: 'आपकी नीलामी समाप्त हो गई',
      message:
        p.finalBid === null
          ? `"${p.title}" बिना किसी बोली के समाप्त हो गई।`
          : `"${p.title}" ${f.rupees(p.finalBid)} की अंतिम बोली के साथ समाप्त हो गई।`,
    }),
    mr: (p, f) => ({
      title: 'तुमचा लिलाव संपला',
      message: p.finalBid === null ? `"${p.title}" एकही बोली न लागता संपला.` : `"${p.title}" ${f.rupees(p.finalBid)} च्या अंतिम बोलीसह संपला.`,
    }),
  }),
  reserveNotMetBidder: define<T & { amount: number; until: When }>({
    kind: 'reserve_not_met',
    en: (p, f) => ({
      title: 'Reserve not met',
      message: `Your bid of ${f.rupees(p.amount)} on "${p.title}" is below the reserve price, so it has not won. The seller may still accept it until ${f.date(p.until)}; your EMD stays held until then.`,
    }),
    hi: (p, f) => ({
      title: 'आरक्षित मूल्य नहीं मिला',
      message: `"${p.title}" पर आपकी ${f.rupees(p.amount)} की बोली आरक्षित मूल्य से कम है, इसलिए वह नहीं जीती। विक्रेता ${f.date(p.until)} तक इसे स्वीकार कर सकता है; तब तक आपकी EMD रोकी रहेगी।`,
    }),
    mr: (p, f) => ({
      title: 'राखीव किंमत गाठली नाही',
      message: `"${p.title}" वरील तुमची ${f.rupees(p.amount)} ची बोली राखीव किमतीपेक्षा कमी आहे, त्यामुळे ती जिंकली नाही. विक्रेता ${f.date(p.until)} पर्यंत ती स्वीकारू शकतो; तोपर्यंत तुमची EMD राखून ठेवली जाईल.`,
    }),
  }),
  reserveNotMetSeller: define<T & { amount: number; until: When }>({
    kind: 'reserve_not_met',
    en: (p, f) => ({
      title: 'Reserve not met',
      message: `"${p.title}" closed at ${f.rupees(p.amount)}, below your reserve price. Accept the highest bid or let it lapse by ${f.date(p.until)}.`,
    }),
    hi: (p, f) => ({
      title: 'आरक्षित मूल्य नहीं मिला',
      message: `"${p.title}" ${f.rupees(p.amount)} पर बंद हुई, जो आपके आरक्षित मूल्य से कम है। ${f.date(p.until)} तक सबसे ऊँची बोली स्वीकार करें या उसे समाप्त होने दें।`,
    }),
    mr: (p, f) => ({
      title: 'राखीव किंमत गाठली नाही',
      message: `"${p.title}" ${f.rupees(p.amount)} वर बंद झाला, जे तुमच्या राखीव किमतीपेक्षा कमी आहे. ${f.date(p.until)} पर्यंत सर्वाधिक बोली स्वीकारा किंवा ती रद्द होऊ द्या.`,
    }),
  }),
  saleNotConfirmed: define<T & { reason: string }>({
    kind: 'sale',
    en: (p) => ({
      title: 'Sale not confirmed',
      message: `The authorised officer did not confirm the sale of "${p.title}": ${p.reason} Your EMD is back in your EMD wallet.`,
    }),
    hi: (p) => ({
      title: 'बिक्री की पुष्टि नहीं हुई',
      message: `प्राधिकृत अधिकारी ने "${p.title}" की बिक्री की पुष्टि नहीं की: ${p.reason} आपकी EMD आपके EMD वॉलेट में वापस आ गई है।`,
    }),
    mr: (p) => ({
      title: 'विक्रीची पुष्टी झाली नाही',
      message: `प्राधिकृत अधिकाऱ्याने "${p.title}" च्या विक्रीची पुष्टी केली नाही: ${p.reason} तुमची EMD तुमच्या EMD वॉलेटमध्ये परत आली आहे.`,
    }),
  }),
  notSoldBuyer: define<T>({
    kind: 'sale',
    en: (p) => ({ title: 'Not sold', message: `The seller did not accept your bid on "${p.title}". Your EMD is back in your EMD wallet.` }),
    hi: (p) => ({
      title: 'बिक्री नहीं हुई',
      message: `विक्रेता ने "${p.title}" पर आपकी बोली स्वीकार नहीं की। आपकी EMD आपके EMD वॉलेट में वापस आ गई है।`,
    }),
    mr: (p) => ({
      title: 'विक्री झाली नाही',
      message: `विक्रेत्याने "${p.title}" वरील तुमची बोली स्वीकारली नाही. तुमची EMD तुमच्या EMD वॉलेटमध्ये परत आली आहे.`,
    }),
  }),
  notSoldSeller: define<T>({
    kind: 'sale',
    en: (p) => ({ title: 'Not sold', message: `"${p.title}" was not sold. You can put it up for re-sale from its page.` }),
    hi: (p) => ({ title: 'बिक्री नहीं हुई', message: `"${p.title}" नहीं बिकी। आप इसके पेज से इसे फिर से बिक्री के लिए रख सकते हैं।` }),
    mr: (p) => ({ title: 'विक्री झाली नाही', message: `"${p.title}" विकला गेला नाही. तुम्ही त्याच्या पानावरून तो पुन्हा विक्रीसाठी ठेवू शकता.` }),
  }),
  paymentReported: define<T & { amount: number; utr: string }>({
    kind: 'sale',
    en: (p, f) => ({
      title: 'Payment reported',
      message: `The buyer of "${p.title}" reported a payment of ${f.rupees(p.amount)} (UTR ${p.utr}). Check it against your bank statement and verify it.`,
    }),
    hi: (p, f) => ({
      title: 'भुगतान सूचित',
      message: `"${p.title}" के खरीदार ने ${f.rupees(p.amount)} (UTR ${p.utr}) के भुगतान की सूचना दी है। अपने बैंक विवरण से मिलाकर इसका सत्यापन करें।`,
    }),
    mr: (p, f) => ({
      title: 'देयक कळवले',
      message: `"${p.title}" च्या खरेदीदाराने ${f.rupees(p.amount)} (UTR ${p.utr}) चे देयक कळवले आहे. तुमच्या बँक विवरणाशी जुळवून त्याचे सत्यापन करा.`,
    }),
  }),
  depositVerified: define<T & { balance: number; balanceDueAt: When }>({
    kind: 'sale',
    en: (p, f) => ({
      title: 'Deposit received',
      message: `Your 25% deposit for "${p.title}" is verified. Pay the balance of ${f.rupees(p.balance)} by ${f.date(p.balanceDueAt)}.`,
    }),
    hi: (p, f) => ({
      title: 'जमा राशि प्राप्त हुई',
      message: `"${p.title}" के लिए आपकी 25% जमा सत्यापित हो गई है। ${f.date(p.balanceDueAt)} तक ${f.rupees(p.balance)} की शेष राशि का भुगतान करें।`,
    }),
    mr: (p, f) => ({
      title: 'ठेव मिळाली',
      message: `"${p.title}" साठी तुमची 25% ठेव सत्यापित झाली आहे. ${f.date(p.balanceDueAt)} पर्यंत ${f.rupees(p.balance)} ची उर्वरित रक्कम भरा.`,
    }),
  }),
  paymentRejected: define<T & { reason: string }>({
    kind: 'sale',
    en: (p) => ({
      title: 'Payment not verified',
      message: `Your payment for "${p.title}" was not verified: ${p.reason} Report it again before the deadline.`,
    }),
    hi: (p) => ({
      title: 'भुगतान सत्यापित नहीं हुआ',
      message: `"${p.title}" के लिए आपका भुगतान सत्यापित नहीं हुआ: ${p.reason} समय-सीमा से पहले फिर से सूचित करें।`,
    }),
    mr: (p) => ({
      title: 'देयक सत्यापित झाले नाही',
      message: `"${p.title}" साठी तुमचे देयक सत्यापित झाले नाही: ${p.reason} मुदतीपूर्वी पुन्हा कळवा.`,
    }),
  }),
  saleCompleted: define<T>({
    kind: 'sale',
    en: (p) => ({
      title: 'Sale completed',
      message: `The sale of "${p.title}" is complete. The sale certificate can be downloaded from the auction's page.`,
    }),
    hi: (p) => ({
      title: 'बिक्री पूर्ण',
      message: `"${p.title}" की बिक्री पूरी हो गई है। बिक्री प्रमाणपत्र नीलामी के पेज से डाउनलोड किया जा सकता है।`,
    }),
    mr: (p) => ({
      title: 'विक्री पूर्ण',
      message: `"${p.title}" ची विक्री पूर्ण झाली आहे. विक्री प्रमाणपत्र लिलावाच्या पानावरून डाउनलोड करता येईल.`,
    }),
  }),
  balanceExtended: define<T & { until: When }>({
    kind: 'deadlines',
    en: (p, f) => ({ title: 'Balance deadline extended', message: `The balance for "${p.title}" is now due by ${f.date(p.until)}.` }),
    hi: (p, f) => ({
      title: 'शेष राशि की समय-सीमा बढ़ी',
      message: `"${p.title}" की शेष राशि अब ${f.date(p.until)} तक देय है।`,
    }),
    mr: (p, f) => ({
      title: 'उर्वरित रकमेची मुदत वाढली',
      message: `"${p.title}" ची उर्वरित रक्कम आता ${f.date(p.until)} पर्यंत देय आहे.`,
    }),
  }),
  paymentDueSoon: define<T & { what: 'deposit' | 'balance'; amount: number; due: When }>({
    kind: 'deadlines',
    en: (p, f) => ({
      title: p.what === 'deposit' ? '25% deposit due soon' : 'Balance due soon',
      message: `Pay ${f.rupees(p.amount)} for "${p.title}" by ${f.date(p.due)}, or the deposit is forfeited.`,
    }),
    hi: (p, f) => ({
      title: p.what === 'deposit' ? '25% जमा की समय-सीमा निकट' : 'शेष राशि की समय-सीमा निकट',
      message: `"${p.title}" के लिए ${f.date(p.due)} तक ${f.rupees(p.amount)} का भुगतान करें, अन्यथा जमा राशि ज़ब्त हो जाएगी।`,
    }),
    mr: (p, f) => ({
      title: p.what === 'deposit' ? '25% ठेवीची मुदत जवळ' : 'उर्वरित रकमेची मुदत जवळ',
      message: `"${p.title}" साठी ${f.date(p.due)} पर्यंत ${f.rupees(p.amount)} भरा, अन्यथा ठेव जप्त होईल.`,
    }),
  }),
  decisionDueSoon: define<T & { due: When }>({
    kind: 'deadlines',
    en: (p, f) => ({
      title: 'Decide on the highest bid',
      message: `The highest bid on "${p.title}" is below your reserve. Accept it or let it lapse by ${f.date(p.due)}.`,
    }),
    hi: (p, f) => ({
      title: 'सबसे ऊँची बोली पर निर्णय लें',
      message: `"${p.title}" पर सबसे ऊँची बोली आपके आरक्षित मूल्य से कम है। ${f.date(p.due)} तक इसे स्वीकार करें या समाप्त होने दें।`,
    }),
    mr: (p, f) => ({
      title: 'सर्वाधिक बोलीवर निर्णय घ्या',
      message: `"${p.title}" वरील सर्वाधिक बोली तुमच्या राखीव किमतीपेक्षा कमी आहे. ${f.date(p.due)} पर्यंत ती स्वीकारा किंवा रद्द होऊ द्या.`,
    }),
  }),
  forfeitedBuyer: define<T>({
    kind: 'deadlines',
    en: (p) => ({
      title: 'Deposit forfeited',
      message: `The payment for "${p.title}" was not received by its deadline, so your deposit is forfeited.`,
    }),
    hi: (p) => ({
      title: 'जमा राशि ज़ब्त',
      message: `"${p.title}" का भुगतान समय-सीमा तक प्राप्त नहीं हुआ, इसलिए आपकी जमा राशि ज़ब्त कर ली गई है।`,
    }),
    mr: (p) => ({ title: 'ठेव जप्त', message: `"${p.title}" चे देयक मुदतीत मिळाले नाही, त्यामुळे तुमची ठेव जप्त झाली आहे.` }),
  }),
  forfeitedSeller: define<T>({
    kind: 'deadlines',
    en: (p) => ({
      title: 'Sale forfeited',
      message: `The buyer of "${p.title}" missed a payment deadline and the deposit is forfeited. You can put it up for re-sale from its page.`,
    }),
    hi: (p) => ({
      title: 'बिक्री ज़ब्त',
      message: `"${p.title}" के खरीदार ने भुगतान की समय-सीमा चूक दी और जमा राशि ज़ब्त हो गई। आप इसके पेज से इसे फिर से बिक्री के लिए रख सकते हैं।`,
    }),
    mr: (p) => ({
      title: 'विक्री जप्त',
      message: `"${p.title}" च्या खरेदीदाराने देयकाची मुदत चुकवली आणि ठेव जप्त झाली. तुम्ही त्याच्या पानावरून तो पुन्हा विक्रीसाठी ठेवू शकता.`,
    }),
  }),
  auctionSubmitted: define<T>({
    kind: 'sale',
    en: (p) => ({ title: 'Auction submitted for approval', message: `"${p.title}" will be published once an admin approves it.` }),
    hi: (p) => ({ title: 'नीलामी स्वीकृति के लिए भेजी गई', message: `व्यवस्थापक की स्वीकृति के बाद "${p.title}" प्रकाशित होगी।` }),
    mr: (p) => ({ title: 'लिलाव मंजुरीसाठी पाठवला', message: `प्रशासकाची मंजुरी मिळाल्यावर "${p.title}" प्रकाशित होईल.` }),
  }),
} as const;

export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export type NotificationParams<E extends NotificationEvent> = Parameters<(typeof NOTIFICATION_EVENTS)[E]['en']>[0];

export function isNotificationEvent(value: unknown): value is NotificationEvent {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_EVENTS, value);
}

/** An event's title and message in a language (English when the event or language is unknown). */
export function renderNotification(event: NotificationEvent, params: unknown, lang: Language = DEFAULT_LANGUAGE): NotificationText {
  const def = NOTIFICATION_EVENTS[event] as unknown as Def<unknown>;
  const render = def[lang] ?? def[DEFAULT_LANGUAGE];
  return render(params, FMT[lang] ?? FMT[DEFAULT_LANGUAGE]);
}

export function kindOf(event: NotificationEvent): NotificationKind {
  return NOTIFICATION_EVENTS[event].kind;
}

/** An event as the server writes it: its name, kind and parameters, and its English text for the bell. */
export type NotificationNote = NotificationText & { event: NotificationEvent; kind: NotificationKind; params: Record<string, unknown> };

export function note<E extends NotificationEvent>(event: E, params: NotificationParams<E>): NotificationNote {
  return { event, kind: kindOf(event), params: params as Record<string, unknown>, ...renderNotification(event, params, 'en') };
}

/**
 * What a bell row keeps of its event (`notifications.data`): the auction a click opens, and the event
 * with its parameters, so the bell can show it in the reader's language.
 */
export function bellData(n: Pick<NotificationNote, 'event' | 'params'>, auctionId?: string | null): Record<string, unknown> {
  return { ...(auctionId ? { auctionId } : {}), event: n.event, params: n.params };
}

/** A bell row's text in a language: its event's, when the row keeps one; otherwise the English it was written with. */
export function bellText(row: NotificationText & { data: Record<string, unknown> | null }, lang: Language): NotificationText {
  const { event, params } = row.data ?? {};
  if (lang === DEFAULT_LANGUAGE || !isNotificationEvent(event) || !params || typeof params !== 'object')
    return { title: row.title, message: row.message };
  return renderNotification(event, params, lang);
}

/** The words around every e-mail (the layout's button, greeting and footer), per language. */
export const EMAIL_CHROME: Record<
  Language,
  {
    greeting: (name: string) => string;
    openAuction: string;
    openDashboard: string;
    footer: string;
    unsubscribe: string;
    resetSubject: string;
    resetIntro: string;
    resetButton: string;
    resetIgnore: string;
    verifySubject: string;
    verifyIntro: string;
    verifyButton: string;
  }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    openAuction: 'Open the auction',
    openDashboard: 'Open your dashboard',
    footer: 'Neelami · online property auctions in India',
    unsubscribe: 'Stop e-mails like this',
    resetSubject: 'Reset your Neelami password',
    resetIntro: 'Someone asked to reset the password of your Neelami account. Choose a new one with the button below; the link works once.',
    resetButton: 'Reset password',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    verifySubject: 'Verify your Neelami e-mail address',
    verifyIntro: 'Please confirm that this is your e-mail address, so we can reach you about your auctions.',
    verifyButton: 'Verify e-mail address',
  },
  hi: {
    greeting: (name) => `नमस्ते ${name},`,
    openAuction: 'नीलामी खोलें',
    openDashboard: 'अपना डैशबोर्ड खोलें',
    footer: 'नीलामी · भारत में ऑनलाइन संपत्ति नीलामी',
    unsubscribe: 'ऐसे ई-मेल बंद करें',
    resetSubject: 'अपना नीलामी पासवर्ड रीसेट करें',
    resetIntro: 'किसी ने आपके नीलामी खाते का पासवर्ड रीसेट करने का अनुरोध किया है। नीचे दिए बटन से नया पासवर्ड चुनें; लिंक एक बार ही काम करता है।',
    resetButton: 'पासवर्ड रीसेट करें',
    resetIgnore: 'यदि आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
    verifySubject: 'अपना नीलामी ई-मेल पता सत्यापित करें',
    verifyIntro: 'कृपया पुष्टि करें कि यह आपका ई-मेल पता है, ताकि हम आपकी नीलामियों के बारे में आपसे संपर्क कर सकें।',
    verifyButton: 'ई-मेल पता सत्यापित करें',
  },
  mr: {
    greeting: (name) => `नमस्कार ${name},`,
    openAuction: 'लिलाव उघडा',
    openDashboard: 'तुमचा डॅशबोर्ड उघडा',
    footer: 'नीलामी · भारतातील ऑनलाइन मालमत्ता लिलाव',
    unsubscribe: 'असे ई-मेल बंद करा',
    resetSubject: 'तुमचा नीलामी पासवर्ड रीसेट करा',
    resetIntro: 'कोणीतरी तुमच्या नीलामी खात्याचा पासवर्ड रीसेट करण्याची विनंती केली आहे. खालील बटणाने नवीन पासवर्ड निवडा; लिंक एकदाच चालते.',
    resetButton: 'पासवर्ड रीसेट करा',
    resetIgnore: 'तुम्ही ही विनंती केली नसल्यास, हा ई-मेल दुर्लक्षित करा: तुमचा पासवर्ड बदलणार नाही.',
    verifySubject: 'तुमचा नीलामी ई-मेल पत्ता सत्यापित करा',
    verifyIntro: 'कृपया हा तुमचा ई-मेल पत्ता असल्याची पुष्टी करा, म्हणजे आम्ही तुमच्या लिलावांबद्दल तुमच्याशी संपर्क साधू शकू.',
    verifyButton: 'ई-मेल पत्ता सत्यापित करा',
  },
};
