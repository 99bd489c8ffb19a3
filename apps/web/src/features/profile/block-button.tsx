import { SCREEN } from '../../lib/texts';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { useBlockMutation } from './profile.api';

/**
 * Block (after saying what it does) or Unblock (at once) on another person's profile (issue 17). A block works
 * both ways and ends a follow either way; the server decides, and the page reloads what it changed.
 */
export function BlockButton({ person, blocked }: { person: { id: string; username: string }; blocked: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useBlockMutation(person);
  if (blocked) {
    return (
      <Button variant="outline" loading={mutation.isPending} onClick={() => mutation.mutate(false)}>
        {SCREEN.profile.unblock}
      </Button>
    );
  }
  return (
    <Dialog open={confirming} onOpenChange={setConfirming}>
      <Button variant="ghost" onClick={() => setConfirming(true)} className="text-muted-foreground">
        <Ban aria-hidden="true" />
        {SCREEN.profile.block}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SCREEN.profile.blockTitle(person.username)}</DialogTitle>
          <DialogDescription>{SCREEN.profile.blockText}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {SCREEN.profile.keep}
          </Button>
          <Button
            variant="destructive"
            loading={mutation.isPending}
            onClick={() => mutation.mutate(true, { onSuccess: () => setConfirming(false) })}
          >
            {SCREEN.profile.confirmBlock}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
