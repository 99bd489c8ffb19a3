import { COMMENT_MAX_LENGTH, MSG, SCREEN } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageCircle, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { ReportMenu } from '../../ui/report-menu';
import { Skeleton } from '../../ui/skeleton';
import { commentsInfiniteQuery, usePostCommentMutation } from './artwork-detail-page.api';
import { RelativeTime } from './relative-time';
import { TabList } from './tab-list';
import { toast } from '../../lib/toast';

/**
 * The Comments tab (spec §2): 'Add a comment...' and Post ('Posting...' while pending), then the comments,
 * newest first, each with the author's avatar and username linking to their profile. Guests are asked to
 * log in (§8); the field clears after success (§4).
 */
export function CommentsTab({ artworkId }: { artworkId: string }) {
  const { isAuthenticated, userId } = useAuth();
  const [content, setContent] = useState('');
  const comments = useInfiniteQuery(commentsInfiniteQuery(artworkId));
  const postCall = usePostCommentMutation(artworkId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAuthenticated) {
      toast.error(MSG.loginRequired.comment);
      return;
    }
    const text = content.trim();
    if (!text) return;
    postCall.mutate(text, {
      onSuccess: () => setContent(''),
      onError: () => toast.error(MSG.comments.postFailed),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} className="flex items-center gap-2">
        <Input
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={SCREEN.artwork.commentPlaceholder}
          aria-label={SCREEN.artwork.commentPlaceholder}
          maxLength={COMMENT_MAX_LENGTH}
          className="rounded-full px-4"
        />
        <Button type="submit" loading={postCall.isPending} disabled={!content.trim()} className="rounded-full">
          {postCall.isPending ? null : <Send aria-hidden="true" />}
          {postCall.isPending ? SCREEN.artwork.posting : SCREEN.artwork.post}
        </Button>
      </form>

      <TabList
        query={comments}
        placeholder={[0, 1, 2].map((key) => (
          <div key={key} className="flex gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-3 w-4/5" />
            </div>
          </div>
        ))}
        empty={{ icon: MessageCircle, text: SCREEN.artwork.noComments }}
        className="flex flex-col gap-4"
        renderItem={(comment) => (
          <>
            {/* The username beside it is the same link, with a name: this one is for pointers only. */}
            <Link
              to={`/profile/${encodeURIComponent(comment.user_id)}`}
              tabIndex={-1}
              aria-hidden="true"
              className="shrink-0 rounded-full"
            >
              <Avatar src={comment.user.profileImage} username={comment.user.username} size="sm" />
            </Link>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <Link to={`/profile/${encodeURIComponent(comment.user_id)}`} className="font-semibold hover:underline">
                  {comment.user.username}
                </Link>
                <RelativeTime date={comment.createdAt} className="text-xs text-muted-foreground" />
              </p>
              <p className="mt-0.5 text-sm leading-relaxed break-words whitespace-pre-line">{comment.content}</p>
              {comment.hidden ? (
                <p className="mt-1 text-xs font-medium text-amber-700 dark:text-amber-300">
                  {SCREEN.moderation.hiddenMark}
                </p>
              ) : null}
            </div>
            {isAuthenticated && userId !== comment.user_id ? (
              <ReportMenu targetType="comment" targetId={comment.id} className="-mt-1.5" />
            ) : null}
          </>
        )}
      />
    </div>
  );
}
