import { COMMENT_MAX_LENGTH, MSG, SCREEN } from '@kala/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../lib/auth-store';
import { useTypedBeforeHydration } from '../../lib/hydration';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { SkeletonRow } from '../../ui/skeleton-row';
import { commentsInfiniteQuery, usePostCommentMutation } from './artwork-detail-page.api';
import { useSignedInSubmit } from '../../entities/artwork/signed-in-actions';
import { TabList } from './tab-list';
import { toast } from '../../lib/toast';

/**
 * The Comments tab (docs/product.md#screens-and-routes): 'Add a comment...' and Post ('Posting...' while pending), then
 * the comments, newest first, each with the author's avatar and username linking to their profile. Guests are asked to
 * log in (docs/product.md#messages); the field clears after success (docs/product.md#states-and-transitions).
 */
export function CommentsTab({ artworkId }: { artworkId: string }) {
  const { isAuthenticated, userId } = useAuth();
  const [content, setContent] = useState('');
  const keepTyped = useTypedBeforeHydration(setContent);
  const comments = useInfiniteQuery(commentsInfiniteQuery(artworkId));
  const postCall = usePostCommentMutation(artworkId);

  const onSubmit = useSignedInSubmit(MSG.loginRequired.comment, () => {
    const text = content.trim();
    if (!text) return;
    postCall.mutate(text, {
      onSuccess: () => setContent(''),
      onError: () => toast.error(MSG.comments.postFailed),
    });
  });

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} className="flex items-center gap-2">
        <Input
          ref={keepTyped}
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
          <SkeletonRow key={key} picture="size-9" lines={['h-3 w-1/3', 'h-3 w-4/5']} />
        ))}
        empty={{ icon: MessageCircle, text: SCREEN.artwork.noComments }}
        className="flex flex-col gap-4"
        toEntry={(comment) => ({
          author: comment.user,
          profile: comment.user_id,
          createdAt: comment.createdAt,
          text: comment.content,
          hidden: comment.hidden ?? false,
          report:
            isAuthenticated && userId !== comment.user_id ? { targetType: 'comment', targetId: comment.id } : null,
        })}
      />
    </div>
  );
}
