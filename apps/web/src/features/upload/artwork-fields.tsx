import {
  type ArtworkForm,
  PRICE_MIN,
  PRICE_STEP,
  parseTags,
  platformFeePaise,
  QUANTITY_MIN,
  SCREEN,
  UPLOAD_CATEGORIES,
} from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { Hash } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { categoryName } from '../../lib/category-name';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { formatPrice } from '../../ui/price';
import { feesQuery } from './upload.api';

export interface ArtworkFieldsProps {
  register: UseFormRegister<ArtworkForm>;
  errors: FieldErrors<ArtworkForm>;
  forSale: boolean;
  /** The tags field as typed: comma separated. */
  tagsText: string;
  onTagsChange: (text: string) => void;
  disabled: boolean;
  /** The price as typed, for "You receive" (issue 37 item 2). */
  price?: string;
}

/**
 * The fields of an artwork that upload and edit share (decision 0025): title, description, category, tags and
 * for-sale with price and quantity. A field added here is in both forms.
 */
export function ArtworkFields({
  register,
  errors,
  forSale,
  tagsText,
  onTagsChange,
  disabled,
  price,
}: ArtworkFieldsProps) {
  const tags = parseTags(tagsText);
  return (
    <>
      <FormField label={SCREEN.upload.titleLabel} error={errors.title?.message}>
        {(control) => (
          <Input {...control} {...register('title')} placeholder={SCREEN.upload.titlePlaceholder} disabled={disabled} />
        )}
      </FormField>

      <FormField label={SCREEN.upload.descriptionLabel} error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('description')}
            rows={5}
            placeholder={SCREEN.upload.descriptionPlaceholder}
            disabled={disabled}
          />
        )}
      </FormField>

      <FormField label={SCREEN.upload.category} error={errors.category?.message}>
        {(control) => (
          <Select
            {...control}
            {...register('category')}
            placeholder={SCREEN.upload.categoryPlaceholder}
            disabled={disabled}
          >
            {UPLOAD_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryName(category)}
              </option>
            ))}
          </Select>
        )}
      </FormField>

      <FormField label={SCREEN.upload.tags} hint={SCREEN.upload.tagsHint} error={errors.tags?.message}>
        {(control) => (
          <>
            <Input
              {...control}
              value={tagsText}
              onChange={(event) => onTagsChange(event.target.value)}
              placeholder={SCREEN.upload.tagsPlaceholder}
              autoCapitalize="none"
              disabled={disabled}
            />
            {tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {tags.map((tag, index) => (
                  <li
                    // Tags may repeat while typing; the position keeps keys unique.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                    key={`${tag}-${index}`}
                    className="inline-flex items-center gap-0.5 rounded-full bg-accent py-1 pr-3 pl-2 text-xs font-medium text-accent-foreground"
                  >
                    <Hash aria-hidden="true" className="size-3" />
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </FormField>

      <div className="rounded-2xl border border-border bg-muted/40 p-4">
        <Checkbox label={SCREEN.upload.forSale} {...register('forSale')} disabled={disabled} className="font-medium" />
        <p className="mt-1 pl-8 text-xs text-muted-foreground">{SCREEN.upload.forSaleHint}</p>
        {forSale ? (
          <div className="mt-4 grid grid-cols-2 gap-4">
            <FormField label={SCREEN.upload.price} error={errors.price?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('price')}
                  type="number"
                  inputMode="decimal"
                  min={PRICE_MIN}
                  step={PRICE_STEP}
                  disabled={disabled}
                />
              )}
            </FormField>
            <FormField label={SCREEN.upload.quantity} error={errors.quantity?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('quantity')}
                  type="number"
                  inputMode="numeric"
                  min={QUANTITY_MIN}
                  step={1}
                  disabled={disabled}
                />
              )}
            </FormField>
            <YouReceive price={price} />
          </div>
        ) : null}
      </div>
    </>
  );
}

const RUPEES_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * What the artist receives for each piece at the price typed: the price less Kala's fee in force (from the
 * server), computed as the checkout will (the contract's platformFeePaise). Nothing until a price is typed.
 */
function YouReceive({ price }: { price: string | undefined }) {
  const fees = useQuery(feesQuery());
  const text = price?.trim() ?? '';
  if (!fees.data || !RUPEES_TEXT.test(text)) return null;
  const pricePaise = Math.round(Number(text) * 100);
  if (!Number.isSafeInteger(pricePaise)) return null;
  const feePaise = platformFeePaise(pricePaise, fees.data.feeBasisPoints);
  return (
    <p className="col-span-2 text-sm" aria-live="polite">
      <span className="font-semibold">{SCREEN.payout.youReceive(formatPrice((pricePaise - feePaise) / 100))}</span>{' '}
      <span className="text-muted-foreground">
        {SCREEN.payout.perPiece(fees.data.feePercent, formatPrice(feePaise / 100))}
      </span>
    </p>
  );
}
