import { FileUpIcon, Loader2Icon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MODES,
  IMPORT_SHEET_MAX_BYTES,
  IMPORT_ZIP_MAX_BYTES,
  LISTING_IMPORT_MESSAGES,
  type ImportMode,
  type ListingImport,
} from '@shared/schemas/listing-import';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useMessages } from '@web/i18n/messages';
import { useVendorText } from '@web/i18n/ns/vendor';
import { ApiError } from '@web/lib/api-client';
import { formatBytes, formatCount } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useStartListingImport } from '../api/start-listing-import';
import { checkImportFiles, checkSheet, checkZip, SHEET_ACCEPT, ZIP_ACCEPT, type ImportFileProblem } from '../lib/check-import-files';

/** "5 MB", "200 MB": the limits as the form states them. */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

type Problems = { file?: ImportFileProblem | { said: string }; attachments?: ImportFileProblem | { said: string } };

/** The refusals of the server that concern the zip rather than the spreadsheet. */
const ABOUT_ZIP = new Set<string>([LISTING_IMPORT_MESSAGES.zipUnreadable]);

/**
 * The upload form: the spreadsheet, the optional zip of photos and notices, and what to do when some
 * rows have errors. The files are checked here first (chosen, their kind, their size), then sent
 * with the upload's progress shown; the server's answer is the import, handed to `onStarted`.
 */
export function ListingImportForm({
  disabled = false,
  busy = false,
  onStarted,
  formRef,
}: {
  /** The caller may not list (a vendor not yet approved): the form is shown but cannot be sent. */
  disabled?: boolean;
  /** An import is still writing its rows: another waits. */
  busy?: boolean;
  onStarted: (started: ListingImport) => void;
  formRef?: Ref<HTMLFormElement>;
}) {
  const t = useVendorText();
  const say = useMessages();
  const ids = useId();
  const start = useStartListingImport();
  const sending = useRef(false);
  const sheetInput = useRef<HTMLInputElement>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [attachments, setAttachments] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('all_or_nothing');
  const [problems, setProblems] = useState<Problems>({});
  /** A refusal that concerns neither file (the caller may not list, the network). */
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const sheetSize = megabytes(IMPORT_SHEET_MAX_BYTES);
  const zipSize = megabytes(IMPORT_ZIP_MAX_BYTES);
  const modeText: Record<ImportMode, { label: string; hint: string }> = {
    all_or_nothing: { label: t('listingImport.form.allOrNothing'), hint: t('listingImport.form.allOrNothingHint') },
    valid_rows: { label: t('listingImport.form.validRows'), hint: t('listingImport.form.validRowsHint') },
  };
  const word = (problem: Problems['file']): string | undefined => {
    if (!problem) return undefined;
    if (typeof problem === 'object') return problem.said;
    switch (problem) {
      case 'fileRequired':
        return LISTING_IMPORT_MESSAGES.fileRequired;
      case 'sheetType':
        return t('listingImport.form.sheetType');
      case 'sheetTooLarge':
        return t('listingImport.form.sheetTooLarge', { size: sheetSize });
      case 'zipType':
        return t('listingImport.form.zipType');
      case 'zipTooLarge':
        return t('listingImport.form.zipTooLarge', { size: zipSize });
    }
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending.current || disabled || busy) return;
    const found = checkImportFiles(file, attachments);
    setProblems(found);
    setFormError(null);
    if (found.file || !file) {
      sheetInput.current?.focus();
      return;
    }
    if (found.attachments) {
      zipInput.current?.focus();
      return;
    }
    sending.current = true;
    setProgress(0);
    start.mutate(
      { mode, file, attachments, onProgress: setProgress },
      {
        onSuccess: (started) => {
          // NOTE: the inputs are emptied: a browser keeps the file as it was chosen, and a spreadsheet
          // corrected since would fail to send; the corrected file is chosen again.
          for (const input of [sheetInput.current, zipInput.current]) if (input) input.value = '';
          setFile(null);
          setAttachments(null);
          onStarted(started);
        },
        onError: (err) => {
          const message = say.error(err, t('listingImport.form.failed'));
          // A file the server could not read is said beside its input; anything else above the button.
          const paths = new Set(err instanceof ApiError ? (err.issues ?? []).map((i) => i.path) : []);
          const aboutZip = err instanceof ApiError && (ABOUT_ZIP.has(err.message) || paths.has('attachments'));
          const aboutSheet = !aboutZip && (paths.size === 0 || paths.has('file'));
          if (err instanceof ApiError && err.status === 400 && (aboutZip || aboutSheet)) {
            setProblems(aboutZip ? { attachments: { said: message } } : { file: { said: message } });
            (aboutZip ? zipInput : sheetInput).current?.focus();
          } else {
            setFormError(message);
          }
          toast.apiError(t('listingImport.form.failedTitle'), err, t('listingImport.form.failed'));
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const pending = start.isPending;
  const chosen = (f: File | null, hint: string) => (f ? <span translate="no">{`${f.name} · ${formatBytes(f.size)}`}</span> : hint);

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
      aria-busy={pending}
      className="grid gap-4"
      data-testid="listing-import-form"
    >
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        {t('listingImport.form.title')}
      </h2>
      <fieldset disabled={disabled} className="grid min-w-0 gap-4">
        <Field
          label={t('listingImport.form.sheet')}
          error={word(problems.file)}
          hint={chosen(file, t('listingImport.form.sheetHint', { size: sheetSize, max: formatCount(IMPORT_MAX_ROWS) }))}
        >
          <Input
            ref={sheetInput}
            type="file"
            name="file"
            accept={SHEET_ACCEPT}
            aria-required="true"
            className="h-auto py-1.5"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              setProblems((prev) => ({ ...prev, file: f ? (checkSheet(f) ?? undefined) : undefined }));
            }}
          />
        </Field>

        <Field
          label={t('listingImport.form.zip')}
          error={word(problems.attachments)}
          hint={chosen(attachments, t('listingImport.form.zipHint', { size: zipSize }))}
        >
          <Input
            ref={zipInput}
            type="file"
            name="attachments"
            accept={ZIP_ACCEPT}
            className="h-auto py-1.5"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setAttachments(f);
              setProblems((prev) => ({ ...prev, attachments: checkZip(f) ?? undefined }));
            }}
          />
        </Field>

        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-1 text-sm font-medium">{t('listingImport.form.modeLegend')}</legend>
          {IMPORT_MODES.map((m) => (
            <div key={m} className="flex items-start gap-2">
              <input
                id={`${ids}-${m}`}
                type="radio"
                name="mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                aria-describedby={`${ids}-${m}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <div className="grid min-w-0 gap-0.5">
                <label htmlFor={`${ids}-${m}`} className="text-sm leading-snug">
                  {modeText[m].label}
                </label>
                <p id={`${ids}-${m}-hint`} className="text-xs text-muted-foreground">
                  {modeText[m].hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      </fieldset>

      {formError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      ) : null}

      {pending && file ? <UploadProgress name={file.name} fraction={progress} /> : null}

      <div>
        <Button type="submit" disabled={disabled || busy || pending} className="h-auto min-h-9 w-full whitespace-normal sm:w-auto">
          {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : <FileUpIcon aria-hidden />}
          {pending ? (progress < 1 ? t('listingImport.form.uploading') : t('listingImport.form.checking')) : t('listingImport.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The bytes sent so far; once all are, the server is reading the rows. */
function UploadProgress({ name, fraction }: { name: string; fraction: number }) {
  const t = useVendorText();
  const percent = Math.round(fraction * 100);
  if (fraction >= 1) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
        <span className="min-w-0 [overflow-wrap:anywhere]">{t('listingImport.upload.checking', { name })}</span>
      </p>
    );
  }
  return (
    <div className="grid gap-1" data-testid="listing-import-upload">
      <div className="flex justify-between gap-2 text-xs">
        <span className="min-w-0 truncate">{t('listingImport.upload.sending', { name })}</span>
        <span className="tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('listingImport.upload.sending', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
