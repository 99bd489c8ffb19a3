import { zodResolver } from '@hookform/resolvers/zod';
import {
  BIO_MAX_LENGTH,
  type CurrentProfile,
  MAX_IMAGE_BYTES,
  type ProfileForm,
  profileFormSchema,
  MSG,
  SCREEN,
  VALIDATION,
} from '@kala/contract';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api-client';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { FormError, FormField } from '../../ui/form-field';
import { Input, UsernameInput } from '../../ui/input';
import { PersonDetailsFields } from '../../ui/profile-fields';
import { Textarea } from '../../ui/textarea';
import { type ProfileSave, useSaveProfileMutation } from './profile.api';
import { toast } from '../../lib/toast';
import { formatDate } from '../../lib/format-date';
import { timeAgo } from '../../lib/time-ago';

type FieldName = keyof ProfileForm;

/** The profile as the form's strings (docs/product.md#entities-and-fields "Forms" keeps every value a string). */
function formValues(profile: CurrentProfile): ProfileForm {
  return {
    name: profile.name,
    username: profile.username,
    bio: profile.bio,
    location: profile.location,
    gender: profile.gender ?? '',
    age: String(profile.age),
    pincode: String(profile.pincode),
    phone: profile.phone,
  };
}

// Every field is trimmed by the contract's rules (the server trims them again).
const isChanged = (before: ProfileForm, after: ProfileForm, field: FieldName) =>
  (after[field] ?? '').trim() !== (before[field] ?? '');

/** The fields whose value differs from what the profile had: only those are sent. */
function changedFields(before: ProfileForm, after: ProfileForm): ProfileSave['changes'] {
  const changes: ProfileSave['changes'] = {};
  for (const field of Object.keys(before) as FieldName[]) {
    if (isChanged(before, after, field)) changes[field] = (after[field] ?? '').trim();
  }
  return changes;
}

const schemaResolver = zodResolver(profileFormSchema);

/**
 * The contract's rules, applied to the fields the user changed. A field left as it was is not sent, so what
 * the account already holds (a demo account without a phone, a gender an admin left unset) cannot block
 * saving the rest.
 */
function changedFieldsResolver(before: ProfileForm): Resolver<ProfileForm> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors = Object.fromEntries(
      Object.entries(result.errors).filter(([field]) => isChanged(before, values, field as FieldName)),
    );
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}

/**
 * 'about 2 months ago (12 Mar 2025)': the relative time of docs/product.md#constants-and-limits with the date itself.
 */
function describeDate(iso: string): string {
  const date = new Date(iso);
  return SCREEN.editProfile.relativeDate(timeAgo(date), formatDate(date));
}

/**
 * Reads a picked file as a data URL for the preview (docs/product.md#validation-rules: any image type, read locally).
 */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error));
    reader.readAsDataURL(file);
  });
}

export interface EditProfileFormProps {
  profile: CurrentProfile;
  /** After saving, with the username the profile has now (it may have changed). */
  onSaved: (username: string) => void;
  onCancel: () => void;
}

/**
 * docs/product.md#edit-profile: the dates, a picture and the profile fields with the contract's rules. Kala saves
 * them (docs/product.md#beyond-the-original-client): only the fields that changed, then the picture; the server's field
 * errors show on the fields.
 */
export function EditProfileForm({ profile, onSaved, onCancel }: EditProfileFormProps) {
  const saveCall = useSaveProfileMutation();
  const photoInputId = useId();
  const pickupHintId = useId();
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  // The values the form started from: what "changed" is measured against, even if the profile refetches.
  const [defaults] = useState(() => formValues(profile));
  // Local pickup (issue 19, decision 0017): a switch beside the fields, sent only when it changed.
  const [offersPickup, setOffersPickup] = useState(profile.offersPickup === true);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileForm>({ resolver: changedFieldsResolver(defaults), defaultValues: defaults });

  const onPickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhotoError(VALIDATION.images.unreadable([file.name]));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setPhotoError(VALIDATION.images.tooLarge([file.name]));
      return;
    }
    try {
      setPhoto({ file, preview: await readAsDataUrl(file) });
      setPhotoError(undefined);
    } catch {
      setPhotoError(VALIDATION.images.unreadable([file.name]));
    }
  };

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [field, message] of Object.entries(error.fields)) {
      if (Object.hasOwn(defaults, field)) setError(field as FieldName, { message });
      else if (field === 'file') setPhotoError(message);
    }
  };

  const onSubmit = handleSubmit((values) => {
    const changes = changedFields(defaults, values);
    if (offersPickup !== (profile.offersPickup === true)) changes.offersPickup = offersPickup;
    if (Object.keys(changes).length === 0 && !photo) {
      onSaved(profile.username);
      return;
    }
    saveCall.mutate(
      { changes, image: photo?.file ?? null },
      {
        onSuccess: (saved) => {
          toast.success(MSG.profile.updated);
          onSaved(saved?.username ?? profile.username);
        },
        onError: (error) => {
          showServerErrors(error);
          toast.error(errorMessage(error, MSG.profile.updateFailed));
        },
      },
    );
  });

  const T = SCREEN.editProfile;
  return (
    <Card className="overflow-hidden">
      <form onSubmit={onSubmit} noValidate>
        <div className="flex flex-col gap-1.5 border-b border-border p-6 sm:p-8">
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{T.heading}</h1>
          <p className="text-sm text-muted-foreground">{T.description}</p>
          <dl className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{T.lastUpdated}</dt>
              <dd>
                <time dateTime={profile.updatedAt}>{describeDate(profile.updatedAt)}</time>
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{T.accountCreated}</dt>
              <dd>
                <time dateTime={profile.createdAt}>{describeDate(profile.createdAt)}</time>
              </dd>
            </div>
          </dl>
        </div>

        <div className="flex flex-col gap-6 p-6 sm:p-8">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-sm font-medium">{T.photo}</legend>
            <div className="flex items-center gap-5">
              <Avatar
                src={photo?.preview ?? profile.profileImage}
                username={profile.username}
                name={profile.name}
                size="xl"
                alt={T.photo}
              />
              <div className="flex min-w-0 flex-col items-start gap-2">
                <label
                  htmlFor={photoInputId}
                  className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-input bg-card px-4 text-sm font-medium transition-colors hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring md:h-10"
                >
                  <Camera aria-hidden="true" className="size-5" />
                  {T.changePhoto}
                  <input
                    id={photoInputId}
                    type="file"
                    accept="image/*"
                    className="sr-only"
                    onChange={onPickPhoto}
                    aria-describedby={`${photoInputId}-hint`}
                  />
                </label>
                <p id={`${photoInputId}-hint`} className="text-xs text-muted-foreground">
                  {photo ? photo.file.name : T.photoHint}
                </p>
              </div>
            </div>
            <FormError message={photoError} />
          </fieldset>

          <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:gap-x-5">
            <FormField className="col-span-2 sm:col-span-1" label={SCREEN.fields.fullName} error={errors.name?.message}>
              {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
            </FormField>
            <FormField
              className="col-span-2 sm:col-span-1"
              label={SCREEN.fields.username}
              error={errors.username?.message}
            >
              {(control) => <UsernameInput {...control} {...register('username')} />}
            </FormField>
            <FormField className="col-span-2" label={SCREEN.fields.bio} error={errors.bio?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...register('bio')}
                  rows={4}
                  maxLength={BIO_MAX_LENGTH}
                  placeholder={T.bioPlaceholder}
                />
              )}
            </FormField>
            <PersonDetailsFields register={register} errors={errors} />
            <div className="col-span-2 flex flex-col gap-1 rounded-xl border border-border p-4">
              <Checkbox
                label={<span className="font-medium">{T.offersPickup}</span>}
                aria-describedby={pickupHintId}
                checked={offersPickup}
                onChange={(event) => setOffersPickup(event.target.checked)}
              />
              <p id={pickupHintId} className="text-sm text-muted-foreground">
                {T.offersPickupHint}
              </p>
            </div>
          </div>
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-border bg-muted/40 px-6 py-5 sm:flex-row sm:justify-end sm:px-8">
          <Button variant="outline" onClick={onCancel} disabled={saveCall.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={saveCall.isPending}>
            {saveCall.isPending ? T.saving : T.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
