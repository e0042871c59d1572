import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseCertificateNumber } from '@shared/domain/certificate';
import type { CertificateVerification } from '@shared/schemas/sale';
import { api, ApiError } from '@web/lib/api-client';

export const certificateKeys = {
  all: ['certificates'] as const,
  verify: (number: string) => [...certificateKeys.all, 'verify', number] as const,
};

/** What a look-up found: the sale, nothing (404), or too many look-ups (429). */
export type CertificateLookup = CertificateVerification | null | 'limited';

export async function getCertificate(number: string): Promise<CertificateLookup> {
  try {
    return await api<CertificateVerification>(`/api/certificates/${encodeURIComponent(number.replaceAll('/', '-'))}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    if (err instanceof ApiError && err.status === 429) return 'limited';
    throw err;
  }
}

/** Keyed by the number as the certificate prints it, so that its spellings share one answer. */
export const certificateQueryOptions = (input: string) => {
  const number = parseCertificateNumber(input) ?? input.trim();
  return queryOptions({
    queryKey: certificateKeys.verify(number),
    queryFn: () => getCertificate(number),
    // A completed sale's certificate does not change.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
};

/** `GET /api/certificates/:number`: anyone checks a sale certificate (decision 041). */
export function useCertificate(input: string) {
  return useQuery({ ...certificateQueryOptions(input), enabled: input.trim() !== '' });
}
