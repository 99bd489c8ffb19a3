import { type HeldWork, type LookalikeHold, type ModerationItem, NOTIFY, SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, MessageSquareQuote, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageSpinner } from '../../ui/spinner';
import { ArtworkImage } from '../../entities/artwork/artwork-image';
import { type ModerationAction, moderationQueueQueryOptions, useModerationMutation } from './admin.api';
import { formatDateTime } from './admin-format';
import { HideDialog, type HideReasonInput } from './hide-dialog';
import { paths } from '../../lib/paths';

const T = SCREEN.moderation;
const R = SCREEN.report;

/** /admin/moderation (issue 17): the open reports grouped by item, with what a moderator can do about each. */
export function ModerationPage() {
  const queue = useQuery(moderationQueueQueryOptions());
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{T.title}</h1>
        <p className="text-sm text-muted-foreground">{T.description}</p>
      </header>
      {queue.isPending ? (
        <PageSpinner />
      ) : queue.isError ? (
        <ErrorState title={T.loadError} onRetry={() => queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={T.empty} />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {queue.data.map((item) => (
            <ModerationCard key={`${item.targetType}:${item.targetId}`} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ModerationCard({ item }: { item: ModerationItem }) {
  const act = useModerationMutation();
  const [hiding, setHiding] = useState(false);
  const target = { targetType: item.targetType, targetId: item.targetId };
  const request = item.reviewRequest ?? null;
  const run = (action: ModerationAction, why?: HideReasonInput) =>
    act.mutate(
      { action, target, ownerId: item.owner?.id, why },
      {
        onSuccess: () => {
          setHiding(false);
          toast.success(
            action === 'publish'
              ? T.held.published
              : action === 'remove'
                ? T.held.removed
                : action === 'dismiss' && request
                  ? T.keptHidden
                  : T.done[action],
          );
        },
        onError: (error) => toast.error(errorMessage(error, T.failed)),
      },
    );
  const hold = item.hold ?? null;
  const canHide = !hold && item.targetType !== 'message' && item.targetType !== 'user' && item.content !== null;
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs"
      aria-label={`${T.kinds[item.targetType]} ${T.reportCount(item.count)}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-muted px-2.5 py-0.5 font-semibold">{T.kinds[item.targetType]}</span>
        {item.count > 0 ? (
          <span className="rounded-full bg-destructive/10 px-2.5 py-0.5 font-semibold text-destructive">
            {T.reportCount(item.count)}
          </span>
        ) : null}
        {request ? (
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 font-semibold text-primary">
            {T.reviewRequested}
          </span>
        ) : null}
        {hold ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 dark:bg-amber-300/15 dark:text-amber-200">
            {T.held.badge}
          </span>
        ) : item.content?.hidden ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 dark:bg-amber-300/15 dark:text-amber-200">
            {item.targetType === 'user'
              ? T.suspendedBadge
              : item.content.hiddenReason
                ? T.hiddenBecause(NOTIFY.text.moderationReasons[item.content.hiddenReason])
                : T.hiddenBadge}
          </span>
        ) : null}
        <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(item.lastReportedAt)}</span>
      </div>
      <blockquote className="rounded-xl bg-muted/60 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line">
        {item.content ? item.content.text : <span className="text-muted-foreground italic">{T.gone}</span>}
      </blockquote>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {item.owner ? (
          <Link to={paths.profile(item.owner.username)} className="font-medium hover:underline">
            {T.by(item.owner.username)}
          </Link>
        ) : null}
        {item.owner?.suspended && item.targetType !== 'user' ? (
          <span className="font-semibold text-amber-700 dark:text-amber-300">{T.suspendedBadge}</span>
        ) : null}
        {item.content?.link ? (
          <Link to={item.content.link} className="inline-flex items-center gap-1 text-primary hover:underline">
            {T.open}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={R.reasonLabel}>
        {item.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium">
            {R.reasons[reason]} · {count}
          </li>
        ))}
      </ul>
      {item.details.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
          {item.details.map((detail, index) => (
            // Details repeat and have no id of their own.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders while shown.
            <li key={index} className="border-l-2 border-border pl-3 break-words">
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
      {hold ? <HoldComparison hold={hold} /> : null}
      {item.content?.hidden && item.content.hiddenNote ? (
        <p className="text-sm text-muted-foreground">{item.content.hiddenNote}</p>
      ) : null}
      {request ? (
        <div className="flex flex-col gap-1 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
          <p className="inline-flex items-center gap-1.5 font-medium">
            <MessageSquareQuote aria-hidden="true" className="size-4 text-primary" />
            {T.reviewRequestBy}
          </p>
          <p className="break-words whitespace-pre-line">{request.message}</p>
          <p className="text-xs text-muted-foreground">{formatDateTime(request.createdAt)}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        {hold ? (
          <>
            <Button size="sm" disabled={act.isPending} onClick={() => run('publish')}>
              {T.held.publish}
            </Button>
            <Button size="sm" variant="destructive" disabled={act.isPending} onClick={() => run('remove')}>
              {T.held.remove}
            </Button>
          </>
        ) : null}
        {hold && item.count === 0 && !request ? null : (
          <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => run('dismiss')}>
            {request ? T.keepHidden : T.dismiss}
          </Button>
        )}
        {canHide ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={act.isPending}
            onClick={() => (item.content?.hidden ? run('unhide') : setHiding(true))}
          >
            {item.content?.hidden ? T.unhide : T.hide}
          </Button>
        ) : null}
        <HideDialog open={hiding} onOpenChange={setHiding} pending={act.isPending} onHide={(why) => run('hide', why)} />
        {item.owner ? (
          <Button
            size="sm"
            variant={item.owner.suspended || hold ? 'outline' : 'destructive'}
            disabled={act.isPending}
            onClick={() => run(item.owner?.suspended ? 'unsuspend' : 'suspend')}
          >
            {item.owner.suspended ? T.unsuspend : T.suspend}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A held upload beside the work it looks like (issue 38, decision 0041): the moderator compares the two pictures,
 * who uploaded each and when, and reads what the uploader wrote, before publishing or removing it.
 */
function HoldComparison({ hold }: { hold: LookalikeHold }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <HeldFigure label={T.held.upload} work={hold.upload} />
        {hold.original ? (
          <HeldFigure label={T.held.original} work={hold.original} />
        ) : (
          <p className="self-center text-sm text-muted-foreground italic">{T.held.originalGone}</p>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{T.held.distance(hold.distance)}</p>
      <div className="flex flex-col gap-1 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
        {hold.explanation ? (
          <>
            <p className="inline-flex items-center gap-1.5 font-medium">
              <MessageSquareQuote aria-hidden="true" className="size-4 text-primary" />
              {T.held.explanation}
            </p>
            <p className="break-words whitespace-pre-line">{hold.explanation}</p>
          </>
        ) : (
          <p className="text-muted-foreground">{T.held.noExplanation}</p>
        )}
      </div>
    </div>
  );
}

function HeldFigure({ label, work }: { label: string; work: HeldWork }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2" aria-label={`${label}: ${work.title}`}>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <Link to={paths.artwork(work.id)} className="block overflow-hidden rounded-xl border border-border">
        <ArtworkImage
          image={work.image ?? undefined}
          alt={work.title}
          sizes="(min-width: 1024px) 240px, 45vw"
          fit="contain"
          className="aspect-square"
        />
      </Link>
      <figcaption className="flex min-w-0 flex-col text-sm">
        <span className="truncate font-medium">{work.title}</span>
        <Link to={paths.profile(work.artist.username)} className="truncate text-muted-foreground hover:underline">
          {T.by(work.artist.username)}
        </Link>
        <span className="text-xs text-muted-foreground">{formatDateTime(work.createdAt)}</span>
      </figcaption>
    </figure>
  );
}
