import { useSearchParams } from 'react-router';
import { SALE_STAGES, type SaleStage } from '@shared/domain/constants';
import { Card } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { SaleStageFilter } from '../api/get-sales';
import { SalesList } from './sales-list';

const isStage = (v: string | null): v is SaleStage => SALE_STAGES.includes(v as SaleStage);

/** Every sale on the platform for admins, filtered by stage (`?stage=`, so a filtered list can be shared). */
export function SalesOverview() {
  const t = useBiddingText();
  const [params, setParams] = useSearchParams();
  const raw = params.get('stage');
  const stage: SaleStageFilter = isStage(raw) ? raw : 'all';
  return (
    <Card className="p-4">
      <div className="mb-4 flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <Label htmlFor="sale-stage-filter">{t('sales.stage')}</Label>
        <Select
          value={stage}
          onValueChange={(v) =>
            setParams(
              (p) => {
                if (v === 'all') p.delete('stage');
                else p.set('stage', v);
                return p;
              },
              { replace: true },
            )
          }
        >
          <SelectTrigger id="sale-stage-filter" className="sm:w-64" aria-label={t('sales.stage')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('sales.allStages')}</SelectItem>
            {SALE_STAGES.map((s) => (
              <SelectItem key={s} value={s}>
                {t(`stage.${s}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <SalesList
        audience="admin"
        stage={stage}
        empty={{
          title: t('sales.noneFound'),
          hint: stage === 'all' ? t('sales.beginsHint') : t('sales.noneAtStage', { stage: t(`stage.${stage}`) }),
        }}
      />
    </Card>
  );
}
