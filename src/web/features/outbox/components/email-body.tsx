import { Fragment } from 'react';
import { MASKED_TOKEN } from '@shared/schemas/mail';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** A plain-text e-mail body with its links made clickable (a one-time link whose token is masked is not a link any more). */
export function EmailBody({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className="text-sm break-words whitespace-pre-wrap" translate="no">
      {parts.map((part, i) =>
        i % 2 === 1 && !part.includes(MASKED_TOKEN) ? (
          <a key={i} href={part} className="font-medium text-primary underline underline-offset-2 break-all">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
