import { ART_MEDIUMS, type ArtMedium, ONBOARDING_MAX_MEDIUMS, SCREEN } from '@kala/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { ARTWORKS_QUERY_KEY } from '../../entities/artwork/artwork.api';
import { FollowButton } from '../../entities/user/follow-button';
import { onboardingQuery, suggestedArtistsQuery, useSavePicks } from './onboarding.api';

/**
 * /welcome (docs/product.md#for-you), where registering leads once logged in: pick a few mediums or styles, then
 * follow artists working in them. Either step may be skipped; the picks feed the home's For you.
 */
export function WelcomePage() {
  const navigate = useNavigate();
  const saved = useQuery(onboardingQuery());
  const save = useSavePicks();
  const [picked, setPicked] = useState<ArtMedium[]>([]);
  const [step, setStep] = useState<'mediums' | 'artists'>('mediums');
  // Coming back to change one's picks starts from them, unless a pick was made before they arrived.
  const touched = useRef(false);
  useEffect(() => {
    if (saved.data && !touched.current) setPicked(saved.data.mediums);
  }, [saved.data]);

  const toggle = (medium: ArtMedium) => {
    touched.current = true;
    setPicked((current) =>
      current.includes(medium)
        ? current.filter((m) => m !== medium)
        : current.length < ONBOARDING_MAX_MEDIUMS
          ? [...current, medium]
          : current,
    );
  };
  const submit = (mediums: ArtMedium[], then: () => void) =>
    save.mutate(mediums, { onSuccess: then, onError: () => toast.error(SCREEN.forYou.saveFailed) });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-16 sm:pt-10">
      {step === 'mediums' ? (
        <WelcomeStep id="welcome-title" title={SCREEN.forYou.welcomeTitle} hint={SCREEN.forYou.welcomeHint}>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 flex w-full items-baseline justify-between gap-3 text-sm font-semibold">
              <span>{SCREEN.forYou.mediumsLabel}</span>
              <span aria-live="polite" className="font-normal text-muted-foreground">
                {SCREEN.forYou.picked(picked.length, ONBOARDING_MAX_MEDIUMS)}
              </span>
            </legend>
            <ul className="flex flex-wrap gap-2">
              {ART_MEDIUMS.map((medium) => {
                const on = picked.includes(medium);
                return (
                  <li key={medium}>
                    <button
                      type="button"
                      aria-pressed={on}
                      disabled={!on && picked.length >= ONBOARDING_MAX_MEDIUMS}
                      onClick={() => toggle(medium)}
                      className={cn(
                        'inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors disabled:opacity-50',
                        on
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-border bg-card hover:bg-muted',
                      )}
                    >
                      {on ? <Check aria-hidden="true" className="size-4" /> : null}
                      {SCREEN.facts.mediums[medium]}
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button disabled={save.isPending} onClick={() => submit(picked, () => setStep('artists'))}>
              {save.isPending ? SCREEN.forYou.saving : SCREEN.forYou.next}
            </Button>
            <Button variant="ghost" disabled={save.isPending} onClick={() => submit([], () => navigate(paths.home))}>
              {SCREEN.forYou.skip}
            </Button>
          </div>
        </WelcomeStep>
      ) : (
        <SuggestedArtists mediums={picked} />
      )}
    </div>
  );
}

function SuggestedArtists({ mediums }: { mediums: ArtMedium[] }) {
  const { data, isPending } = useQuery(suggestedArtistsQuery(mediums));
  const queryClient = useQueryClient();
  return (
    <WelcomeStep id="artists-title" title={SCREEN.forYou.artistsTitle} hint={SCREEN.forYou.artistsHint}>
      {isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{SCREEN.app.loading}</span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-16 w-full rounded-2xl" />
          ))}
        </div>
      ) : data && data.artists.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {data.artists.map((artist) => (
            <li
              key={artist.id}
              className="flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3 shadow-sm"
            >
              <Avatar src={artist.profileImage} username={artist.username} name={artist.name} size="md" />
              <div className="flex min-w-0 flex-1 flex-col leading-tight">
                <Link to={paths.profile(artist.username)} className="truncate text-sm font-semibold hover:underline">
                  {artist.name}
                </Link>
                <span className="truncate text-xs text-muted-foreground">
                  @{artist.username} · {SCREEN.forYou.followers(artist.followers)}
                  {artist.mediums.length > 0
                    ? ` · ${artist.mediums.map((medium) => SCREEN.facts.mediums[medium]).join(', ')}`
                    : ''}
                </span>
              </div>
              <SuggestedFollow userId={artist.id} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{SCREEN.forYou.noArtists}</p>
      )}
      <div>
        <Button asChild>
          {/* The home is asked again: the artists just followed lead its For you. */}
          <Link
            to={paths.home}
            onClick={() => void queryClient.invalidateQueries({ queryKey: [...ARTWORKS_QUERY_KEY, 'feed'] })}
          >
            {SCREEN.forYou.done}
          </Link>
        </Button>
      </div>
    </WelcomeStep>
  );
}

/** A step of /welcome: its heading (the page's h1, which names the step) and a line on what to do, then the step. */
function WelcomeStep({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 id={id} className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h1>
        <p className="text-sm leading-relaxed text-muted-foreground">{hint}</p>
      </div>
      {children}
    </section>
  );
}

/** A suggested artist is not followed yet (the server leaves out those who are); the button keeps what follows. */
function SuggestedFollow({ userId }: { userId: string }) {
  const [following, setFollowing] = useState(false);
  return <FollowButton userId={userId} isFollowing={following} onChange={setFollowing} size="sm" />;
}
