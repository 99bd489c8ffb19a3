import { v7 as uuidv7 } from 'uuid';

/** Time-ordered UUIDv7: sorts by creation, indexes stay append-mostly. */
export const newId = (): string => uuidv7();

/** Current time as ISO-8601 UTC with Z; the one timestamp format stored and sent. */
export const nowIso = (): string => new Date().toISOString();
