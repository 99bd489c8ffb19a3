import type { ArtMedium, CertificateVerification } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { parseISO } from 'date-fns';
import { BadgeCheck, CircleX, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import { Card } from '../../ui/card';
import { ErrorState } from '../../ui/error-state';
import { PageSpinner } from '../../ui/spinner';
import { certificateQuery } from './certificates.api';

const pageClasses = 'mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 md:py-10';

/**
 * /verify/{number} (issue 37 item 8), for anyone: whether Kala issued this certificate and its signature holds,
 * and what it certifies. The buyer is named only when they chose so.
 */
export function VerifyPage({ number }: { number: string }) {
  const query = useQuery(certificateQuery(number));
  const text = SCREEN.certificate;
  if (query.isPending) return <PageSpinner label={text.checking} showLabel />;
  if (query.isError) {
    return (
      <div className={pageClasses}>
        <ErrorState title={text.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const answer = query.data;
  if (!answer) {
    return (
      <div className={pageClasses}>
        <Verdict tone="bad" title={text.notKala} description={text.notKalaText} number={number} />
      </div>
    );
  }
  const { certificate } = answer;
  const verdict = answer.genuine
    ? { tone: 'good' as const, title: text.genuine, description: text.genuineText(certificate.artistName) }
    : answer.signatureValid
      ? { tone: 'warn' as const, title: text.revoked, description: text.revokedText }
      : { tone: 'bad' as const, title: text.invalid, description: text.invalidText };
  return (
    <div className={pageClasses}>
      <Verdict {...verdict} number={certificate.number} />
      {answer.signatureValid ? <Certified answer={answer} /> : null}
    </div>
  );
}

function Verdict({
  tone,
  title,
  description,
  number,
}: {
  tone: 'good' | 'warn' | 'bad';
  title: string;
  description: string;
  number: string;
}) {
  const Icon = tone === 'good' ? BadgeCheck : tone === 'warn' ? ShieldAlert : CircleX;
  // Genuine in the success colour; revoked or not Kala's in the destructive one (a different icon tells them apart).
  const colour = tone === 'good' ? 'border-success/40 bg-success/10' : 'border-destructive/40 bg-destructive/10';
  const iconColour = tone === 'good' ? 'text-success' : 'text-destructive';
  return (
    <Card className={`flex items-start gap-4 border p-5 sm:p-6 ${colour}`} role="status">
      <Icon aria-hidden="true" className={`mt-0.5 size-8 shrink-0 ${iconColour}`} />
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="font-display text-xl font-semibold tracking-tight sm:text-2xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
        <p className="mt-1 font-mono text-sm font-medium break-all">{number}</p>
      </div>
    </Card>
  );
}

function Certified({ answer }: { answer: CertificateVerification }) {
  const { certificate } = answer;
  const text = SCREEN.certificate;
  const T = SCREEN.facts;
  const rows: [string, string][] = [
    [text.artwork, certificate.title],
    [text.artist, `${certificate.artistName} (@${certificate.artistUsername})`],
    [
      T.medium,
      certificate.medium ? (T.mediums[certificate.medium as ArtMedium] ?? certificate.medium) : text.notStated,
    ],
    [T.size, certificate.size ?? text.notStated],
    [T.year, certificate.year === null ? text.notStated : String(certificate.year)],
    [text.saleDate, formatDate(parseISO(certificate.saleDate))],
    ...(certificate.buyerName ? ([[text.owner, certificate.buyerName]] as [string, string][]) : []),
    [text.key, certificate.keyId],
  ];
  return (
    <Card className="flex flex-col gap-5 p-4 sm:flex-row sm:p-5">
      {answer.imageUrl ? (
        <img
          src={answer.imageUrl}
          alt={certificate.title}
          className="h-auto w-full rounded-xl object-contain ring-1 ring-border sm:w-64 sm:self-start"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 className="text-lg font-semibold">{text.certifies}</h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <Link
          to={paths.artwork(certificate.artworkId)}
          className="w-fit rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {text.viewArtwork}
        </Link>
      </div>
    </Card>
  );
}
