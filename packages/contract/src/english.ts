// Every English table in one object, for what walks them all: the completeness test, the server's and the web's
// translators of finished English texts (createLocalizer). Not exported by the package's index: a web bundle that
// imported it would carry every text of every screen (the web gets it with the Hindi tables, `@kala/contract/hi`).
import { ERR, MSG, NOTIFY, SCREEN, VALIDATION } from './messages';

export const ENGLISH = { SCREEN, MSG, ERR, VALIDATION, NOTIFY };
