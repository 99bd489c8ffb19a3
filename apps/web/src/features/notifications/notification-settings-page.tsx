import { NOTIFICATION_TYPES, type NotificationType, NOTIFY, SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BellOff, BellRing, Eye, EyeOff, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ColumnHeader } from '../../ui/column-header';
import { Button, buttonClasses } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { Switch } from '../../ui/switch';
import { SettingsHeading } from '../../ui/settings-nav';
import {
  notificationSettingsQuery,
  presenceSettingsQuery,
  usePresenceSettingsMutation,
  type PushState,
  pushStateQuery,
  usePushMutation,
  useUpdateSettingsMutation,
} from './notifications.api';
import { paths } from '../../lib/paths';

/** One setting as a card: its icon, title and words (`children`), and its control at the end (`action`). */
function SettingCard({
  id,
  icon: Icon,
  title,
  action,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 sm:flex-row sm:items-center"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {children}
      </div>
      {action}
    </section>
  );
}

/** This device's push: asks for the browser's permission only when the button is pressed. */
function PushCard() {
  const state = useQuery(pushStateQuery());
  const push = usePushMutation();
  const current: PushState | undefined = state.data;
  const text = SCREEN.notifications;
  let hint: string = text.pushOffHint;
  let action: ReactNode = null;
  if (current === 'unsupported') hint = text.pushUnsupported;
  else if (current === 'blocked') hint = text.pushBlocked;
  else if (current === 'on') {
    hint = text.pushOnHint;
    action = (
      <Button variant="outline" loading={push.isPending} onClick={() => push.mutate(false)}>
        {push.isPending ? text.turningOffPush : text.turnOffPush}
      </Button>
    );
  } else if (current === 'off') {
    action = (
      <Button loading={push.isPending} onClick={() => push.mutate(true)}>
        {push.isPending ? text.turningOnPush : text.turnOnPush}
      </Button>
    );
  }
  const Icon = current === 'on' ? BellRing : BellOff;
  return (
    <SettingCard id="push-title" icon={Icon} title={text.pushTitle} action={action}>
      {state.isPending ? (
        <Skeleton className="mt-2 h-4 w-3/4" />
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
      )}
    </SettingCard>
  );
}

/** Whether people one chats with see when one is active (decision 0029); hiding it hides theirs from one too. */
function PresenceCard() {
  const settings = useQuery(presenceSettingsQuery());
  const update = usePresenceSettingsMutation();
  const text = SCREEN.notifications;
  const shown = settings.data ? !settings.data.hidden : true;
  const Icon = shown ? Eye : EyeOff;
  return (
    <SettingCard
      id="presence-title"
      icon={Icon}
      title={text.presenceTitle}
      action={
        settings.isPending ? (
          <Skeleton className="h-6 w-11 rounded-full" />
        ) : settings.isError ? null : (
          <Switch
            aria-label={text.presenceTitle}
            checked={shown}
            onCheckedChange={(on) => update.mutate({ hidden: !on })}
          />
        )
      }
    >
      <p className="mt-1 text-sm text-muted-foreground">{text.presenceHint}</p>
    </SettingCard>
  );
}

/** /settings/notifications (issue 15): per type, e-mail and push on or off; and push on this device. */
export function NotificationSettingsPage() {
  const settings = useQuery(notificationSettingsQuery());
  const update = useUpdateSettingsMutation();
  const text = SCREEN.notifications;

  let table: ReactNode;
  if (settings.isPending) {
    table = (
      <div role="status" className="flex flex-col gap-3 p-5">
        <span className="sr-only">{text.settingsLoading}</span>
        {NOTIFICATION_TYPES.map((type) => (
          <Skeleton key={type} className="h-9 w-full" />
        ))}
      </div>
    );
  } else if (settings.isError) {
    table = (
      <ErrorState
        title={text.settingsError}
        description={SCREEN.app.errorHint}
        onRetry={() => void settings.refetch()}
      />
    );
  } else {
    const flip = (type: NotificationType, channel: 'email' | 'push', on: boolean) =>
      update.mutate({ [type]: { [channel]: on } });
    table = (
      <table className="w-full text-left">
        <thead>
          <tr className="border-b border-border text-sm text-muted-foreground">
            <ColumnHeader className="py-3 pr-2 pl-5">{text.type}</ColumnHeader>
            <ColumnHeader className="w-20 px-1 py-3 text-center sm:w-24">{text.email}</ColumnHeader>
            <ColumnHeader className="w-20 py-3 pr-3 pl-1 text-center sm:w-24">{text.push}</ColumnHeader>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => {
            const label = NOTIFY.typeLabels[type];
            return (
              <tr key={type} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-2 pl-5 text-[0.95rem] font-normal">
                  {label}
                </th>
                <td className="px-1 py-1 text-center">
                  <Switch
                    aria-label={text.emailFor(label)}
                    checked={settings.data[type].email}
                    onCheckedChange={(on) => flip(type, 'email', on)}
                  />
                </td>
                <td className="py-1 pr-3 pl-1 text-center">
                  <Switch
                    aria-label={text.pushFor(label)}
                    checked={settings.data[type].push}
                    onCheckedChange={(on) => flip(type, 'push', on)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 md:py-10">
      <Link to={paths.notifications} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4 text-muted-foreground')}>
        <ArrowLeft aria-hidden="true" />
        {text.back}
      </Link>
      <SettingsHeading title={text.settingsTitle} subtitle={text.settingsSubtitle} />
      <div className="flex flex-col gap-6">
        <div className="overflow-hidden rounded-2xl border border-border bg-card">{table}</div>
        <PushCard />
        <PresenceCard />
      </div>
    </div>
  );
}
