import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangeEmailBody,
  type ChangePasswordBody,
  changeEmailBodySchema,
  changePasswordBodySchema,
  type DeleteAccountBody,
  deleteAccountBodySchema,
  MSG,
  SCREEN,
} from '@kala/contract';
import type { MutateOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client';
import { logout, useAuth } from '../../lib/auth-store';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import {
  useChangeEmailMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useExportMutation,
} from './account.api';
import { SettingsHeading } from '../../ui/settings-nav';

const text = SCREEN.account;

function Section({
  title,
  hint,
  children,
  danger,
}: {
  title: string;
  hint: ReactNode;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl border bg-card p-5 sm:p-6 ${danger ? 'border-destructive/40' : 'border-border'}`}
    >
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">{hint}</p>
      {children}
    </section>
  );
}

/**
 * A settings form's submit: on success the server's message is said and the form emptied (it held passwords), on
 * failure what went wrong.
 */
function sendThenEmpty<Body>(
  change: { mutate: (body: Body, options: MutateOptions<{ message: string }, Error, Body>) => void },
  reset: () => void,
) {
  return (values: Body) =>
    change.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        reset();
      },
      onError: (error) => toast.error(errorMessage(error, SCREEN.app.errorHint)),
    });
}

function PasswordSection() {
  const change = useChangePasswordMutation();
  const { register, handleSubmit, reset, formState } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: '', password: '' },
  });
  const onSubmit = handleSubmit(sendThenEmpty(change, reset));
  return (
    <Section title={text.passwordHeading} hint={text.passwordHint}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={text.currentPassword} error={formState.errors.currentPassword?.message}>
          {(control) => <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />}
        </FormField>
        <FormField label={SCREEN.fields.newPassword} error={formState.errors.password?.message}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
        </FormField>
        <Button type="submit" className="self-start" loading={change.isPending}>
          {change.isPending ? text.changingPassword : text.changePassword}
        </Button>
      </form>
    </Section>
  );
}

function EmailSection() {
  const { profile } = useAuth();
  const change = useChangeEmailMutation();
  const { register, handleSubmit, reset, formState } = useForm<ChangeEmailBody>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const onSubmit = handleSubmit(sendThenEmpty(change, reset));
  const current = profile ? (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-foreground">{profile.email}</span>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-medium ${
          profile.verified ? 'bg-accent text-accent-foreground' : 'bg-destructive/15 text-destructive'
        }`}
      >
        {profile.verified ? text.verifiedBadge : text.unverifiedBadge}
      </span>
    </span>
  ) : null;
  return (
    <Section title={text.emailHeading} hint={text.emailHint}>
      <div className="mb-4 text-sm">{current}</div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={text.newEmail} error={formState.errors.email?.message}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" />}
        </FormField>
        <FormField label={text.currentPassword} error={formState.errors.currentPassword?.message}>
          {(control) => <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />}
        </FormField>
        <Button type="submit" className="self-start" loading={change.isPending}>
          {change.isPending ? text.changingEmail : text.changeEmail}
        </Button>
      </form>
    </Section>
  );
}

function ExportSection() {
  const download = useExportMutation();
  return (
    <Section title={text.exportHeading} hint={text.exportHint}>
      <Button
        variant="outline"
        loading={download.isPending}
        onClick={() =>
          download.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, text.exportFailed)) })
        }
      >
        {download.isPending ? text.exporting : text.exportButton}
      </Button>
    </Section>
  );
}

function DeleteSection() {
  const remove = useDeleteAccountMutation();
  const { register, handleSubmit, formState } = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { currentPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    remove.mutate(values.currentPassword, {
      onSuccess: () => {
        toast.success(MSG.auth.accountDeleted);
        logout();
      },
      onError: (error) => toast.error(errorMessage(error, SCREEN.app.errorHint)),
    }),
  );
  return (
    <Section title={text.deleteHeading} hint={text.deleteHint} danger>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label={text.currentPassword} error={formState.errors.currentPassword?.message}>
          {(control) => <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />}
        </FormField>
        <Button type="submit" variant="destructive" className="self-start" loading={remove.isPending}>
          {remove.isPending ? text.deleting : text.deleteButton}
        </Button>
      </form>
    </Section>
  );
}

/** /settings/account (issue 17): Password, E-mail, Export my data, Delete account. */
export function AccountSettingsPage() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 md:py-10">
      <SettingsHeading title={text.settingsTitle} subtitle={text.settingsSubtitle} />
      <div className="flex flex-col gap-6">
        <PasswordSection />
        <EmailSection />
        <ExportSection />
        <DeleteSection />
      </div>
    </div>
  );
}
