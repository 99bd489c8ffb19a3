import { SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';
import { Card } from '../../ui/card';
import { ErrorState } from '../../ui/error-state';
import { PageSpinner } from '../../ui/spinner';
import { BlockButton } from './block-button';
import { blockedPeopleQuery } from './profile.api';
import { paths } from '../../lib/paths';

/** Settings → Blocked people (issue 17): everyone I blocked, each with Unblock. */
export function BlockedPeoplePage() {
  const query = useQuery(blockedPeopleQuery());
  if (query.isPending) return <PageSpinner label={SCREEN.profile.loadingBlocked} showLabel />;
  if (query.isError) return <ErrorState title={SCREEN.app.errorHeading} onRetry={() => void query.refetch()} />;
  const people = query.data.users;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <p className="text-sm text-muted-foreground">{SCREEN.profile.blockedPeopleHint}</p>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{SCREEN.profile.noBlockedPeople}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {people.map((person) => (
            <li key={person.id} className="flex items-center gap-3 py-3">
              <Avatar src={person.profileImage} username={person.username} name={person.name} size="sm" />
              <Link to={paths.profile(person.username)} className="min-w-0 flex-1 underline-offset-4 hover:underline">
                <span className="block truncate text-sm font-medium">{person.name}</span>
                <span className="block truncate text-xs text-muted-foreground">@{person.username}</span>
              </Link>
              <BlockButton person={person} blocked />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
