/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the automatic JSX runtime when this file is loaded without apps/server/tsconfig.json (tsx run
// from the repository root, as the end-to-end restart server and the benchmarks do).
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { HTML_LANG, type Language, NOTIFY, type Texts } from '@kala/contract';
import { createContext, type ReactNode, useContext } from 'react';

// The frame every Kala mail shares: greeting, body, one button, and (for all but receipts) the footer with the
// unsubscribe link. Inline styles only: mail clients drop <style> blocks and ignore classes.

// Money in mails as everywhere in Kala: whole rupees without decimals, paise only when there are some.
export { formatRupees } from '@kala/contract';

export const styles = {
  body: { backgroundColor: '#f6f4f0', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f1d1a' },
  // Fluid up to 600 px (issue 35): a phone's mail client shows it edge to edge, never cut off.
  container: {
    backgroundColor: '#ffffff',
    margin: '16px auto',
    padding: '20px',
    width: '100%',
    maxWidth: '600px',
    boxSizing: 'border-box' as const,
  },
  text: { fontSize: '15px', lineHeight: '22px' },
  muted: { fontSize: '12px', lineHeight: '18px', color: '#6b6660' },
  button: {
    backgroundColor: '#8a3b12',
    color: '#ffffff',
    padding: '10px 18px',
    borderRadius: '6px',
    fontSize: '15px',
    textDecoration: 'none',
  },
  /** The receipt's table: one <table>, so every row's columns line up (issue 35). */
  table: { width: '100%', borderCollapse: 'collapse' as const },
  cell: {
    fontSize: '14px',
    lineHeight: '20px',
    padding: '6px 8px 6px 0',
    textAlign: 'left' as const,
    verticalAlign: 'top',
  },
  number: {
    fontSize: '14px',
    lineHeight: '20px',
    padding: '6px 0 6px 8px',
    textAlign: 'right' as const,
    verticalAlign: 'top',
    whiteSpace: 'nowrap' as const,
  },
  quote: { fontSize: '14px', lineHeight: '20px', borderLeft: '3px solid #d9d2c7', paddingLeft: '10px' },
};

/**
 * The recipient's language and its NOTIFY table (issue 18 item 5): given once around a mail at render
 * (outbox-messages.tsx), read by every component; the global active tables are never switched for a mail.
 */
export interface MailLanguage {
  language: Language;
  notify: Texts['NOTIFY'];
}
const MailLanguageContext = createContext<MailLanguage>({ language: 'en', notify: NOTIFY });
export const MailLanguageProvider = MailLanguageContext.Provider;
/** The texts of the mail being rendered. */
export const useMailTexts = () => useContext(MailLanguageContext).notify.mail;
/** The moderation mail's words (decision 0028), in the recipient's language. */
export const useModerationMailTexts = () => useContext(MailLanguageContext).notify.moderation;

export interface MailFooter {
  /** The settings label of the type this mail is about. */
  label: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

export function MailLayout(props: {
  preview: string;
  name: string;
  action: { label: string; url: string };
  footer: MailFooter | null;
  children: ReactNode;
}) {
  const { language, notify } = useContext(MailLanguageContext);
  return (
    <Html lang={language === 'hi' ? HTML_LANG.hi : 'en'}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.text}>{notify.mail.greeting(props.name)}</Text>
          {props.children}
          <Section style={{ margin: '20px 0' }}>
            <Button href={props.action.url} style={styles.button}>
              {props.action.label}
            </Button>
          </Section>
          <Text style={styles.text}>{notify.mail.signature}</Text>
          {props.footer && (
            <>
              <Hr />
              <Text style={styles.muted}>
                {notify.mail.unsubscribeLine(props.footer.label)}{' '}
                <Link href={props.footer.unsubscribeUrl}>{notify.mail.unsubscribe}</Link>
                {' · '}
                <Link href={props.footer.settingsUrl}>{notify.mail.manageSettings}</Link>
              </Text>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}
