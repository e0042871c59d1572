import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuctionStatus, Category, IndianState, PropertyType } from '../../src/shared/domain/constants';
import type { Db } from '../../src/server/db/client';
import { auctionImages, auctions, bids } from '../../src/server/db/schema';
import { PROPERTY_IMAGES, PROPERTY_IMAGES_DIR } from '../../src/server/db/seed/property-images';
import { createLocalBlobStore } from '../../src/server/lib/storage/blob-store-local';
import { createMediaStore, type StoredImage } from '../../src/server/lib/storage/storage';
import { insertAccount } from '../../src/server/modules/accounts/accounts.service';
import { draw } from '../lib/random';

export type BenchSeed = {
  auctions: number;
  images: number;
  bids: number;
  users: number;
  byStatus: Record<AuctionStatus, number>;
};

const DAY = 86_400_000;
const HOUR = 3_600_000;
const INCREMENT = 500_000;

type Place = { location: string; state: IndianState; district: string; locality: string; pinCode: string };
const place = (location: string, state: IndianState, district: string, pinCode: string): Place => ({
  location,
  state,
  district,
  locality: location.split(',')[0]!,
  pinCode,
});

/**
 * Places all over India; the localities of Mumbai, Thane, Nashik and Pune carry the city in their
 * `location`, so the spec's location filter still finds them.
 */
const PLACES: readonly Place[] = [
  place('Bandra West, Mumbai', 'Maharashtra', 'Mumbai Suburban', '400050'),
  place('Andheri East, Mumbai', 'Maharashtra', 'Mumbai Suburban', '400069'),
  place('Powai, Mumbai', 'Maharashtra', 'Mumbai Suburban', '400076'),
  place('Worli, Mumbai', 'Maharashtra', 'Mumbai City', '400018'),
  place('Borivali, Mumbai', 'Maharashtra', 'Mumbai Suburban', '400066'),
  place('Thane West', 'Maharashtra', 'Thane', '400601'),
  place('Ghodbunder Road, Thane', 'Maharashtra', 'Thane', '400615'),
  place('Kalyan, Thane', 'Maharashtra', 'Thane', '421301'),
  place('Bhiwandi, Thane', 'Maharashtra', 'Thane', '421302'),
  place('Gangapur Road, Nashik', 'Maharashtra', 'Nashik', '422013'),
  place('College Road, Nashik', 'Maharashtra', 'Nashik', '422005'),
  place('Satpur MIDC, Nashik', 'Maharashtra', 'Nashik', '422007'),
  place('Kothrud, Pune', 'Maharashtra', 'Pune', '411038'),
  place('Hinjewadi, Pune', 'Maharashtra', 'Pune', '411057'),
  place('Baner, Pune', 'Maharashtra', 'Pune', '411045'),
  place('Hadapsar, Pune', 'Maharashtra', 'Pune', '411028'),
  place('Wakad, Pune', 'Maharashtra', 'Pune', '411057'),
  place('Mulshi, Pune', 'Maharashtra', 'Pune', '412108'),
  place('Dharampeth, Nagpur', 'Maharashtra', 'Nagpur', '440010'),
  place('Whitefield, Bengaluru', 'Karnataka', 'Bengaluru Urban', '560066'),
  place('Koramangala, Bengaluru', 'Karnataka', 'Bengaluru Urban', '560034'),
  place('Hebbal, Bengaluru', 'Karnataka', 'Bengaluru Urban', '560024'),
  place('Vijayanagar, Mysuru', 'Karnataka', 'Mysuru', '570017'),
  place('Anna Nagar, Chennai', 'Tamil Nadu', 'Chennai', '600040'),
  place('Velachery, Chennai', 'Tamil Nadu', 'Chennai', '600042'),
  place('RS Puram, Coimbatore', 'Tamil Nadu', 'Coimbatore', '641002'),
  place('Gachibowli, Hyderabad', 'Telangana', 'Rangareddy', '500032'),
  place('Kukatpally, Hyderabad', 'Telangana', 'Medchal-Malkajgiri', '500072'),
  place('Banjara Hills, Hyderabad', 'Telangana', 'Hyderabad', '500034'),
  place('Dwarka, New Delhi', 'Delhi', 'South West Delhi', '110075'),
  place('Rohini, Delhi', 'Delhi', 'North West Delhi', '110085'),
  place('DLF Phase 2, Gurugram', 'Haryana', 'Gurugram', '122002'),
  place('Sector 62, Noida', 'Uttar Pradesh', 'Gautam Buddh Nagar', '201309'),
  place('Gomti Nagar, Lucknow', 'Uttar Pradesh', 'Lucknow', '226010'),
  place('Satellite, Ahmedabad', 'Gujarat', 'Ahmedabad', '380015'),
  place('Adajan, Surat', 'Gujarat', 'Surat', '395009'),
  place('Salt Lake, Kolkata', 'West Bengal', 'North 24 Parganas', '700091'),
  place('Ballygunge, Kolkata', 'West Bengal', 'Kolkata', '700019'),
  place('Kakkanad, Kochi', 'Kerala', 'Ernakulam', '682030'),
  place('Malviya Nagar, Jaipur', 'Rajasthan', 'Jaipur', '302017'),
  place('Sarabha Nagar, Ludhiana', 'Punjab', 'Ludhiana', '141001'),
  place('Vijay Nagar, Indore', 'Madhya Pradesh', 'Indore', '452010'),
  place('Panaji, Goa', 'Goa', 'North Goa', '403001'),
  place('Sector 17, Chandigarh', 'Chandigarh', 'Chandigarh', '160017'),
  place('Patia, Bhubaneswar', 'Odisha', 'Khordha', '751024'),
  place('Boring Road, Patna', 'Bihar', 'Patna', '800001'),
  place('Dispur, Guwahati', 'Assam', 'Kamrup Metropolitan', '781006'),
];

const POSSESSIONS = ['symbolic', 'physical', null] as const;

/** Banks and asset reconstruction companies, the sellers of the catalogue. */
const SELLERS = [
  'State Bank of India – Stressed Assets Recovery Branch',
  'Bank of Baroda – Recovery Department',
  'Punjab National Bank – Asset Recovery',
  'Canara Bank – ARM Branch',
  'Union Bank of India – Recovery Cell',
  'HDFC Bank Ltd',
  'ICICI Bank Ltd',
  'Axis Bank Ltd',
  'Indian Bank – Stressed Assets Management',
  'Bank of Maharashtra – Recovery Cell',
  'Edelweiss Asset Reconstruction Company Ltd',
  'Phoenix ARC Pvt Ltd',
] as const;

const KINDS: Record<PropertyType, { words: readonly string[]; categories: readonly (Category | null)[] }> = {
  Residential: { words: ['2 BHK flat', '3 BHK apartment', 'villa', 'row house', 'penthouse'], categories: ['Apartment', 'Villa', null] },
  Commercial: { words: ['office floor', 'retail shop', 'showroom', 'co-working space'], categories: ['Office', null] },
  Industrial: { words: ['warehouse', 'factory shed', 'industrial gala'], categories: ['Warehouse', null] },
  Agricultural: { words: ['farmland', 'orchard', 'vineyard plot'], categories: ['Agricultural', null] },
  Land: { words: ['open plot', 'NA plot', 'corner plot'], categories: [null] },
};
const TYPES = Object.keys(KINDS) as PropertyType[];
const ADJECTIVES = ['Spacious', 'Sunny', 'Corner', 'Renovated', 'Sea-facing', 'Garden-facing', 'Prime', 'Quiet'];
const PHRASES = [
  'close to the railway station and the highway',
  'with covered parking and round-the-clock security',
  'in a gated society with a garden and a gym',
  'with clear title and all approvals in place',
  'near schools, hospitals and a market',
  'with a lift, power backup and water storage',
  'facing a wide road with good frontage',
  'offered by the bank under SARFAESI',
];

/** Copies a few bundled pictures into the media store once; every image row points at one of them. */
async function storedPictures(mediaDir: string): Promise<StoredImage[]> {
  const media = createMediaStore(createLocalBlobStore(mediaDir));
  const files = PROPERTY_IMAGES.slice(0, 4).map((i) => i.file);
  const out: StoredImage[] = [];
  for (const file of files) {
    out.push(await media.saveAuctionImage('bench', readFileSync(path.join(PROPERTY_IMAGES_DIR, file))));
  }
  return out;
}

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * 10,000 auctions across every status, type and locality, three image rows each (files shared),
 * and bids that obey the increment, with current bid, counts and winners to match.
 */
export async function seedCatalogue(db: Db, { mediaDir, count = 10_000 }: { mediaDir: string; count?: number }) {
  const r = draw(20_250_301);
  const now = Date.now();
  const vendors: string[] = [];
  const buyers: string[] = [];
  for (let i = 0; i < 25; i++) {
    vendors.push(
      await insertAccount(db, {
        email: `bench-vendor-${i}@example.in`,
        name: `Bench Vendor ${i}`,
        password: 'bench-secret',
        roles: ['vendor'],
        // Past the list, a bank's other zones list apart under its name.
        profile: {
          verificationStatus: 'verified',
          companyName: `${SELLERS[i % SELLERS.length]}${i < SELLERS.length ? '' : ` (zone ${Math.floor(i / SELLERS.length) + 1})`}`,
        },
      }),
    );
  }
  for (let i = 0; i < 300; i++) {
    buyers.push(
      await insertAccount(db, {
        email: `bench-buyer-${i}@example.in`,
        name: `Bench Buyer ${i}`,
        password: 'bench-secret',
        roles: ['buyer'],
        profile: { verificationStatus: 'verified', emdPaid: true, emdAmount: 1_000_000 },
      }),
    );
  }
  const pictures = await storedPictures(mediaDir);

  const byStatus: Record<AuctionStatus, number> = { draft: 0, upcoming: 0, live: 0, ended: 0, cancelled: 0 };
  const auctionRows: (typeof auctions.$inferInsert)[] = [];
  const bidRows: (typeof bids.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const roll = r.next();
    const status: AuctionStatus =
      roll < 0.35 ? 'live' : roll < 0.6 ? 'upcoming' : roll < 0.9 ? 'ended' : roll < 0.95 ? 'cancelled' : 'draft';
    byStatus[status] += 1;
    const propertyType = r.pick(TYPES);
    const kind = KINDS[propertyType];
    const { location, ...where } = r.pick(PLACES);
    const word = r.pick(kind.words);
    const startingBid = r.int(4, 400) * INCREMENT;
    const createdAt = new Date(now - r.int(1, 180) * DAY - r.int(0, 23) * HOUR);
    let startTime: Date;
    let endTime: Date;
    if (status === 'live') {
      startTime = new Date(now - r.int(1, 72) * HOUR);
      endTime = new Date(now + r.int(1, 14 * 24 * 60) * 60_000);
    } else if (status === 'ended') {
      endTime = new Date(now - r.int(1, 120 * 24) * HOUR);
      startTime = new Date(endTime.getTime() - r.int(1, 7) * DAY);
    } else {
      startTime = new Date(now + r.int(1, 30 * 24) * HOUR);
      endTime = new Date(startTime.getTime() + r.int(1, 7) * DAY);
    }
    const id = crypto.randomUUID();
    let currentBid = startingBid;
    let bidCount = 0;
    const bidders = new Set<string>();
    let winnerId: string | null = null;
    if (status === 'live' || status === 'ended') {
      bidCount = r.next() < 0.2 ? 0 : r.int(1, 12);
      const span = Math.min(now, endTime.getTime()) - startTime.getTime();
      for (let b = 0; b < bidCount; b++) {
        currentBid += INCREMENT * r.int(1, 3);
        const userId = r.pick(buyers);
        bidders.add(userId);
        bidRows.push({
          auctionId: id,
          userId,
          amount: currentBid,
          // Spec §4: the bids of an ended auction are completed.
          status: status === 'ended' ? 'completed' : 'active',
          createdAt: new Date(startTime.getTime() + Math.floor((span * (b + 1)) / (bidCount + 1))),
        });
        winnerId = userId;
      }
    }
    auctionRows.push({
      id,
      title: `${r.pick(ADJECTIVES)} ${word} in ${where.locality}`,
      description: `A ${word} ${r.pick(PHRASES)}, ${r.pick(PHRASES)}. ${r.pick(PHRASES)[0]!.toUpperCase()}${r.pick(PHRASES).slice(1)}. Inspection by appointment; documents available with the vendor.`,
      location,
      address: `Plot ${r.int(1, 400)}, ${location} ${where.pinCode}`,
      ...where,
      possession: r.pick(POSSESSIONS),
      propertyType,
      category: r.pick(kind.categories),
      areaSqFt: r.int(400, 20_000),
      startingBid,
      reservePrice: r.next() < 0.7 ? startingBid + r.int(1, 20) * INCREMENT : null,
      emdAmount: Math.max(INCREMENT, Math.round(startingBid / 10 / 1000) * 1000),
      startTime,
      endTime,
      featured: r.next() < 0.03,
      status,
      currentBid,
      bidCount,
      biddersCount: bidders.size,
      winnerId: status === 'ended' ? winnerId : null,
      createdBy: r.pick(vendors),
      createdAt,
      updatedAt: createdAt,
    });
  }
  await inBatches(auctionRows, 500, (batch) => db.insert(auctions).values(batch));
  await inBatches(bidRows, 2000, (batch) => db.insert(bids).values(batch));

  const imageRows = auctionRows.flatMap((a, i) =>
    [0, 1, 2].map((order) => {
      const p = pictures[(i + order) % pictures.length]!;
      return {
        auctionId: a.id!,
        imageUrl: p.imageUrl,
        thumbUrl: p.thumbUrl,
        storageKey: p.storageKey,
        width: p.width,
        height: p.height,
        isPrimary: order === 0,
        displayOrder: order,
      };
    }),
  );
  await inBatches(imageRows, 2000, (batch) => db.insert(auctionImages).values(batch));

  return {
    auctions: auctionRows.length,
    images: imageRows.length,
    bids: bidRows.length,
    users: vendors.length + buyers.length,
    byStatus,
  } satisfies BenchSeed;
}
