import {
  type Artwork,
  type ArtworkForm,
  MAX_UPLOAD_IMAGES,
  NEW_IMAGE_PREFIX,
  parseTags,
  SCREEN,
  SUPPORTED_IMAGE_TYPES,
  factsFormFields,
  factsToForm,
} from '@kala/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ImagePlus, type LucideIcon, Star, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { artworkQuery } from '../../entities/artwork/artwork.api';
import { artworkShippingQuery } from '../../entities/artwork/artwork-shipping.api';
import { useAuth } from '../../lib/auth-store';
import { formatDate } from '../../lib/format-date';
import { priceHistoryQuery, replaceImages, updateArtwork } from '../../entities/artwork/listings.api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { buttonClasses } from '../../ui/button-classes';
import { Card } from '../../ui/card';
import { ErrorState } from '../../ui/error-state';
import { FormError } from '../../ui/form-field';
import { formatPrice } from '../../ui/price';
import { PageSpinner } from '../../ui/spinner';
import { ArtworkFormCard, type FormPicture, pickedPicture, useArtworkForm, useArtworkPictures } from './artwork-form';
import { type ArtworkShippingValue, artworkShippingFieldsOf, shippingValueOf } from './artwork-shipping-fields';
import { acceptImageFiles } from './image-picker';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../ui/page-header';

const T = SCREEN.manage;

/** /artworks/:id/edit: the artist (or an admin) edits an artwork: the upload's fields and its pictures. */
export function EditArtworkPage({ id }: { id: string }) {
  const { userId, isAdmin } = useAuth();
  const query = useQuery(artworkQuery(id));
  // The work's own shipping (issue 34 item 3). If it cannot be read, the form leaves shipping alone rather than
  // saving "as in the profile" over what the artist set.
  const shipping = useQuery({ ...artworkShippingQuery(id, null), retry: false });
  if (query.isPending || shipping.isPending) return <PageSpinner label={T.loading} />;
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorState title={T.loadError} description={errorMessage(query.error, SCREEN.app.errorHint)} />
      </div>
    );
  }
  if (query.data.artistId !== userId && !isAdmin) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorState title={T.notYours} />
      </div>
    );
  }
  return <EditForm artwork={query.data} shipping={shipping.data ? shippingValueOf(shipping.data.override) : null} />;
}

function formOf(artwork: Artwork): ArtworkForm {
  return {
    title: artwork.title,
    description: artwork.description,
    category: artwork.category,
    forSale: artwork.forSale,
    price: artwork.forSale ? String(artwork.price) : '',
    quantity: artwork.forSale ? String(artwork.quantity) : '',
    tags: artwork.tags,
    images: artwork.images.map((image) => image.id),
  };
}

function EditForm({ artwork, shipping: shippingNow }: { artwork: Artwork; shipping: ArtworkShippingValue | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const artworkForm = useArtworkForm({
    values: formOf(artwork),
    tagsText: artwork.tags.join(', '),
    // The art facts and the alt text (issue 34 item 2, issue 40), as the upload takes them.
    facts: factsToForm(artwork.facts, artwork.altText),
  });
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = artworkForm.form;
  const pictures = useArtworkPictures<FormPicture>(
    () => artwork.images.map((image) => ({ id: image.id, url: image.url, file: null })),
    artworkForm.changeImages,
  );
  const images = pictures.pictures;
  const [shipping, setShipping] = useState(shippingNow);
  const [pending, setPending] = useState(false);

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    pictures.change(next);
  };
  const add = (files: File[]) => {
    const { accepted, messages } = acceptImageFiles(files, images.length);
    if (messages.length > 0) setError('images', { message: messages.join(' ') });
    pictures.change([...images, ...accepted.map(pickedPicture)]);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (artworkForm.checkFacts()) return;
    setPending(true);
    try {
      await updateArtwork(queryClient, artwork.id, {
        ...factsFormFields(artworkForm.facts),
        title: values.title,
        description: values.description,
        category: values.category,
        tags: parseTags(artworkForm.tagsText),
        forSale: values.forSale,
        ...(values.forSale ? { price: values.price ?? '', quantity: values.quantity ?? '' } : {}),
        ...(values.forSale && shipping ? artworkShippingFieldsOf(shipping) : {}),
      });
      const before = artwork.images.map((image) => image.id).join();
      if (images.map((image) => image.id).join() !== before) {
        const files = images.flatMap((image) => (image.file ? [image.file] : []));
        let index = 0;
        const order = images.map((image) => (image.file ? `${NEW_IMAGE_PREFIX}${index++}` : image.id));
        await replaceImages(queryClient, artwork.id, order, files);
      }
      toast.success(T.saved);
      navigate(paths.artwork(artwork.id));
    } catch (error) {
      if (error instanceof ApiError) artworkForm.showServerErrors(error);
      toast.error(errorMessage(error, T.saveFailed));
    } finally {
      setPending(false);
    }
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10 lg:px-8">
      <PageHeader
        title={T.editTitle}
        subtitle={T.editSubtitle}
        actions={
          <Link to={paths.artwork(artwork.id)} className={buttonClasses('outline', 'sm')}>
            {SCREEN.upload.viewArtwork}
          </Link>
        }
      />
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]"
      >
        <div className="flex flex-col gap-6">
          <Card className="p-5 sm:p-6">
            <PictureList
              images={images}
              onMove={move}
              onRemove={pictures.remove}
              onAdd={add}
              error={errors.images?.message}
              disabled={pending}
            />
          </Card>
          <PriceHistory id={artwork.id} />
        </div>
        <ArtworkFormCard
          artworkForm={artworkForm}
          shipping={shipping}
          onShippingChange={setShipping}
          disabled={pending}
        >
          <Button type="submit" size="lg" className="w-full" loading={pending}>
            {pending ? T.saving : T.save}
          </Button>
        </ArtworkFormCard>
      </form>
    </div>
  );
}

interface PictureListProps {
  images: readonly FormPicture[];
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  onAdd: (files: File[]) => void;
  error: string | undefined;
  disabled: boolean;
}

function PictureList({ images, onMove, onRemove, onAdd, error, disabled }: PictureListProps) {
  const inputId = useId();
  const full = images.length >= MAX_UPLOAD_IMAGES;
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${inputId}-title`} className="font-display text-lg font-semibold">
          {T.pictures}
        </h2>
        <p className="text-sm text-muted-foreground">{T.picturesHint}</p>
      </div>
      <ol className="flex flex-col gap-2">
        {images.map((image, index) => (
          <li key={image.id} className="flex items-center gap-3 rounded-xl border border-border p-2">
            <img src={image.url} alt={T.picture(index + 1)} className="size-16 shrink-0 rounded-lg object-cover" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="text-sm font-medium">{T.picture(index + 1)}</span>
              {index === 0 ? (
                <span className="inline-flex w-fit items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                  <Star aria-hidden="true" className="size-3" />
                  {SCREEN.upload.cover}
                </span>
              ) : (
                <button
                  type="button"
                  className="w-fit cursor-pointer text-xs font-medium text-primary underline-offset-2 hover:underline"
                  onClick={() => onMove(index, 0)}
                  disabled={disabled}
                  aria-label={`${T.makeCover}: ${T.picture(index + 1)}`}
                >
                  {T.makeCover}
                </button>
              )}
            </div>
            <div className="flex shrink-0 gap-1">
              <PictureButton
                label={`${T.moveUp}: ${T.picture(index + 1)}`}
                icon={ArrowUp}
                disabled={disabled || index === 0}
                onClick={() => onMove(index, index - 1)}
              />
              <PictureButton
                label={`${T.moveDown}: ${T.picture(index + 1)}`}
                icon={ArrowDown}
                disabled={disabled || index === images.length - 1}
                onClick={() => onMove(index, index + 1)}
              />
              <PictureButton
                label={`${T.removePicture}: ${T.picture(index + 1)}`}
                icon={X}
                disabled={disabled}
                onClick={() => onRemove(image.id)}
              />
            </div>
          </li>
        ))}
      </ol>
      {full ? null : (
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-xl border border-dashed border-input px-4 text-sm font-medium hover:border-primary"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {T.addPictures}
          <input
            id={inputId}
            type="file"
            multiple
            accept={SUPPORTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            disabled={disabled}
            onChange={(event) => {
              onAdd(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </label>
      )}
      <FormError message={error} />
    </section>
  );
}

/** A picture's move or remove button: an icon, named for the picture it acts on. */
function PictureButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

function PriceHistory({ id }: { id: string }) {
  const query = useQuery(priceHistoryQuery(id));
  if (!query.data) return null;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-display text-lg font-semibold">{T.priceHistory}</h2>
      {query.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{T.noPriceChanges}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {query.data.map((change) => (
            <li key={change.changedAt} className="flex justify-between gap-3">
              <span className="tabular-nums">
                {T.priceChange(formatPrice(change.oldPrice), formatPrice(change.newPrice))}
              </span>
              <time dateTime={change.changedAt} className="text-muted-foreground">
                {formatDate(new Date(change.changedAt))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
