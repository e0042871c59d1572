import { MessageCircleQuestionIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, LoadError, LoadingRows } from '@web/components/layout/query-states';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useFormatDate } from '@web/lib/use-format-date';
import { useUnansweredQuestions } from '../api/questions';

/** The seller's dashboard: questions waiting for an answer on their listings, oldest first, with their age. */
export function UnansweredQuestionsCard() {
  const t = useBiddingText();
  const formatDate = useFormatDate();
  const query = useUnansweredQuestions();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MessageCircleQuestionIcon className="size-4" aria-hidden />
          {t('questions.unansweredTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <LoadingRows count={2} height="h-12" label={t('questions.loading')} />
        ) : query.isError ? (
          <LoadError what={t('questions.what')} error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState icon={MessageCircleQuestionIcon} title={t('questions.noneWaiting')} hint={t('questions.noneWaitingHint')} />
        ) : (
          <ul className="grid gap-3">
            {query.data.items.map((q) => (
              <li key={q.id} data-testid="unanswered-question">
                <Link to={`/auction/${q.auctionId}#questions`} className="block rounded-lg p-2 transition-colors hover:bg-muted/60">
                  <span className="block text-sm font-medium" translate="no">
                    {q.auctionTitle}
                  </span>
                  <span className="line-clamp-2 block text-sm" translate="no">
                    {q.question}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {t('questions.waitingFor', { age: formatDate(q.askedAt, 'relative') })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
