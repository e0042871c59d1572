import { EyeIcon, EyeOffIcon, MessageCircleQuestionIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { isAdmin } from '@shared/domain/access';
import type { Auction } from '@shared/schemas/auction';
import { ANSWER_MAX, QUESTION_MAX, QUESTION_MIN } from '@shared/messages/question';
import type { Question } from '@shared/schemas/question';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { LoadError, LoadingRows } from '@web/components/layout/query-states';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useHydrated } from '@web/lib/hydration';
import { signInPath } from '@web/lib/return-path';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useFormatDate } from '@web/lib/use-format-date';
import { useAnswerQuestion, useAskQuestion, useQuestions, useSetQuestionHidden } from '../api/questions';

/** The seller's (or an admin's) answer box under one question. */
function AnswerForm({ question }: { question: Question }) {
  const t = useBiddingText();
  const [text, setText] = useState(question.answer ?? '');
  const answer = useAnswerQuestion();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (answer.isPending) return;
    try {
      await answer.mutateAsync({ id: question.id, answer: text });
      toast.success(t('questions.answered'));
    } catch (err) {
      toast.apiError(t('questions.answerFailed'), err);
    }
  };
  const id = `answer-${question.id}`;
  return (
    <form onSubmit={submit} className="mt-2 grid gap-2">
      <label htmlFor={id} className="sr-only">
        {t('questions.answerLabel')}
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={ANSWER_MAX}
        rows={2}
        placeholder={t('questions.answerLabel')}
      />
      <div>
        <Button type="submit" size="sm" disabled={answer.isPending || text.trim().length === 0}>
          {question.answer ? t('questions.updateAnswer') : t('questions.answer')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Questions to the authorised officer (issue 30) on an auction's page: the answered ones for everyone,
 * the reader's own waiting ones, a form to ask while the auction is open, and for its seller and admins
 * every question with an answer box (admins also hide or show one).
 */
export function QuestionsSection({ auction }: { auction: Pick<Auction, 'id' | 'status' | 'createdBy'> }) {
  const t = useBiddingText();
  const formatDate = useFormatDate();
  const { pathname } = useLocation();
  const { subject, user } = useSession();
  const questions = useQuestions(auction.id);
  const ask = useAskQuestion(auction.id);
  const setHidden = useSetQuestionHidden();
  // NOTE: uncontrolled, so that what was typed before the page hydrated is what is sent; the count follows input.
  const [count, setCount] = useState(0);
  const hydrated = useHydrated();
  const open = auction.status !== 'ended' && auction.status !== 'cancelled';
  const own = user?.id === auction.createdBy;
  const admin = isAdmin(subject);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (ask.isPending) return;
    const form = e.currentTarget;
    try {
      await ask.mutateAsync(String(new FormData(form).get('question') ?? ''));
      form.reset();
      setCount(0);
      toast.success(t('questions.asked'), t('questions.askedHint'));
    } catch (err) {
      toast.apiError(t('questions.askFailed'), err);
    }
  };

  return (
    <section id="questions" aria-labelledby="questions-title" className="scroll-mt-24 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="questions-title" className="flex items-center gap-2 text-lg font-semibold">
        <MessageCircleQuestionIcon className="size-5" aria-hidden />
        {t('questions.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('questions.lead')}</p>

      {questions.isPending ? (
        <LoadingRows count={2} height="h-12" label={t('questions.loading')} className="mt-4" />
      ) : questions.isError ? (
        <div className="mt-4">
          <LoadError what={t('questions.what')} error={questions.error} onRetry={() => void questions.refetch()} />
        </div>
      ) : questions.data.items.length === 0 ? (
        <p className="mt-4 text-sm">{t('questions.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {questions.data.items.map((q) => (
            <li key={q.id} className="border-t pt-4 first:border-t-0 first:pt-0" data-testid="question">
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span>{t('questions.askedOn', { date: formatDate(q.askedAt, 'default') })}</span>
                {q.mine ? <Badge variant="outline">{t('questions.yours')}</Badge> : null}
                {q.hidden ? <Badge variant="warning">{t('questions.hidden')}</Badge> : null}
              </div>
              <p className="mt-1 font-medium whitespace-pre-line" translate="no">
                {q.question}
              </p>
              {q.answer ? (
                <p className="mt-2 rounded-md bg-muted p-3 text-sm whitespace-pre-line">
                  <span className="font-medium">{t('questions.officer')} </span>
                  <span translate="no">{q.answer}</span>
                </p>
              ) : (
                <p className="mt-2 text-sm text-muted-foreground">{t('questions.waiting')}</p>
              )}
              {questions.data.manages ? <AnswerForm key={q.answer ?? ''} question={q} /> : null}
              {admin ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-1 -ml-2"
                  disabled={setHidden.isPending}
                  onClick={() =>
                    setHidden.mutate(
                      { id: q.id, hidden: !q.hidden },
                      { onError: (err) => toast.apiError(t('questions.answerFailed'), err) },
                    )
                  }
                >
                  {q.hidden ? <EyeIcon aria-hidden /> : <EyeOffIcon aria-hidden />}
                  {q.hidden ? t('questions.show') : t('questions.hide')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {!open ? (
        <p className="mt-4 text-sm text-muted-foreground">{t('questions.closed')}</p>
      ) : !subject ? (
        <Button variant="outline" className="mt-4" asChild>
          <Link to={signInPath(`${pathname}#questions`)}>{t('questions.signIn')}</Link>
        </Button>
      ) : own ? null : (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-2">
          <label htmlFor="ask-question" className="text-sm font-medium">
            {t('questions.askLabel')}
          </label>
          <Textarea
            id="ask-question"
            name="question"
            onInput={(e) => setCount(e.currentTarget.value.trim().length)}
            maxLength={QUESTION_MAX}
            rows={3}
            aria-describedby="ask-question-hint"
          />
          <p id="ask-question-hint" className="text-xs text-muted-foreground">
            {t('questions.askHint', { min: QUESTION_MIN, max: QUESTION_MAX, count })}
          </p>
          <div>
            <Button type="submit" disabled={ask.isPending || !hydrated}>
              {t('questions.ask')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
