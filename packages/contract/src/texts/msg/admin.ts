import { passwordRequiredForNewUsers } from '../shared';
import { live } from '../live';

export const admin = /* @__PURE__ */ live(['MSG', 'admin'], {
  saveUserFailed: 'Failed to save user.',
  saveUserFailedInline: 'Failed to save user. Please check your inputs.',
  passwordRequiredForNewUsers,
  userUpdated: 'User updated successfully!',
  userCreated: 'User created successfully!',
  userDeleted: 'User deleted successfully!',
  artworkUpdated: 'Artwork updated successfully!',
  artworkDeleted: 'Artwork deleted successfully!',
  orderDeleted: 'Order deleted successfully',
  deleteUserFailed: 'Failed to delete user.',
  updateArtworkFailed: 'Failed to update artwork.',
  deleteArtworkFailed: 'Failed to delete artwork.',
  deleteOrderFailed: 'Failed to delete order',
  loadOrdersFailedInline: 'Failed to load orders.',
  // Kala implements what the spec's client left out (admin artwork create, payment status).
  artworkCreated: 'Artwork created successfully!',
  createArtworkFailed: 'Failed to create artwork.',
  paymentStatusUpdated: 'Payment status updated',
  paymentStatusUpdateFailed: 'Failed to update payment status',
} as const);
