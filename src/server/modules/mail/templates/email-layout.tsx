import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import type { Language } from '../../../../shared/domain/languages';
import { emailChrome } from '../../../../shared/messages/notifications';

/** The product's look (DESIGN.md): deep indigo for the action, quiet chrome, saffron for the brand mark. */
const COLORS = { primary: '#3730a3', onPrimary: '#ffffff', text: '#18181b', muted: '#52525b', border: '#e4e4e7', page: '#f4f4f5' };
const FONT = "'Inter', 'Noto Sans Devanagari', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export type EmailContent = {
  lang: Language;
  /** The first line (`Hello …,`), the heading, the paragraphs, and the one button. */
  name: string;
  heading: string;
  paragraphs: string[];
  button: { label: string; url: string };
  /** A further link under the paragraphs (a booked site visit's calendar invitation). */
  link?: { label: string; url: string };
  /** Smaller print under the button (a reset link's "ignore this"). */
  note?: string;
  /** A link that turns this kind of e-mail off (notification e-mails only). */
  unsubscribeUrl?: string;
};

/** One layout for every e-mail: a heading, the text, a button to the page, and the footer. */
export function EmailLayout({ lang, name, heading, paragraphs, link, button, note, unsubscribeUrl }: EmailContent) {
  const chrome = emailChrome(lang);
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{paragraphs[0] ?? heading}</Preview>
      <Body style={{ backgroundColor: COLORS.page, fontFamily: FONT, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            maxWidth: '560px',
            margin: '0 auto',
            backgroundColor: '#ffffff',
            border: `1px solid ${COLORS.border}`,
            borderRadius: '8px',
          }}
        >
          <Section style={{ padding: '20px 28px', borderBottom: `3px solid #f59e0b` }}>
            <Text style={{ margin: 0, fontSize: '20px', fontWeight: 700, color: COLORS.primary }}>Neelami · नीलामी</Text>
          </Section>
          <Section style={{ padding: '24px 28px' }}>
            <Text style={{ fontSize: '15px', color: COLORS.text, margin: '0 0 12px' }}>{chrome.greeting(name)}</Text>
            <Text style={{ fontSize: '18px', fontWeight: 600, color: COLORS.text, margin: '0 0 12px' }}>{heading}</Text>
            {paragraphs.map((p, i) => (
              <Text
                key={i}
                style={{ fontSize: '15px', lineHeight: '24px', color: COLORS.text, margin: '0 0 12px', fontVariantNumeric: 'tabular-nums' }}
              >
                {p}
              </Text>
            ))}
            {link ? (
              <Text style={{ fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' }}>
                <Link href={link.url} style={{ color: COLORS.primary }}>
                  {link.label}
                </Link>
              </Text>
            ) : null}
            <Button
              href={button.url}
              style={{
                backgroundColor: COLORS.primary,
                color: COLORS.onPrimary,
                padding: '12px 20px',
                borderRadius: '6px',
                fontSize: '15px',
                fontWeight: 600,
                textDecoration: 'none',
                display: 'inline-block',
                marginTop: '8px',
              }}
            >
              {button.label}
            </Button>
            {note ? <Text style={{ fontSize: '13px', color: COLORS.muted, margin: '12px 0 0' }}>{note}</Text> : null}
          </Section>
          <Hr style={{ borderColor: COLORS.border, margin: 0 }} />
          <Section style={{ padding: '16px 28px' }}>
            <Text style={{ fontSize: '12px', color: COLORS.muted, margin: 0 }}>{chrome.footer}</Text>
            {unsubscribeUrl ? (
              <Text style={{ fontSize: '12px', margin: '8px 0 0' }}>
                <Link href={unsubscribeUrl} style={{ color: COLORS.primary }}>
                  {chrome.unsubscribe}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export type RenderedEmail = { html: string; text: string };

/** The HTML and its plain-text twin (links written out, so a text-only reader can follow them). */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const html = await render(<EmailLayout {...content} />);
  const text = toPlainText(html);
  return { html, text };
}
