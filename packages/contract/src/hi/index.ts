// The Hindi tables (docs/decisions/0015-languages.md), a module of their own (`@kala/contract/hi`) so that the
// web downloads them only for a Hindi reader.
import type { Texts } from '../languages';
import { ERR } from './err';
import { MSG } from './msg';
import { NOTIFY } from './notify';
import { SCREEN } from './screen';
import { VALIDATION } from './validation';

export const HINDI: Texts = { SCREEN, MSG, ERR, VALIDATION, NOTIFY };
// The English tables come with the Hindi ones: the web's translator of finished English texts needs every one of
// them, and an English reader never downloads this module.
export { ENGLISH } from '../english';
