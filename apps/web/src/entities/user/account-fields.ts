/**
 * The fields every account has (docs/product.md#entities-and-fields), blank, as a form for a new account starts
 * them: registration and the admin's Add User add their own fields to these.
 */
export const BLANK_ACCOUNT_FIELDS = Object.freeze({
  name: '',
  email: '',
  username: '',
  location: '',
  gender: '',
  age: '',
  pincode: '',
  phone: '',
});
