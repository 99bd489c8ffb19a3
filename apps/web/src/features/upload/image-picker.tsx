import {
  checkImageFiles,
  isSupportedImageType,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_IMAGES,
  SUPPORTED_IMAGE_TYPES,
  SCREEN,
  VALIDATION,
} from '@kala/contract';
import { ImagePlus, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Label } from '../../ui/label';

/** A picked image: the file to send and an object URL for its preview. */
export interface PickedImage {
  id: string;
  file: File;
  url: string;
}

/**
 * The files of a pick that may be added: supported types and at most 5 MB, no more than the room left.
 * `messages` are the spec's texts for whatever was refused (unsupported names, the maximum of 5, too large).
 */
export function acceptImageFiles(files: readonly File[], alreadySelected: number) {
  const messages = checkImageFiles(files, alreadySelected);
  const room = Math.max(0, MAX_UPLOAD_IMAGES - alreadySelected);
  const accepted = files
    .filter((file) => isSupportedImageType(file.type) && file.size <= MAX_IMAGE_BYTES)
    .slice(0, room);
  return { accepted, messages };
}

export interface ImagePickerProps {
  images: readonly PickedImage[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** The form's message for this field (e.g. 'At least one image is required'). */
  error?: string;
  disabled?: boolean;
}

/**
 * Drag-and-drop or click to pick up to 5 images (docs/product.md#validation-rules), with previews and a remove button
 * on each.
 */
export function ImagePicker({ images, onAdd, onRemove, error, disabled = false }: ImagePickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const full = images.length >= MAX_UPLOAD_IMAGES;

  const pick = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, messages } = acceptImageFiles(files, images.length);
    setProblems(messages);
    if (accepted.length > 0) onAdd(accepted);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick([...event.dataTransfer.files]);
  };

  const shownErrors = [...problems, ...(error && !problems.includes(error) ? [error] : [])];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={inputId}>{SCREEN.upload.images}</Label>
        <span className="text-xs tabular-nums text-muted-foreground" aria-hidden="true">
          {images.length}/{MAX_UPLOAD_IMAGES}
        </span>
      </div>
      <input
        id={inputId}
        type="file"
        multiple
        accept={SUPPORTED_IMAGE_TYPES.join(',')}
        className="peer sr-only"
        disabled={disabled || full}
        aria-invalid={shownErrors.length > 0}
        aria-describedby={[hintId, shownErrors.length > 0 ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          pick([...(event.target.files ?? [])]);
          // Picking the same file again after removing it must fire change again.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled && !full) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-6 text-center transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          images.length > 0 ? 'py-6' : 'py-12 sm:py-16',
          dragging
            ? 'border-primary bg-accent/60'
            : 'border-input/60 bg-muted/40 hover:border-primary hover:bg-accent/30',
          shownErrors.length > 0 && !dragging && 'border-destructive/70',
          (disabled || full) && 'pointer-events-none opacity-60',
        )}
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm ring-1 ring-border">
          <ImagePlus aria-hidden="true" className="size-6" />
        </span>
        <span className="font-medium">{SCREEN.upload.dropImages}</span>
        <span className="text-sm font-medium text-primary">{SCREEN.upload.browseImages}</span>
        <span id={hintId} className="max-w-xs text-xs text-muted-foreground">
          {VALIDATION.images.hint}
        </span>
      </label>

      {shownErrors.length > 0 ? (
        <div id={errorId} role="alert" className="flex flex-col gap-1">
          {shownErrors.map((message) => (
            <p key={message} className="text-sm font-medium text-destructive">
              {message}
            </p>
          ))}
        </div>
      ) : null}

      {images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-3 xl:grid-cols-5">
          {images.map((image, index) => (
            <li
              key={image.id}
              className="group relative aspect-square overflow-hidden rounded-xl bg-muted ring-1 ring-border"
            >
              <img src={image.url} alt={image.file.name} className="size-full object-cover" />
              {index === 0 ? (
                <span className="absolute bottom-1.5 left-1.5 rounded-md bg-background/90 px-1.5 py-0.5 text-[0.65rem] font-semibold uppercase tracking-wide text-foreground shadow-sm">
                  {SCREEN.upload.cover}
                </span>
              ) : null}
              <button
                type="button"
                onClick={() => onRemove(image.id)}
                disabled={disabled}
                aria-label={SCREEN.upload.removeImage(image.file.name)}
                className="absolute top-1 right-1 inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm ring-1 ring-border transition-colors hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 md:size-8"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
