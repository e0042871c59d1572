import type { ReactNode } from 'react';

/** One label and its value inside a list row's `<dl>` ("Current bid ₹1.20 Cr"); the value is bold figures unless told otherwise. */
export function InlineFigure({
  label,
  valueClassName = 'tabular font-semibold',
  children,
}: {
  label: ReactNode;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={valueClassName || undefined}>{children}</dd>
    </div>
  );
}
