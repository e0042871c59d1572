import { CheckCircle2Icon, DownloadIcon, Loader2Icon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_MESSAGES, type Document } from '@shared/schemas/document';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/input';
import { useVendorText } from '@web/i18n/ns/vendor';
import { toast } from '@web/lib/toast';
import { useReviewDocument } from '../api/review-document';
import { formatBytes } from '@web/lib/format';

/** Review: approve the document, or reject it with a reason the uploader sees. */
export function ReviewDocumentDialog({ document, onOpenChange }: { document: Document | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={document !== null} onOpenChange={onOpenChange}>
      <DialogContent>{document ? <ReviewForm key={document.id} doc={document} onDone={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function ReviewForm({ doc, onDone }: { doc: Document; onDone: () => void }) {
  const t = useVendorText();
  const review = useReviewDocument();
  const [reason, setReason] = useState(doc.rejectionReason ?? '');
  const [error, setError] = useState<string | undefined>();

  const decide = (decision: 'approve' | 'reject') => {
    if (review.isPending) return;
    if (decision === 'reject' && !reason.trim()) {
      setError(DOCUMENT_MESSAGES.reasonRequired);
      return;
    }
    review.mutate(
      { id: doc.id, input: decision === 'approve' ? { decision } : { decision, reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(decision === 'approve' ? t('review.approvedToast') : t('review.rejectedToast'), doc.name);
          onDone();
        },
        onError: (err) => toast.apiError(t('documents.error'), err, t('review.failed')),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('review.title')}</DialogTitle>
        <DialogDescription>
          {t('review.description', {
            name: doc.name,
            type: t(`documentType.${doc.type}`),
            size: formatBytes(doc.sizeBytes),
            auction: doc.auctionTitle,
          })}
        </DialogDescription>
      </DialogHeader>
      <Button variant="outline" asChild className="justify-self-start">
        <a href={doc.downloadUrl} download>
          <DownloadIcon aria-hidden />
          {t('review.open')}
        </a>
      </Button>
      <Field label={t('review.reason')} error={error}>
        <Textarea
          rows={3}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          placeholder={t('review.reasonPlaceholder')}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={review.isPending}>
          {t('review.cancel')}
        </Button>
        <Button variant="destructive" onClick={() => decide('reject')} disabled={review.isPending}>
          {review.isPending && review.variables?.input.decision === 'reject' ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <XCircleIcon aria-hidden />
          )}
          {t('review.reject')}
        </Button>
        <Button onClick={() => decide('approve')} disabled={review.isPending}>
          {review.isPending && review.variables?.input.decision === 'approve' ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <CheckCircle2Icon aria-hidden />
          )}
          {t('review.approve')}
        </Button>
      </DialogFooter>
    </div>
  );
}
