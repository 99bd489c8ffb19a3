import { type Artwork, SCREEN } from '@kala/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, Settings2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { deleteArtwork, updateArtwork } from '../../entities/artwork/listings.api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../ui/dropdown-menu';
import { paths } from '../../lib/paths';

const T = SCREEN.manage;

/**
 * The open Manage menu of the artwork page (issue 34, decision 0025): edit, unlist or list again, delete, and the
 * delete's confirmation. Loaded by OwnerMenu on the first tap, open at once.
 */
export default function OwnerMenuPanel({ artwork }: { artwork: Artwork }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const unlisted = artwork.unlisted === true;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await action();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, T.failed));
      return false;
    } finally {
      setPending(false);
    }
  };

  const toggleListing = () =>
    run(() => updateArtwork(queryClient, artwork.id, { unlisted: !unlisted }), unlisted ? T.relisted : T.unlisted);

  const remove = async () => {
    if (await run(() => deleteArtwork(queryClient, artwork.id), T.deleted)) {
      setConfirming(false);
      navigate(paths.studio, { replace: true });
    }
  };

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>
          {/* The button OwnerMenu drew until now, the same to the eye. */}
          <Button variant="outline" size="sm" className="w-fit" loading={pending}>
            <Settings2 aria-hidden="true" className="size-4" />
            {T.menu}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem asChild>
            <Link to={paths.editArtwork(artwork.id)}>
              <Pencil aria-hidden="true" />
              {T.edit}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void toggleListing()}>
            {unlisted ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
            {unlisted ? T.relist : T.unlist}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive">
            <Trash2 aria-hidden="true" />
            {T.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{T.deleteTitle}</DialogTitle>
            <DialogDescription>{T.deleteBody}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {T.cancel}
            </Button>
            <Button variant="destructive" loading={pending} onClick={() => void remove()}>
              {T.deleteConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
