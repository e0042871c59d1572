import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_MESSAGES } from '@shared/schemas/demo';
import { devOutboxQuery, type DevOutbox } from '../api/get-dev-outbox';
import { DemoMailbox } from './demo-mailbox';

/** The mailbox under the reset form, for each answer of GET /api/dev/outbox (static HTML: no DOM here). */
function render(answer?: DevOutbox): string {
  const queryClient = new QueryClient();
  if (answer) queryClient.setQueryData(devOutboxQuery.queryKey, answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <DemoMailbox email="priya@example.in" />
    </QueryClientProvider>,
  );
}

describe('DemoMailbox', () => {
  it('offers the mailbox when the server answers this machine', () => {
    const html = render({ state: 'open', items: [] });
    expect(html).toContain('Demo mode: no e-mail leaves this server.');
    expect(html).toContain('Open the demo mailbox');
  });

  it('says why the mailbox does not open on another machine, and offers no button', () => {
    const html = render({ state: 'refused', message: DEMO_MESSAGES.outboxLocalOnly });
    expect(html).toContain('Demo mode: no e-mail leaves this server.');
    expect(html).toContain(DEMO_MESSAGES.outboxLocalOnly);
    expect(html).not.toContain('Open the demo mailbox');
  });

  it('shows nothing when the server is not in demo mode, or before it has answered', () => {
    expect(render({ state: 'off' })).toBe('');
    expect(render()).toBe('');
  });
});
