import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { SalesList, type SalesAudience } from './sales-list';

/** A dashboard's sales card: the buyer's "My Purchases", the vendor's "Sales". */
export function SalesCard({
  audience,
  title,
  description,
  empty,
  className,
}: {
  audience: Exclude<SalesAudience, 'admin'>;
  title: string;
  description: string;
  empty: { title: string; hint: ReactNode; action?: ReactNode };
  className?: string;
}) {
  const titleId = useId();
  return (
    <Card className={className} role="region" aria-labelledby={titleId} data-testid={`sales-card-${audience}`}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <SalesList audience={audience} empty={empty} />
      </CardContent>
    </Card>
  );
}
