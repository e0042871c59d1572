import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Question, QuestionList, UnansweredQuestionList } from '@shared/schemas/question';
import { api } from '@web/lib/api-client';

/** Every `['questions', …]` query key, spelled here and nowhere else. */
export const questionKeys = {
  all: ['questions'] as const,
  of: (auctionId: string) => ['questions', 'auction', auctionId] as const,
  unanswered: () => ['questions', 'unanswered'] as const,
};

const enc = encodeURIComponent;

/** `GET /api/auctions/:id/questions`: the answered questions, the caller's own, or every one for its seller. */
export function useQuestions(auctionId: string) {
  return useQuery({ queryKey: questionKeys.of(auctionId), queryFn: () => api<QuestionList>(`/api/auctions/${enc(auctionId)}/questions`) });
}

/** `POST /api/auctions/:id/questions`. */
export function useAskQuestion(auctionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => api<Question>(`/api/auctions/${enc(auctionId)}/questions`, { method: 'POST', body: { question } }),
    onSettled: () => qc.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** `PUT /api/questions/:id/answer`. */
export function useAnswerQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      api<Question>(`/api/questions/${enc(id)}/answer`, { method: 'PUT', body: { answer } }),
    onSettled: () => qc.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** `PUT /api/questions/:id/visibility` (admins). */
export function useSetQuestionHidden() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      api<Question>(`/api/questions/${enc(id)}/visibility`, { method: 'PUT', body: { hidden } }),
    onSettled: () => qc.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** `GET /api/vendor/questions`: the questions waiting on the caller's listings, oldest first. */
export function useUnansweredQuestions() {
  return useQuery({ queryKey: questionKeys.unanswered(), queryFn: () => api<UnansweredQuestionList>('/api/vendor/questions') });
}
