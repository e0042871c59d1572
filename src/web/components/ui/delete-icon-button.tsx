import { Trash2Icon } from 'lucide-react';
import { Button } from './button';

/** A row's red bin button; its accessible name is "Delete {name}". */
export function DeleteIconButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      size="icon"
      variant="ghost"
      className="text-destructive hover:text-destructive"
      onClick={onClick}
      aria-label={`Delete ${name}`}
      title="Delete"
    >
      <Trash2Icon aria-hidden />
    </Button>
  );
}
