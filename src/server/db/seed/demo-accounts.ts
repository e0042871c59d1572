import type { BuyerType, Role, VerificationStatus } from '../../../shared/domain/constants';

/** One easy password for every seeded account, printed at start and listed in the README. */
export const SEED_PASSWORD = 'neelami123';

export type AccountKey =
  'admin' | 'bank' | 'arc' | 'owner' | 'pendingVendor' | 'rahul' | 'sneha' | 'arjun' | 'fatima' | 'kiran' | 'pooja' | 'amit' | 'deepak';

export type DemoAccount = {
  key: AccountKey;
  /** What the account shows off, for the sign-in table. */
  label: string;
  email: string;
  name: string;
  roles: Role[];
  /** How long ago the account registered. */
  registeredDaysAgo: number;
  profile: {
    phone: string;
    companyName?: string;
    buyerType?: BuyerType;
    pan: string;
    gst?: string;
    /** Individual buyers only (spec §5: Aadhaar is asked of them alone). */
    aadhaarLast4?: string;
    verificationStatus: VerificationStatus;
    /** Why a suspended or rejected account is so (decision 042); the seed's notice to the user says the same. */
    statusReason?: string;
    kycVerified: boolean;
  };
};

// NOTE: EMD is not a profile setting: the seed's wallets (seed-money.ts) decide each buyer's EMD figures.
const verified = { verificationStatus: 'verified', kycVerified: true } as const;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'admin',
    label: 'Admin',
    email: 'admin@neelami.in',
    name: 'Rohan Deshmukh',
    roles: ['admin'],
    registeredDaysAgo: 180,
    profile: { phone: '9820012345', pan: 'AGZPD7741R', ...verified },
  },
  {
    key: 'bank',
    label: 'Vendor – bank',
    email: 'bank@neelami.in',
    name: 'Sunil Pawar',
    roles: ['vendor'],
    registeredDaysAgo: 150,
    profile: {
      phone: '9821045678',
      companyName: 'Deccan National Bank – Recovery Cell',
      pan: 'AABCD4821K',
      gst: '27AABCD4821K1ZQ',
      ...verified,
    },
  },
  {
    key: 'arc',
    label: 'Vendor – asset reconstruction co.',
    email: 'arc@neelami.in',
    name: 'Meera Iyer',
    roles: ['vendor'],
    registeredDaysAgo: 120,
    profile: {
      phone: '9833078123',
      companyName: 'Sahyadri Asset Reconstruction Company Ltd',
      pan: 'AAGCS7315M',
      gst: '27AAGCS7315M1Z2',
      ...verified,
    },
  },
  {
    key: 'owner',
    label: 'Vendor – individual owner',
    email: 'owner@neelami.in',
    name: 'Vikram Joshi',
    roles: ['vendor'],
    registeredDaysAgo: 75,
    profile: { phone: '9890123456', pan: 'AKJPJ4512F', ...verified },
  },
  {
    key: 'pendingVendor',
    label: 'Vendor – pending approval',
    email: 'vendor.pending@neelami.in',
    name: 'Nitin Agarwal',
    roles: ['vendor'],
    registeredDaysAgo: 2,
    profile: {
      phone: '9765432109',
      companyName: 'Greenfield Realty LLP',
      pan: 'AAQFG2284H',
      gst: '27AAQFG2284H1ZM',
      verificationStatus: 'pending',
      kycVerified: false,
    },
  },
  {
    key: 'rahul',
    label: 'Buyer – verified, EMD paid',
    email: 'rahul.mehta@neelami.in',
    name: 'Rahul Mehta',
    roles: ['buyer'],
    registeredDaysAgo: 60,
    profile: { phone: '9867012345', buyerType: 'individual', pan: 'BQRPM6621L', aadhaarLast4: '7314', ...verified },
  },
  {
    key: 'sneha',
    label: 'Buyer – verified, EMD paid',
    email: 'sneha.patil@neelami.in',
    name: 'Sneha Patil',
    roles: ['buyer'],
    registeredDaysAgo: 45,
    profile: { phone: '9922334455', buyerType: 'individual', pan: 'CKTPP1183D', aadhaarLast4: '0926', ...verified },
  },
  {
    key: 'arjun',
    label: 'Company buyer – verified, EMD paid',
    email: 'arjun.nair@neelami.in',
    name: 'Arjun Nair',
    roles: ['buyer'],
    registeredDaysAgo: 40,
    profile: {
      phone: '9819988776',
      buyerType: 'company',
      companyName: 'Nair Infraprojects Pvt Ltd',
      pan: 'AAECN5521Q',
      gst: '27AAECN5521Q1ZW',
      ...verified,
    },
  },
  {
    key: 'fatima',
    label: 'Firm buyer – verified, EMD paid',
    email: 'fatima.shaikh@neelami.in',
    name: 'Fatima Shaikh',
    roles: ['buyer'],
    registeredDaysAgo: 32,
    profile: {
      phone: '9850011223',
      buyerType: 'partnership',
      companyName: 'Shaikh & Sons Traders',
      pan: 'AAKFS3390C',
      gst: '27AAKFS3390C1ZB',
      ...verified,
    },
  },
  {
    key: 'kiran',
    label: 'Buyer – verified, EMD not yet paid',
    email: 'kiran.shinde@neelami.in',
    name: 'Kiran Shinde',
    roles: ['buyer'],
    registeredDaysAgo: 12,
    profile: {
      phone: '9702556677',
      buyerType: 'individual',
      pan: 'DLMPS8870E',
      aadhaarLast4: '5518',
      ...verified,
    },
  },
  {
    key: 'pooja',
    label: 'Buyer – pending approval',
    email: 'pooja.reddy@neelami.in',
    name: 'Pooja Reddy',
    roles: ['buyer'],
    registeredDaysAgo: 1,
    profile: {
      phone: '8928374650',
      buyerType: 'individual',
      pan: 'EHRPR2231N',
      aadhaarLast4: '6203',
      verificationStatus: 'pending',
      kycVerified: false,
    },
  },
  {
    key: 'amit',
    label: 'Buyer – suspended',
    email: 'amit.verma@neelami.in',
    name: 'Amit Verma',
    roles: ['buyer'],
    registeredDaysAgo: 50,
    profile: {
      phone: '9004455667',
      buyerType: 'proprietory',
      companyName: 'Verma Enterprises',
      pan: 'AFUPV4409K',
      verificationStatus: 'suspended',
      statusReason: 'while we review a payment dispute',
      kycVerified: true,
    },
  },
  {
    key: 'deepak',
    label: 'Buyer – rejected',
    email: 'deepak.rao@neelami.in',
    name: 'Deepak Rao',
    roles: ['buyer'],
    registeredDaysAgo: 6,
    profile: {
      phone: '7738291045',
      buyerType: 'trust',
      companyName: 'Sai Krupa Charitable Trust',
      pan: 'AAATS6120G',
      verificationStatus: 'rejected',
      statusReason: 'the trust registration documents you uploaded could not be verified.',
      kycVerified: false,
    },
  },
];

/** Buyers allowed to bid (verified, EMD paid): the seeded bid history uses only these. */
export const BIDDER_KEYS = ['rahul', 'sneha', 'arjun', 'fatima'] as const satisfies readonly AccountKey[];
export type BidderKey = (typeof BIDDER_KEYS)[number];

/**
 * The buyers' own bank accounts their EMD transfers come from, and so the ones it is refunded to
 * (decision 033): each in the buyer's name as a bank prints it, or their firm's. Demo numbers.
 */
export const SOURCE_ACCOUNTS = {
  rahul: { holderName: 'RAHUL MEHTA', bankAccount: '50100234567812', ifsc: 'HDFC0000240' },
  sneha: { holderName: 'PATIL SNEHA', bankAccount: '31245678901', ifsc: 'SBIN0001234' },
  arjun: { holderName: 'NAIR INFRAPROJECTS PRIVATE LIMITED', bankAccount: '002105012345', ifsc: 'ICIC0000021' },
  fatima: { holderName: 'M/S SHAIKH & SONS TRADERS', bankAccount: '921020045678901', ifsc: 'UTIB0000123' },
  kiran: { holderName: 'Kiran Shinde', bankAccount: '20112233445', ifsc: 'SBIN0005678' },
  amit: { holderName: 'VERMA ENTERPRISES', bankAccount: '1234502012345', ifsc: 'KKBK0000650' },
} as const satisfies Partial<Record<AccountKey, { holderName: string; bankAccount: string; ifsc: string }>>;

/** A deposit's source columns for the buyer `key`'s own account. */
export function sourceOf(key: keyof typeof SOURCE_ACCOUNTS) {
  const a = SOURCE_ACCOUNTS[key];
  return { sourceHolderName: a.holderName, sourceAccount: a.bankAccount, sourceIfsc: a.ifsc };
}
