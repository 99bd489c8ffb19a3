import type { CurrentProfile, UserSummary } from '@kala/contract';
import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, UserRound, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Spinner } from '../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { type FollowListKind, myFollowListQuery } from './profile.api';
import { paths } from '../../lib/paths';

function PersonRow({ person }: { person: UserSummary }) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Link to={paths.profile(person.username)} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl">
        <Avatar src={person.profileImage} username={person.username} name={person.name} size="md" />
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-semibold">@{person.username}</span>
          <span className="truncate text-sm text-muted-foreground">{person.name}</span>
        </span>
      </Link>
      <Button asChild variant="secondary" size="sm">
        <Link to={paths.chat(person.id)} aria-label={SCREEN.profile.openChatWith(person.username)}>
          <MessageCircle aria-hidden="true" className="size-4!" />
          <span className="hidden sm:inline">{SCREEN.profile.message}</span>
        </Link>
      </Button>
    </li>
  );
}

const EMPTY_TEXT: Record<FollowListKind, string> = {
  get followers() {
    return SCREEN.profile.noFollowers;
  },
  get following() {
    return SCREEN.profile.noFollowing;
  },
};

/** One tab's list: fetched fresh, showing the copy that came with the profile meanwhile. */
function FollowList({ kind, placeholder }: { kind: FollowListKind; placeholder: UserSummary[] }) {
  const { data, isPending, isError, refetch } = useQuery({
    ...myFollowListQuery(kind),
    placeholderData: { users: placeholder },
  });
  if (isPending) {
    return (
      <div className="flex justify-center py-12 text-primary">
        <Spinner className="size-7" label={SCREEN.app.loading} />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <ErrorState
        className="py-10"
        title={SCREEN.profile.listLoadError}
        description={SCREEN.profile.errorHint}
        onRetry={() => refetch()}
      />
    );
  }
  if (data.users.length === 0) {
    return (
      <EmptyState className="py-12" icon={kind === 'followers' ? UsersRound : UserRound} title={EMPTY_TEXT[kind]} />
    );
  }
  return (
    <ul className="-my-1 divide-y divide-border">
      {data.users.map((person) => (
        <PersonRow key={person.id} person={person} />
      ))}
    </ul>
  );
}

export interface FollowListsDialogProps {
  profile: CurrentProfile;
  /** The tab to show, or null when the dialog is closed. */
  openList: FollowListKind | null;
  onOpenListChange: (list: FollowListKind | null) => void;
}

/**
 * The own profile's Followers and Following lists (docs/product.md#screens-and-routes): avatar, @username and name of
 * each person, with a button that opens a chat with them.
 */
export function FollowListsDialog({ profile, openList, onOpenListChange }: FollowListsDialogProps) {
  return (
    <Dialog open={openList !== null} onOpenChange={(open) => onOpenListChange(open ? (openList ?? 'followers') : null)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>@{profile.username}</DialogTitle>
          <DialogDescription className="sr-only">{SCREEN.profile.followLists}</DialogDescription>
        </DialogHeader>
        <Tabs
          value={openList ?? 'followers'}
          onValueChange={(value) => onOpenListChange(value as FollowListKind)}
          className="flex min-h-72 flex-col"
        >
          <TabsList>
            <TabsTrigger value="followers">
              {SCREEN.profile.followers}
              <span className="text-xs tabular-nums text-muted-foreground">{profile.followers}</span>
            </TabsTrigger>
            <TabsTrigger value="following">
              {SCREEN.profile.following}
              <span className="text-xs tabular-nums text-muted-foreground">{profile.following}</span>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="followers">
            <FollowList kind="followers" placeholder={profile.followersList} />
          </TabsContent>
          <TabsContent value="following">
            <FollowList kind="following" placeholder={profile.followingList} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
