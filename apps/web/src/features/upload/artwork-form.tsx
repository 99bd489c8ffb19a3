import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ArtworkFactsForm,
  type ArtworkForm,
  artworkFormSchema,
  EMPTY_FACTS_FORM,
  parseTags,
  validateFactsForm,
} from '@kala/contract';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiError } from '../../lib/api-client';
import { Card } from '../../ui/card';
import { ArtworkFactsFields, type ArtworkFactsErrors } from './artwork-facts-fields';
import { ArtworkFields } from './artwork-fields';
import { ArtworkShippingFields, type ArtworkShippingValue } from './artwork-shipping-fields';

// The upload (/upload) and the edit (/artworks/:id/edit) of an artwork are one form: the same fields, rules and
// messages. What each page does with it (send the files with a progress bar, or save the changes and the pictures'
// order) stays in the page.

/** Where the form starts: its fields, the tags as typed, the art facts. */
export interface ArtworkFormStart {
  values: ArtworkForm;
  tagsText: string;
  facts: ArtworkFactsForm;
}

// The server names the files `files`; the form shows that message under the pictures.
const SERVER_FIELD: Record<string, keyof ArtworkForm> = {
  title: 'title',
  description: 'description',
  category: 'category',
  price: 'price',
  quantity: 'quantity',
  tags: 'tags',
  files: 'images',
};

/**
 * The artwork form's state: its fields under the contract's rules (docs/product.md#validation-rules), the tags as
 * typed, the art facts with their own messages, and the server's field messages put back beside their fields.
 */
export function useArtworkForm(start: ArtworkFormStart) {
  const form = useForm<ArtworkForm>({ resolver: zodResolver(artworkFormSchema), defaultValues: start.values });
  const {
    setValue,
    setError,
    formState: { isSubmitted },
  } = form;
  const [tagsText, setTagsText] = useState(start.tagsText);
  const [facts, setFacts] = useState(start.facts);
  const [factErrors, setFactErrors] = useState<ArtworkFactsErrors>({});

  /** The pictures' ids, in order: the form's rules count them. */
  const changeImages = (ids: string[]) => setValue('images', ids, { shouldValidate: isSubmitted });

  const changeTags = (text: string) => {
    setTagsText(text);
    setValue('tags', parseTags(text), { shouldValidate: isSubmitted });
  };

  const changeFacts = useCallback(
    (next: ArtworkFactsForm) => {
      setFacts(next);
      if (isSubmitted) setFactErrors(validateFactsForm(next) ?? {});
    },
    [isSubmitted],
  );

  /** Shows the facts' messages (none when they are right) and returns them, null when there are none. */
  const checkFacts = () => {
    const problems = validateFactsForm(facts);
    setFactErrors(problems ?? {});
    return problems;
  };

  const showServerErrors = (error: ApiError) => {
    for (const [field, message] of Object.entries(error.fields)) {
      const name = SERVER_FIELD[field];
      if (name) setError(name, { message });
    }
    setFactErrors(Object.fromEntries(Object.entries(error.fields).filter(([field]) => field in EMPTY_FACTS_FORM)));
  };

  const reset = (to: ArtworkFormStart) => {
    form.reset(to.values);
    setTagsText(to.tagsText);
    setFacts(to.facts);
  };

  return {
    form,
    tagsText,
    facts,
    factErrors,
    changeImages,
    changeTags,
    changeFacts,
    checkFacts,
    showServerErrors,
    reset,
  };
}

export type ArtworkFormState = ReturnType<typeof useArtworkForm>;

/** A picture of the form: one the artwork has (its id and address, no file) or one just picked (its file). */
export interface FormPicture {
  id: string;
  url: string;
  file: File | null;
}

let nextPictureId = 0;

/** A picked file as a picture of the form, its preview an object URL. */
export function pickedPicture(file: File) {
  nextPictureId += 1;
  return { id: `picked-${nextPictureId}`, url: URL.createObjectURL(file), file };
}

/**
 * The form's pictures, in order; `onChange` is told their ids (the form's rules count them). Object URLs hold the
 * picked files in memory until revoked: a removed picture's is revoked at once, the rest on leaving or clearing.
 */
export function useArtworkPictures<P extends FormPicture>(
  initial: P[] | (() => P[]),
  onChange: (ids: string[]) => void,
) {
  const [pictures, setPictures] = useState(initial);
  const picturesRef = useRef(pictures);
  picturesRef.current = pictures;
  useEffect(
    () => () => {
      for (const picture of picturesRef.current) if (picture.file) URL.revokeObjectURL(picture.url);
    },
    [],
  );

  const change = (next: P[]) => {
    setPictures(next);
    onChange(next.map((picture) => picture.id));
  };
  const remove = (id: string) => {
    const picture = pictures.find((candidate) => candidate.id === id);
    if (picture?.file) URL.revokeObjectURL(picture.url);
    change(pictures.filter((candidate) => candidate.id !== id));
  };
  /** No pictures; the form's own value is the caller's to reset. */
  const clear = () => {
    for (const picture of pictures) if (picture.file) URL.revokeObjectURL(picture.url);
    setPictures([]);
  };
  return { pictures, change, remove, clear };
}

export interface ArtworkFormCardProps {
  artworkForm: ArtworkFormState;
  /** The work's own shipping; null when it could not be read, and the form then leaves it alone. */
  shipping: ArtworkShippingValue | null;
  onShippingChange: (value: ArtworkShippingValue) => void;
  disabled: boolean;
  /** What follows the fields: the page's own submit button (and the upload's progress). */
  children: ReactNode;
}

/** The form's card: the artwork's fields, its shipping when it is for sale, its art facts, then `children`. */
export function ArtworkFormCard({ artworkForm, shipping, onShippingChange, disabled, children }: ArtworkFormCardProps) {
  const {
    form: {
      register,
      watch,
      formState: { errors },
    },
    tagsText,
    changeTags,
    facts,
    factErrors,
    changeFacts,
  } = artworkForm;
  const forSale = watch('forSale');
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <ArtworkFields
        register={register}
        errors={errors}
        forSale={forSale}
        tagsText={tagsText}
        onTagsChange={changeTags}
        disabled={disabled}
        price={watch('price')}
      />
      {forSale && shipping ? (
        <ArtworkShippingFields value={shipping} onChange={onShippingChange} disabled={disabled} />
      ) : null}
      <ArtworkFactsFields value={facts} onChange={changeFacts} errors={factErrors} disabled={disabled} />
      {children}
    </Card>
  );
}
