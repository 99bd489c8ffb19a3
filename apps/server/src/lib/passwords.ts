import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: 19 MiB memory, 2 passes — OWASP's
// recommended minimum, about 30 ms here. The hash string carries its parameters, so raising them later
// still verifies old hashes.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Made once, lazily: checking a login for an unknown username verifies against this, so the answer takes
// as long as for a known one and timing does not tell which usernames exist.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash (unknown user) always false, in similar time. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hash('kala-no-such-user-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a 500.
    return false;
  }
}
