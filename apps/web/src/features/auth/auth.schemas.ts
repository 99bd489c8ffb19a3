// The login screen's validation and answer schemas, in a module of their own so that they (and zod) load on
// demand through auth.api.ts's authSchema (lib/api-client.ts lazySchemas): the screen draws without them.
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginForm, loginFormSchema } from '@kala/contract';
import type { Resolver } from 'react-hook-form';

export { loginResponseSchema, messageResponseSchema, userProfileSchema } from '@kala/contract';

export const loginResolver: Resolver<LoginForm> = zodResolver(loginFormSchema);
