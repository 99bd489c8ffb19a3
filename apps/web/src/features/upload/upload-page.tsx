import { type Artwork, type ArtworkForm, validateUploadSubmit, EMPTY_FACTS_FORM, MSG, SCREEN } from '@kala/contract';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import {
  type ArtworkFormStart,
  ArtworkFormCard,
  pickedPicture,
  useArtworkForm,
  useArtworkPictures,
} from './artwork-form';
import { artworkShippingFieldsOf, PROFILE_SHIPPING } from './artwork-shipping-fields';
import { ImagePicker, type PickedImage } from './image-picker';
import { sendHoldExplanation, useUploadArtworkMutation } from './upload.api';
import { HeldNotice } from '../../ui/held-notice';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../ui/page-header';

const EMPTY_FORM: ArtworkForm = {
  title: '',
  description: '',
  price: '',
  category: '',
  images: [],
  tags: [],
  quantity: '',
  forSale: false,
};

const EMPTY_START: ArtworkFormStart = { values: EMPTY_FORM, tagsText: '', facts: EMPTY_FACTS_FORM };

/**
 * docs/product.md#upload-artwork: image picker, title, description, for-sale with price and quantity, tags and
 * category. The form schema's rules (docs/product.md#validation-rules) run as the user submits, then the submit checks;
 * the images go up with a progress bar. On success the form and images are cleared and the new artwork is linked.
 */
export function UploadPage() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<Artwork | null>(null);
  // A new picker after each upload forgets the messages of earlier picks.
  const [pickerKey, setPickerKey] = useState(0);
  const upload = useUploadArtworkMutation(setProgress);
  const artworkForm = useArtworkForm(EMPTY_START);
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = artworkForm.form;
  const pictures = useArtworkPictures<PickedImage>([], artworkForm.changeImages);
  const images = pictures.pictures;
  const [shipping, setShipping] = useState(PROFILE_SHIPPING);

  const addImages = (files: File[]) => {
    setUploaded(null);
    pictures.change([...images, ...files.map(pickedPicture)]);
  };

  const clearForm = () => {
    pictures.clear();
    setPickerKey((key) => key + 1);
    artworkForm.reset(EMPTY_START);
  };

  const submitForm = handleSubmit((values) => {
    const problems = validateUploadSubmit({
      loggedIn: isAuthenticated,
      imageCount: images.length,
      forSale: values.forSale,
      price: values.price,
      quantity: values.quantity,
    });
    if (problems?.auth) {
      toast.error(problems.auth);
      navigate(paths.login(paths.upload));
      return;
    }
    const factsWrong = artworkForm.checkFacts() !== null;
    if (problems) {
      if (problems.images) setError('images', { message: problems.images });
      if (problems.price) setError('price', { message: problems.price });
      if (problems.quantity) setError('quantity', { message: problems.quantity });
      return;
    }
    if (factsWrong) return;
    setProgress(0);
    setUploaded(null);
    upload.mutate(
      {
        title: values.title,
        description: values.description,
        category: values.category,
        forSale: values.forSale,
        price: values.price,
        quantity: values.quantity,
        tagsText: artworkForm.tagsText,
        files: images.map((image) => image.file),
        shipping: values.forSale ? artworkShippingFieldsOf(shipping) : undefined,
        facts: artworkForm.facts,
      },
      {
        onSuccess: (artwork) => {
          if (!artwork.held) toast.success(MSG.upload.success);
          setUploaded(artwork);
          clearForm();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            artworkForm.showServerErrors(error);
            toast.error(errorMessage(error, MSG.upload.failed));
          } else {
            toast.error(MSG.upload.unexpected);
          }
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  // The facts' messages show with the form's, whatever else is wrong.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    artworkForm.checkFacts();
    return submitForm(event);
  };

  const pending = upload.isPending;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10 lg:px-8">
      <PageHeader title={SCREEN.upload.title} subtitle={SCREEN.upload.subtitle} />

      {uploaded?.held ? (
        // Issue 38 (decision 0041): held for the moderators, not published; the uploader may explain at once.
        <div className="mb-6 flex flex-col gap-3">
          <HeldNotice explanation="" send={(text) => sendHoldExplanation(uploaded.id, text)} />
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.artwork(uploaded.id)}>{SCREEN.upload.viewArtwork}</Link>
            </Button>
          </div>
        </div>
      ) : uploaded ? (
        <div
          role="status"
          className="mb-6 flex flex-col gap-3 rounded-2xl border border-success/30 bg-success/10 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            {MSG.upload.success}
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.artwork(uploaded.id)}>{SCREEN.upload.viewArtwork}</Link>
          </Button>
        </div>
      ) : null}

      <form
        onSubmit={onSubmit}
        noValidate
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]"
      >
        <Card className="p-5 sm:p-6 lg:sticky lg:top-6">
          <ImagePicker
            key={pickerKey}
            images={images}
            onAdd={addImages}
            onRemove={pictures.remove}
            error={errors.images?.message}
            disabled={pending}
          />
        </Card>

        <ArtworkFormCard
          artworkForm={artworkForm}
          shipping={shipping}
          onShippingChange={setShipping}
          disabled={pending}
        >
          {progress !== null ? (
            <div className="flex flex-col gap-1.5">
              <div
                role="progressbar"
                aria-label={SCREEN.upload.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width] duration-200"
                  style={{ width: `${Math.round(progress * 100)}%` }}
                />
              </div>
              <span className="self-end text-xs tabular-nums text-muted-foreground">{Math.round(progress * 100)}%</span>
            </div>
          ) : null}

          <Button type="submit" size="lg" className="w-full" loading={pending}>
            {pending ? SCREEN.upload.uploading : SCREEN.upload.submit}
          </Button>
        </ArtworkFormCard>
      </form>
    </div>
  );
}
