import { type ArtworkFacts, formatSize, SCREEN } from '@kala/contract';

/**
 * The artwork page's "Details" (issue 34 item 2): the art facts the artist gave, the size as typed and in the other
 * unit ("61 × 91 cm (24 × 36 in)"). Facts not given are left out; with none, nothing shows.
 */
export function ArtworkDetails({ facts }: { facts: ArtworkFacts }) {
  const T = SCREEN.facts;
  const size = formatSize(facts);
  const yesNo = (value: boolean | null) => (value === null ? null : value ? T.yes : T.no);
  const edition =
    facts.edition === 'limited' && facts.editionNumber !== null && facts.editionSize !== null
      ? T.limitedEdition(facts.editionNumber, facts.editionSize)
      : facts.edition === null
        ? null
        : T.editions[facts.edition];
  const rows: [label: string, value: string | null][] = [
    [T.medium, facts.medium === null ? null : T.mediums[facts.medium]],
    [T.surface, facts.surface === null ? null : T.surfaces[facts.surface]],
    [T.size, size ? T.sizeBoth(size.typed, size.other) : null],
    [T.weightShown, facts.weightGrams === null ? null : T.grams(facts.weightGrams)],
    [T.year, facts.year === null ? null : String(facts.year)],
    [T.edition, edition],
    [T.framed, yesNo(facts.framed)],
    [T.signed, yesNo(facts.signed)],
  ];
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="artwork-details" className="flex flex-col gap-3">
      <h2 id="artwork-details" className="font-display text-xl font-semibold tracking-tight">
        {T.heading}
      </h2>
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-6 gap-y-2 rounded-2xl border border-border bg-card p-4 text-sm sm:p-5">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
