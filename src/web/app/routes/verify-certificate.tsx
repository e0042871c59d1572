import { useParams, useSearchParams } from 'react-router';
import { certificateQueryOptions } from '@web/features/certificates/api/get-certificate';
import { VerifyCertificatePage } from '@web/features/certificates/components/verify-certificate-page';
import type { Prefetch } from '../page-data';

/** `/verify` (a form; `?number=` from it without JavaScript) and `/verify/:number`, the address the certificate's QR code holds. */
export default function VerifyCertificateRoute() {
  const { number: fromPath } = useParams();
  const [search] = useSearchParams();
  const number = fromPath ?? search.get('number') ?? '';
  return <VerifyCertificatePage key={number} number={number} />;
}

/** The server renders the answer; 404 for a number that is no certificate's, 429 for too many look-ups. */
export const prefetch: Prefetch = async ({ queryClient, params, search, data }) => {
  const number = params.number ?? search.get('number') ?? '';
  if (number.trim() === '') return;
  const found = await data.certificate(number);
  queryClient.setQueryData(certificateQueryOptions(number).queryKey, found);
  if (found === null) return { status: 404 };
  if (found === 'limited') return { status: 429 };
};
