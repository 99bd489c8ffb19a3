import { ERR } from '@kala/contract';

/**
 * The field a duplicate account clashed on. A duplicate answers 409 with a message only (in the language of the
 * request, the app's); registration and the admin's user form show it beside that field.
 */
export const fieldOfConflict = (message: string): 'username' | 'email' | undefined =>
  message === ERR.usernameTaken ? 'username' : message === ERR.emailRegistered ? 'email' : undefined;
