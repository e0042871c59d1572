import { Trash2Icon } from 'lucide-react';
import { useCommonText } from '@web/i18n/ns/common';
import { Button } from './button';

/** A row's red bin button; its accessible name is "Delete {name}". */
export function DeleteIconButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useCommonText();
  return (
    <Button
      size="icon"
      variant="ghost"
      className="text-destructive hover:text-destructive"
      onClick={onClick}
      aria-label={t('ui.deleteNamed', { name })}
      title={t('ui.delete')}
    >
      <Trash2Icon aria-hidden />
    </Button>
  );
}
