/** A sale certificate's number: NL/SC/<year of completion>/<the auction's first eight hex digits> (decision 041). */
export const CERTIFICATE_NUMBER_PATTERN = /^NL\/SC\/\d{4}\/[0-9A-F]{8}$/;

/** The public page that verifies a certificate: its number with dashes for slashes, so it reads in a QR code and a URL. */
export function certificatePath(certificateNumber: string): string {
  return `/verify/${certificateNumber.replaceAll('/', '-')}`;
}

/**
 * The number a person typed or a link carries, as the certificate prints it: any case, spaces
 * trimmed, dashes, spaces or slashes between its parts. Null when it cannot be one.
 */
export function parseCertificateNumber(input: string): string | null {
  const parts = input
    .trim()
    .toUpperCase()
    .split(/[\s/-]+/)
    .filter(Boolean);
  const number = parts.join('/');
  return CERTIFICATE_NUMBER_PATTERN.test(number) ? number : null;
}

/**
 * A buyer's name as the public verification shows it: each word's first letter, the rest hidden
 * ("Rahul Mehta" → "R**** M****"), enough to match a certificate in hand without publishing who bought.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const letters = [...word];
      return letters[0]! + '*'.repeat(Math.max(letters.length - 1, 1));
    })
    .join(' ');
}

/**
 * The property's address once: the address alone where it already names the locality and city of
 * `location` ("…, Andheri West, Mumbai 400053" with "Andheri West, Mumbai"), else both.
 */
export function addressOnce(address: string | null, location: string): string {
  if (!address?.trim()) return location;
  const said = address.toLowerCase();
  const parts = location
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  return parts.every((p) => said.includes(p)) ? address : `${address}, ${location}`;
}
