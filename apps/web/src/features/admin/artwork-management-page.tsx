import { ADMIN_MAX_THUMBNAILS, type Artwork, MSG, SCREEN } from '@kala/contract';
import { categoryName } from '../../lib/category-name';
import { EyeOff, ImageOff, Palette, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { adminArtworksQueryOptions, useDeleteArtworkMutation } from './admin.api';
import { formatDateTime, formatRupees } from './admin-format';
import { AdminTablePage, RowActionButton, ShortId, Td, Th } from './admin-table';
import { ArtworkFormDialog } from './artwork-form-dialog';
import { toast } from '../../lib/toast';

const C = SCREEN.admin.columns;

export function SoldBadge({ sold }: { sold: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        sold
          ? 'bg-destructive/12 text-destructive'
          : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
      )}
    >
      {sold ? SCREEN.admin.sold : SCREEN.admin.available}
    </span>
  );
}

/**
 * Up to 2 thumbnails and '+N' for the rest, or 'No image' (docs/product.md#screens-and-routes,
 * docs/product.md#constants-and-limits).
 */
function Thumbnails({ artwork }: { artwork: Artwork }) {
  const { images } = artwork;
  if (images.length === 0) {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs whitespace-nowrap text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-4" />
        {SCREEN.admin.noImage}
      </span>
    );
  }
  const more = images.length - ADMIN_MAX_THUMBNAILS;
  return (
    <div className="flex items-center gap-1.5">
      {images.slice(0, ADMIN_MAX_THUMBNAILS).map((image) => (
        <img
          key={image.id}
          src={image.url}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-lg border border-border object-cover"
        />
      ))}
      {more > 0 ? (
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-muted text-xs font-semibold text-muted-foreground">
          {SCREEN.admin.moreImages(more)}
        </span>
      ) : null}
    </div>
  );
}

/** Artwork Management (docs/product.md#screens-and-routes): search, add, edit and delete any artwork. */
export function ArtworkManagementPage() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Artwork | null>(null);
  const remove = useDeleteArtworkMutation();

  const openForm = (artwork: Artwork | null) => {
    setEditing(artwork);
    setFormOpen(true);
  };

  // docs/product.md#screens-and-routes: the delete is confirmed in a toast with 'Yes, Delete' and Cancel.
  const askDelete = (artwork: Artwork) => {
    toast(SCREEN.admin.confirmDeleteArtwork, {
      id: `delete-artwork-${artwork.id}`,
      description: artwork.title,
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: SCREEN.admin.yesDelete,
        onClick: () =>
          remove.mutate(artwork.id, {
            onSuccess: () => toast.success(MSG.admin.artworkDeleted),
            onError: (error) => {
              const reason = errorMessage(error, '');
              toast.error(MSG.admin.deleteArtworkFailed, reason ? { description: reason } : undefined);
            },
          }),
      },
      cancel: { label: SCREEN.admin.cancel, onClick: () => {} },
      actionButtonStyle: { background: 'var(--color-destructive)', color: 'var(--color-destructive-foreground)' },
    });
  };

  return (
    <AdminTablePage
      title={SCREEN.admin.artworkManagement}
      description={SCREEN.admin.artworkManagementHint}
      action={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          {SCREEN.admin.addArtwork}
        </Button>
      }
      searchPlaceholder={SCREEN.admin.searchArtworks}
      query={adminArtworksQueryOptions}
      loadingText={SCREEN.admin.loadingArtworks}
      errorText={SCREEN.admin.loadArtworksFailed}
      emptyText={SCREEN.admin.noArtworks}
      emptyIcon={Palette}
      columns={
        <>
          <Th>{C.id}</Th>
          <Th>{C.title}</Th>
          <Th className="text-right">{C.price}</Th>
          <Th className="text-right">{C.quantity}</Th>
          <Th>{C.tags}</Th>
          <Th>{C.category}</Th>
          <Th>{SCREEN.admin.sold}</Th>
          <Th>{C.artistName}</Th>
          <Th>{C.createdAt}</Th>
          <Th>{C.images}</Th>
        </>
      }
      cells={(artwork) => (
        <>
          <Td>
            <ShortId id={artwork.id} />
          </Td>
          {/* The description sits under the title (issue 35: the table fits 1366 px with Category in view). */}
          <Td className="max-w-64 min-w-44">
            <span className="flex flex-wrap items-center gap-1.5 font-medium">
              <span className="line-clamp-2">{artwork.title}</span>
              {artwork.hidden ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
                  <EyeOff aria-hidden="true" className="size-3" />
                  {SCREEN.moderation.hiddenBadge}
                </span>
              ) : null}
            </span>
            <span className="line-clamp-1 text-xs text-muted-foreground" title={artwork.description}>
              {artwork.description}
            </span>
          </Td>
          <Td className="text-right whitespace-nowrap tabular-nums">{formatRupees(artwork.price)}</Td>
          <Td className="text-right tabular-nums">{artwork.quantity}</Td>
          <Td className="min-w-52">
            <div className="flex max-w-64 flex-wrap gap-1">
              {artwork.tags.map((tag) => (
                <span key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs whitespace-nowrap">
                  #{tag}
                </span>
              ))}
            </div>
          </Td>
          <Td className="whitespace-nowrap">{categoryName(artwork.category)}</Td>
          <Td>
            <SoldBadge sold={artwork.isSold} />
          </Td>
          <Td className="whitespace-nowrap">@{artwork.artist.username}</Td>
          <Td className="whitespace-nowrap text-muted-foreground tabular-nums">{formatDateTime(artwork.createdAt)}</Td>
          <Td>
            <Thumbnails artwork={artwork} />
          </Td>
        </>
      )}
      actions={(artwork) => (
        <>
          <RowActionButton
            text={SCREEN.admin.edit}
            label={SCREEN.admin.editItem(artwork.title)}
            icon={Pencil}
            onClick={() => openForm(artwork)}
          />
          <RowActionButton
            text={SCREEN.admin.delete}
            label={SCREEN.admin.deleteItem(artwork.title)}
            icon={Trash2}
            destructive
            disabled={remove.isPending && remove.variables === artwork.id}
            onClick={() => askDelete(artwork)}
          />
        </>
      )}
    >
      <ArtworkFormDialog open={formOpen} artwork={editing} onOpenChange={setFormOpen} />
    </AdminTablePage>
  );
}
