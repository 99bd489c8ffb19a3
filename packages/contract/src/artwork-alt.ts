// Issue 40: the text alternative of an artwork's pictures. A module of its own, importing nothing: every card on the
// home page reads it, and the facts' module would bring zod schemas and the validation texts into the first load.

/** The picture's text alternative: the artist's description, or the title when there is none. */
export const artworkAlt = (artwork: { title: string; altText?: string | null | undefined }): string =>
  artwork.altText?.trim() || artwork.title;
