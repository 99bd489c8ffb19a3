// Form field labels (docs/product.md#screens-and-routes Register, Edit profile, Reset), shared by every form that asks
// for the field.
import { live } from '../live';
export const fields = /* @__PURE__ */ live(['SCREEN', 'fields'], {
  fullName: 'Full Name',
  email: 'Email',
  username: 'Username',
  location: 'Location',
  gender: 'Gender',
  age: 'Age',
  pincode: 'Pincode',
  phone: 'Phone',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  newPassword: 'New Password',
  bio: 'Bio',
} as const);
