import { ALL_CATEGORIES, type Category } from '../../constants';
import { live } from '../live';

// Kala (issue 18 item 5): the name a screen shows for each category. In English the category is its own name (the
// spec's values, also sent to and from the API); another language names them in its words.
export const categories = /* @__PURE__ */ live(
  ['SCREEN', 'categories'],
  Object.fromEntries(ALL_CATEGORIES.map((category) => [category, category])) as Record<Category, string>,
);
