import { type ArtistSearchResult, SEARCH_DEBOUNCE_MS, SCREEN } from '@kala/contract';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../ui/avatar';
import type { FieldControlProps } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Spinner } from '../../ui/spinner';
import { artistSearchQueryOptions } from './admin.api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

// A short list: the admin types a few letters more rather than scrolling through many people.
const SHOWN_RESULTS = 6;

export interface ArtistPickerProps extends Partial<FieldControlProps> {
  value: ArtistSearchResult | null;
  onChange: (artist: ArtistSearchResult | null) => void;
}

/** Add Artwork's artist: search people by username or name (GET /api/search/user) and pick one. */
export function ArtistPicker({ value, onChange, ...control }: ArtistPickerProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const results = useQuery(artistSearchQueryOptions(query));
  const listId = useId();

  if (value) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-input bg-card px-3 py-2">
        <Avatar src={value.profileImage} username={value.username} name={value.name} size="sm" />
        <div className="min-w-0 flex-1 leading-tight">
          <p className="truncate text-sm font-medium">@{value.username}</p>
          <p className="truncate text-xs text-muted-foreground">{value.name}</p>
        </div>
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label={SCREEN.admin.changeArtist}
          title={SCREEN.admin.changeArtist}
          className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground md:size-9"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }

  const searching = text.trim() !== '';
  const found = (results.data ?? []).slice(0, SHOWN_RESULTS);
  // Typing, or waiting for the answer: not yet "No artists found."
  const pending = results.isFetching || text.trim() !== query.trim();
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          {...control}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={SCREEN.admin.artistPlaceholder}
          autoComplete="off"
          aria-controls={listId}
          className="pl-10"
        />
      </div>
      {searching ? (
        <div id={listId} aria-live="polite" className="rounded-xl border border-border bg-card">
          {pending && found.length === 0 ? (
            <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground">
              <Spinner className="size-4" label={SCREEN.app.loading} />
            </p>
          ) : found.length === 0 ? (
            <p className="px-3 py-3 text-sm text-muted-foreground">{SCREEN.admin.noArtists}</p>
          ) : (
            <ul className="max-h-60 overflow-y-auto p-1">
              {found.map((artist) => (
                <li key={artist.id}>
                  <button
                    type="button"
                    onClick={() => onChange(artist)}
                    className="flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-muted focus-visible:bg-muted"
                  >
                    <Avatar src={artist.profileImage} username={artist.username} name={artist.name} size="xs" />
                    <span className="min-w-0 flex-1 leading-tight">
                      <span className="block truncate text-sm font-medium">@{artist.username}</span>
                      <span className="block truncate text-xs text-muted-foreground">{artist.name}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
