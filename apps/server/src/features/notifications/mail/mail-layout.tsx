import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { CURRENCY, NOTIFY } from '@kala/contract';
import type { ReactNode } from 'react';

// The frame every Kala mail shares: greeting, body, one button, and (for all but receipts) the footer with the
// unsubscribe link. Inline styles only: mail clients drop <style> blocks and ignore classes.

const rupees = new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code });
/** 123456.5 → '₹1,23,456.50' (Indian grouping). */
export const formatRupees = (amount: number) => rupees.format(amount);

export const styles = {
  body: { backgroundColor: '#f6f4f0', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f1d1a' },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px' },
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
  cell: { fontSize: '14px', padding: '4px 8px 4px 0', textAlign: 'left' as const },
  quote: { fontSize: '14px', lineHeight: '20px', borderLeft: '3px solid #d9d2c7', paddingLeft: '10px' },
};

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
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.text}>{NOTIFY.mail.greeting(props.name)}</Text>
          {props.children}
          <Section style={{ margin: '20px 0' }}>
            <Button href={props.action.url} style={styles.button}>
              {props.action.label}
            </Button>
          </Section>
          <Text style={styles.text}>{NOTIFY.mail.signature}</Text>
          {props.footer && (
            <>
              <Hr />
              <Text style={styles.muted}>
                {NOTIFY.mail.unsubscribeLine(props.footer.label)}{' '}
                <Link href={props.footer.unsubscribeUrl}>{NOTIFY.mail.unsubscribe}</Link>
                {' · '}
                <Link href={props.footer.settingsUrl}>{NOTIFY.mail.manageSettings}</Link>
              </Text>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}
