import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { renderSaleCertificate, type CertificateData } from './sale-certificate';

const completedAt = new Date('2026-10-06T09:30:00Z');
const certificate: CertificateData = {
  title: '2 BHK Flat in Lokhandwala Complex, Andheri West',
  location: 'Andheri West, Mumbai',
  address: 'Flat 1204, 12th Floor, Sai Darshan CHS, Lokhandwala Complex, Andheri West, Mumbai 400053',
  district: 'Mumbai Suburban',
  propertyType: 'Residential',
  areaSqFt: 860,
  possession: 'physical',
  encumbrances: null,
  authorisedOfficer: 'Prakash Kulkarni, Chief Manager',
  startTime: new Date('2026-09-28T04:30:00Z'),
  endTime: new Date('2026-10-01T09:30:00Z'),
  sellerName: 'Deccan National Bank – Recovery Cell',
  buyerName: 'Rahul Mehta',
  buyerEmail: 'rahul.mehta@neelami.in',
  buyerPan: 'ABCPM1234K',
  buyerAddress: 'B-12, Shanti Niwas, Ram Maruti Road, Thane West 400602',
  price: 16_000_000,
  emdAmount: 1_450_000,
  closedAt: new Date('2026-10-01T09:30:00Z'),
  confirmedAt: new Date('2026-10-01T12:00:00Z'),
  completedAt,
  certificateNumber: 'NL/SC/2026/1A2B3C4D',
  payments: [],
};

describe('the sale certificate', () => {
  it('prints the purchaser’s postal address where the buyer gave one, and no such line where not', async () => {
    const withAddress = (await pdfText(await renderSaleCertificate(certificate, 'https://neelami.example/'))).join(' ');
    expect(withAddress).toContain('Address of the purchaser: B-12, Shanti Niwas, Ram Maruti Road, Thane West 400602');
    const without = (await pdfText(await renderSaleCertificate({ ...certificate, buyerAddress: null }, 'https://neelami.example/'))).join(
      ' ',
    );
    expect(without).not.toContain('Address of the purchaser');
  });

  it('prints the verification address beside a QR code, the officer’s signature block, and the address once', async () => {
    const pdf = await renderSaleCertificate(certificate, 'https://neelami.example/');
    const text = (await pdfText(pdf)).join(' ');
    expect(text).toContain('https://neelami.example/verify/NL-SC-2026-1A2B3C4D');
    // The QR code is an image on the page.
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    expect(text).toMatch(
      /Prakash Kulkarni, Chief Manager Authorised Officer Deccan National Bank – Recovery Cell Place: Mumbai Suburban Date: 6 October 2026/,
    );
    expect(text.split('Andheri West, Mumbai').length - 1).toBe(1);
    expect(text).toContain('Location: Flat 1204, 12th Floor, Sai Darshan CHS, Lokhandwala Complex, Andheri West, Mumbai 400053');
  });

  it('adds the locality and city where the address does not name them', async () => {
    const text = (await pdfText(await renderSaleCertificate({ ...certificate, address: 'Plot 7, Survey No. 112/3' }, ''))).join(' ');
    expect(text).toContain('Location: Plot 7, Survey No. 112/3, Andheri West, Mumbai');
  });
});
