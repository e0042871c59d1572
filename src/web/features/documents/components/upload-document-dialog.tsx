import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  type DocumentCategory,
  type DocumentType,
} from '@shared/domain/constants';
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES, DocumentUploadFieldsSchema } from '@shared/schemas/document';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { errorText, sharedText } from '@web/i18n/messages';
import { useVendorText } from '@web/i18n/ns/vendor';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useUploadDocument } from '../api/upload-document';
import { FormDialogFooter } from '@web/components/ui/form-dialog-footer';
import { formatBytes } from '@web/lib/format';
import { CATEGORY_OF, checkDocument } from '../lib/check-document';

/** The control that picks the auction a document belongs to (the auctions feature's; the route supplies it). */
export type AuctionSelectSlot = (select: {
  id: string;
  value: string;
  onValueChange: (auctionId: string) => void;
  invalid: boolean;
}) => ReactNode;

export function UploadDocumentDialog({
  open,
  onOpenChange,
  auctionSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  auctionSelect: AuctionSelectSlot;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {open ? <UploadForm auctionSelect={auctionSelect} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Errors = Partial<Record<'auctionId' | 'name' | 'type' | 'category' | 'file', string>>;

function UploadForm({ auctionSelect, onDone }: { auctionSelect: AuctionSelectSlot; onDone: () => void }) {
  const t = useVendorText();
  const ids = useId();
  const upload = useUploadDocument();
  const [auctionId, setAuctionId] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState<DocumentType | ''>('');
  const [category, setCategory] = useState<DocumentCategory | ''>('');
  const [isPublic, setIsPublic] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (upload.isPending) return;
    const next: Errors = {};
    if (!auctionId) next.auctionId = t('upload.auctionRequired');
    const fields = DocumentUploadFieldsSchema.safeParse({
      name: name || undefined,
      type: type || undefined,
      category: category || undefined,
      isPublic,
    });
    if (!fields.success) {
      for (const issue of fields.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    }
    if (!file) next.file = DOCUMENT_MESSAGES.noFile;
    else next.file = checkDocument(file) ?? undefined;
    const failed = Object.values(next).some(Boolean);
    setErrors(next);
    if (failed || !fields.success || !file) return;
    upload.mutate(
      { auctionId, fields: fields.data, file },
      {
        onSuccess: (doc) => {
          toast.success(t('upload.uploadedToast'), t('upload.waiting', { name: doc.name }));
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.issues) {
            const mapped: Errors = {};
            for (const i of err.issues) mapped[i.path as keyof Errors] = i.message;
            setErrors(mapped);
          } else if (err instanceof ApiError && (err.code === 'INVALID_FILE_TYPE' || err.code === 'FILE_TOO_LARGE')) {
            setErrors({ file: errorText(err) });
          }
          toast.apiError(t('upload.failedTitle'), err, t('upload.failed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('upload.title')}</DialogTitle>
        <DialogDescription>{t('upload.description', { size: formatBytes(MAX_DOCUMENT_BYTES) })}</DialogDescription>
      </DialogHeader>

      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-auction`}>{t('upload.auction')}</Label>
        {auctionSelect({ id: `${ids}-auction`, value: auctionId, onValueChange: setAuctionId, invalid: !!errors.auctionId })}
        {errors.auctionId ? (
          <p role="alert" className="text-xs font-medium text-destructive">
            {sharedText(errors.auctionId)}
          </p>
        ) : null}
      </div>

      <Field label={t('upload.name')} error={errors.name} hint={t('upload.nameHint')}>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-type`}>{t('upload.type')}</Label>
          <Select
            value={type}
            onValueChange={(v) => {
              const chosen = v as DocumentType;
              setType(chosen);
              if (!category) setCategory(CATEGORY_OF[chosen]);
            }}
          >
            <SelectTrigger id={`${ids}-type`} aria-invalid={errors.type ? true : undefined}>
              <SelectValue placeholder={t('upload.chooseType')} />
            </SelectTrigger>
            <SelectContent>
              {DOCUMENT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(`documentType.${type}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {errors.type ? (
            <p role="alert" className="text-xs font-medium text-destructive">
              {sharedText(errors.type)}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-category`}>{t('upload.category')}</Label>
          <Select value={category} onValueChange={(v) => setCategory(v as DocumentCategory)}>
            <SelectTrigger id={`${ids}-category`} aria-invalid={errors.category ? true : undefined}>
              <SelectValue placeholder={t('upload.chooseCategory')} />
            </SelectTrigger>
            <SelectContent>
              {DOCUMENT_CATEGORIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {t(`documentCategory.${c}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {errors.category ? (
            <p role="alert" className="text-xs font-medium text-destructive">
              {sharedText(errors.category)}
            </p>
          ) : null}
        </div>
      </div>

      <Field
        label={t('upload.file')}
        error={errors.file}
        hint={file ? <span translate="no">{`${file.name} · ${formatBytes(file.size)}`}</span> : undefined}
      >
        <Input
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="h-auto py-1.5"
          onChange={(e) => {
            const f = e.target.files?.[0] ?? null;
            setFile(f);
            setErrors((prev) => ({ ...prev, file: f ? (checkDocument(f) ?? undefined) : undefined }));
          }}
        />
      </Field>

      <div className="flex items-center gap-2">
        <Checkbox id={`${ids}-public`} checked={isPublic} onCheckedChange={(c) => setIsPublic(c === true)} />
        <Label htmlFor={`${ids}-public`}>{t('upload.public')}</Label>
      </div>

      <FormDialogFooter submitLabel={t('upload.submit')} pending={upload.isPending} onCancel={onDone} />
    </form>
  );
}
