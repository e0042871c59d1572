import type { PossessionType } from '../../../shared/domain/constants';
import { formatIstDate } from '../../../shared/domain/date-format';
import type { Language } from '../../../shared/domain/languages';
import { formatINR } from '../../../shared/domain/money';
import { paperWriter, renderPaper } from '../../lib/pdf-paper';

/** What a sale notice says: the listing's own fields, and for a lender's sale the recovery it is for. */
export type SaleNoticeFacts = {
  title: string;
  address: string;
  district: string;
  state: string;
  propertyType: string;
  areaSqFt: number | null;
  sellerName: string;
  officer: { name: string; phone: string | null } | null;
  /** A secured creditor's sale under the SARFAESI Act (Appendix IV-A); null for an owner's own sale. */
  recovery: {
    borrower: string;
    securedCreditor: string;
    dues: number;
    /** yyyy-mm-dd: the date the dues are stated at, when known. */
    duesAsOf: string | null;
    possession: PossessionType;
  } | null;
  /**
   * Absent: the notice says nothing of a reserve. Present: Appendix IV-A's reserve line, with the
   * amount when the seller discloses it, or saying it is not disclosed.
   */
  reserve?: { disclosed: number | null };
  startingBid: number;
  emd: number;
  bidIncrement: number;
  start: Date;
  end: Date;
  emdCutoff: Date | null;
  inspectionFrom: Date | null;
  inspectionTo: Date | null;
  /** yyyy-mm-dd, IST. */
  saleNoticeDate: string;
  encumbrances: string | null;
  /** Prepared, not yet approved: the notice says so at its top. */
  draft?: boolean;
  /** The state whose language the notice could not be generated in (English only), said in a note. */
  untranslatedState?: string | null;
};

type Words = {
  draft: string;
  appendix: string;
  recoveryTitle: [string, ...string[]];
  ownerTitle: [string, ...string[]];
  recoveryLead: (f: SaleNoticeFacts, r: NonNullable<SaleNoticeFacts['recovery']>, date: DateWriter) => string;
  ownerLead: (f: SaleNoticeFacts) => string;
  property: string;
  labels: Record<
    | 'property'
    | 'address'
    | 'place'
    | 'area'
    | 'possession'
    | 'encumbrances'
    | 'starts'
    | 'ends'
    | 'reserve'
    | 'startingBid'
    | 'increment'
    | 'emd'
    | 'emdCutoff'
    | 'inspection'
    | 'officer',
    string
  >;
  state: (state: string) => string;
  area: (sqFt: number) => string;
  possession: Record<PossessionType, string>;
  noEncumbrances: string;
  encumbrances: (text: string) => string;
  endsLine: (end: string) => string;
  reserveUndisclosed: string;
  inspection: (from: string, to: string) => string;
  inspectionByAppointment: string;
  officer: (name: string, phone: string | null) => string;
  auction: string;
  terms: string;
  termsText: string;
  statutory: string;
  englishPrevails: string | null;
  untranslated: (state: string) => string;
  signature: { officer: string; owner: string; place: string; date: string };
};

type DateWriter = (d: Date | string, format?: 'full' | 'default') => string;

const HINDI_STATE_NAMES: Record<string, string> = {
  Bihar: 'बिहार',
  Chandigarh: 'चंडीगढ़',
  Chhattisgarh: 'छत्तीसगढ़',
  Delhi: 'दिल्ली',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Jharkhand: 'झारखंड',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Rajasthan: 'राजस्थान',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
};

const sqFt = (n: number) => n.toLocaleString('en-IN');
const plural = (borrower: string) => borrower.includes(' and ') || borrower.includes(',');

const WORDS: Record<Language, Words> = {
  en: {
    draft: 'DRAFT — prepared, not yet approved. Not for publication.',
    appendix: 'APPENDIX IV-A [See proviso to Rule 8(6)]',
    recoveryTitle: [
      'E-AUCTION SALE NOTICE',
      'Sale of immovable property under the SARFAESI Act, 2002 read with Rules 8(6) and 9(1)',
      'of the Security Interest (Enforcement) Rules, 2002',
    ],
    ownerTitle: ['NOTICE OF SALE BY ONLINE AUCTION', 'Sale of immovable property by its owner through Neelami'],
    recoveryLead: (_f, r, date) =>
      `Notice is hereby given to the public in general, and to the ${plural(r.borrower) ? 'borrowers' : 'borrower'} ${r.borrower} in particular, that the immovable property described below, mortgaged to ${r.securedCreditor}, of which the Authorised Officer has taken ${r.possession} possession, will be sold by online auction on Neelami on an "as is where is", "as is what is" and "whatever there is" basis for recovery of ${formatINR(r.dues)}${r.duesAsOf ? ` due as on ${date(r.duesAsOf)}` : ''}, with further interest, costs and charges.`,
    ownerLead: (f) =>
      `${f.sellerName} invites bids for the immovable property described below, offered with a clear and marketable title, in an online auction on Neelami.`,
    property: 'The property',
    labels: {
      property: 'Property',
      address: 'Address',
      place: 'District and state',
      area: 'Type and area',
      possession: 'Possession',
      encumbrances: 'Known encumbrances',
      starts: 'Starts',
      ends: 'Ends',
      reserve: 'Reserve price',
      startingBid: 'Starting bid',
      increment: 'Bid increment',
      emd: 'Earnest money deposit (EMD)',
      emdCutoff: 'Last date for the EMD',
      inspection: 'Inspection',
      officer: 'Authorised Officer',
    },
    state: (s) => s,
    area: (n) => `about ${sqFt(n)} sq. ft.`,
    possession: { physical: 'Physical possession', symbolic: 'Symbolic possession' },
    noEncumbrances: 'None known to the seller',
    encumbrances: (text) => text,
    endsLine: (end) => `${end}, extended by 5 minutes for each bid in its last 5 minutes`,
    reserveUndisclosed: 'Not disclosed; no bid below it is accepted without the secured creditor’s consent',
    inspection: (from, to) => `${from} to ${to}, 11:00 am to 5:00 pm, by appointment`,
    inspectionByAppointment: 'By appointment with the Authorised Officer',
    officer: (name, phone) => (phone ? `${name}, mobile ${phone}` : name),
    auction: 'The auction',
    terms: 'Terms',
    termsText:
      'Bidders register on Neelami, are verified, and deposit the EMD before the last date above. The successful bidder pays 25% of the sale price, less the EMD, on the next working day and the balance within 15 days; otherwise the deposit is forfeited and the property is sold again. Bidders must satisfy themselves about the title, extent and condition of the property and any statutory dues before bidding.',
    statutory:
      'This is also a statutory notice of 30 days under Rules 8(6) and 9(1) to the borrower to pay the dues before the date of the auction, failing which the property will be sold.',
    englishPrevails: null,
    untranslated: (state) =>
      `Neelami generates this notice in English only for ${state}; the seller publishes the notice in the local language separately.`,
    signature: { officer: 'Authorised Officer', owner: 'Owner and seller', place: 'Place', date: 'Date' },
  },
  hi: {
    draft: 'प्रारूप — तैयार, अभी स्वीकृत नहीं। प्रकाशन हेतु नहीं।',
    appendix: 'परिशिष्ट IV-A [नियम 8(6) का परंतुक देखें]',
    recoveryTitle: [
      'ई-नीलामी बिक्री सूचना',
      'सरफ़ेसी अधिनियम, 2002 तथा प्रतिभूति हित (प्रवर्तन) नियम, 2002',
      'के नियम 8(6) व 9(1) के अंतर्गत अचल संपत्ति की बिक्री',
    ],
    ownerTitle: ['ऑनलाइन नीलामी द्वारा बिक्री की सूचना', 'मालिक द्वारा Neelami के माध्यम से अचल संपत्ति की बिक्री'],
    recoveryLead: (_f, r, date) =>
      `आम जनता को तथा विशेष रूप से कर्जदार ${r.borrower} को एतद्द्वारा सूचित किया जाता है कि नीचे वर्णित अचल संपत्ति ${r.securedCreditor} के पास बंधक है, जिसका ${r.possession === 'physical' ? 'वास्तविक' : 'सांकेतिक'} कब्ज़ा प्राधिकृत अधिकारी ने ले लिया है। ${r.duesAsOf ? `${date(r.duesAsOf)} तक ` : ''}${formatINR(r.dues)} की बकाया राशि, आगे के ब्याज, लागत और खर्चों सहित, की वसूली के लिए यह संपत्ति "जहाँ है जैसी है", "जो है जैसी है" और "जो कुछ भी है" के आधार पर Neelami पर ऑनलाइन नीलामी द्वारा बेची जाएगी।`,
    ownerLead: (f) =>
      `${f.sellerName} नीचे वर्णित, स्पष्ट और विपणन योग्य स्वामित्व वाली अचल संपत्ति के लिए Neelami पर ऑनलाइन नीलामी में बोलियाँ आमंत्रित करते हैं।`,
    property: 'संपत्ति',
    labels: {
      property: 'संपत्ति',
      address: 'पता',
      place: 'ज़िला और राज्य',
      area: 'क्षेत्रफल',
      possession: 'कब्ज़ा',
      encumbrances: 'ज्ञात भार',
      starts: 'आरंभ',
      ends: 'समाप्ति',
      reserve: 'आरक्षित मूल्य',
      startingBid: 'प्रारंभिक बोली',
      increment: 'बोली वृद्धि',
      emd: 'बयाना राशि (EMD)',
      emdCutoff: 'EMD जमा करने की अंतिम तिथि',
      inspection: 'निरीक्षण',
      officer: 'प्राधिकृत अधिकारी',
    },
    state: (s) => HINDI_STATE_NAMES[s] ?? s,
    area: (n) => `लगभग ${sqFt(n)} वर्ग फुट`,
    possession: { physical: 'वास्तविक कब्ज़ा', symbolic: 'सांकेतिक कब्ज़ा' },
    noEncumbrances: 'विक्रेता की जानकारी में कोई भार नहीं',
    encumbrances: (text) => `${text} (अंग्रेज़ी सूचना के अनुसार)`,
    endsLine: (end) => `${end}; अंतिम 5 मिनट में आई हर बोली पर 5 मिनट की वृद्धि`,
    reserveUndisclosed: 'प्रकट नहीं; सुरक्षित लेनदार की सहमति के बिना इससे कम बोली स्वीकार नहीं होगी',
    inspection: (from, to) => `${from} से ${to} तक, सुबह 11 से शाम 5 बजे तक, पूर्व समय लेकर`,
    inspectionByAppointment: 'प्राधिकृत अधिकारी से समय लेकर',
    officer: (name, phone) => (phone ? `${name}, मोबाइल ${phone}` : name),
    auction: 'नीलामी',
    terms: 'शर्तें',
    termsText:
      'बोलीदाता Neelami पर पंजीकरण कर सत्यापन पूरा करें और ऊपर दी गई अंतिम तिथि से पहले बयाना राशि जमा करें। सफल बोलीदाता बिक्री मूल्य का 25% (बयाना राशि घटाकर) अगले कार्य दिवस पर और शेष राशि 15 दिनों में जमा करे; अन्यथा जमा राशि ज़ब्त हो जाएगी और संपत्ति फिर से बेची जाएगी।',
    statutory:
      'यह नियम 8(6) और 9(1) के अंतर्गत कर्जदार को 30 दिनों की वैधानिक सूचना भी है कि नीलामी की तिथि से पहले बकाया राशि चुका दें, अन्यथा संपत्ति बेच दी जाएगी।',
    englishPrevails: 'विस्तृत नियम और शर्तें अंग्रेज़ी सूचना में दी गई हैं। अंग्रेज़ी और हिन्दी पाठ में अंतर होने पर अंग्रेज़ी पाठ मान्य होगा।',
    untranslated: (state) => `${state} के लिए Neelami यह सूचना केवल अंग्रेज़ी में बनाता है।`,
    signature: { officer: 'प्राधिकृत अधिकारी', owner: 'मालिक और विक्रेता', place: 'स्थान', date: 'दिनांक' },
  },
  mr: {
    draft: 'मसुदा — तयार, अद्याप मंजूर नाही. प्रकाशनासाठी नाही.',
    appendix: 'परिशिष्ट IV-A [नियम 8(6) चे परंतुक पाहा]',
    recoveryTitle: [
      'ई-लिलाव विक्री सूचना',
      'सरफेसी कायदा, 2002 आणि सिक्युरिटी इंटरेस्ट (एन्फोर्समेंट) नियम, 2002',
      'यांच्या नियम 8(6) व 9(1) अन्वये स्थावर मालमत्तेची विक्री',
    ],
    ownerTitle: ['ऑनलाइन लिलावाद्वारे विक्रीची सूचना', 'मालकाकडून Neelami मार्फत स्थावर मालमत्तेची विक्री'],
    recoveryLead: (_f, r, date) =>
      `सर्वसामान्य जनतेला आणि विशेषतः कर्जदार ${r.borrower} यांना याद्वारे सूचित करण्यात येते की खाली वर्णन केलेली स्थावर मालमत्ता ${r.securedCreditor} कडे तारण असून प्राधिकृत अधिकाऱ्यांनी तिचा ${r.possession === 'physical' ? 'प्रत्यक्ष' : 'प्रतीकात्मक'} ताबा घेतला आहे. ${r.duesAsOf ? `${date(r.duesAsOf)} रोजी ` : ''}${formatINR(r.dues)} इतकी थकबाकी, पुढील व्याज व खर्चासह, वसूल करण्यासाठी ही मालमत्ता "जशी आहे जेथे आहे", "जशी आहे जी आहे" आणि "जे काही आहे ते" या तत्त्वावर Neelami वर ऑनलाइन लिलावाद्वारे विकली जाईल.`,
    ownerLead: (f) =>
      `${f.sellerName} खाली वर्णन केलेल्या, स्पष्ट व विक्रीयोग्य मालकी हक्क असलेल्या स्थावर मालमत्तेसाठी Neelami वरील ऑनलाइन लिलावात बोली मागवत आहेत.`,
    property: 'मालमत्ता',
    labels: {
      property: 'मालमत्ता',
      address: 'पत्ता',
      place: 'जिल्हा व राज्य',
      area: 'क्षेत्रफळ',
      possession: 'ताबा',
      encumbrances: 'ज्ञात बोजे',
      starts: 'सुरुवात',
      ends: 'समाप्ती',
      reserve: 'राखीव किंमत',
      startingBid: 'सुरुवातीची बोली',
      increment: 'बोली वाढ',
      emd: 'बयाणा रक्कम (EMD)',
      emdCutoff: 'EMD भरण्याची अंतिम मुदत',
      inspection: 'पाहणी',
      officer: 'प्राधिकृत अधिकारी',
    },
    state: (s) => (s === 'Maharashtra' ? 'महाराष्ट्र' : s),
    area: (n) => `सुमारे ${sqFt(n)} चौ. फूट`,
    possession: { physical: 'प्रत्यक्ष ताबा', symbolic: 'प्रतीकात्मक ताबा' },
    noEncumbrances: 'विक्रेत्याला माहीत असलेला कोणताही बोजा नाही',
    encumbrances: (text) => `${text} (इंग्रजी सूचनेप्रमाणे)`,
    endsLine: (end) => `${end}; शेवटच्या 5 मिनिटांत आलेल्या प्रत्येक बोलीनंतर 5 मिनिटे वाढ`,
    reserveUndisclosed: 'जाहीर केलेली नाही; सुरक्षित धनकोच्या संमतीशिवाय त्याखालील बोली स्वीकारली जाणार नाही',
    inspection: (from, to) => `${from} ते ${to}, सकाळी 11 ते सायंकाळी 5, पूर्वनियोजित वेळेनुसार`,
    inspectionByAppointment: 'प्राधिकृत अधिकाऱ्यांशी वेळ ठरवून',
    officer: (name, phone) => (phone ? `${name}, मोबाइल ${phone}` : name),
    auction: 'लिलाव',
    terms: 'अटी',
    termsText:
      'बोलीदारांनी Neelami वर नोंदणी करून पडताळणी पूर्ण करावी आणि वरील अंतिम मुदतीपूर्वी बयाणा रक्कम भरावी. यशस्वी बोलीदाराने विक्री किमतीच्या 25% रक्कम (बयाणा रक्कम वजा करून) पुढील कामकाजाच्या दिवशी आणि उर्वरित रक्कम 15 दिवसांत भरावी; अन्यथा भरलेली रक्कम जप्त होईल आणि मालमत्तेची पुन्हा विक्री केली जाईल.',
    statutory:
      'ही नियम 8(6) व 9(1) अन्वये कर्जदारांना 30 दिवसांची वैधानिक सूचनाही आहे: लिलावाच्या तारखेपूर्वी थकबाकी भरावी, अन्यथा मालमत्तेची विक्री केली जाईल.',
    englishPrevails: 'सविस्तर अटी व शर्ती इंग्रजी सूचनेत दिल्या आहेत. इंग्रजी व मराठी मजकुरात तफावत आढळल्यास इंग्रजी मजकूर ग्राह्य धरला जाईल.',
    untranslated: (state) => `${state} साठी Neelami ही सूचना फक्त इंग्रजीत तयार करते.`,
    signature: { officer: 'प्राधिकृत अधिकारी', owner: 'मालक व विक्रेते', place: 'ठिकाण', date: 'दिनांक' },
  },
};

/** The PDF's title, as its document properties and a document's name on the listing show it. */
export const SALE_NOTICE_NAMES: Record<Language, string> = {
  en: 'Sale notice',
  hi: 'बिक्री सूचना (हिन्दी)',
  mr: 'विक्री सूचना (मराठी)',
};

/**
 * A listing's sale notice in a language: for a secured creditor's sale, the e-auction notice of
 * Appendix IV-A of the Security Interest (Enforcement) Rules (borrower and dues, the property, reserve
 * price, EMD, increment, inspection, the auction on Neelami, the Authorised Officer); for an owner's
 * sale, a plain notice of sale. Devanagari is shaped with the shipped Noto Sans Devanagari.
 */
export function renderSaleNotice(f: SaleNoticeFacts, language: Language): Promise<Buffer> {
  const w = WORDS[language];
  const date: DateWriter = (d, format = 'default') => formatIstDate(d, format, { language });
  const info = { title: `${SALE_NOTICE_NAMES[language]}: ${f.title}`, subject: f.address, author: f.sellerName };
  return renderPaper(info, (doc) => {
    const p = paperWriter(doc);
    if (f.draft) p.overline(w.draft, true);
    const r = f.recovery;
    if (r) {
      p.overline(w.appendix);
      p.title(...w.recoveryTitle);
      p.para(w.recoveryLead(f, r, date));
    } else {
      p.title(...w.ownerTitle);
      p.para(w.ownerLead(f));
    }
    const L = w.labels;
    p.heading(w.property);
    p.row(L.property, f.title);
    p.row(L.address, f.address);
    p.row(L.place, `${f.district}, ${w.state(f.state)}`);
    if (f.areaSqFt) p.row(L.area, language === 'en' ? `${f.propertyType}, ${w.area(f.areaSqFt)}` : w.area(f.areaSqFt));
    if (r) p.row(L.possession, w.possession[r.possession]);
    p.row(L.encumbrances, f.encumbrances?.trim() ? w.encumbrances(f.encumbrances.trim()) : w.noEncumbrances);
    p.heading(w.auction);
    p.row(L.starts, date(f.start, 'full'));
    p.row(L.ends, w.endsLine(date(f.end, 'full')));
    if (f.reserve) p.row(L.reserve, f.reserve.disclosed !== null ? formatINR(f.reserve.disclosed) : w.reserveUndisclosed);
    p.row(L.startingBid, formatINR(f.startingBid));
    p.row(L.increment, formatINR(f.bidIncrement));
    p.row(L.emd, formatINR(f.emd));
    p.row(L.emdCutoff, date(f.emdCutoff ?? f.start, 'full'));
    p.row(
      L.inspection,
      f.inspectionFrom && f.inspectionTo ? w.inspection(date(f.inspectionFrom), date(f.inspectionTo)) : w.inspectionByAppointment,
    );
    if (f.officer) p.row(L.officer, w.officer(f.officer.name, f.officer.phone));
    p.heading(w.terms);
    p.para(w.termsText);
    if (r) p.para(w.statutory);
    if (w.englishPrevails) p.para(w.englishPrevails);
    if (f.untranslatedState) p.small(w.untranslated(f.untranslatedState));
    p.signature([
      r ? w.signature.officer : f.sellerName,
      r ? r.securedCreditor : w.signature.owner,
      `${w.signature.place}: ${f.district}`,
      `${w.signature.date}: ${date(f.saleNoticeDate)}`,
    ]);
  });
}
