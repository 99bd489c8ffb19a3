import {
  ADMIN_ARTWORK_QUANTITY_MIN,
  ALL_CATEGORIES,
  type ArtistSearchResult,
  type Artwork,
  addAdminTags,
  PRICE_MIN,
  PRICE_STEP,
  SUPPORTED_IMAGE_TYPES,
  MSG,
  SCREEN,
} from '@kala/contract';
import { categoryName } from '../../lib/category-name';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { FormError, FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { useSaveArtworkMutation } from './admin.api';
import { AdminDialogForm, AdminFormDialog } from './admin-form-dialog';
import { ArtistPicker } from './artist-picker';
import {
  type ArtworkFormErrors,
  type ArtworkFormMode,
  type ArtworkFormValues,
  artworkFormData,
  artworkFormValues,
  EMPTY_ARTWORK_FORM,
  validateArtworkForm,
} from './artwork-form';
import { TagInput } from './tag-input';
import { toast } from '../../lib/toast';

const C = SCREEN.admin.columns;

// Form fields that carry a message of their own; `files` is shown under the image.
const FORM_FIELDS = ['title', 'description', 'category', 'price', 'quantity', 'tags', 'isSold', 'artistId'] as const;
type MessageField = (typeof FORM_FIELDS)[number];
const isMessageField = (name: string): name is MessageField => (FORM_FIELDS as readonly string[]).includes(name);

export interface ArtworkFormDialogProps {
  /** Open for Add Artwork (artwork null) or Edit Artwork. */
  open: boolean;
  artwork: Artwork | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The modal of Artwork Management (docs/product.md#screens-and-routes, docs/product.md#states-and-transitions "Admin
 * modal", docs/product.md#validation-rules): on success it resets and closes.
 */
export function ArtworkFormDialog({ open, artwork, onOpenChange }: ArtworkFormDialogProps) {
  return (
    <AdminFormDialog open={open} onOpenChange={onOpenChange}>
      <ArtworkForm key={artwork?.id ?? 'new'} artwork={artwork} onDone={() => onOpenChange(false)} />
    </AdminFormDialog>
  );
}

/** A picked file's preview, released when it changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

function ArtworkForm({ artwork, onDone }: { artwork: Artwork | null; onDone: () => void }) {
  const mode: ArtworkFormMode = artwork ? 'edit' : 'create';
  const save = useSaveArtworkMutation();
  const [tagDraft, setTagDraft] = useState('');
  const [artist, setArtist] = useState<ArtistSearchResult | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const imageHintId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = useForm<ArtworkFormValues>({
    defaultValues: artwork ? artworkFormValues(artwork) : { ...EMPTY_ARTWORK_FORM, tags: [] },
  });
  const file = watch('file');
  const preview = useObjectUrl(file);
  const currentImage = artwork?.images[0]?.url ?? null;

  const showErrors = (found: ArtworkFormErrors) => {
    let focused = false;
    for (const [field, message] of Object.entries(found)) {
      if (!message) continue;
      if (field === 'files') setFileError(message);
      else if (isMessageField(field)) {
        setError(field, { message }, { shouldFocus: !focused });
        focused = true;
      }
    }
  };

  const onSubmit = handleSubmit((typed) => {
    // A tag still being typed counts, as if the admin had pressed Enter.
    const values: ArtworkFormValues = {
      ...typed,
      tags: addAdminTags(typed.tags, tagDraft),
      artistId: artist?.id ?? '',
    };
    setValue('tags', values.tags);
    setTagDraft('');
    setFileError(undefined);
    const found = validateArtworkForm(values, mode);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    save.mutate(
      { id: artwork?.id ?? null, form: artworkFormData(values, mode) },
      {
        onSuccess: () => {
          toast.success(mode === 'edit' ? MSG.admin.artworkUpdated : MSG.admin.artworkCreated);
          reset();
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) showErrors(error.fields as ArtworkFormErrors);
          const reason = errorMessage(error, '');
          toast.error(
            mode === 'edit' ? MSG.admin.updateArtworkFailed : MSG.admin.createArtworkFailed,
            reason ? { description: reason } : undefined,
          );
        },
      },
    );
  });

  const pickFile = (picked: File | null) => {
    setValue('file', picked);
    setFileError(undefined);
    // The same file can be picked again after removing it.
    if (fileInput.current) fileInput.current.value = '';
  };

  const shownImage = preview ?? currentImage;

  return (
    <AdminDialogForm
      title={mode === 'edit' ? SCREEN.admin.editArtwork : SCREEN.admin.addArtwork}
      mode={mode}
      pending={save.isPending}
      onSubmit={onSubmit}
    >
      {mode === 'create' ? (
        <FormField
          className="sm:col-span-2"
          label={SCREEN.admin.artist}
          hint={SCREEN.admin.artistHint}
          error={errors.artistId?.message}
        >
          {(field) => <ArtistPicker {...field} value={artist} onChange={setArtist} />}
        </FormField>
      ) : null}
      <FormField className="sm:col-span-2" label={C.title} error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} autoComplete="off" />}
      </FormField>
      <FormField className="sm:col-span-2" label={C.description} error={errors.description?.message}>
        {(field) => <Textarea {...field} {...register('description')} rows={3} />}
      </FormField>
      <FormField label={C.category} error={errors.category?.message}>
        {(field) => (
          <Select {...field} {...register('category')} placeholder={SCREEN.admin.categoryPlaceholder}>
            {ALL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryName(category)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={C.price} error={errors.price?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('price')}
            type="number"
            inputMode="decimal"
            min={PRICE_MIN}
            step={PRICE_STEP}
          />
        )}
      </FormField>
      <FormField label={C.quantity} error={errors.quantity?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('quantity')}
            type="number"
            inputMode="numeric"
            min={ADMIN_ARTWORK_QUANTITY_MIN}
            step={1}
          />
        )}
      </FormField>
      <div className="flex flex-col justify-end gap-1 sm:pb-0.5">
        <Checkbox label={SCREEN.admin.markSold} {...register('isSold')} />
        <p className="text-xs text-muted-foreground">{SCREEN.admin.markSoldHint}</p>
      </div>
      <FormField className="sm:col-span-2" label={C.tags} hint={SCREEN.admin.tagsHint} error={errors.tags?.message}>
        {(field) => (
          <Controller
            control={control}
            name="tags"
            render={({ field: tags }) => (
              <TagInput
                {...field}
                value={tags.value}
                onChange={tags.onChange}
                draft={tagDraft}
                onDraftChange={setTagDraft}
              />
            )}
          />
        )}
      </FormField>

      <div className="flex flex-col gap-2 sm:col-span-2">
        <span className="text-sm font-medium">{SCREEN.admin.image}</span>
        <div className="flex items-center gap-4">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-muted">
            {shownImage ? (
              <img src={shownImage} alt="" className="size-full object-cover" />
            ) : (
              <ImagePlus aria-hidden="true" className="size-6 text-muted-foreground" />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <ImagePlus aria-hidden="true" />
                {SCREEN.admin.chooseImage}
              </Button>
              {file ? (
                <span className="inline-flex min-w-0 items-center gap-1 rounded-full bg-muted py-0.5 pr-0.5 pl-3 text-sm">
                  <span className="truncate">{file.name}</span>
                  <button
                    type="button"
                    onClick={() => pickFile(null)}
                    aria-label={SCREEN.upload.removeImage(file.name)}
                    className="inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-background/60"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </span>
              ) : null}
            </div>
            <p id={imageHintId} className="text-xs text-muted-foreground">
              {mode === 'edit' ? SCREEN.admin.imageHintEdit : SCREEN.admin.imageHintCreate}
            </p>
          </div>
        </div>
        {/* One file only (docs/product.md#validation-rules): no `multiple`. */}
        <input
          ref={fileInput}
          type="file"
          accept={SUPPORTED_IMAGE_TYPES.join(',')}
          aria-label={SCREEN.admin.image}
          aria-describedby={imageHintId}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
        />
        <FormError message={fileError} />
      </div>
    </AdminDialogForm>
  );
}
