// Every user-facing text of the product, spelled once. The spec's texts (§2 screens, §5 validation, §8 errors
// and toasts) are copied to the letter; texts Kala adds (server errors, features past the spec) sit beside them.
// Server and web import these objects; a text must never be written a second time anywhere in the code base,
// so a text used in two places is declared once below and referenced from both groups.
//
//   VALIDATION  form and request-body rules (spec §5 + Kala's server rules)
//   MSG         toasts and inline outcomes (spec §8 + Kala features)
//   ERR         server error replies (Kala); the `message` of the API error shape
//   SCREEN      texts of screens (spec §2): headings, placeholders, pending labels, empty/loading/error texts
//
// Texts with parameters are functions.

import {
  AGE_MAX,
  AGE_MIN,
  DASHBOARD_DAYS,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_IMAGES,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';

const maxImageMegabytes = MAX_IMAGE_BYTES / (1024 * 1024);
const supportedFormats = 'Supported formats: JPG, PNG, WebP, GIF, AVIF';
const joinNames = (names: readonly string[]) => names.join(', ');

// Texts that more than one group needs (declared once, see above).
const nameRequired = 'Name is required';
const invalidEmail = 'Invalid email address';
const usernameRequired = 'Username is required';
const passwordRequired = 'Password is required';
const confirmPasswordRequired = 'Confirm password is required';
const passwordsDoNotMatch = 'Passwords do not match';
const passwordTooShort = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const locationRequired = 'Location is required';
const genderRequired = 'Gender is required';
const ageRequired = 'Age is required';
const pincodeRequired = 'Pincode is required';
const phoneInvalid = 'Phone number must be 10 digits, optionally prefixed with +91';
const titleRequired = 'Title is required';
const descriptionRequired = 'Description is required';
const categoryRequired = 'Category is required';
const priceInvalid = 'Please enter a valid price';
const quantityInvalid = 'Please enter a valid quantity';
const ratingAndReviewRequired = 'Please provide both a rating and review text';
const passwordRequiredForNewUsers = 'Password is required for new users.';
const uploadLoginRequired = 'Please log in to upload artwork';
const noProductsFound = 'No products found.';
const errorLoadingArtwork = 'Error loading artwork';
const tryAgainLater = 'Please try again later';
const following = 'Following';
const editProfile = 'Edit Profile';
const signUp = 'Sign up';
const login = 'Login';
const logIn = 'Log In';
const retry = 'Retry';
const uploadArtwork = 'Upload Artwork';
const myOrders = 'My orders';
const sales = 'Sales';
const quantity = 'Quantity';
const cancel = 'Cancel';
const titleLabel = 'Title';
const descriptionLabel = 'Description';
const tagsLabel = 'Tags';
const loadMore = 'Load more';
const paymentStatus = 'Payment status';
const price = 'Price';
const imagesLabel = 'Images';
const categoryPlaceholder = 'Select a category';
const artists = 'Artists';
const noArtistsFound = 'No artists found.';
const admin = 'Admin';
const dashboard = 'Dashboard';
const category = 'Category';

// Shared field rules (used by registration, profile update, admin user, checkout).
const fields = {
  nameRequired,
  invalidEmail,
  usernameRequired,
  usernameInvalid: `Username must be ${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: letters, digits, underscores or dots`,
  locationRequired,
  genderRequired,
  genderInvalid: 'Gender must be male, female or other',
  ageRequired,
  ageInvalid: `Age must be a whole number between ${AGE_MIN} and ${AGE_MAX}`,
  pincodeRequired,
  pincodeInvalid: 'Pincode must be a 6-digit Indian PIN code',
  phoneInvalid,
  passwordRequired,
  passwordTooShort,
  confirmPasswordRequired,
  passwordsDoNotMatch,
} as const;

export const VALIDATION = {
  common: {
    /** e.g. tooLong('Bio', 500) → 'Bio must be at most 500 characters' */
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    /** For fields the spec gives no text for, e.g. required('Address') → 'Address is required' */
    required: (label: string) => `${label} is required`,
    invalidId: 'Invalid id',
  },
  login: {
    usernameRequired,
    passwordRequired,
  },
  registration: fields,
  profile: {
    ...fields,
  },
  forgot: {
    invalidEmail,
  },
  reset: {
    passwordRequired,
    confirmPasswordRequired,
    passwordsDoNotMatch,
    passwordTooShort,
    tokenRequired: 'The reset link is missing its token',
  },
  artworkForm: {
    titleRequired,
    descriptionRequired,
    categoryRequired,
    categoryInvalid: 'Please choose a category from the list',
    imageRequired: 'At least one image is required',
    tagRequired: 'At least one tag is required for better search',
    tooManyTags: (max: number) => `You can add at most ${max} tags`,
    priceAndQuantityRequired: 'Price and quantity are required when the artwork is for sale',
    quantityPositive: 'Quantity must be greater than 0',
  },
  upload: {
    loginRequired: uploadLoginRequired,
    imagesRequired: 'Please upload at least one image',
    priceRequired: 'Price is required for items marked for sale',
    priceInvalid,
    quantityRequired: 'Quantity is required for items marked for sale',
    quantityInvalid,
    forSaleInvalid: 'For sale must be true or false',
  },
  images: {
    unsupported: (names: readonly string[]) =>
      `The following files are not supported: ${joinNames(names)}. ${supportedFormats}`,
    tooMany: `You can upload a maximum of ${MAX_UPLOAD_IMAGES} images`,
    tooLarge: (names: readonly string[]) =>
      `The following files are larger than ${maxImageMegabytes} MB: ${joinNames(names)}. Each image must be ${maxImageMegabytes} MB or smaller`,
    // Server: the bytes do not decode as an image whatever the declared type says.
    unreadable: (names: readonly string[]) => `The following files could not be read as images: ${joinNames(names)}`,
    hint: `Up to ${MAX_UPLOAD_IMAGES} images, ${maxImageMegabytes} MB each. ${supportedFormats}`,
    adminOneFile: 'Only one image can be attached here',
    // Server: refusals the browser cannot judge because it does not decode images.
    tooManyPixels: (name: string, megapixels: number) =>
      `The image ${name} has too many pixels. Images may be at most ${megapixels} megapixels`,
    tooSmall: (name: string, minEdge: number) =>
      `The image ${name} is too small. Images must be at least ${minEdge} × ${minEdge} pixels`,
  },
  adminUser: {
    ...fields,
    passwordRequiredForNewUsers,
    roleInvalid: 'Role must be user or admin',
    adminGenderInvalid: 'Gender must be Male, Female, Other or Prefer not to say',
  },
  adminArtwork: {
    titleRequired,
    priceInvalid,
    quantityInvalid,
    quantityNegative: 'Quantity cannot be negative',
    isSoldInvalid: 'Sold must be true or false',
  },
  comment: {
    contentRequired: 'Comment cannot be empty',
  },
  review: {
    ratingAndReviewRequired,
  },
  chat: {
    contentRequired: 'Message cannot be empty',
    receiverRequired: 'Receiver is required',
  },
  cart: {
    artworkRequired: 'Artwork is required',
    quantityInvalid,
  },
  checkout: {
    nameRequired,
    addressRequired: 'Address is required',
    cityRequired: 'City is required',
    pincodeRequired,
    pincodeInvalid: fields.pincodeInvalid,
    phoneInvalid,
    idempotencyKeyInvalid: `Idempotency key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
  },
  payment: {
    statusInvalid: 'Payment status must be pending, paid, failed or refunded',
  },
  query: {
    priceNegative: 'Price cannot be negative',
    priceRangeInverted: 'Minimum price cannot be more than maximum price',
    categoryInvalid: 'Unknown category',
    sortInvalid: 'Unknown sort order',
    limitInvalid: 'Limit must be a whole number between 1 and 100',
    booleanInvalid: 'Must be true or false',
    cursorInvalid: 'This page link is no longer valid. Please start again from the first page',
  },
} as const;

export const MSG = {
  auth: {
    loginSuccess: 'Login successful!',
    loginFailed: 'Login failed',
    registrationSuccess: 'Registration successful!',
    registrationFailed: 'Registration failed',
    logoutSuccess: 'Logged out successfully!',
    passwordResetEmailSent: 'Password reset email sent. Please check your inbox.',
    passwordResetEmailFailed: 'Failed to send password reset email. Please try again.',
    passwordResetSuccess: 'Password reset successful. You can now log in with your new password.',
    passwordResetFailed: 'Failed to reset the password. Please try again.',
    // Kala: the forgot-password reply, the same whether or not an account has that email.
    resetLinkRequested: 'If an account exists for that email, a reset link is on its way.',
  },
  loginRequired: {
    like: 'Please login to like this product',
    save: 'Please login to save this product',
    comment: 'Please login to post comment',
    review: 'Please login to post review',
    follow: 'Please log in to follow users',
    upload: uploadLoginRequired,
    cart: 'Please log in to add items to your cart',
    chat: 'Please log in to send messages',
  },
  comments: {
    postFailed: 'Failed to post comment',
  },
  reviews: {
    postFailed: 'Failed to post review',
    ratingAndReviewRequired,
    posted: 'Review posted successfully!',
  },
  likes: {
    updateFailed: 'Failed to update like. Please try again.',
  },
  follow: {
    updateFailed: 'Failed to update follow status',
  },
  artwork: {
    loadError: errorLoadingArtwork,
  },
  upload: {
    failed: 'Failed to upload artwork. Please try again.',
    success: 'Artwork uploaded successfully!',
    unexpected: 'An unexpected error occurred. Please try again.',
    unexpectedShort: 'An unexpected error occurred',
  },
  admin: {
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
  },
  socket: {
    noAccessToken: 'No access token provided',
    connectFailed: 'Failed to connect to WebSocket',
    notConnected: 'Cannot send, socket not connected',
    maxReconnects: 'Max reconnection attempts reached',
  },
  // Kala: features the spec left as placeholders.
  cart: {
    added: 'Added to cart!',
    addFailed: 'Failed to add to cart',
    removed: 'Removed from cart',
    removeFailed: 'Failed to remove item',
    updateFailed: 'Failed to update quantity',
  },
  wishlist: {
    saved: 'Saved to wishlist!',
    removed: 'Removed from wishlist',
    saveFailed: 'Failed to save to wishlist',
    removeFailed: 'Failed to remove from wishlist',
  },
  checkout: {
    orderPlaced: 'Order placed successfully!',
    failed: 'Checkout failed. Please try again.',
  },
  sales: {
    markedPaid: 'Marked as paid',
    markPaidFailed: 'Failed to mark as paid',
  },
  profile: {
    updated: 'Profile updated successfully!',
    updateFailed: 'Failed to update profile',
  },
} as const;

// Server error replies (Kala). The web shows `message` from the reply where the spec says "server message".
export const ERR = {
  badRequest: 'Invalid request',
  vanished: 'This item no longer exists. It may have just been deleted.',
  validationFailed: 'Please check the highlighted fields',
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this',
  /** notFound('Artwork') → 'Artwork not found' */
  notFound: (thing: string) => `${thing} not found`,
  payloadTooLarge: 'The upload is too large',
  rateLimited: 'Too many attempts. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
  internal: 'Something went wrong. Please try again later.',
  usernameTaken: 'Username already taken',
  emailRegistered: 'Email already registered',
  badCredentials: 'Incorrect username or password',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  cannotFollowSelf: 'Cannot follow yourself',
  cannotMessageSelf: 'Cannot send a message to yourself',
  // Chat socket (Kala): close reasons and refused frames. 'No access token provided' is MSG.socket's.
  socketAuthFailed: 'Authentication failed',
  socketShuttingDown: 'Server shutting down',
  chatInvalidJson: 'A chat frame must be valid JSON',
  chatUnknownAction: 'Unknown action: use message, typing or read',
  chatTooFast: 'You are sending messages too fast. Please wait a moment.',
  chatBeforeInvalid: 'before must be a message id of this conversation or an ISO time',
  notForSale: 'This artwork is not for sale',
  soldOut: 'This artwork is sold out',
  ownArtwork: 'You cannot buy your own artwork',
  notEnoughStock: (available: number) => `Only ${available} left in stock`,
  cartEmpty: 'There is nothing in your cart to check out',
  // Checkout names the artwork: the cart may hold several, and stock can change between adding and paying.
  checkoutSoldOut: (title: string) => `"${title}" is sold out. Remove it from your cart to check out`,
  checkoutNotEnoughStock: (title: string, available: number) =>
    `Only ${available} of "${title}" left in stock. Lower the quantity in your cart to check out`,
  checkoutNotForSale: (title: string) => `"${title}" is no longer for sale. Remove it from your cart to check out`,
  ownArtworkReview: 'You cannot review your own artwork',
  alreadyReviewed: 'You have already reviewed this artwork',
  notCommentAuthor: 'You can only delete your own comments',
  notArtworkOwner: 'You can only change your own artworks',
  // Admin user management: nobody can lock everyone out of the back-office.
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  lastAdmin: 'The last admin account cannot be deleted or demoted',
} as const;

export const SCREEN = {
  // The app around the screens: brand, shell, shared controls (Kala).
  app: {
    name: 'Kala',
    tagline: 'Indian art marketplace',
    skipToContent: 'Skip to content',
    loading: 'Loading...',
    close: 'Close',
    retry,
    errorHeading: 'Something went wrong',
    errorHint: tryAgainLater,
    reload: 'Reload page',
    showPassword: 'Show password',
    // Kala: the end of an infinite list, for keyboards (it also loads on scroll).
    loadMore,
    hidePassword: 'Hide password',
  },
  // Form field labels (spec §2 Register, Edit profile, Reset), shared by every form that asks for the field.
  fields: {
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
  },
  notFound: {
    heading: '404',
    subheading: 'Page Not Found',
    text: 'Sorry, the page you are looking for does not exist or has been moved.',
    goHome: 'Go Home',
  },
  feed: {
    searchPlaceholder: 'Search art, artists, tags...',
    /** viewAllComments(3) → 'View all 3 comments' */
    viewAllComments: (count: number) => `View all ${count} comments`,
    // Kala: headings and states of the feed.
    forYou: 'For you',
    latest: 'Latest artworks',
    joinPrompt: 'Join Kala to follow artists and get a feed made for you.',
    empty: 'No artworks yet',
    emptyHint: 'When artists share their work, it will appear here.',
    exploreCategories: 'Explore by category',
    browseAll: 'Browse all artworks',
  },
  listing: {
    empty: noProductsFound,
    filters: 'Filters',
    // Kala: the drawer is opened by the Filters button; filters and sort run on the server (design.md).
    subtitle: 'Original art from artists across India',
    category,
    price,
    minPrice: 'Min',
    maxPrice: 'Max',
    all: 'All',
    sortBy: 'Sort by',
    sort: {
      recent: 'Newest',
      price_asc: 'Price: low to high',
      price_desc: 'Price: high to low',
      popular: 'Most popular',
    },
    clearAll: 'Clear all',
    showResults: 'Show results',
    /** removeFilter('Painting') → 'Remove filter Painting' */
    removeFilter: (label: string) => `Remove filter ${label}`,
  },
  artwork: {
    you: 'You',
    addToCart: 'Add to Cart',
    adding: 'Adding...',
    soldOut: 'Sold Out',
    save: 'Save',
    comments: 'Comments',
    reviews: 'Reviews',
    commentPlaceholder: 'Add a comment...',
    post: 'Post',
    posting: 'Posting...',
    noComments: 'No comments yet — be the first one!',
    reviewPlaceholder: 'Write your review...',
    submitReview: 'Submit Review',
    submitting: 'Submitting...',
    loadError: errorLoadingArtwork,
    // Kala: the rest of the detail page and of the artwork cards.
    like: 'Like',
    /** likes(2) → '2 likes' */
    likes: (count: number) => (count === 1 ? '1 like' : `${count} likes`),
    saved: 'Saved',
    notForSale: 'Not for sale',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    /** imageOf(1, 3) → 'Image 1 of 3' */
    imageOf: (index: number, total: number) => `Image ${index} of ${total}`,
    rating: 'Rating',
    /** stars(4) → '4 stars' */
    stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
    /** reviewCount(3) → '3 reviews' */
    reviewCount: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
    noReviews: 'No reviews yet',
    viewCart: 'View cart',
    notFoundHint: 'It may have been removed by the artist.',
  },
  // Kala: the wishlist screen (spec §2 "Wishlist" is a grid; design.md adds removal).
  wishlist: {
    subtitle: 'Artworks you have saved',
    empty: 'Your wishlist is empty',
    emptyHint: 'Tap Save on any artwork you love to keep it here.',
    /** remove('Lotus') → 'Remove Lotus from wishlist' */
    remove: (title: string) => `Remove ${title} from wishlist`,
  },
  follow: {
    follow: 'Follow',
    following,
  },
  login: {
    heading: login,
    submit: login,
    description: 'Enter your username and password to login to your account.',
    forgotPassword: 'Forgot your password?',
    loggingIn: 'Logging in...',
    noAccount: "Don't have an account?",
    signUp,
  },
  register: {
    heading: 'Create an account',
    description: 'Join Kala to share your art and discover artists from across India.',
    genderPlaceholder: 'Male/Female/Other',
    locationPlaceholder: 'Choose or type your city',
    submit: 'Create account',
    submitting: 'Creating account...',
    haveAccount: 'Already have an account?',
    logIn,
  },
  forgot: {
    heading: 'Forgot password',
    description: "Enter the email you registered with and we'll send you a link to reset your password.",
    submit: 'Send Reset Link',
    sending: 'Sending...',
    sentHeading: 'Check your inbox',
    backToLogin: 'Back to login',
  },
  reset: {
    heading: 'Reset password',
    description: 'Choose a new password for your account.',
    submit: 'Reset Password',
    resetting: 'Resetting...',
    requestNewLink: 'Request a new link',
  },
  cart: {
    loading: 'Loading your cart...',
    error: 'Error loading your cart',
    errorHint: tryAgainLater,
    retry,
    empty: 'Your cart is empty',
    emptyHint: "Looks like you haven't added any items to your cart yet.",
    continueShopping: 'Continue Shopping',
    title: 'Your Cart',
    subtitle: 'Review and manage your items',
    orderSummary: 'Order Summary',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    proceedToCheckout: 'Proceed to Checkout',
    /** byArtist('asha') → 'by asha' */
    byArtist: (username: string) => `by ${username}`,
    unknownArtist: 'Unknown Artist',
    itemLoading: 'Loading product details...',
    itemError: 'Failed to load product details. Please try again later.',
    // Kala: real quantities (design.md).
    /** remove('Lotus') → 'Remove Lotus from cart' */
    remove: (title: string) => `Remove ${title} from cart`,
    // Checkout takes the whole cart, so one line that cannot be bought as it stands stops it.
    blocked: 'Some items are no longer available as chosen. Update your cart to check out.',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    quantity,
    /** each('₹1,200.00') → '₹1,200.00 each' */
    each: (price: string) => `${price} each`,
    /** items(3) → '3 items' */
    items: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  },
  profile: {
    followers: 'Followers',
    following,
    noFollowers: 'No followers yet',
    noFollowing: 'No following yet',
    uploadedArtworks: 'Uploaded Artworks',
    // Kala: the rest of the profile screens.
    editProfile,
    message: 'Message',
    viewOwnProfile: 'This is you — view your profile',
    themeToDark: 'Dark mode',
    themeToLight: 'Light mode',
    /** joined('March 2025') → 'Joined March 2025' */
    joined: (monthAndYear: string) => `Joined ${monthAndYear}`,
    followLists: 'Followers and following',
    /** openChatWith('asha') → 'Message @asha' */
    openChatWith: (username: string) => `Message @${username}`,
    notFound: 'User not found',
    notFoundHint: 'This profile does not exist, or its username has changed.',
    loadError: 'Could not load this profile',
    artworksLoadError: 'Could not load the artworks',
    listLoadError: 'Could not load this list',
    errorHint: tryAgainLater,
    noArtworksOwn: 'You have not uploaded any artworks yet',
    noArtworksOwnHint: 'Share your first piece with art lovers across India.',
    /** noArtworksOf('asha') → '@asha has not uploaded any artworks yet' */
    noArtworksOf: (username: string) => `@${username} has not uploaded any artworks yet`,
    noArtworksHint: 'Check back soon for new work.',
    discover: 'Discover artworks',
  },
  editProfile: {
    heading: editProfile,
    description: 'Update how other people see you on Kala.',
    photo: 'Profile photo',
    changePhoto: 'Change photo',
    photoHint: `Any image, up to ${maxImageMegabytes} MB. It is uploaded when you save.`,
    lastUpdated: 'Last updated',
    accountCreated: 'Account created',
    /** relativeDate('about 2 months ago', '12 Mar 2025') → 'about 2 months ago (12 Mar 2025)' */
    relativeDate: (relative: string, date: string) => `${relative} (${date})`,
    bioPlaceholder: 'Tell people about yourself and your art...',
    cancel,
    save: 'Save Changes',
    saving: 'Saving...',
  },
  upload: {
    title: uploadArtwork,
    uploading: 'Uploading...',
    // Kala: labels and hints of the upload form (spec §2 lists the fields).
    subtitle: 'Share your work with collectors across India.',
    submit: uploadArtwork,
    images: imagesLabel,
    dropImages: 'Drag and drop images here',
    browseImages: 'or click to browse',
    /** removeImage('lotus.jpg') → 'Remove lotus.jpg' */
    removeImage: (name: string) => `Remove ${name}`,
    cover: 'Cover',
    titleLabel,
    titlePlaceholder: 'Monsoon over the Ghats',
    descriptionLabel,
    descriptionPlaceholder: 'Medium, size and the story behind the piece',
    category,
    categoryPlaceholder,
    tags: tagsLabel,
    tagsPlaceholder: 'madhubani, folk art, peacock',
    tagsHint: 'Separate tags with commas',
    forSale: 'This artwork is for sale',
    forSaleHint: 'Collectors can add it to their cart and buy it.',
    price: 'Price (₹)',
    quantity,
    progress: 'Upload progress',
    viewArtwork: 'View artwork',
  },
  // Kala: checkout, past the spec's 'Proceed to Checkout' placeholder (design.md).
  checkout: {
    title: 'Checkout',
    subtitle: 'Where should the artists send your artworks?',
    shippingAddress: 'Shipping address',
    address: 'Address',
    addressPlaceholder: 'House number, street, area',
    city: 'City',
    payment: 'Payment',
    payOnDelivery: 'Pay on delivery',
    payOnDeliveryHint: 'Pay the artist in cash or by UPI when your artwork arrives.',
    placeOrder: 'Place order',
    placingOrder: 'Placing order...',
    placedText: 'The artists have your address and will ship soon. You pay on delivery.',
    viewMyOrders: 'View my orders',
    backToCart: 'Back to cart',
  },
  // Kala: the buyer's orders and the artist's sales (design.md).
  orders: {
    title: myOrders,
    subtitle: 'Artworks you have bought',
    loading: 'Loading your orders...',
    error: 'Failed to load your orders',
    empty: 'No orders yet',
    emptyHint: 'Artworks you buy will appear here.',
    /** quantity(2) → 'Qty 2' */
    quantity: (count: number) => `Qty ${count}`,
    /** orderedOn('4 May 2025') → 'Ordered on 4 May 2025' */
    orderedOn: (date: string) => `Ordered on ${date}`,
    paymentStatus,
    switchLabel: 'Orders and sales',
  },
  sales: {
    title: sales,
    subtitle: 'Artworks collectors have bought from you',
    loading: 'Loading your sales...',
    error: 'Failed to load your sales',
    empty: 'No sales yet',
    emptyHint: 'When someone buys your artwork, the order appears here with the address to ship it to.',
    /** buyer('asha') → 'Bought by @asha' */
    buyer: (username: string) => `Bought by @${username}`,
    shipTo: 'Ship to',
    markAsPaid: 'Mark as paid',
    marking: 'Marking...',
  },
  search: {
    products: 'Products',
    artists,
    error: 'Failed to load search results. Please try again later.',
    noProducts: noProductsFound,
    noArtists: noArtistsFound,
    productsPrompt: 'Search for products by title or description',
    artistsPrompt: 'Search for artists by username',
    /** resultsFor('warli') → 'Results for “warli”' */
    resultsFor: (query: string) => `Results for “${query}”`,
  },
  nav: {
    home: 'Home',
    discover: 'Discover',
    // Kala labels the mobile wishlist link 'Wishlist' where the spec's client said 'Artists' (design.md).
    wishlist: 'Wishlist',
    profile: 'Profile',
    logOut: 'Log Out',
    logIn,
    signUp,
    // Kala: the rest of the shell.
    upload: 'Upload',
    myOrders,
    sales,
    cart: 'Cart',
    search: 'Search',
    mainNavigation: 'Main navigation',
    theme: 'Theme',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeSystem: 'System',
    // Only admins see it (design.md).
    admin,
    messages: 'Messages',
  },
  chat: {
    loadingUser: 'Loading your chat...',
    loadingHistory: 'Loading chat...',
    typing: 'typing...',
    activeNow: 'Active now',
    inputPlaceholder: 'Type a message...',
    // Kala: the rest of the chat window and the Messages inbox (design.md).
    send: 'Send',
    addEmoji: 'Add an emoji',
    backToMessages: 'Back to messages',
    connected: 'Connected',
    connecting: 'Connecting...',
    offline: 'Offline',
    reconnect: 'Reconnect',
    sendingStatus: 'Sending',
    sentStatus: 'Sent',
    readStatus: 'Read',
    notSent: 'Not sent',
    loadEarlier: 'Load earlier messages',
    jumpToLatest: 'Jump to the newest message',
    today: 'Today',
    yesterday: 'Yesterday',
    /** sayHello('Asha Rao') → 'Say hello to Asha Rao' */
    sayHello: (name: string) => `Say hello to ${name}`,
    emptyConversationHint: 'Ask about an artwork, a commission or anything else. Messages appear here.',
    loadError: 'Failed to load this chat',
    inboxSubtitle: 'Your conversations with artists and collectors',
    inboxLoadError: 'Failed to load your messages',
    noConversations: 'No messages yet',
    noConversationsHint: "Open an artist's profile or your followers list to start a conversation.",
    /** ownPreview('See you soon') → 'You: See you soon' */
    ownPreview: (content: string) => `You: ${content}`,
    /** unread(3) → '3 unread' */
    unread: (count: number) => `${count} unread`,
  },
  admin: {
    noUsers: 'No users found',
    loadingUsers: 'Loading users...',
    addUser: 'Add User',
    editUser: 'Edit User',
    confirmDelete: 'Confirm Delete',
    confirmDeleteUser: 'Are you sure you want to delete this user?',
    yesDelete: 'Yes, Delete',
    sold: 'Sold',
    available: 'Available',
    /** moreImages(3) → '+3' */
    moreImages: (count: number) => `+${count}`,
    noImage: 'No image',
    noArtworks: 'No artworks found',
    loadingArtworks: 'Loading artworks...',
    addArtwork: 'Add Artwork',
    editArtwork: 'Edit Artwork',
    loadingOrders: 'Loading orders...',
    loadOrdersFailed: 'Failed to load orders',
    noOrders: 'No orders found',
    // Kala: the rest of the back-office — layout, columns, forms, payment status and dashboard.
    title: admin,
    navigation: 'Admin navigation',
    sections: {
      artworks: 'Artwork Manage',
      users: 'User Manage',
      orders: 'Order Manage',
      dashboard,
    },
    backToSite: 'Back to site',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
    userManagement: 'User Management',
    userManagementHint: 'Search, add, edit and remove accounts.',
    artworkManagement: 'Artwork Management',
    artworkManagementHint: 'Every artwork on Kala with its artist, stock and images.',
    orderManagement: 'Order Management',
    orderManagementHint: 'Every order placed on Kala. Set the payment status as money arrives.',
    searchUsers: 'Search by name, email, username, location, role or phone',
    searchArtworks: 'Search by title, description, category, artist or tag',
    searchOrders: 'Search by order, artwork, buyer, location or status',
    columns: {
      id: 'ID',
      name: 'Name',
      role: 'Role',
      actions: 'Actions',
      title: titleLabel,
      description: descriptionLabel,
      price,
      quantity,
      tags: tagsLabel,
      category,
      artistName: 'Artist Name',
      artistId: 'Artist ID',
      createdAt: 'Created At',
      images: imagesLabel,
      orderId: 'Order ID',
      artworkId: 'Artwork ID',
      buyerUsername: 'Buyer Username',
      buyerName: 'Buyer Name',
      amount: 'Amount',
      status: 'Status',
      date: 'Date',
    },
    edit: 'Edit',
    delete: 'Delete',
    /** editItem('asha') → 'Edit asha' */
    editItem: (name: string) => `Edit ${name}`,
    /** deleteItem('asha') → 'Delete asha' */
    deleteItem: (name: string) => `Delete ${name}`,
    cancel,
    create: 'Create',
    update: 'Update',
    roles: { user: 'User', admin },
    genderPlaceholder: 'Select gender',
    loadUsersFailed: 'Failed to load users',
    loadArtworksFailed: 'Failed to load artworks',
    loadMore,
    /** copyId('0197…') → 'Copy ID 0197…' */
    copyId: (id: string) => `Copy ID ${id}`,
    idCopied: 'ID copied',
    noValue: '—',
    deletedArtwork: 'Artwork deleted',
    markSold: 'Mark as sold',
    markSoldHint: 'Buyers see it as sold out and cannot add it to their cart.',
    image: 'Image',
    imageHintCreate: `One image, up to ${maxImageMegabytes} MB.`,
    imageHintEdit: `Optional: one image, up to ${maxImageMegabytes} MB. It replaces the current images.`,
    chooseImage: 'Choose image',
    tagsPlaceholder: 'Type a tag, then comma or Enter',
    tagsHint: 'Each tag gets one leading #. Duplicates are left out.',
    /** removeTag('#folk') → 'Remove tag #folk' */
    removeTag: (tag: string) => `Remove tag ${tag}`,
    artist: 'Artist',
    artistPlaceholder: 'Search artists by username or name',
    artistHint: 'Leave empty to list it under your own account.',
    changeArtist: 'Change artist',
    noArtists: noArtistsFound,
    categoryPlaceholder,
    confirmDeleteArtwork: 'Are you sure you want to delete this artwork?',
    confirmDeleteOrder: 'Are you sure you want to delete this order?',
    paymentStatus,
    /** paymentStatusOf('…a1b2') → 'Payment status of order …a1b2' */
    paymentStatusOf: (id: string) => `Payment status of order ${id}`,
    paymentStatuses: { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' },
    loadingDashboard: 'Loading dashboard...',
    loadDashboardFailed: 'Failed to load the dashboard',
    dashboardHint: `Kala at a glance: totals, and the last ${DASHBOARD_DAYS} days.`,
    stats: {
      users: 'Users',
      artists,
      artworks: 'Artworks',
      forSale: 'For sale',
      soldOut: 'Sold out',
      orders: 'Orders',
      revenue: 'Revenue',
      pendingAmount: 'Awaiting payment',
    },
    revenueHint: 'Paid orders only',
    signupsPerDay: 'Sign-ups per day',
    signups: 'Sign-ups',
    salesPerDay: 'Sales per day',
    topCategories: 'Top categories',
    /** lastDays(30) → 'Last 30 days' */
    lastDays: (days: number) => `Last ${days} days`,
    noChartData: 'Nothing in this period yet',
  },
} as const;
